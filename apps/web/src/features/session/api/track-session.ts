import type { TTrackSessionRequest, TTrackSessionResponse } from '@kavach/domain/api/utility/track-session';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * POST /v1/utility/track-session, on every first load. Not parsed with the zod schema like other answers: this
 * call is on the home page's first load, which would then carry zod (about 40 KB gzip) for one field. The one
 * field the app uses is checked here instead.
 */
export async function trackSession(input: TTrackSessionRequest): Promise<TTrackSessionResponse> {
  const answer = await apiRequest<TTrackSessionResponse>('/v1/utility/track-session', { method: 'POST', body: input });
  if (typeof answer?.session_id !== 'string' || answer.session_id.length === 0)
    throw new Error('track-session answered without a session id');
  return answer;
}
