import { countOf, toDisplayDate } from '@kavach/domain';

/** What a renewal reminder says (docs/product/renewals.md), as the sweep that sends it knows the policy. */
export type RenewalReminderFacts = {
  policyNumber: string;
  planName: string;
  insurerName: string;
  /**
   * BEFORE_END: the policy ends on `due`. HEALTH_LAPSED / MOTOR_LAPSED: it ended on `due`, and may be renewed as
   * itself until `renewBy`. PREMIUM_DUE: a term plan's yearly premium falls due on `due`.
   */
  kind: 'BEFORE_END' | 'HEALTH_LAPSED' | 'MOTOR_LAPSED' | 'PREMIUM_DUE';
  due: string;
  /** Days from the reminder's day to `due`. */
  daysLeft: number;
  renewBy: string | null;
};

const inDays = (days: number) => (days === 0 ? 'today' : `in ${countOf(days, 'day')}`);

export function renewalReminderWords(f: RenewalReminderFacts): { subject: string; lines: string[]; sms: string } {
  const due = toDisplayDate(f.due);
  const renewBy = toDisplayDate(f.renewBy);
  const policy = `your ${f.planName} policy ${f.policyNumber} with ${f.insurerName}`;
  switch (f.kind) {
    case 'BEFORE_END':
      return {
        subject: `Your policy ${f.policyNumber} ends on ${due}`,
        lines: [
          `Cover under ${policy} ends on ${due}, ${inDays(f.daysLeft)}.`,
          'Renew it from your account, under My policies, so your cover goes on without a break.',
        ],
        sms: `Kavach: policy ${f.policyNumber} ends on ${due}. Renew it from your account to stay covered.`,
      };
    case 'HEALTH_LAPSED':
      return {
        subject: `Your policy ${f.policyNumber} has ended: renew it by ${renewBy}`,
        lines: [
          `Cover under ${policy} ended on ${due}.`,
          `Renewed by ${renewBy}, it keeps the waiting periods you have served and your bonus; illnesses that begin in the days without cover are not covered.`,
          'After that date the insurer can only sell you a new policy, with its waiting periods starting again.',
        ],
        sms: `Kavach: policy ${f.policyNumber} ended on ${due}. Renew it by ${renewBy} to keep your waiting periods served.`,
      };
    case 'MOTOR_LAPSED':
      return {
        subject: `Your policy ${f.policyNumber} has ended: the vehicle is not insured`,
        lines: [
          `Cover under ${policy} ended on ${due}: the vehicle is not insured, and driving it without third-party cover is an offence.`,
          `Renewed by ${renewBy}, it keeps your no-claim bonus, once the insurer has inspected the vehicle. After that date the bonus is lost.`,
        ],
        sms: `Kavach: policy ${f.policyNumber} ended on ${due}; the vehicle is not insured. Renew by ${renewBy} to keep your no-claim bonus.`,
      };
    case 'PREMIUM_DUE':
      return {
        subject: `The premium of your policy ${f.policyNumber} is due on ${due}`,
        lines: [
          `This year's premium of ${policy} is due on ${due}, ${inDays(f.daysLeft)}.`,
          'Pay it to the insurer by then to keep the cover in force.',
        ],
        sms: `Kavach: the premium of policy ${f.policyNumber} is due on ${due}.`,
      };
  }
}
