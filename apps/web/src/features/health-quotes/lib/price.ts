import { formatInr } from '@kavach/domain';

/**
 * Issue 17: the price shown big is always a year's ("₹12,345/year"); a 2- or 3-year policy adds what it costs in
 * all, small ("₹23,456 for 2 years"), so plans of different periods compare at a glance.
 */
export function yearlyPrice(premium: { total_premium: number; policy_years: number }): {
  label: string;
  note: string | undefined;
} {
  const years = Math.max(1, premium.policy_years);
  return {
    label: `${formatInr(Math.round(premium.total_premium / years))}/year`,
    note: years === 1 ? undefined : `${formatInr(premium.total_premium)} for ${years} years`,
  };
}
