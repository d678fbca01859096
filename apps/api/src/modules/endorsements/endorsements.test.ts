import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { endorsements, notices, policies } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { fakeInsurer } from '../../../test/fake-insurer.ts';
import { confirmJourney, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp, drivers, newSession, startTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;
type App = TestContext['app'];
const NOMINEE = { kind: 'NOMINEE', full_name: 'Ravi Kumar', relation: 'SPOUSE', age: 34 };

/** A health policy bought and issued by its insurer: its buyer and its number. */
async function boughtPolicy(app: App, db: TestContext['handle']['db']) {
  const j = await readyToPayJourney(app);
  await confirmJourney(app, 'HEALTH', j);
  await payConfirmedJourney(app, 'HEALTH', j);
  const [policy] = await db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
  if (!policy) throw new Error('no policy issued');
  return { j, policy, base: `/v1/policies/${encodeURIComponent(policy.policyNumber)}` };
}

const ask = (app: App, headers: Headers, base: string, change: unknown) =>
  app.inject({ method: 'POST', url: `${base}/endorsements`, headers, payload: { change } });

// docs/product/endorsements.md: the buyer asks for a change to their issued policy; the insurer makes it and sends a
// revised schedule, which becomes the policy's current one while the original stays downloadable.
describeWithApp('a buyer changes their policy', (ctx, api) => {
  const bought = () => boughtPolicy(ctx().app, ctx().handle.db);

  it('lists what a health policy may change: its address, contact and nominee, not a vehicle’s', async () => {
    const { j, base } = await bought();
    const list = await api('GET', `${base}/endorsements`, j.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ kinds: ['ADDRESS', 'CONTACT', 'NOMINEE'], endorsements: [] });
    const loan = await ask(ctx().app, j.headers, base, { kind: 'HYPOTHECATION', action: 'ADD', financier: 'SBI' });
    expect(loan.statusCode).toBe(409);
    expect(loan.json().error.message).toBe('This policy has no hypothecation (loan on the vehicle) to change');
  });

  it('changes the nominee: the insurer’s revised schedule says so and is the current one; the first stays', async () => {
    const { j, policy, base } = await bought();
    const res = await ask(ctx().app, j.headers, base, NOMINEE);
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      kind: 'NOMINEE',
      status: 'APPROVED',
      change: NOMINEE,
      premium_difference: null,
      endorsement_number: `${policy.policyNumber}/E1`,
      effective_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      has_schedule: true,
    });
    const [y, m, d] = made.effective_on.split('-');
    const revised = await api('GET', `${base}/endorsements/${made.endorsement_id}/schedule`, j.headers);
    expect(revised.statusCode).toBe(200);
    const text = (await pdfText(revised)).replace(/\s+/g, ' ');
    expect(text).toContain(`Endorsement no. ${policy.policyNumber}/E1: effective ${d}/${m}/${y}`);
    expect(text).toContain('Nominee: Ravi Kumar (Spouse, age 34), for the whole benefit');
    // The policy's download is the revised schedule now; the original is still there, unchanged.
    const current = await api('GET', `/v1/health/policy/download/${j.journeyId}`, j.headers);
    expect((await pdfText(current)).replace(/\s+/g, ' ')).toContain(`Endorsement no. ${policy.policyNumber}/E1`);
    const original = await api('GET', `${base}/original-schedule`, j.headers);
    expect(original.statusCode).toBe(200);
    const first = (await pdfText(original)).replace(/\s+/g, ' ');
    expect(first).toContain(policy.policyNumber);
    expect(first).not.toContain('Endorsement no.');
    expect((await api('GET', `${base}/endorsements`, j.headers)).json().endorsements).toEqual([made]);
  });

  it('makes a change once: two tabs at the same moment and a replay after are the same change', async () => {
    const { j, policy, base } = await bought();
    const [a, b] = await Promise.all([0, 1].map(() => ask(ctx().app, j.headers, base, NOMINEE)));
    const again = await ask(ctx().app, j.headers, base, NOMINEE);
    expect([a!.statusCode, b!.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([a!.json().endorsement_id, b!.json().endorsement_id, again.json().endorsement_id]);
    expect(ids.size).toBe(1);
    const rows = await ctx().handle.db.select().from(endorsements).where(eq(endorsements.policyId, policy.id));
    expect(rows).toHaveLength(1);
    // Another nominee after it is a new change, numbered after the first.
    const next = await ask(ctx().app, j.headers, base, {
      ...NOMINEE,
      full_name: 'Asha Kumar',
      relation: 'MOTHER',
      age: 61,
    });
    expect(next.json()).toMatchObject({ status: 'APPROVED', endorsement_number: `${policy.policyNumber}/E2` });
    // The buyer is told of each decision once, by e-mail and SMS, however often the change was asked.
    const told = await ctx()
      .handle.db.select()
      .from(notices)
      .where(and(eq(notices.journeyId, j.journeyId), eq(notices.event, 'ENDORSEMENT_DECISION')));
    expect(told.map((n) => n.channel).sort()).toEqual(['EMAIL', 'EMAIL', 'SMS', 'SMS']);
    const emails = told.filter((n) => n.channel === 'EMAIL').map((n) => n.body);
    expect(emails).toContainEqual(
      expect.stringContaining(
        `The insurer has changed the nominee on your policy ${policy.policyNumber} (endorsement ${policy.policyNumber}/E2)`,
      ),
    );
  });

  it('sends the policy’s notices to the new e-mail once the insurer approves the contact change', async () => {
    const { j, policy, base } = await bought();
    const res = await ask(ctx().app, j.headers, base, { kind: 'CONTACT', email: 'new.address@example.com' });
    expect(res.json()).toMatchObject({ status: 'APPROVED' });
    // The next notice of this policy — its cancellation's refund — goes there.
    const quote = (await api('GET', `${base}/cancellation-quote`, j.headers)).json();
    const cancelled = await api('POST', `${base}/cancel`, j.headers, {
      reason: 'OTHER',
      confirm_refund_paise: quote.refund_paise,
    });
    expect(cancelled.json()).toMatchObject({ refund_status: 'REFUNDED' });
    const sent = await ctx().handle.db.select().from(notices).where(eq(notices.subjectId, policy.paymentAttemptId));
    expect(sent.filter((n) => n.channel === 'EMAIL').map((n) => n.recipient)).toEqual(['new.address@example.com']);
  });

  it('refuses a change to a cancelled policy, and one the insurer prices', async () => {
    const { j, base } = await bought();
    const idv = await ask(ctx().app, j.headers, base, { kind: 'MOTOR_IDV', idv: 500_000 });
    expect(idv.statusCode).toBe(409);
    const quote = (await api('GET', `${base}/cancellation-quote`, j.headers)).json();
    await api('POST', `${base}/cancel`, j.headers, { reason: 'OTHER', confirm_refund_paise: quote.refund_paise });
    const late = await ask(ctx().app, j.headers, base, NOMINEE);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This policy is cancelled: it cannot be changed');
    expect((await api('GET', `${base}/endorsements`, j.headers)).json().kinds).toEqual([]);
  });

  it('answers anyone but the owner 404, before reading the body, and changes nothing', async () => {
    const { j, policy, base } = await bought();
    const callers = {
      stranger: { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id },
      visitor: { 'x-session-id': await newSession(ctx().app) },
      none: {},
    };
    for (const [who, headers] of Object.entries(callers)) {
      expect([who, (await ask(ctx().app, headers, base, NOMINEE)).statusCode]).toEqual([who, 404]);
      expect([who, (await ask(ctx().app, headers, base, { kind: 7 })).statusCode]).toEqual([who, 404]);
      expect([who, (await api('GET', `${base}/endorsements`, headers)).statusCode]).toEqual([who, 404]);
      expect([who, (await api('GET', `${base}/original-schedule`, headers)).statusCode]).toEqual([who, 404]);
    }
    expect((await ask(ctx().app, j.headers, base, { kind: 'NOMINEE', full_name: '' })).statusCode).toBe(400);
    expect(await ctx().handle.db.select().from(endorsements).where(eq(endorsements.policyId, policy.id))).toEqual([]);
  });
});

// The insurer does not answer; the server restarts; a second process is asked the same at the same moment.
describe.each(drivers)('a change sent by the job queue [%s]', (driver) => {
  it('waits while the insurer does not answer, and is made once after a restart', async () => {
    const insurer = await fakeInsurer({ endorse: 'TIMEOUT' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-endorse-restart-'));
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined = await startTestApp(driver, insurer.env, {
      dataDir,
    });
    try {
      const { j, policy, base } = await boughtPolicy(first.app, first.handle.db);
      const res = await ask(first.app, j.headers, base, NOMINEE);
      expect(res.json()).toMatchObject({ status: 'SENDING', endorsement_number: null, has_schedule: false });
      // One open change of a kind: another nominee waits for this one.
      const other = await ask(first.app, j.headers, base, { ...NOMINEE, full_name: 'Asha Kumar' });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe('A change of your nominee is already with the insurer');

      const databaseUrl = first.databaseUrl;
      await first.app.close();
      await first.handle.close();
      first = undefined;
      insurer.set('endorse', 'OK');
      const second = await startTestApp(driver, insurer.env, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      try {
        const list = async () =>
          (await second.app.inject({ method: 'GET', url: `${base}/endorsements`, headers: j.headers })).json();
        await vi.waitFor(async () => expect((await list()).endorsements[0]?.status).toBe('APPROVED'), {
          timeout: 100_000,
          interval: 500,
        });
        expect((await list()).endorsements).toEqual([
          expect.objectContaining({ endorsement_number: 'FAKE/E1', effective_on: '2026-12-01', has_schedule: true }),
        ]);
        expect(insurer.endorsementsMade()).toBe(1);
        const rows = await second.handle.db.select().from(endorsements).where(eq(endorsements.policyId, policy.id));
        expect(rows).toHaveLength(1);
      } finally {
        await second.stop();
      }
    } finally {
      if (first) await first.stop();
      await insurer.close();
    }
  }, 150_000);
});

// Two API processes on one PostgreSQL: the buyer's two tabs land on each.
describe.runIf(process.env.TEST_DATABASE_URL)('a change asked of two processes at once on PostgreSQL', () => {
  it('is one change', async () => {
    const a = await startTestApp('postgres');
    const b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string });
    try {
      const { j, policy, base } = await boughtPolicy(a.app, a.handle.db);
      // Three asks on each: the insurer approves at once, so a late one must still find the first change made.
      const answers = await Promise.all([a, b, a, b, a, b].map((s) => ask(s.app, j.headers, base, NOMINEE)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.json().endorsement_id)).size).toBe(1);
      const rows = await b.handle.db.select().from(endorsements).where(eq(endorsements.policyId, policy.id));
      expect(rows.map((r) => [r.status, r.endorsementNumber])).toEqual([['APPROVED', `${policy.policyNumber}/E1`]]);
    } finally {
      await b.stop();
      await a.stop();
    }
  }, 60_000);
});
