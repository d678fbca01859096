import { Navigate, useParams } from 'react-router';
import { BIKE_ENTRY_PATH, BIKE_QUOTE_LIST_PAGE } from '../lib/bike-paths.ts';
import BikeQuoteListRoute from './bike-quote-list-route.tsx';

/** spec 3 §2.1 /bike-insurance/{Page}: quote-list is the one page; any other goes back to the entry form. */
export default function BikePageRoute() {
  const { page } = useParams();
  if (page === BIKE_QUOTE_LIST_PAGE) return <BikeQuoteListRoute />;
  return <Navigate to={BIKE_ENTRY_PATH} replace />;
}
