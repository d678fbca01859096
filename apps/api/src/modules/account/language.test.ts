import { MESSAGES } from '@kavach/domain';
import hindi from '@kavach/domain/i18n/locales/hi.json';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { otpRequests } from '../../db/schema.ts';
import { login, sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

// Issue 49 (docs/i18n.md): the buyer's language kept on their account and brought back at sign-in; and the messages
// the API answers with, in the language the request asks for.
describeWithApp('the buyer’s language', (ctx, api) => {
  const put = (headers: Record<string, string>, body: unknown) => api('PUT', '/v1/users/me/language', headers, body);
  /** Signs in again, on another device, once the last code's resend wait is over. */
  const signInAgain = async (mobile: string) => {
    await ctx()
      .handle.db.update(otpRequests)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpRequests.mobile, mobile));
    return login(ctx().app, mobile);
  };

  it('is kept on the signed-in account and comes back with the next sign-in, on any device', async () => {
    const mobile = uniqueMobile();
    const first = await login(ctx().app, mobile);
    expect(first.language).toBeNull();
    const headers = { 'x-session-id': first.session_id };

    const chosen = await put(headers, { language: 'hi' });
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { language: 'hi' }]);
    const again = await signInAgain(mobile);
    expect(again).toMatchObject({ user_id: first.user_id, language: 'hi' });

    expect((await put({ 'x-session-id': again.session_id }, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect(await signInAgain(mobile)).toMatchObject({ language: 'en' });
  });

  it('is refused to a caller who is not signed in, before the body is read, and a body that names no language', async () => {
    const callers: Record<string, string>[] = [{}, { 'x-session-id': await newSession(ctx().app) }];
    for (const headers of callers) {
      for (const body of [{ language: 'hi' }, { language: 'fr' }]) {
        const res = await put(headers, body);
        expect([res.statusCode, res.json().error.code]).toEqual([401, 'UNAUTHORIZED']);
      }
    }
    const headers = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    for (const body of [{ language: 'fr' }, {}, { language: 'hi', extra: 1 }, { language: 'HI' }]) {
      const res = await put(headers, body);
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('answers an error in Hindi to a request in Hindi, in English to one that asks for none', async () => {
    const inHindi = (hindi as Record<string, string>)[MESSAGES.MOBILE_INVALID];
    expect(inHindi).toMatch(/[\u0900-\u097F]/);
    const refused = async (headers: Record<string, string>) => {
      const res = await sendOtp(ctx().app, '12345', headers);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields.otp_destination as string;
    };
    expect(await refused({ 'accept-language': 'hi' })).toBe(inHindi);
    expect(await refused({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(inHindi);
    expect(await refused({})).toBe(MESSAGES.MOBILE_INVALID);
    expect(await refused({ 'accept-language': 'en' })).toBe(MESSAGES.MOBILE_INVALID);
  });

  it('answers the API’s own refusals in Hindi to a request in Hindi, in English to one that asks for none', async () => {
    const said = async (res: { statusCode: number; json: () => { error: { message: string } } }) => [
      res.statusCode,
      res.json().error.message,
    ];
    const mobile = uniqueMobile();
    expect((await sendOtp(ctx().app, mobile, {}, '10.7.7.1')).statusCode).toBe(200);
    const resend = async (headers: Record<string, string>) =>
      said(await sendOtp(ctx().app, mobile, headers, '10.7.7.1'));
    expect(await resend({ 'accept-language': 'hi' })).toEqual([429, 'नया कोड माँगने से पहले कृपया थोड़ी देर रुकें']);
    expect(await resend({})).toEqual([429, 'Please wait before asking for a new code']);

    const signedOut = { 'x-session-id': await newSession(ctx().app) };
    const exported = async (headers: Record<string, string>) =>
      said(await api('GET', '/v1/account/export', { ...signedOut, ...headers }));
    expect(await exported({ 'accept-language': 'hi-IN,hi;q=0.9' })).toEqual([
      401,
      'अपने खाते का प्रबंधन करने के लिए कृपया साइन इन करें',
    ]);
    expect(await exported({})).toEqual([401, 'Please sign in to manage your account']);

    // A message built with values: its template, the values put in as they were.
    const nowhere = async (headers: Record<string, string>) => said(await api('GET', '/v1/nowhere', headers));
    expect(await nowhere({ 'accept-language': 'hi' })).toEqual([404, 'GET /v1/nowhere के लिए कोई रूट नहीं है']);
    expect(await nowhere({})).toEqual([404, 'No route for GET /v1/nowhere']);
  });
});
