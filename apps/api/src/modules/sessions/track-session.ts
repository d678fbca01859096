import type { TTrackSessionRequest, TTrackSessionResponse } from '@kavach/domain/api/utility/track-session';
import type { SessionRepository, SessionRow } from './repository.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/**
 * docs/product/review-payment-term-bike.md §7: the browser calls this once when it holds no session id. A still-valid
 * id (from the body or the header) is kept and returned; an unknown one is replaced, so a client can never choose its
 * own id.
 */
export async function trackSession(
  repo: SessionRepository,
  input: TTrackSessionRequest,
  context: { headerToken: string | undefined; userAgent: string | undefined },
): Promise<TTrackSessionResponse> {
  const presented = input.session_id ?? context.headerToken;
  if (presented) {
    const existing = await repo.findByTokenHash(hashSessionToken(presented));
    if (existing) {
      await repo.touch(existing.id);
      return toResponse(presented, existing);
    }
  }
  const token = newSessionToken();
  const userAgent = (input.user_agent ?? context.userAgent ?? '').slice(0, 1024) || null;
  const row = await repo.insert({ tokenHash: hashSessionToken(token), userAgent });
  return toResponse(token, row);
}

function toResponse(token: string, row: SessionRow): TTrackSessionResponse {
  return {
    session_id: token,
    user_id: row.userId,
    authentication_status: row.userId ? 'AUTHENTICATED' : 'UNAUTHENTICATED',
    created_at: row.createdAt.toISOString(),
  };
}
