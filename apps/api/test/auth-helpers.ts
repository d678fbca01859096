import type { App } from '../src/app.ts';

let counter = 0;
/** A fresh valid mobile per call, so tests never share OTP limits. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`.slice(0, 10);
}

export async function sendOtp(app: App, mobile: string, headers: Record<string, string> = {}, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/v1/utility/auth/generate-otp',
    headers,
    remoteAddress: ip,
    payload: { otp_destination: mobile, otp_purpose_code: 'MOBILE_LOGIN' },
  });
}

/** The code the sandbox provider "sent", read back from the outbox as a tester would. */
export async function latestCode(app: App, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${mobile}` });
  const text = res.json().messages[0]?.text as string;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in outbox for ${mobile}`);
  return code;
}

/** OTP login end to end; answers with the signed-in session (rotated id). */
export async function login(app: App, mobile: string, sessionId?: string) {
  const headers: Record<string, string> = sessionId ? { 'x-session-id': sessionId } : {};
  const sent = await sendOtp(app, mobile, headers);
  const otp = await latestCode(app, mobile);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/utility/auth/verify-login-otp',
    headers,
    payload: { otp_request_id: sent.json().otp_request_id, otp, mobile_number: mobile, full_name: 'Rahul Kulkarni' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return res.json() as { session_id: string; user_id: string; authentication_status: string; language: string | null };
}
