import { addDays } from '@kavach/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, policies } from '../../db/schema.ts';
import { settableClock } from '../../lib/clock.ts';
import { payWithSuccessCard } from '../../../test/account-fixtures.ts';
import { healthContact, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { drivers, startTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/** Noon in India on `day`: the clock the sweep reads. */
const noonOn = (day: string) => `${day}T12:00:00+05:30`;

const remindersOf = (app: App, journeyId: string) =>
  app.db
    .select()
    .from(notices)
    .where(and(eq(notices.journeyId, journeyId), eq(notices.event, 'RENEWAL_REMINDER')))
    .orderBy(notices.createdAt, notices.channel);

/** A health policy bought and issued by the sandbox insurer; its end date as issued. */
async function issuedPolicy(app: App) {
  const j = await readyToPayJourney(app);
  await payWithSuccessCard(app, j.headers, j.journeyId);
  const [policy] = await app.db.select().from(policies).where(eq(policies.journeyId, j.journeyId));
  if (!policy) throw new Error('no policy issued');
  return { ...j, policy };
}

// Issue 47 (docs/product/renewals.md): the sweep reminds a buyer of their policy's end 45, 30, 15, 7 and 1 days
// before it and once after, by the app's clock, each reminder once however often it runs.
describe.each(drivers)('renewal reminders [%s]', (driver) => {
  const clock = settableClock(new Date());
  let started: Started;
  beforeAll(async () => {
    started = await startTestApp(driver, {}, { clock });
  });
  afterAll(async () => {
    await started?.stop();
    clock.set(new Date());
  });

  it('reminds on each reminder day once, by e-mail and SMS, and then once after the end', async () => {
    const { app } = started;
    clock.set(new Date());
    const { journeyId, headers, policy } = await issuedPolicy(app);
    const end = policy.endDate;
    const sweepOn = async (daysFromEnd: number) => {
      clock.set(noonOn(addDays(end, daysFromEnd)));
      await app.renewals.remind();
      return (await remindersOf(app, journeyId)).map(
        (n) => `${n.subjectId.split(':').slice(2).join(':')} ${n.channel}`,
      );
    };

    expect(await sweepOn(-46)).toEqual([]);
    expect(await sweepOn(-45)).toEqual(['D-45 EMAIL', 'D-45 SMS']);
    // The same day again (a restart, the next hour's sweep), and a later day before the next reminder: nothing more.
    expect(await sweepOn(-45)).toHaveLength(2);
    expect(await sweepOn(-31)).toHaveLength(2);
    for (const day of [-30, -15, -7, -1]) await sweepOn(day);
    expect((await sweepOn(1)).slice(10)).toEqual(['D+1 EMAIL', 'D+1 SMS']);
    const all = await remindersOf(app, journeyId);
    expect(all.map((n) => n.subjectId.split(':').at(-1))).toEqual([
      'D-45',
      'D-45',
      'D-30',
      'D-30',
      'D-15',
      'D-15',
      'D-7',
      'D-7',
      'D-1',
      'D-1',
      'D+1',
      'D+1',
    ]);
    expect(all.map((n) => n.recipient).slice(0, 2)).toEqual([healthContact.email, healthContact.mobile]);
    // Past the 30-day grace nothing more is sent.
    expect(await sweepOn(45)).toHaveLength(12);

    const [before] = all;
    expect(before?.subject).toContain(`Your policy ${policy.policyNumber} ends on`);
    expect(before?.body).toContain('in 45 days');
    const lapsed = all.find((n) => n.subjectId.endsWith('D+1') && n.channel === 'EMAIL');
    const graceEnd = addDays(end, 30).split('-').reverse().join('/');
    expect(lapsed?.body).toContain(`Renewed by ${graceEnd}, it keeps the waiting periods you have served`);
    expect(lapsed?.body).toContain('a new policy, with its waiting periods starting again');

    // The dashboard counts the same days by the same clock.
    clock.set(noonOn(addDays(end, -30)));
    const card = async () =>
      (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers }))
        .json()
        .policies.find((p: { policy_number: string }) => p.policy_number === policy.policyNumber);
    expect((await card()).renewal).toEqual({ state: 'IN_FORCE', days_left: 30 });
    clock.set(noonOn(addDays(end, 3)));
    expect((await card()).renewal).toEqual({ state: 'LAPSED_RENEWABLE', days_ago: 3, until: addDays(end, 30) });
    clock.set(noonOn(addDays(end, 31)));
    expect((await card()).renewal).toEqual({ state: 'LAPSED', days_ago: 31 });
  });

  it('reminds no one of a cancelled policy', async () => {
    const { app } = started;
    clock.set(new Date());
    const { journeyId, policy } = await issuedPolicy(app);
    await app.db.update(policies).set({ cancelledAt: new Date() }).where(eq(policies.id, policy.id));
    clock.set(noonOn(addDays(policy.endDate, -45)));
    await app.renewals.remind();
    expect(await remindersOf(app, journeyId)).toEqual([]);
  });
});

// Two API processes on one PostgreSQL database, sweeping on the same day at the same moment: each reminder is
// queued once.
describe.runIf(process.env.TEST_DATABASE_URL)('renewal reminders across two processes on PostgreSQL', () => {
  const clock = settableClock(new Date());
  let a: Started;
  let b: Started;
  beforeAll(async () => {
    a = await startTestApp('postgres', {}, { clock });
    b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string, clock });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('queues each reminder once, however many sweeps run at once', async () => {
    const { journeyId, policy } = await issuedPolicy(a.app);
    clock.set(noonOn(addDays(policy.endDate, -7)));
    await Promise.all([a, b, a, b].map((p) => p.app.renewals.remind()));
    const rows = await remindersOf(b.app, journeyId);
    expect(rows.map((n) => `${n.subjectId.split(':').at(-1)} ${n.channel}`)).toEqual(['D-7 EMAIL', 'D-7 SMS']);
  });
});
