import type { THospitalsResponse, TPlanConfigResponse, TPlanMeta } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { IN_PAGE_LANGUAGE } from '../../../shared/api/query-client.ts';
import { planInformationQuery } from '../../../shared/api/plan-information.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

// Taglines, features and claim steps come in the page's language: a change of language asks for them again.
export const healthPlanInformationQuery = { ...planInformationQuery<TPlanMeta>('health'), meta: IN_PAGE_LANGUAGE };

// docs/product/quotes.md §7: the plan config is stored as plan_config.
export const planConfigQuery = (planId: string) =>
  queryOptions({
    queryKey: ['health', 'plan-config', planId],
    queryFn: async () => {
      const config = await apiRequest<TPlanConfigResponse>(`/v1/health/plan-config/${encodeURIComponent(planId)}`);
      sessionStore.setJson('plan_config', config);
      return config;
    },
    staleTime: Infinity,
    meta: IN_PAGE_LANGUAGE,
  });

export const hospitalsQuery = queryOptions({
  queryKey: ['health', 'hospitals'],
  queryFn: () => apiRequest<THospitalsResponse>('/v1/health/hospitals'),
  staleTime: Infinity,
});
