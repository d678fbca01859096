import { ZStaffLoginResponse, ZStaffMe, type ZStaffLoginRequest } from '@kavach/domain';
import { z } from 'zod';
import { opsQuery, opsRequest, staffSession } from './ops-request.ts';

/** POST /v1/ops/auth/login: e-mail, password and the authenticator's code, all at once. */
export async function signInStaff(input: z.infer<typeof ZStaffLoginRequest>) {
  const answer = await opsRequest('/v1/ops/auth/login', { method: 'POST', body: input, schema: ZStaffLoginResponse });
  staffSession.set(answer.staff_session);
  return answer;
}

export async function signOutStaff() {
  await opsRequest('/v1/ops/auth/logout', {
    method: 'POST',
    schema: z.object({ signed_out: z.literal(true) }),
  }).catch(() => undefined);
  staffSession.clear();
}

/** GET /v1/ops/me: who is signed in (401 when no one is). */
export const staffMeQuery = () => opsQuery(['me', staffSession.get()], '/v1/ops/me', ZStaffMe);
