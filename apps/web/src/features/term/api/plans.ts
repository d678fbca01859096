import type { TTermPlanInformationResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

export type TermPlanInfo = TTermPlanInformationResponse[number];

// spec 3 §7 / §3.18: GET /v1/termlife/plan-information, kept in the session as allPlanMeta.
export const termPlanInformationQuery = queryOptions({
  queryKey: ['term', 'plan-information'],
  queryFn: async () => {
    const plans = await apiRequest<TTermPlanInformationResponse>('/v1/termlife/plan-information');
    sessionStore.setJson('allPlanMeta', plans);
    return plans;
  },
  staleTime: Infinity,
});
