import type { TKycStatusResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { retryServerHiccups } from './journey-details.ts';

/** DESIGN.md §2: GET /v1/health/journey/kyc-status/{journey_id}, the journey's live KYC state. */
export const kycStatusQuery = (journeyId: string) =>
  queryOptions({
    queryKey: ['health', 'kyc-status', journeyId],
    queryFn: () => apiRequest<TKycStatusResponse>(`/v1/health/journey/kyc-status/${encodeURIComponent(journeyId)}`),
    retry: retryServerHiccups,
  });
