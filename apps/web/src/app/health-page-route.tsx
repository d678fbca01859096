import { lazy } from 'react';
import { useParams } from 'react-router';

// spec 2 §2 / spec 3 §2.1: one page shell, /health-insurance/{Page}; quote-list shows the quote list,
// proposal the purchase journey. Any other page is not a page of ours.
const QuoteList = lazy(() => import('../features/health-quotes/routes/quote-list-route.tsx'));
const Proposal = lazy(() => import('../features/health-proposal/routes/proposal-route.tsx'));
const NotFound = lazy(() => import('../features/not-found/not-found-route.tsx'));

export default function HealthPageRoute() {
  const { page } = useParams();
  if (page === 'quote-list') return <QuoteList />;
  if (page === 'proposal') return <Proposal />;
  return <NotFound />;
}
