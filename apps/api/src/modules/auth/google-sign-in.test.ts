import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/test-app.ts';

// A local stand-in for Google's JWKS endpoint: our own key pair, served over loopback.
const CLIENT_ID = 'kavach-test.apps.googleusercontent.com';
let server: http.Server;
let jwksUrl = '';
let signingKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function token(over: { aud?: string; iss?: string; exp?: number; key?: PrivateKey } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'asha@example.in', email_verified: true, name: 'Asha Rao' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('google-user-42')
    .setIssuer(over.iss ?? 'https://accounts.google.com')
    .setAudience(over.aud ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(over.exp ?? now + 600)
    .sign(over.key ?? signingKey);
}

describe('Google one-tap sign-in', () => {
  it('verifies signature, audience, issuer and expiry before signing in', async () => {
    const ctx = await startTestApp('pglite', { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
    try {
      const call = async (idToken: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/v1/utility/auth/verify-google-id-token',
          headers: { 'x-google-id-token': idToken },
        });
      const ok = await call(await token());
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        authentication_status: 'AUTHENTICATED',
        email: 'asha@example.in',
        full_name: 'Asha Rao',
      });
      const again = await call(await token());
      expect(again.json().user_id).toBe(ok.json().user_id);
      for (const bad of [
        await token({ aud: 'someone-else.apps.googleusercontent.com' }),
        await token({ iss: 'https://evil.example' }),
        await token({ exp: Math.floor(Date.now() / 1000) - 120 }),
        await token({ key: strangerKey }),
        'not.a.jwt.at.all',
      ]) {
        const res = await call(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'UNAUTHORIZED', message: 'Google sign-in could not be verified' },
        });
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/v1/utility/auth/verify-google-id-token' })).statusCode).toBe(
        400,
      );
    } finally {
      await ctx.stop();
    }
  });

  it('is off without GOOGLE_CLIENT_ID', async () => {
    const ctx = await startTestApp('pglite');
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/utility/auth/verify-google-id-token',
        headers: { 'x-google-id-token': await token() },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.stop();
    }
  });
});
