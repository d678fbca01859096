import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('system', (ctx) => {
  // A body as sent, raw: the refusals below are about the body itself, before any route reads it.
  const trackSession = (contentType: string, payload: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/v1/utility/track-session',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers /healthz once the database is migrated', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /livez with a plain ok, never with the SPA', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/livez', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gives unknown API routes a 404 in the shared error shape', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /v1/no-such-thing' } });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await trackSession('application/json', '{"user_agent": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await trackSession('text/plain', 'hello');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses JSON sent in a charset other than UTF-8 with 415, and takes UTF-8 named in any spelling', async () => {
    const body = JSON.stringify({ user_agent: 'Mozilla/5.0' });
    for (const type of ['application/json; charset=utf-16', 'application/json;charset="ISO-8859-1"']) {
      const res = await trackSession(type, body);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `Send JSON as UTF-8, not ${type.includes('16') ? 'utf-16' : 'ISO-8859-1'}`,
      });
    }
    for (const type of ['application/json; charset=UTF-8', 'application/json;charset="utf8"'])
      expect((await trackSession(type, body)).statusCode).toBeLessThan(300);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await trackSession('application/json', JSON.stringify({ user_agent: 'x'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves an OpenAPI document generated from the domain schemas at /v1/docs', async () => {
    const json = await ctx().app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/utility/track-session'].post.requestBody).toBeDefined();
    expect(doc.paths['/v1/utility/lookup/pincodes/{pincode}'].get.parameters[0].name).toBe('pincode');
    // A client generated from it knows an id is a uuid, a moment a date-time, a day a date, money never negative.
    const dashboard = doc.paths['/v1/users/me/dashboard'].get.responses['200'].content['application/json'].schema;
    const policy = dashboard.properties.policies.items.properties;
    expect(policy.journey_id).toMatchObject({ type: 'string', format: 'uuid' });
    expect(policy.start_date).toMatchObject({ type: 'string', format: 'date' });
    expect(policy.premium_paid).toMatchObject({ type: 'number', minimum: 0 });
    expect(dashboard.properties.journeys.items.properties.updated_at).toMatchObject({ format: 'date-time' });
    const ui = await ctx().app.inject({ method: 'GET', url: '/v1/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers on every response: an answer, a refusal, an unknown address', async () => {
    const responses = await Promise.all([
      ctx().app.inject({ method: 'GET', url: '/healthz' }),
      // No session: refused before the body is read.
      ctx().app.inject({ method: 'POST', url: '/v1/health/single-quote', payload: {} }),
      ctx().app.inject({ method: 'GET', url: '/v1/no-such-route' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('tells the browser which verticals price from the sample catalogue and where map tiles come from, and lets the CSP load them', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sample_catalogues: { health: true, term: true, motor: true },
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      google_client_id: null,
      sandbox_sms: true,
      support: { phone: '1800 000 0000', email: 'support@example.in', sample: true },
      // RETENTION_DAYS's default: the dashboard tells the buyer how long an unpaid purchase is kept.
      unpaid_kept_days: 90,
    });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });
});
