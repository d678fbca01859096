import type { TBrokerRegistration } from '../api/broker';
import { toDisplayDate } from '../validation/dates';

/** Said beside the sample registration wherever it is shown, so no one takes it for a licence. */
export const SAMPLE_BROKER_NOTE = 'Sample broker — not a real IRDAI registration';

/** The registration in one line, as the footer and the schedule print it. */
export function brokerRegistrationLine(b: TBrokerRegistration): string {
  return `${b.name}, ${b.category}, IRDAI registration no. ${b.irdai_registration}, valid until ${toDisplayDate(b.valid_until)}; CIN ${b.cin}`;
}

/** Who answers for the broker, in one line. */
export function brokerOfficersLine(b: TBrokerRegistration): string {
  const g = b.grievance_officer;
  return `Principal officer: ${b.principal_officer}. Grievance officer: ${g.name}, ${g.email}, ${g.phone}`;
}
