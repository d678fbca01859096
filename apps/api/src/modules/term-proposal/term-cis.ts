import { lakhCroreLabel, RIDER_COVER_OPTION, type TAddonRequestItem, type TPremiumBreakup } from '@kavach/domain';
import type { TermPlan } from '@kavach/rating';
import { rs, scheduleTexts, type CustomerInformationSheet, type ScheduleTexts } from '../payments/schedule-pdf.ts';

/** A rider's own sum assured as the buyer chose it on the journey (its SUM_ASSURED option); none for a rider without. */
export function riderSumAssured(chosen: readonly TAddonRequestItem[], addonType: string): number | undefined {
  const rider = chosen.find((a) => a.addon_type === addonType && a.is_opted === 'YES');
  const value = rider?.addon_options.find((o) => o.addon_option_type === RIDER_COVER_OPTION)?.addon_option_value;
  return value === undefined ? undefined : Number(value);
}

/**
 * A term policy's Customer Information Sheet (docs/decisions.md §4): the plan's catalogue entry (what it pays, what it
 * does not) and the cover as sold, each rider bought with its own sum assured. Term has no waiting period or
 * co-payment to state.
 */
export function termCis(
  plan: TermPlan | undefined,
  planId: string,
  chosen: readonly TAddonRequestItem[],
  premium: TPremiumBreakup,
  policyTerm: number,
  { t }: ScheduleTexts = scheduleTexts(),
): CustomerInformationSheet {
  const features = plan?.features ?? [];
  const line = (f: (typeof features)[number]) => `${f.feature_name}: ${f.feature_description}`;
  const riders = premium.addons
    .filter((a) => a.is_opted === 'YES')
    .map((a) => {
      const cover = riderSumAssured(chosen, a.addon_type);
      return cover === undefined
        ? t('term.cis.rider', { name: a.display_name })
        : t('term.cis.riderWithCover', { name: a.display_name, cover: rs(cover) });
    });
  return {
    product: plan?.plan_name ?? planId,
    policyType: t('term.cis.type'),
    sumInsured: t('term.cis.sumAssured', {
      amount: rs(premium.sum_insured),
      label: lakhCroreLabel(premium.sum_insured),
      years: policyTerm,
    }),
    covered: [...features.filter((f) => f.feature_type === 'INCLUDED').map(line), ...riders],
    exclusions: features.filter((f) => f.feature_type === 'EXCLUDED').map(line),
    costSharing: [],
  };
}
