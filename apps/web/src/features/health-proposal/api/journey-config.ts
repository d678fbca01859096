import { ZJourneyConfigResponse, type TJourneyConfigResponse } from '@kavach/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import { IN_PAGE_LANGUAGE } from '../../../shared/api/query-client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

/**
 * POST /v1/health/journey/user-journey-config (docs/product/proposal-kyc.md §7); the answer is stored as
 * journey_config.
 */
async function fetchJourneyConfig(journeyId: string, userId: string): Promise<TJourneyConfigResponse> {
  const config = await apiRequest('/v1/health/journey/user-journey-config', {
    method: 'POST',
    body: { journey_id: journeyId, user_id: userId },
    schema: ZJourneyConfigResponse,
  });
  sessionStore.setJson('journey_config', config);
  sessionStore.set('plan_id', config.plan_id);
  return config;
}

/** The stored config, when it is this journey's, so a reload renders at once while it is fetched again. */
function storedConfig(journeyId: string): TJourneyConfigResponse | undefined {
  const stored = sessionStore.getJson<TJourneyConfigResponse>('journey_config');
  return stored?.journey_id === journeyId ? stored : undefined;
}

export const journeyConfigQuery = (journeyId: string, userId: string) =>
  queryOptions({
    queryKey: ['health-proposal', 'journey-config', journeyId, userId],
    queryFn: () => fetchJourneyConfig(journeyId, userId),
    placeholderData: () => storedConfig(journeyId),
    staleTime: Infinity,
    meta: IN_PAGE_LANGUAGE,
    // A 401 or 404 will not change on a retry; a network blip may.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useJourneyConfig(journeyId: string, userId: string | null) {
  return useQuery({ ...journeyConfigQuery(journeyId, userId ?? ''), enabled: userId !== null });
}
