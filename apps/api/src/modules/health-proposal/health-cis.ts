import { DEDUCTIBLE_NOTE, lakhCroreLabel, ROOM_RENT_TYPE_LABELS, type TPremiumBreakup } from '@kavach/domain';
import type { HealthPlanEntry } from '@kavach/rating';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import { rs, type CustomerInformationSheet } from '../payments/schedule-pdf.ts';

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/**
 * A health policy's Customer Information Sheet (docs/decisions.md §4): the plan's catalogue entry (its features,
 * waits, room rent and co-payment) and the cover as sold. A plan gone from the catalogue leaves its sections empty.
 */
export function healthCis(
  plan: HealthPlanEntry | undefined,
  journey: Pick<PaidJourney<'HEALTH'>, 'planId' | 'pedWaitingMonths'>,
  premium: TPremiumBreakup,
  floater: boolean,
): CustomerInformationSheet {
  const features = plan?.features ?? [];
  const line = (f: (typeof features)[number]) => `${f.feature_name}: ${f.feature_description}`;
  // The pre-existing-disease wait the policy was sold with (journey-snapshot.ts), not what the catalogue says today.
  const pedWait = journey.pedWaitingMonths ?? plan?.ped_waiting_period_months;
  const waits = plan
    ? [
        `Initial waiting period: ${plan.initial_waiting_period_days} days from the start, except for accidents`,
        `Named diseases and procedures: ${months(plan.specific_disease_waiting_period_months)}`,
        ...(pedWait === undefined ? [] : [`Pre-existing diseases: ${months(pedWait)}`]),
        ...(plan.maternity_cover && plan.maternity_waiting_period_months
          ? [`Maternity: ${months(plan.maternity_waiting_period_months)}`]
          : []),
        `Moratorium: after ${months(plan.moratorium_months)} of continuous cover no claim is contested for non-disclosure, save proven fraud`,
      ]
    : [];
  const costs = [
    ...(plan ? [`Room rent: ${ROOM_RENT_TYPE_LABELS[plan.room_rent_type]}`] : []),
    ...(plan
      ? [
          plan.co_payment_percent > 0
            ? `Co-payment: you pay ${plan.co_payment_percent}% of each claim`
            : 'Co-payment: none',
        ]
      : []),
    ...(premium.deductible ? [`Deductible: ${rs(premium.deductible)} a year - ${DEDUCTIBLE_NOTE}`] : []),
  ];
  return {
    product: plan?.plan_name ?? journey.planId,
    policyType: plan
      ? plan.benefit_basis === 'INDEMNITY'
        ? 'Health insurance, indemnity: pays the hospital bills incurred, up to the sum insured'
        : 'Health insurance, fixed benefit: pays a stated sum when a covered event happens'
      : 'Health insurance',
    sumInsured: `${rs(premium.sum_insured)} (${lakhCroreLabel(premium.sum_insured)}) a year, ${floater ? 'family floater: shared by all insured members' : 'individual cover'}`,
    covered: features.filter((f) => f.feature_type === 'INCLUDED').map(line),
    exclusions: features.filter((f) => f.feature_type === 'EXCLUDED').map(line),
    waitingPeriods: waits,
    costSharing: costs,
  };
}
