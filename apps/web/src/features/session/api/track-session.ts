import { ZTrackSessionResponse, type TTrackSessionRequest } from '@kavach/domain/api/utility/track-session';
import { apiRequest } from '../../../shared/api/client.ts';

export function trackSession(input: TTrackSessionRequest) {
  return apiRequest('/v1/utility/track-session', { method: 'POST', body: input, schema: ZTrackSessionResponse });
}
