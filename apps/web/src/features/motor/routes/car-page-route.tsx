import { MotorPage } from './motor-page.tsx';

/** /car-insurance/{Page}: the car quote list and a car's proposal. */
export default function CarPageRoute() {
  return <MotorPage kind="CAR" />;
}
