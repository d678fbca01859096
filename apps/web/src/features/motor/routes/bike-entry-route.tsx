import { MotorEntryPage } from '../components/motor-entry-page.tsx';
import { MOTOR_KINDS } from '../lib/motor-kind.ts';

/** /bike-insurance: the bike entry page (issue 18). */
export default function BikeEntryRoute() {
  return <MotorEntryPage config={MOTOR_KINDS.TWO_WHEELER} />;
}
