import { MotorEntryPage } from '../components/motor-entry-page.tsx';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';

/** /car-insurance: the car entry page (issue 18). */
export default function CarEntryRoute() {
  return <MotorEntryPage config={MOTOR_KINDS.CAR} />;
}
