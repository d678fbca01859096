import { MotorPage } from './motor-page.tsx';

/**
 * /bike-insurance/{Page}: a two-wheeler's proposal (the domain's MOTOR review address: a car's journey opened here goes
 * on to /car-insurance/proposal). The quote list is a route of its own (bike-quote-list-route.tsx).
 */
export default function BikePageRoute() {
  return <MotorPage kind="TWO_WHEELER" />;
}
