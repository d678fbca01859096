import { toDisplayDate } from '@kavach/domain';
import type { TFunction } from 'i18next';

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

/** What a reminder says, in the notices' words of the recipient's language (`t`: notices namespace). */
export function renewalReminderWords(
  f: RenewalReminderFacts,
  t: TFunction,
): { subject: string; lines: string[]; sms: string } {
  const due = toDisplayDate(f.due);
  const renewBy = toDisplayDate(f.renewBy);
  const policy = t('renewal.policy', { plan: f.planName, policyNumber: f.policyNumber, insurer: f.insurerName });
  const when = f.daysLeft === 0 ? t('renewal.today') : t('renewal.inDays', { count: f.daysLeft });
  const said = { policyNumber: f.policyNumber, due, renewBy, policy, when };
  switch (f.kind) {
    case 'BEFORE_END':
      return {
        subject: t('renewal.beforeEnd.subject', said),
        lines: [t('renewal.beforeEnd.line', said), t('renewal.beforeEnd.renew')],
        sms: t('renewal.beforeEnd.sms', said),
      };
    case 'HEALTH_LAPSED':
      return {
        subject: t('renewal.healthLapsed.subject', said),
        lines: [
          t('renewal.healthLapsed.line', said),
          t('renewal.healthLapsed.keeps', said),
          t('renewal.healthLapsed.after'),
        ],
        sms: t('renewal.healthLapsed.sms', said),
      };
    case 'MOTOR_LAPSED':
      return {
        subject: t('renewal.motorLapsed.subject', said),
        lines: [t('renewal.motorLapsed.line', said), t('renewal.motorLapsed.keeps', said)],
        sms: t('renewal.motorLapsed.sms', said),
      };
    case 'PREMIUM_DUE':
      return {
        subject: t('renewal.premiumDue.subject', said),
        lines: [t('renewal.premiumDue.line', said), t('renewal.premiumDue.pay')],
        sms: t('renewal.premiumDue.sms', said),
      };
  }
}
