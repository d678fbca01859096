import { MotorQuoteListPage } from '../components/motor-quote-list-page.tsx';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';

/** /car-insurance/quote-list: the car quote list, a route of its own as the bike's is (bike-quote-list-route.tsx). */
export default function CarQuoteListRoute() {
  return <MotorQuoteListPage config={MOTOR_KINDS.CAR} />;
}
