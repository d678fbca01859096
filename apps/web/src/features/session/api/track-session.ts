import type { TTrackSessionRequest, TTrackSessionResponse } from '@kavach/domain/api/utility/track-session';
import { apiRequest } from '../../../shared/api/client.ts';

export function trackSession(input: TTrackSessionRequest): Promise<TTrackSessionResponse> {
  return apiRequest<TTrackSessionResponse>('/v1/utility/track-session', { method: 'POST', body: input });
}
