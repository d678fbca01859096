import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/**
 * A vertical's plan information (docs/product/quotes.md §7 / docs/product/review-payment-term-bike.md §7) by plan id. A
 * failed fetch is logged only (docs/product/quotes.md §8): the cards and the plan view then do without what it adds.
 */
export function usePlansById<P extends { plan_id: string }>(plans: UseQueryResult<P[]>): ReadonlyMap<string, P> {
  useEffect(() => {
    if (plans.isError) console.error('Plan information fetch failed', plans.error);
  }, [plans.isError, plans.error]);
  return useMemo(() => new Map((plans.data ?? []).map((p) => [p.plan_id, p])), [plans.data]);
}
