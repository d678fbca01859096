import type { THealthQuote } from '@kavach/domain';
import type { TFunction } from 'i18next';

/** A waiting period in words: whole years as years ("2 years"), anything else in months ("18 months"). */
export const span = (t: TFunction<'health-quotes'>, months: number) =>
  months % 12 === 0 ? t('span.years', { count: months / 12 }) : t('span.months', { count: months });

/** Issue 17: the plan's own waiting periods, where the spec printed a fixed "Only 1 Year"; none it does not state. */
export function waitingPeriods(
  t: TFunction<'health-quotes'>,
  q: Pick<THealthQuote, 'ped_waiting_period_months' | 'maternity_cover' | 'maternity_waiting_period_months'>,
) {
  return {
    ped: span(t, q.ped_waiting_period_months),
    maternity:
      q.maternity_cover && q.maternity_waiting_period_months !== null
        ? span(t, q.maternity_waiting_period_months)
        : null,
  };
}
