import type { THealthQuote } from '@kavach/domain';

const span = (months: number) =>
  months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;

/** Issue 17: the plan's own waiting periods, where the spec printed a fixed "Only 1 Year"; none it does not state. */
export function waitingPeriods(
  q: Pick<THealthQuote, 'ped_waiting_period_months' | 'maternity_cover' | 'maternity_waiting_period_months'>,
) {
  return {
    ped: span(q.ped_waiting_period_months),
    maternity:
      q.maternity_cover && q.maternity_waiting_period_months !== null ? span(q.maternity_waiting_period_months) : null,
  };
}
