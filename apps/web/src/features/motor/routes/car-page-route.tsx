import { MotorPage } from './motor-page.tsx';

/** /car-insurance/{Page}: a car's proposal; the quote list is a route of its own (car-quote-list-route.tsx). */
export default function CarPageRoute() {
  return <MotorPage kind="CAR" />;
}
