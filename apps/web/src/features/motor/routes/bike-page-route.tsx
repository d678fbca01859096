import { useParams } from 'react-router';
import { PageNotFound } from '../../../shared/ui/page-not-found.tsx';
import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS, QUOTE_LIST_PAGE } from '../lib/motor-kind.ts';

/** /bike-insurance/{Page}: quote-list is the one page; any other is not a page of ours. */
export default function BikePageRoute() {
  const { page } = useParams();
  return page === QUOTE_LIST_PAGE ? <MotorQuoteListPage config={MOTOR_KINDS.TWO_WHEELER} /> : <PageNotFound />;
}
