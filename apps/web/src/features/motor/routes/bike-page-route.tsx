import { MotorPage } from './motor-page.tsx';

/**
 * /bike-insurance/{Page}: the two-wheeler quote list, and a two-wheeler's proposal (the domain's MOTOR review address:
 * a car's journey opened here goes on to /car-insurance/proposal).
 */
export default function BikePageRoute() {
  return <MotorPage kind="TWO_WHEELER" />;
}
