import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';

/**
 * /bike-insurance/quote-list: the two-wheeler quote list, a route of its own so that its chunk carries none of the
 * proposal's code (issue 48: a phone waited for both before the list could ask for its quotes).
 */
export default function BikeQuoteListRoute() {
  return <MotorQuoteListPage config={MOTOR_KINDS.TWO_WHEELER} />;
}
