import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { API_VERTICALS } from '@kavach/domain';
import { SAMPLE_CATALOGUE_DIRS } from '../src/catalogue/sample-catalogues.ts';
import { operatorCatalogue } from './operator-catalogue.ts';
import { describeWithApp, startTestApp, type TestContext } from './test-app.ts';
import { uniqueMobile } from './auth-helpers.ts';
import { readyToPayJourney } from './proposal-fixtures.ts';
import { OPERATOR_SETTINGS } from './operator-settings.ts';

// A built SPA stands in for apps/web/dist, so the history fallback is in play as under `npm start`.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kavach</title>');

// An operator's own catalogues (copies of the samples, every figure sourced): production refuses the bundled ones.
const operatorCatalogues = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-catalogues-'));
for (const vertical of API_VERTICALS) operatorCatalogue(vertical, path.join(operatorCatalogues, vertical));

// The insurers' own APIs (docs/insurers.md), one entry per catalogue insurer: production refuses the sandbox insurer.
const insurersFile = path.join(operatorCatalogues, 'insurers.json');
const catalogueInsurers = Object.values(SAMPLE_CATALOGUE_DIRS).flatMap((dir) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'insurers.json'), 'utf8')) as { insurer_id: string }[]).map(
    (i) => i.insurer_id,
  ),
);
fs.writeFileSync(
  insurersFile,
  JSON.stringify(
    Object.fromEntries(
      catalogueInsurers.map((id) => [
        id,
        { url: `http://127.0.0.1:9/${id}`, api_key: 'insurer-key', callback_secret: 'insurer-callback-secret' },
      ]),
    ),
  ),
);

// A local SMS gateway: the only place a production login code goes.
const texts: string[] = [];
const gateway = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    texts.push((JSON.parse(raw) as { message: string }).message);
    res.statusCode = 202;
    res.end('{}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(operatorCatalogues, { recursive: true, force: true });
});

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const PRODUCTION = {
  KAVACH_MODE: 'production',
  LOG_LEVEL: 'trace',
  WEB_DIST_DIR: webDist,
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
  SMS_HTTP_API_KEY: 'sms-key',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook',
  PUBLIC_BASE_URL: 'https://kavach.example.in',
  CKYC_PROVIDER: 'http',
  CKYC_HTTP_URL: 'http://127.0.0.1:9/search',
  CKYC_HTTP_API_KEY: 'ckyc-key',
  VEHICLE_REGISTRY_PROVIDER: 'http',
  VEHICLE_REGISTRY_HTTP_URL: 'http://127.0.0.1:9/registrations',
  VEHICLE_REGISTRY_HTTP_API_KEY: 'registry-key',
  HEALTH_CATALOGUE_DIR: path.join(operatorCatalogues, 'health'),
  TERM_CATALOGUE_DIR: path.join(operatorCatalogues, 'term'),
  MOTOR_CATALOGUE_DIR: path.join(operatorCatalogues, 'motor'),
  INSURER_CONNECTOR: 'http',
  INSURERS_FILE: insurersFile,
  // The broker's own registration, how it is paid and its help desk: production shows no sample.
  ...OPERATOR_SETTINGS,
  // APP_SECRET: set by startTestApp for every app.
};

const get = (ctx: () => TestContext, url: string) =>
  ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
const attempt = randomUUID();
const DEMO_ROUTES = [
  '/v1/dev/outbox?to=9876543210',
  '/v1/docs',
  '/v1/docs/json',
  `/sandbox-pay/${attempt}`,
  `/sandbox-insurer/hdfc-life/proposals/${attempt}`,
];

describeWithApp(
  'KAVACH_MODE=production',
  (ctx) => {
    it.each(DEMO_ROUTES)('has no %s (404 as for any unknown route, not the SPA)', async (url) => {
      const res = await get(ctx, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: `No route for GET ${url.split('?')[0]}` });
    });

    it('has no sandbox card form to post to, and tells the browser there is no sandbox SMS nor sample catalogue', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: `/sandbox-pay/${attempt}`,
        payload: 'card_number=4111111111111111',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`No route for POST /sandbox-pay/${attempt}`);
      expect((await get(ctx, '/v1/config')).json()).toMatchObject({
        sandbox_sms: false,
        sample_catalogues: { health: false, term: false, motor: false },
      });
      // The SPA itself is still served.
      expect((await get(ctx, '/health-insurance')).statusCode).toBe(200);
    });

    // The demo's backdating of one's own policy (issue 47) would let a buyer move their free-look window.
    it('has no route to backdate a policy', async () => {
      const url = '/v1/dev/policies/KV-H-2026-NOSUCH00/backdate';
      const res = await ctx().app.inject({ method: 'POST', url, payload: { days: 45 } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`No route for POST ${url}`);
    });

    it("tells every page the broker's own registration, with no sample mark", async () => {
      const res = await get(ctx, '/v1/broker');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Suraksha Insurance Brokers Pvt Ltd',
        irdai_registration: 'IRDAI/DB 999/2024',
        cin: 'U66000MH2024PTC123456',
        grievance_officer: { name: 'Arjun Rao', email: 'grievance@suraksha.example.in', phone: '022 4000 1234' },
        sample: false,
      });
    });

    it('hears no sandbox-signed payment result: its return and webhook are 404', async () => {
      const now = Math.floor(Date.now() / 1000);
      const calls = {
        '/v1/payments/sandbox/return': {
          payment_attempt_id: attempt,
          status: 'SUCCESS',
          signed_at: String(now),
          signature: 'x',
        },
        '/v1/payments/sandbox/webhook': {
          payment_attempt_id: attempt,
          payment_id: 'pay_x',
          status: 'SUCCESS',
          amount_paise: 100,
          created_at: now,
        },
      };
      for (const [url, payload] of Object.entries(calls)) {
        const res = await ctx().app.inject({ method: 'POST', url, payload });
        expect([url, res.statusCode, res.json().error.code]).toEqual([url, 404, 'NOT_FOUND']);
      }
    });

    it('never logs a login code, at trace level, through a send, a wrong try and a sign-in', async () => {
      const mobile = uniqueMobile();
      const sent = await ctx().app.inject({
        method: 'POST',
        url: '/v1/utility/auth/generate-otp',
        payload: { otp_destination: mobile, otp_purpose_code: 'MOBILE_LOGIN' },
      });
      expect(sent.statusCode).toBe(200);
      const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verify = (otp: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/v1/utility/auth/verify-login-otp',
          payload: {
            otp_request_id: sent.json().otp_request_id,
            otp,
            mobile_number: mobile,
            full_name: 'Rahul Kulkarni',
          },
        });
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await verify(wrong)).statusCode).toBe(401);
      expect((await verify(code as string)).statusCode).toBe(200);
      // Trace level logged the requests (so the check below read something), and none of it holds the code.
      expect(logLines.some((l) => l.includes('/v1/utility/auth/verify-login-otp'))).toBe(true);
      expect(logLines.filter((l) => l.includes(code as string))).toEqual([]);
    });
  },
  PRODUCTION,
  { logStream },
);

describeWithApp(
  'KAVACH_MODE=demo (the default)',
  (ctx) => {
    it('serves the outbox, the API docs and a sandbox card page', async () => {
      expect((await get(ctx, '/v1/dev/outbox?to=9876543210')).statusCode).toBe(200);
      expect((await get(ctx, '/v1/docs/json')).json().openapi).toMatch(/^3\./);
      expect([200, 302]).toContain((await get(ctx, '/v1/docs')).statusCode);
      expect((await get(ctx, '/v1/config')).json().sandbox_sms).toBe(true);
      expect((await get(ctx, '/v1/broker')).json()).toMatchObject({ sample: true, irdai_registration: 'SAMPLE-000' });
      const j = await readyToPayJourney(ctx().app);
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/v1/health/journey/confirmation',
            headers: j.headers,
            payload: { journey_id: j.journeyId },
          })
        ).statusCode,
      ).toBe(200);
      const started = await ctx().app.inject({
        method: 'POST',
        url: '/v1/health/payments/initiate',
        headers: j.headers,
        payload: { journey_id: j.journeyId },
      });
      const page = await get(ctx, started.json().payment_url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      // An unknown attempt is the gateway's own 404, not the SPA.
      expect((await get(ctx, `/sandbox-pay/${attempt}`)).json().error.message).toBe('Payment not found');
    });
  },
  { WEB_DIST_DIR: webDist },
);

it('production refuses to start on a catalogue that still marks figures "sample", naming the vertical and the first', async () => {
  // The bundled term sample copied as it is: an operator's folder, but its figures still unsourced.
  const unsourced = path.join(operatorCatalogues, 'unsourced-term');
  fs.cpSync(SAMPLE_CATALOGUE_DIRS.term, unsourced, { recursive: true });
  await expect(startTestApp('pglite', { ...PRODUCTION, TERM_CATALOGUE_DIR: unsourced })).rejects.toThrow(
    new RegExp(
      '^Invalid configuration: KAVACH_MODE=production refuses a catalogue holding sample figures:\\n' +
        '  term: \\d+ figures marked "sample", the first insurers\\.json: \\[0\\]\\.sources\\.claim_settlement_ratio; ' +
        'give each the page that states it$',
    ),
  );
});

it("production refuses to start without the broker's grievance officer, naming the settings", async () => {
  await expect(
    startTestApp('pglite', { ...PRODUCTION, BROKER_GRIEVANCE_OFFICER_NAME: '', BROKER_GRIEVANCE_OFFICER_PHONE: '' }),
  ).rejects.toThrow(
    "Invalid configuration:\n  the broker's registration is set in part: set BROKER_GRIEVANCE_OFFICER_NAME, " +
      'BROKER_GRIEVANCE_OFFICER_PHONE too',
  );
});
