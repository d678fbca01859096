import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import { insurerCaseEvents, insurerCases, paymentAttempts, policies } from '../../db/schema.ts';
import { signInsurerCallback } from '../../providers/insurers/http.ts';
import { createPolicyConnectors } from '../../providers/insurers/index.ts';
import { TEST_APP_SECRET, staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { PgBoss } from 'pg-boss';
import { formatInr } from '@kavach/domain';
import { jobDatabase, rawQuery } from '../../db/client.ts';
import { JOB_SCHEMA, installJobQueue } from '../../db/job-database.ts';
import { confirmAndPay, confirmJourney, payConfirmedJourney } from '../../../test/payments.ts';
import { DECIDED_BY_INSURER } from '../payments/initiate-payment.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { approvedByStaff } from '../../../test/kyc-review-fixtures.ts';
import { dobForAge, savedTermProposal, uploadIncomeProof } from '../../../test/term-fixtures.ts';
import { describeWithApp, drivers, startTestApp, type BuyerJourney } from '../../../test/test-app.ts';

/** The sandbox insurers' callback secrets, as the test app derives them from its app secret. */
const { sandboxKeys } = createPolicyConnectors(
  { connector: 'sandbox', timeoutMs: 1000 },
  TEST_APP_SECRET,
  [],
  () => null,
);

/** A policy number as the sandbox insurer issues it: the insurer, the product line's letter, the year, 8 hex digits. */
const INSURER_NUMBER = (letter: string) => new RegExp(`^[A-Z-]+-${letter}-\\d{4}-[0-9A-F]{8}$`);

describeWithApp('insurers underwrite and issue', (ctx, api) => {
  const caseOf = async (journeyId: string) => {
    const [row] = await ctx().handle.db.select().from(insurerCases).where(eq(insurerCases.journeyId, journeyId));
    if (!row) throw new Error(`no insurer case for ${journeyId}`);
    return row;
  };
  const eventsOf = async (caseId: string) =>
    (await ctx().handle.db.select().from(insurerCaseEvents).where(eq(insurerCaseEvents.caseId, caseId))).map(
      (e) => `${e.source} ${e.status} ${e.outcome}`,
    );
  const statusOf = async (vertical: 'health' | 'termlife', j: BuyerJourney, attemptId: string) =>
    (await api('GET', `/v1/${vertical}/payments/status/${j.journeyId}/${attemptId}`, j.headers)).json();
  const dashboardJourney = async (j: BuyerJourney) =>
    (await api('GET', '/v1/users/me/dashboard', j.headers))
      .json()
      .journeys.find((r: { journey_id: string }) => r.journey_id === j.journeyId);
  /** The insurer tells Kavach of an answer, signed with its callback secret, as the sandbox's own callbacks are. */
  const callback = (
    insurerId: string,
    answer: Record<string, unknown>,
    secret = sandboxKeys(insurerId).callbackSecret,
  ) => {
    const body = JSON.stringify({ event_id: crypto.randomUUID(), sent_at: Math.floor(Date.now() / 1000), answer });
    return ctx().app.inject({
      method: 'POST',
      url: `/v1/insurers/${insurerId}/callback`,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-insurer-signature': signInsurerCallback(secret, body) },
    });
  };

  it('issues a straight-through health policy at once with the insurer’s number and UIN, and serves its schedule', async () => {
    const j = await readyToPayJourney(ctx().app);
    const status = await confirmAndPay(ctx().app, 'HEALTH', j);
    expect(status.policy_number).toMatch(INSURER_NUMBER('H'));
    const row = await caseOf(j.journeyId);
    expect(row).toMatchObject({ status: 'ISSUED', policyNumber: status.policy_number });
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
    expect(policy?.productUin).toMatch(/^SBX-[A-Z-]+-H-[A-Z0-9]+$/);
    // Kavach serves the PDF its insurer rendered, byte for byte.
    const pdf = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(row.schedulePdf ?? Buffer.alloc(0))).toBe(true);
    // The sandbox told the decision in its reply, and repeats it by no callback (docs/insurers.md).
    expect(await eventsOf(row.id)).toEqual(['SUBMIT ISSUED APPLIED']);
    // An insurer that calls back the decision it has already answered: a repeat, recorded, nothing more.
    const asAnswered = await ctx().app.inject({
      method: 'GET',
      url: `/sandbox-insurer/${row.insurerId}/proposals/${row.insurerRef}`,
      headers: { authorization: `Bearer ${sandboxKeys(row.insurerId).apiKey}` },
    });
    expect((await callback(row.insurerId, asAnswered.json())).statusCode).toBe(200);
    expect(await eventsOf(row.id)).toEqual(['SUBMIT ISSUED APPLIED', 'CALLBACK ISSUED REPEAT']);
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toHaveLength(1);
  });

  it('refuses a callback not signed with the insurer’s secret, and one for no case of ours', async () => {
    const j = await readyToPayJourney(ctx().app);
    await confirmAndPay(ctx().app, 'HEALTH', j);
    const row = await caseOf(j.journeyId);
    const forged = await callback(row.insurerId, { broker_reference: row.id }, 'f'.repeat(64));
    expect([forged.statusCode, forged.json().error.code]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await callback(row.insurerId, {
      proposal_id: 'p-1',
      broker_reference: crypto.randomUUID(),
      status: 'DECLINED',
      version: 9,
      premium_paise: 100,
      requirements: [],
      counter_offer: null,
      reason: 'No',
      policy: null,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await caseOf(j.journeyId)).status).toBe('ISSUED');
  });

  // Diabetes is in the plan's table and so in the premium paid; kidney disease the table prices only as "any other".
  it("issues a named condition at the premium paid, and counter-offers one the plan's table does not name", async () => {
    const named = await readyToPayJourney(ctx().app);
    const declared = await api(
      'POST',
      '/v1/health/journey/save-medical-declaration',
      named.headers,
      declaring(named, ['DIABETES']),
    );
    expect(declared.statusCode, declared.body).toBe(200);
    await confirmJourney(ctx().app, 'HEALTH', named);
    expect((await payConfirmedJourney(ctx().app, 'HEALTH', named)).status).toMatchObject({
      status: 'SUCCESS',
      policy_number: expect.stringMatching(/^[A-Z-]+-H-\d{4}-[0-9A-F]{8}$/),
    });
  });

  it('refunds in full, with the insurer’s reason, a health proposal the insurer declines', async () => {
    const j = await readyToPayJourney(ctx().app);
    const three = declaring(j, ['DIABETES', 'HYPERTENSION', 'HEART_DISEASE']);
    expect((await api('POST', '/v1/health/journey/save-medical-declaration', j.headers, three)).statusCode).toBe(200);
    await confirmJourney(ctx().app, 'HEALTH', j);
    const { status } = await payConfirmedJourney(ctx().app, 'HEALTH', j);
    // Paid, and refunded on the insurer's word: the page reads the decision, not a payment to try again.
    expect(status).toMatchObject({ status: 'FAILED', policy_number: null, with_insurer: true });
    expect(status.message).toBe(`Declined — ${formatInr(status.total_number)} refunded`);
    expect(status.failure_reason).toMatch(/^The insurer declined this proposal: The insurer does not cover 3 declared/);
    expect((await caseOf(j.journeyId)).status).toBe('DECLINED');
    const refunds = (await api('GET', '/v1/users/me/dashboard', j.headers)).json().refunds;
    expect(refunds).toEqual([expect.objectContaining({ status: 'REFUNDED', amount: status.total_number })]);
    expect(await dashboardJourney(j)).toMatchObject({ insurer_stage: status.message, payment_held: null });
    // The journey's one case is decided: paying for it again could buy no policy, and the money would be held.
    const again = await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DECIDED_BY_INSURER);
    const attempts = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.journeyId, j.journeyId));
    expect(attempts.map((a) => a.status)).toEqual(['REFUNDED']);
  });

  /** A term purchase the sandbox refers: ₹1 crore for a life assured of 46, paid, with the insurer. */
  async function referredTerm() {
    const j = await savedTermProposal(ctx().app, { quote: { dob: dobForAge(46) } });
    await uploadIncomeProof(ctx, j);
    // A person reads the income proof before the purchase goes to the insurer (held-life-cover.test.ts).
    await approvedByStaff(ctx().app, j);
    await confirmJourney(ctx().app, 'TERM', j);
    const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    return { j, status };
  }

  it('refers term cover at 45 or more for a medical test: the buyer books a slot, the results come, the insurer issues', async () => {
    const { j, status } = await referredTerm();
    expect(status).toMatchObject({ status: 'SUCCESS', policy_number: null, with_insurer: true });
    expect(status.message).toMatch(/^With [A-Za-z ]+: pick a slot for your medical test$/);
    const { medical_test_slots: slots } = await dashboardJourney(j);
    expect(slots).toHaveLength(3);

    const booked = await api('POST', '/v1/insurer-cases/medical-test', j.headers, {
      journey_id: j.journeyId,
      slot: slots[0],
    });
    expect(booked.json().stage).toMatch(/^With [A-Za-z ]+: medical test on \d{1,2} [A-Z][a-z]{2}, 9:00$/);
    // Nothing is issued before the insurer decides.
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toEqual([]);

    const results = await api('POST', '/v1/dev/insurer-cases/medical-results', j.headers, {
      journey_id: j.journeyId,
      outcome: 'CLEAR',
    });
    expect(results.statusCode).toBe(200);
    // The sandbox tells Kavach by its signed callback; the buyer's next read has the policy.
    await vi.waitFor(
      async () =>
        expect((await statusOf('termlife', j, status.payment_attempt_id)).policy_number).toMatch(INSURER_NUMBER('T')),
      { timeout: 15_000, interval: 200 },
    );
    // The insurer paid ₹1,500 for the examination (docs/insurers.md): a free-look return keeps it, with the stamp
    // duty on the ₹1 crore assured, 20 paise a ₹1,000.
    const { policy_number } = await statusOf('termlife', j, status.payment_attempt_id);
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const refund = (await api('GET', `/v1/ops/policies/${policy_number}/free-look-refund`, staff)).json();
    expect(refund).toMatchObject({
      medical_costs: 1500,
      stamp_duty: 2000,
      amount: status.total_number - 1500 - 2000,
      days_on_cover: 0,
    });
  });

  it('lists for staff the cases waiting on insurers with the days elapsed, and a job that used every try', async () => {
    const { j } = await referredTerm();
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const read = async () => (await api('GET', '/v1/ops/insurer-cases', staff)).json();
    const listed = (await read()).waiting.find((w: { journey_id: string }) => w.journey_id === j.journeyId);
    expect(listed).toMatchObject({ vertical: 'TERM', status: 'REFERRED', days_waiting: 0, failed_tries: 0 });
    // Staff read the insurer and the stage in words, as the buyer does.
    expect(listed.insurer_name).not.toBe(listed.insurer_id);
    expect(listed.stage).toBe(`With ${listed.insurer_name}: pick a slot for your medical test`);
    // Another process puts a job on the shared queue that cannot succeed, with no retry: the console lists it.
    const other = new PgBoss({
      db: jobDatabase(ctx().handle.db),
      schema: JOB_SCHEMA,
      migrate: false,
      supervise: false,
    });
    await other.start();
    try {
      await other.send('insurer-submit', { caseId: 'not-a-case' }, { retryLimit: 0 });
    } finally {
      await other.stop({ graceful: false });
    }
    await vi.waitFor(
      async () =>
        expect((await read()).failed_jobs).toEqual(
          expect.arrayContaining([expect.objectContaining({ queue: 'insurer-submit', case_id: 'not-a-case' })]),
        ),
      { timeout: 15_000, interval: 300 },
    );
    expect((await api('GET', '/v1/ops/insurer-cases', j.headers)).statusCode).toBe(401);
  });

  it('changes nothing for a repeated, stale, wrong-amount or after-the-decision answer, and records each', async () => {
    const { j } = await referredTerm();
    // The buyer books a slot: the insurer's answer moves the case on to its second version.
    const { medical_test_slots: slots } = await dashboardJourney(j);
    await api('POST', '/v1/insurer-cases/medical-test', j.headers, { journey_id: j.journeyId, slot: slots[0] });
    const row = await caseOf(j.journeyId);
    const version = (row.decision as { version: number }).version;
    const answer = (over: Record<string, unknown>) => ({
      proposal_id: row.insurerRef,
      broker_reference: row.id,
      status: 'ISSUED',
      version: version + 1,
      premium_paise: row.premiumPaise,
      requirements: [],
      counter_offer: null,
      reason: null,
      policy: null,
      ...over,
    });
    const table: [string, Record<string, unknown>, string][] = [
      ['a repeat of the applied answer', { status: 'REFERRED', version }, 'REPEAT'],
      ['an older answer arriving late', { status: 'SUBMITTED', version: version - 1 }, 'STALE'],
      ['a decision for another amount', { status: 'DECLINED', premium_paise: row.premiumPaise + 100 }, 'WRONG_AMOUNT'],
      ['an issue without its policy', {}, 'MALFORMED'],
    ];
    for (const [, over, outcome] of table) {
      expect((await callback(row.insurerId, answer(over))).statusCode).toBe(200);
      expect((await caseOf(j.journeyId)).status).toBe('REFERRED');
      expect(await eventsOf(row.id)).toContain(`CALLBACK ${String(over.status ?? 'ISSUED')} ${outcome}`);
    }
    // The insurer declines for real: refunded once; a decline told again, or an issue after it, changes nothing.
    const declined = answer({ status: 'DECLINED', reason: 'Medical findings' });
    expect((await callback(row.insurerId, declined)).statusCode).toBe(200);
    expect((await callback(row.insurerId, declined)).statusCode).toBe(200);
    expect((await callback(row.insurerId, answer({ version: version + 2 }))).statusCode).toBe(200);
    expect(await eventsOf(row.id)).toEqual(
      expect.arrayContaining(['CALLBACK DECLINED APPLIED', 'CALLBACK DECLINED REPEAT', 'CALLBACK ISSUED AFTER_FINAL']),
    );
    const attempts = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.journeyId, j.journeyId));
    expect(attempts.map((a) => a.status)).toEqual(['REFUNDED']);
    expect(await ctx().handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId))).toEqual([]);
  });
});

/**
 * An insurer's API as the `http` connector reaches it, misbehaving on demand: it does not answer in time, answers a
 * body that is not the protocol, or works (issuing at once, and finding a proposal it has by Kavach's reference).
 */
async function fakeInsurer() {
  let mode: 'TIMEOUT' | 'MALFORMED' | 'OK' = 'TIMEOUT';
  const proposals = new Map<string, { id: string; premium: number }>();
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      if (mode === 'TIMEOUT') return; // never answers: the connector's time limit ends the call
      if (mode === 'MALFORMED') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      const submitted = JSON.parse(body || '{}') as { broker_reference: string; premium_paise: number };
      const found = proposals.get(submitted.broker_reference) ?? {
        id: crypto.randomUUID(),
        premium: submitted.premium_paise,
      };
      proposals.set(submitted.broker_reference, found);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          proposal_id: found.id,
          broker_reference: submitted.broker_reference,
          status: 'ISSUED',
          version: 1,
          premium_paise: found.premium,
          requirements: [],
          counter_offer: null,
          reason: null,
          policy: {
            policy_number: `FAKE-H-2026-${found.id.slice(0, 8).toUpperCase()}`,
            product_uin: 'FAKEHLIP26001V012526',
            start_date: '2026-12-01',
            end_date: '2027-11-30',
            schedule_pdf: Buffer.from('%PDF-1.4 the insurer’s schedule').toString('base64'),
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('fake insurer not listening');
  const ids = Object.values(SAMPLE_CATALOGUE_DIRS).flatMap((dir) =>
    (
      JSON.parse(fs.readFileSync(`${dir}/insurers.json`, 'utf8')) as {
        insurer_id: string;
      }[]
    ).map((i) => i.insurer_id),
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-insurers-')), 'insurers.json');
  const entry = (id: string) => ({
    url: `http://127.0.0.1:${address.port}/${id}`,
    api_key: 'fake-key',
    callback_secret: 'fake-callback-secret-0123456789',
  });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(ids.map((id) => [id, entry(id)]))));
  return {
    file,
    set: (next: typeof mode) => (mode = next),
    proposalsMade: () => proposals.size,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(drivers)('an insurer that does not answer [%s]', (driver) => {
  it('keeps the case waiting through a time-out, a malformed answer and a restart, then issues it once', async () => {
    const insurer = await fakeInsurer();
    const env = { INSURER_CONNECTOR: 'http', INSURERS_FILE: insurer.file, INSURER_TIMEOUT_MS: '300' };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-restart-'));
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined = await startTestApp(driver, env, { dataDir });
    try {
      const j = await readyToPayJourney(first.app);
      await confirmJourney(first.app, 'HEALTH', j);
      const { status } = await payConfirmedJourney(first.app, 'HEALTH', j);
      // Paid, and the buyer is told the proposal is with the insurer, not that anything failed.
      expect(status).toMatchObject({ status: 'SUCCESS', policy_number: null, with_insurer: true });
      expect(status.message).toMatch(/^With .+: your proposal is with the insurer/);
      const db = first.handle.db;
      const caseRow = async () =>
        (await db.select().from(insurerCases).where(eq(insurerCases.journeyId, j.journeyId)))[0];
      expect(await caseRow()).toMatchObject({ status: 'SUBMITTING', lastFailure: expect.stringContaining('timeout') });
      // The queue tries again; now the insurer answers nonsense, and the case still waits.
      insurer.set('MALFORMED');
      // The queue's retries back off (5 s, then 10 s, with jitter): a try that began before the insurer turned may fail
      // on the time-out once more, and a busy machine polls late. Waited for generously, never timed.
      await vi.waitFor(async () => expect((await caseRow())?.lastFailure).toMatch(/not the protocol/), {
        timeout: 90_000,
        interval: 250,
      });
      expect((await caseRow())?.status).toBe('SUBMITTING');

      // The server restarts mid-retry; the insurer recovers. The job is in the database: the new process works it.
      const databaseUrl = first.databaseUrl;
      await first.app.close();
      await first.handle.close();
      first = undefined;
      insurer.set('OK');
      const second = await startTestApp(driver, env, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      try {
        const read = () =>
          second.app.inject({
            method: 'GET',
            url: `/v1/health/payments/status/${j.journeyId}/${status.payment_attempt_id}`,
            headers: j.headers,
          });
        await vi.waitFor(async () => expect((await read()).json().policy_number).toMatch(/^FAKE-H-2026-/), {
          timeout: 60_000,
          interval: 500,
        });
        expect(insurer.calls()).toBeGreaterThanOrEqual(3);
        expect(insurer.proposalsMade()).toBe(1);
        const issued = await second.handle.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
        expect(issued.map((p) => [p.policyNumber.startsWith('FAKE-H-'), p.productUin])).toEqual([
          [true, 'FAKEHLIP26001V012526'],
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      if (first) await first.stop();
      await insurer.close();
    }
  }, 240_000);

  it('keeps one job per case at work: a send while its job runs adds none', async () => {
    const insurer = await fakeInsurer();
    // The insurer never answers, so the queue's try runs for the connector's whole time limit.
    const env = { INSURER_CONNECTOR: 'http', INSURERS_FILE: insurer.file, INSURER_TIMEOUT_MS: '3000' };
    const running = await startTestApp(driver, env);
    try {
      const j = await readyToPayJourney(running.app);
      await confirmJourney(running.app, 'HEALTH', j);
      await payConfirmedJourney(running.app, 'HEALTH', j);
      const [caseRow] = await running.handle.db
        .select()
        .from(insurerCases)
        .where(eq(insurerCases.journeyId, j.journeyId));
      if (!caseRow) throw new Error('no insurer case');
      const jobsOf = (state: string) =>
        rawQuery(
          running.handle.db,
          `select 1 from ${JOB_SCHEMA}.job where name = 'insurer-submit' and singleton_key = $1 and state = $2`,
          [caseRow.id, state],
        );
      await vi.waitFor(async () => expect(await jobsOf('active')).toHaveLength(1), { timeout: 20_000, interval: 100 });
      await running.app.jobs.send('insurer-submit', caseRow.id);
      expect(await jobsOf('created')).toEqual([]);
    } finally {
      await running.stop();
      await insurer.close();
    }
  }, 60_000);

  it('keeps one job per waiting case: a send while it waits to be retried adds none, and none is listed as failed', async () => {
    const insurer = await fakeInsurer();
    insurer.set('MALFORMED');
    const env = { INSURER_CONNECTOR: 'http', INSURERS_FILE: insurer.file, INSURER_TIMEOUT_MS: '300' };
    const running = await startTestApp(driver, env);
    try {
      const j = await readyToPayJourney(running.app);
      await confirmJourney(running.app, 'HEALTH', j);
      await payConfirmedJourney(running.app, 'HEALTH', j);
      const caseRow = async () => {
        const [row] = await running.handle.db
          .select()
          .from(insurerCases)
          .where(eq(insurerCases.journeyId, j.journeyId));
        if (!row) throw new Error('no insurer case');
        return row;
      };
      const { id } = await caseRow();
      // The queue's own try fails as well, and its job waits to be tried again, later each time.
      await vi.waitFor(
        async () =>
          expect(
            await rawQuery(
              running.handle.db,
              `select 1 from ${JOB_SCHEMA}.job where name = 'insurer-submit' and singleton_key = $1 and state = 'retry'`,
              [id],
            ),
          ).toHaveLength(1),
        { timeout: 20_000, interval: 200 },
      );
      const tried = (await caseRow()).failedTries;
      // Sent again meanwhile, as the minute's sweep or a buyer's status read sends a case still waiting.
      await running.app.jobs.send('insurer-submit', id);
      await vi.waitFor(async () => expect((await caseRow()).failedTries).toBeGreaterThan(tried), {
        timeout: 30_000,
        interval: 250,
      });
      // Its tries are not used up: staff's list of failed jobs has none for it.
      expect((await running.app.jobs.failed()).filter((f) => f.case_id === id)).toEqual([]);
    } finally {
      await running.stop();
      await insurer.close();
    }
  }, 60_000);

  it('keeps one job per case in the database itself: a queue made by an older version is upgraded, and a send beside a job at work adds none', async () => {
    const running = await startTestApp(driver);
    try {
      const db = running.handle.db;
      const policy = async () =>
        (
          await rawQuery<{ policy: string }>(
            db,
            `select policy from ${JOB_SCHEMA}.queue where name = 'insurer-submit'`,
            [],
          )
        )[0]?.policy;
      // Before 30 November the queues were made 'stately', which let a second job in beside one at work.
      await rawQuery(db, `update ${JOB_SCHEMA}.queue set policy = 'stately' where name = 'insurer-submit'`, []);
      await installJobQueue(jobDatabase(db));
      expect(await policy()).toBe('exclusive');
      const caseId = crypto.randomUUID();
      const jobs = () =>
        rawQuery<{ state: string }>(db, `select state from ${JOB_SCHEMA}.job where singleton_key = $1`, [caseId]);
      await running.app.jobs.send('insurer-submit', caseId, 3600);
      // A worker takes the job as another process sends the case again: the insert itself is refused.
      await rawQuery(db, `update ${JOB_SCHEMA}.job set state = 'active' where singleton_key = $1`, [caseId]);
      await running.app.jobs.send('insurer-submit', caseId);
      expect(await jobs()).toEqual([{ state: 'active' }]);
      await rawQuery(db, `update ${JOB_SCHEMA}.job set state = 'retry' where singleton_key = $1`, [caseId]);
      await running.app.jobs.send('insurer-submit', caseId);
      expect(await jobs()).toEqual([{ state: 'retry' }]);
      // Once it is done, the case can be sent again.
      await rawQuery(db, `update ${JOB_SCHEMA}.job set state = 'completed' where singleton_key = $1`, [caseId]);
      await running.app.jobs.send('insurer-submit', caseId, 3600);
      expect((await jobs()).map((j) => j.state).sort()).toEqual(['completed', 'created']);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
