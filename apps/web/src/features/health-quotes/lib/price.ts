import { formatInr } from '@kavach/domain';
import type { TFunction } from 'i18next';

/**
 * Issue 17: the price shown big is always a year's ("₹12,345/year"); a 2- or 3-year policy adds what it costs in
 * all, small ("₹23,456 for 2 years"), so plans of different periods compare at a glance.
 */
export function yearlyPrice(
  t: TFunction<'health-quotes'>,
  premium: { total_premium: number; policy_years: number },
): {
  label: string;
  note: string | undefined;
} {
  const years = Math.max(1, premium.policy_years);
  return {
    label: t('price.perYear', { amount: formatInr(Math.round(premium.total_premium / years)) }),
    note: years === 1 ? undefined : t('price.forYears', { amount: formatInr(premium.total_premium), years }),
  };
}
