import { ZEnrolmentCompleteResponse, ZEnrolmentOpenResponse, type TEnrolmentCompleteRequest } from '@kavach/domain';
import { opsRequest, staffSession } from './ops-request.ts';

/** POST /v1/ops/enrolment/open: who the link is for, and their new authenticator secret (shown to them alone). */
export const openEnrolment = (token: string) =>
  opsRequest('/v1/ops/enrolment/open', { method: 'POST', body: { token }, schema: ZEnrolmentOpenResponse });

/** POST /v1/ops/enrolment/complete: their own password and a code from the authenticator; then signed in. */
export async function completeEnrolment(body: TEnrolmentCompleteRequest) {
  const answer = await opsRequest('/v1/ops/enrolment/complete', {
    method: 'POST',
    body,
    schema: ZEnrolmentCompleteResponse,
  });
  staffSession.set(answer.staff_session);
  return answer;
}
