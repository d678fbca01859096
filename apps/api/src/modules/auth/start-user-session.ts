import type { TAuthSessionResponse } from '@kavach/domain';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';
import type { AuthRepository, UserRow } from './repository.ts';

/** Login, however proven: rotate the session id and bind the visitor's journeys to the user (docs/decisions.md §4). */
export async function startUserSession(
  repo: AuthRepository,
  user: UserRow,
  oldSessionId: string | null,
  userAgent: string | null,
): Promise<TAuthSessionResponse> {
  const token = newSessionToken();
  await repo.rotateSession(oldSessionId, user.id, hashSessionToken(token), userAgent);
  return {
    authentication_status: 'AUTHENTICATED',
    session_id: token,
    user_id: user.id,
    full_name: user.fullName,
    mobile_number: user.mobile,
    email: user.email,
    // The account's language comes along to every device it signs in on (docs/i18n.md).
    language: user.language,
  };
}
