// `npm run bench:load` (issue 10): many simulated buyers walk the whole health purchase API path at once —
// quote, poll, journey, OTP login, proposal saves, KYC (CKYC found), confirm, pay on the sandbox card page, the
// signed return, status, policy download — against a real server process. Reports completed purchases a
// second, p99 latency per call, errors, and lost or duplicated policies (both must be 0).
// PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on one server process then two; else PGlite.
// WARMUP buyers (default 50) first, as the quote bench warms its server for 2 s: their rate is printed as the cold
// start; then BUYERS (default 200) measured, CONCURRENCY (8) at a time. Errors, lost and duplicated policies count
// over both.
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { familyOfFour } from '../../apps/api/test/health-fixtures.ts';
import { membersFrom } from '../../apps/api/test/proposal-fixtures.ts';
import { contactDetails, noConditions, nomineeList, proposerDetails } from './bench-proposal.mjs';
import { commandCpuMicros, treeCpuMicros } from './process-cpu.mjs';
import { startServer } from './start-server.mjs';

const BUYERS = Number(process.env.BUYERS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 50);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const dbUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const timings = new Map<string, number[]>();
const errors: string[] = [];

async function main(workers: number) {
  timings.clear();
  errors.length = 0;
  let database = dbUrl;
  let dropDb = async () => {};
  if (dbUrl) {
    // A throwaway database, so counting policies afterwards counts only this run's.
    const name = `kavach_load_${Date.now()}`;
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(dbUrl);
    u.pathname = `/${name}`;
    database = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // The server as `npm start` runs it: the built bundle, WORKERS processes of it.
  const server = await startServer({
    KAVACH_MODE: 'demo',
    DATABASE_URL: database ?? '',
    WORKERS: String(workers),
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
    QUOTES_PER_IP_PER_MINUTE: '0',
    SESSIONS_PER_IP_PER_HOUR: '0',
    JOURNEYS_PER_IP_PER_HOUR: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    OTP_VERIFIES_PER_IP_PER_MINUTE: '100000',
  });
  const base = server.base;

  const policyNumbers: string[] = [];
  /** Buyers first…first+count-1, CONCURRENCY at a time: how many completed, in how many seconds. */
  const walk = async (first: number, count: number) => {
    const started = Date.now();
    let next = first;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < first + count) {
          const buyer = next++;
          try {
            policyNumbers.push(await buy(base, buyer));
            done += 1;
          } catch (err) {
            errors.push(`buyer ${buyer}: ${(err as Error).message}`);
          }
        }
      }),
    );
    return { done, seconds: (Date.now() - started) / 1000 };
  };
  // A fresh process compiles its code, opens its pool and fills its caches with the first buyers: that start is
  // reported on its own line, and the figure is the steady rate after it.
  const cold = await walk(0, WARMUP);
  timings.clear();
  // CPU a purchase costs, the server's and PostgreSQL's: unlike the rate, it holds on a machine others share.
  const cpuBefore = {
    server: treeCpuMicros(server.child.pid ?? 0),
    db: database ? commandCpuMicros('postgres') : null,
  };
  const { done: completed, seconds } = await walk(WARMUP, BUYERS);
  const cpuAfter = { server: treeCpuMicros(server.child.pid ?? 0), db: database ? commandCpuMicros('postgres') : null };
  await server.stop();
  // What the database holds, not only what buyers were told: one policy for every completed purchase, no more.
  let stored: { policies: number; journeys: number } | undefined;
  if (database) {
    const c = new pg.Client({ connectionString: database });
    await c.connect();
    const { rows } = await c.query<{ policies: string; journeys: string }>(
      'select count(*) as policies, count(distinct journey_id) as journeys from policies',
    );
    await c.end();
    stored = { policies: Number(rows[0]?.policies), journeys: Number(rows[0]?.journeys) };
  }
  await dropDb();

  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)] ?? 0;
  console.log(
    `\nKavach purchase load (${dbUrl ? `PostgreSQL, ${workers} server process${workers > 1 ? 'es' : ''}` : 'PGlite'}, ${BUYERS} buyers, ${CONCURRENCY} at a time)`,
  );
  console.log(
    `  completed purchases: ${completed} in ${seconds.toFixed(1)} s = ${(completed / seconds).toFixed(2)} a second`,
  );
  console.log(
    `  (before them, from a cold start: ${cold.done} in ${cold.seconds.toFixed(1)} s = ${(cold.done / Math.max(cold.seconds, 0.001)).toFixed(2)} a second)`,
  );
  const msEach = (before: number | null, after: number | null) =>
    before === null || after === null || completed === 0
      ? 'n/a'
      : `${((after - before) / 1000 / completed).toFixed(1)} ms`;
  console.log(
    `  CPU a purchase: server ${msEach(cpuBefore.server, cpuAfter.server)}${database ? `, PostgreSQL ${msEach(cpuBefore.db, cpuAfter.db)} (every database on it)` : ''}`,
  );
  console.log(`  errors: ${errors.length}${errors.length ? `\n    ${errors.slice(0, 5).join('\n    ')}` : ''}`);
  // Lost: a purchase its buyer saw complete with no policy stored; duplicated: one number twice, or two for a journey.
  const expected = cold.done + completed;
  const lost = stored ? Math.max(0, expected - stored.policies) : 0;
  const duplicated =
    policyNumbers.length - new Set(policyNumbers).size + (stored ? stored.policies - stored.journeys : 0);
  console.log(
    `  policies: ${policyNumbers.length} issued, ${new Set(policyNumbers).size} distinct${stored ? `; in the database ${stored.policies} for ${stored.journeys} journeys` : ''}: lost ${lost}, duplicated ${duplicated}`,
  );
  console.log('  p99 per call (ms):');
  for (const [call, xs] of [...timings].sort())
    console.log(`    ${call.padEnd(34)} ${p99(xs).toFixed(0).padStart(6)}   (${xs.length} calls)`);
  if (errors.length > 0 || lost > 0 || duplicated > 0 || policyNumbers.length !== expected) process.exitCode = 1;
}

// node:http with a keep-alive agent, not fetch: the load generator shares this machine's two cores with the server
// and the database, and fetch spends several times more CPU a request. It asks for gzip as a browser does, so the
// server's work is what it would be for a browser.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

async function call(
  base: string,
  name: string,
  method: string,
  url: string,
  opts: { session?: string; body?: unknown; raw?: string; type?: string } = {},
) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (opts.session) headers['x-session-id'] = opts.session;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.type) headers['content-type'] = opts.type;
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const t = performance.now();
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers, agent }, resolve);
    req.on('error', reject);
    req.end(payload);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const buf = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
  let list = timings.get(name);
  if (!list) timings.set(name, (list = []));
  list.push(performance.now() - t);
  const status = res.statusCode ?? 0;
  if (status >= 400) throw new Error(`${name} answered ${status}: ${buf.toString().slice(0, 120)}`);
  return { status, location: res.headers.location, buf, json: () => JSON.parse(buf.toString()) };
}

async function buy(base: string, n: number): Promise<string> {
  const anon = (await call(base, 'track-session', 'POST', '/v1/utility/track-session', { body: {} })).json().session_id;
  const quote = (
    await call(base, 'async-quote', 'POST', '/v1/health/async-quote', {
      session: anon,
      body: {
        request_type: 'BASE_ASYNC_QUOTATION',
        pincode: 411001,
        member_covered: familyOfFour,
        sum_insured_max: 1000000,
        filter_criteria: { insurers: ['bajaj-allianz'] },
      },
    })
  ).json();
  let list;
  do
    list = (
      await call(base, 'poll', 'GET', `/v1/health/async-quote/${quote.quotation_list_id}`, { session: anon })
    ).json();
  while (list.quotation_status.polling_status === 'PENDING');
  const q = list.quotation_list[0];
  const journeyId = (
    await call(base, 'initiate-journey', 'POST', '/v1/health/journey/initiate-journey', {
      session: anon,
      body: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
    })
  ).json().journey_id;
  const mobile = `9${String(700000000 + n * 7919 + (Date.now() % 1000)).slice(-9)}`;
  const otp = (
    await call(base, 'generate-otp', 'POST', '/v1/utility/auth/generate-otp', {
      session: anon,
      body: { otp_destination: mobile, otp_purpose_code: 'MOBILE_LOGIN' },
    })
  ).json();
  const text = (await call(base, 'outbox', 'GET', `/v1/dev/outbox?to=${mobile}`)).json().messages[0].text as string;
  const s = (
    await call(base, 'verify-otp', 'POST', '/v1/utility/auth/verify-login-otp', {
      session: anon,
      body: {
        otp_request_id: otp.otp_request_id,
        otp: /\d{6}/.exec(text)?.[0],
        mobile_number: mobile,
        full_name: 'Load Kulkarni',
      },
    })
  ).json().session_id;
  const config = (
    await call(base, 'journey-config', 'POST', '/v1/health/journey/user-journey-config', {
      session: s,
      body: { journey_id: journeyId },
    })
  ).json();
  const self = config.members.find((m: { relation: string }) => m.relation === 'SELF');
  // As the proposal form sends them: each member's quoted facts and the fields its plan asks, SELF named as the proposer.
  const members = membersFrom(config).map((m) => (m.relation === 'SELF' ? { ...m, full_name: 'Load Kulkarni' } : m));
  await call(base, 'save-members', 'POST', '/v1/health/journey/save-insured-member-details', {
    session: s,
    body: {
      journey_id: journeyId,
      proposer_details: proposerDetails('Load Kulkarni', self.dob),
      insured_member_list: members,
    },
  });
  await call(base, 'save-nominee', 'POST', '/v1/health/journey/save-nominee-details', {
    session: s,
    body: {
      journey_id: journeyId,
      nominee_list: nomineeList('Load Nominee'),
    },
  });
  await call(base, 'save-contact', 'POST', '/v1/health/journey/save-contact-details', {
    session: s,
    body: {
      journey_id: journeyId,
      contact_details: contactDetails(mobile, 'load@example.in'),
    },
  });
  await call(base, 'save-medical', 'POST', '/v1/health/journey/save-medical-declaration', {
    session: s,
    body: {
      journey_id: journeyId,
      plan_specific_medical_declarations: noConditions(q.plan_id),
    },
  });
  // KYC as most buyers pass it: the (sandbox) CKYC registry finds the PAN, read by the KYC screen. A KYC resting on
  // uploaded documents now waits for the broker's staff (issue 19), so it cannot finish inside a load run.
  await call(base, 'kyc-status', 'GET', `/v1/health/journey/kyc-status/${journeyId}`, { session: s });
  await call(base, 'confirmation', 'POST', '/v1/health/journey/confirmation', {
    session: s,
    body: { journey_id: journeyId },
  });
  const pay = (
    await call(base, 'payment-initiate', 'POST', '/v1/health/payments/initiate', {
      session: s,
      body: { journey_id: journeyId },
    })
  ).json();
  const form = new URLSearchParams({
    card_name: 'Load Kulkarni',
    card_number: '4111111111111111',
    expiry: '12/39',
    cvv: '123',
    action: 'pay',
  });
  const card = await call(base, 'card-page', 'POST', pay.payment_url, {
    raw: form.toString(),
    type: 'application/x-www-form-urlencoded',
  });
  const back = Object.fromEntries(new URL(card.location ?? '', base).searchParams);
  await call(base, 'payment-return', 'POST', '/v1/payments/sandbox/return', { body: back });
  const status = (
    await call(base, 'payment-status', 'GET', `/v1/health/payments/status/${journeyId}/${pay.payment_attempt_id}`, {
      session: s,
    })
  ).json();
  const pdf = await call(base, 'policy-download', 'GET', `/v1/health/policy/download/${journeyId}`, { session: s });
  if (status.status !== 'SUCCESS' || !status.policy_number || pdf.buf.subarray(0, 4).toString() !== '%PDF')
    throw new Error(`not issued: ${JSON.stringify(status)}`);
  return status.policy_number as string;
}

// On PostgreSQL the same load again on two server processes (issue 14); PGlite belongs to one process.
for (const workers of process.env.LOAD_WORKERS ? [Number(process.env.LOAD_WORKERS)] : dbUrl ? [1, 2] : [1])
  await main(workers);
