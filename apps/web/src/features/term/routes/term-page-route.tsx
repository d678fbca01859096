import { useParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import TermQuoteListRoute from './term-quote-list-route.tsx';

/**
 * docs/product/review-payment-term-bike.md §2.1 /term-insurance/{Page}: quote-list is the one page built; any other is
 * not a page of ours.
 */
export default function TermPageRoute() {
  const { page } = useParams();
  if (page === 'quote-list') return <TermQuoteListRoute />;
  return <PageNotFound />;
}
