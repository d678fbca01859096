import type { JourneyApi } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { sessionStore } from '../lib/storage.ts';
import { apiRequest } from './client.ts';

/**
 * docs/product/quotes.md §7 / docs/product/review-payment-term-bike.md §7 / §3.18: GET
 * /v1/{health|termlife}/plan-information, the catalogue's facts about every plan of a vertical, kept in the session as
 * allPlanMeta. Read once a visit.
 */
export const planInformationQuery = <Plan>(vertical: JourneyApi) =>
  queryOptions({
    queryKey: [vertical, 'plan-information'],
    queryFn: async () => {
      const plans = await apiRequest<Plan[]>(`/v1/${vertical}/plan-information`);
      sessionStore.setJson('allPlanMeta', plans);
      return plans;
    },
    staleTime: Infinity,
  });
