import { DEDUCTIBLE_NOTE, lakhCroreLabel, ROOM_RENT_TYPE_LABELS, type TPremiumBreakup } from '@kavach/domain';
import type { HealthPlanEntry } from '@kavach/rating';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import { rs, scheduleTexts, type CustomerInformationSheet, type ScheduleTexts } from '../payments/schedule-pdf.ts';

/**
 * A health policy's Customer Information Sheet (docs/decisions.md §4): the plan's catalogue entry (its features,
 * waits, room rent and co-payment) and the cover as sold. A plan gone from the catalogue leaves its sections empty.
 */
export function healthCis(
  plan: HealthPlanEntry | undefined,
  journey: Pick<PaidJourney<'HEALTH'>, 'planId' | 'pedWaitingMonths'>,
  premium: TPremiumBreakup,
  floater: boolean,
  { t, td }: ScheduleTexts = scheduleTexts(),
  said: (text: string) => string = (text) => text,
): CustomerInformationSheet {
  const months = (count: number) => t('health.cis.months', { count });
  const features = plan?.features ?? [];
  // The features are the catalogue's words: `said` gives its translation into the schedule's language, if any.
  const line = (f: (typeof features)[number]) => `${said(f.feature_name)}: ${said(f.feature_description)}`;
  // The pre-existing-disease wait the policy was sold with (journey-snapshot.ts), not what the catalogue says today.
  const pedWait = journey.pedWaitingMonths ?? plan?.ped_waiting_period_months;
  const waits = plan
    ? [
        t('health.cis.initialWait', { days: plan.initial_waiting_period_days }),
        t('health.cis.namedWait', { months: months(plan.specific_disease_waiting_period_months) }),
        ...(pedWait === undefined ? [] : [t('health.cis.pedWait', { months: months(pedWait) })]),
        ...(plan.maternity_cover && plan.maternity_waiting_period_months
          ? [t('health.cis.maternityWait', { months: months(plan.maternity_waiting_period_months) })]
          : []),
        t('health.cis.moratorium', { months: months(plan.moratorium_months) }),
      ]
    : [];
  const costs = [
    ...(plan ? [t('health.cis.roomRent', { rent: td(ROOM_RENT_TYPE_LABELS[plan.room_rent_type]) })] : []),
    ...(plan
      ? [
          plan.co_payment_percent > 0
            ? t('health.cis.coPayment', { percent: plan.co_payment_percent })
            : t('health.cis.noCoPayment'),
        ]
      : []),
    ...(premium.deductible
      ? [t('health.cis.deductible', { amount: rs(premium.deductible), note: td(DEDUCTIBLE_NOTE) })]
      : []),
  ];
  return {
    product: plan?.plan_name ?? journey.planId,
    policyType: plan
      ? plan.benefit_basis === 'INDEMNITY'
        ? t('health.cis.indemnity')
        : t('health.cis.benefit')
      : t('health.cis.health'),
    sumInsured: t(floater ? 'health.cis.sumFloater' : 'health.cis.sumIndividual', {
      amount: rs(premium.sum_insured),
      label: lakhCroreLabel(premium.sum_insured),
    }),
    covered: features.filter((f) => f.feature_type === 'INCLUDED').map(line),
    exclusions: features.filter((f) => f.feature_type === 'EXCLUDED').map(line),
    waitingPeriods: waits,
    costSharing: costs,
  };
}
