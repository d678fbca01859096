import { useParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { BIKE_QUOTE_LIST_PAGE } from '../lib/bike-paths.ts';
import BikeQuoteListRoute from './bike-quote-list-route.tsx';

/** spec 3 §2.1 /bike-insurance/{Page}: quote-list is the one page; any other is not a page of ours. */
export default function BikePageRoute() {
  const { page } = useParams();
  return page === BIKE_QUOTE_LIST_PAGE ? <BikeQuoteListRoute /> : <PageNotFound />;
}
