import { MESSAGES, formatInr, toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notices } from '../../db/schema.ts';
import { payWithSuccessCard } from '../../../test/account-fixtures.ts';
import { confirmAndOpen, documentKycJourney } from '../../../test/kyc-review-fixtures.ts';
import { payAndReturn } from '../../../test/payments.ts';
import { readyToPayJourney, healthContact } from '../../../test/proposal-fixtures.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { startSmtpServer } from '../../../test/smtp-fixture.ts';
import { describeWithApp, drivers, startTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { createPaymentRepository } from '../payments/repository.ts';

type Message = { to: string; text: string };

const outbox = async (app: App, to: string): Promise<Message[]> =>
  (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;

const noticesOf = (app: App, journeyId: string) =>
  app.db.select().from(notices).where(eq(notices.journeyId, journeyId)).orderBy(notices.channel);

/** A journey paid for with the sandbox's success card: its policy is issued at once by the sandbox insurer. */
async function issuedPolicy(app: App) {
  const j = await readyToPayJourney(app);
  await payWithSuccessCard(app, j.headers, j.journeyId);
  const sent = await vi.waitFor(
    async () => {
      const rows = await noticesOf(app, j.journeyId);
      if (rows.length !== 2 || rows.some((r) => r.status !== 'SENT')) throw new Error('notices not sent yet');
      return rows;
    },
    { timeout: 20_000, interval: 200 },
  );
  return { ...j, sent };
}

/** The messages in the outbox that name this policy: the buyer's contact details are shared by every test journey. */
const naming = (messages: Message[], policyNumber: string) => messages.filter((m) => m.text.includes(policyNumber));

describeWithApp('notices to the buyer', (ctx) => {
  it('tells the buyer of an issued policy once by e-mail and once by SMS, the e-mail with a working schedule link', async () => {
    const { app } = ctx();
    const { journeyId, headers, sent } = await issuedPolicy(app);
    expect(sent.map((n) => [n.event, n.channel, n.recipient, n.tries])).toEqual([
      ['POLICY_ISSUED', 'EMAIL', healthContact.email, 1],
      ['POLICY_ISSUED', 'SMS', healthContact.mobile, 1],
    ]);
    const dashboard = (await app.inject({ method: 'GET', url: '/v1/users/me/dashboard', headers })).json();
    const policyNumber: string = dashboard.policies.find(
      (p: { journey_id: string }) => p.journey_id === journeyId,
    ).policy_number;

    const [email, ...moreEmail] = naming(await outbox(app, healthContact.email), policyNumber);
    const [sms, ...moreSms] = naming(await outbox(app, healthContact.mobile), policyNumber);
    expect([moreEmail, moreSms]).toEqual([[], []]);
    expect(sms?.text).toContain(`policy ${policyNumber}`);
    // The broker's disclosures are in the e-mail's footer, and why it is sent without marketing consent.
    expect(email?.text).toContain('IRDAI registration no. SAMPLE-000');
    expect(email?.text).toContain('sent whether or not you agreed to marketing');

    const link = /http:\/\/127\.0\.0\.1:\d+(\/v1\/policy-schedules\/\S+)/.exec(email?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const pdf = await app.inject({ method: 'GET', url: link ?? '' });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    // A link whose signature was altered, or moved to another journey, opens nothing.
    const forged = (link ?? '').replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('queues nothing more when the same policy is told again, by a status read or the event itself', async () => {
    const { app } = ctx();
    const { journeyId, headers, sent } = await issuedPolicy(app);
    const attempt = await app.inject({
      method: 'GET',
      url: `/v1/health/payments/status/${journeyId}/${(await createPaymentRepository(app.db).successfulAttempt(journeyId))?.id}`,
      headers,
    });
    expect(attempt.statusCode).toBe(200);
    const journey = await createJourneyRepository(app.db).findById(journeyId);
    const policy = await createPaymentRepository(app.db).policyFor(journeyId);
    if (!journey || !policy) throw new Error('the policy is not there');
    await app.notices.policyIssued(journey, policy);
    expect((await noticesOf(app, journeyId)).map((n) => [n.id, n.status])).toEqual(sent.map((n) => [n.id, n.status]));
    expect(naming(await outbox(app, healthContact.mobile), policy.policyNumber)).toHaveLength(1);
  });

  it('erases the messages sent to a buyer with their account', async () => {
    const { app } = ctx();
    const { headers, journeyId, sent } = await issuedPolicy(app);
    expect(sent).toHaveLength(2);
    expect((await app.inject({ method: 'DELETE', url: '/v1/account', headers })).statusCode).toBe(200);
    expect(await noticesOf(app, journeyId)).toEqual([]);
  });

  it('tells the buyer why their KYC was rejected, what to upload again and till when the money is held, then of the refund, each once', async () => {
    const { app } = ctx();
    const j = await documentKycJourney(app);
    const attempt = await confirmAndOpen(app, j);
    await payAndReturn(app, attempt.payment_url);
    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    const item = await app.inject({ method: 'GET', url: `/v1/ops/kyc-reviews/${j.journeyId}`, headers: staff });
    const rejected = await app.inject({
      method: 'POST',
      url: `/v1/ops/kyc-reviews/${j.journeyId}/reject`,
      headers: staff,
      payload: {
        reason_code: 'AADHAAR_NOT_MASKED',
        upload_ids: (item.json().documents as { upload_id: string }[]).map((d) => d.upload_id),
      },
    });
    expect(rejected.statusCode).toBe(200);
    const sentNotices = (count: number) =>
      vi.waitFor(
        async () => {
          const rows = await noticesOf(app, j.journeyId);
          if (rows.length !== count || rows.some((r) => r.status !== 'SENT')) throw new Error('notices not sent yet');
          return rows;
        },
        { timeout: 20_000, interval: 200 },
      );
    const { amount, reupload_by } = rejected.json().held as { amount: number; reupload_by: string };
    const told = await sentNotices(2);
    const heldLine = `We are holding your payment of ${formatInr(amount)} until ${toDisplayDate(reupload_by)}.`;
    expect(told.find((n) => n.channel === 'EMAIL')?.body).toContain(heldLine);
    expect(told.find((n) => n.channel === 'SMS')?.body).toContain(`upload them again by ${toDisplayDate(reupload_by)}`);
    // The buyer gives up instead of uploading again: the refund is its own notice.
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/account/journeys/${j.journeyId}/held-refund`,
      headers: j.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const sent = await sentNotices(4);
    expect(sent.map((n) => `${n.event} ${n.channel}`).sort()).toEqual([
      'KYC_REJECTED EMAIL',
      'KYC_REJECTED SMS',
      'REFUND EMAIL',
      'REFUND SMS',
    ]);
    const kycEmail = sent.find((n) => n.event === 'KYC_REJECTED' && n.channel === 'EMAIL');
    expect(kycEmail?.body).toContain('We could not accept your KYC documents: Aadhaar number not masked.');
    expect(kycEmail?.body).toContain('Upload a masked Aadhaar (first 8 digits hidden), front and back.');
    const refundEmail = sent.find((n) => n.event === 'REFUND' && n.channel === 'EMAIL');
    expect(refundEmail?.body).toContain(`Why: ${MESSAGES.KYC_GAVE_UP_REFUND}`);
  });
});

// Two API processes on one PostgreSQL database, each with its job worker: a notice both are told to send, at the same
// moment, goes out once — the claim lets one of them have it.
describe.runIf(process.env.TEST_DATABASE_URL)('notices across two processes on PostgreSQL', () => {
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startTestApp('postgres', {}, { databaseUrl: a.databaseUrl as string });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('sends a notice once, however many workers take it at once', async () => {
    const j = await readyToPayJourney(a.app);
    const journey = await createJourneyRepository(a.app.db).findById(j.journeyId);
    if (!journey) throw new Error('no journey');
    const reference = `KV-G-${Date.now().toString(16)}`;
    await a.app.notices.tellBuyer(journey, reference, {
      event: 'COMPLAINT_UPDATE',
      reference,
      status: 'Answered',
      reply: null,
    });
    const queued = await noticesOf(a.app, j.journeyId);
    expect(queued).toHaveLength(2);
    // Both processes, twice each, besides the job the queue already holds.
    const outcomes = await Promise.all(queued.flatMap((n) => [a, b, a, b].map((p) => p.app.notices.send(n.id))));
    expect(outcomes.filter((o) => o === 'SENT').length).toBeLessThanOrEqual(2);
    await vi.waitFor(
      async () => {
        const rows = await noticesOf(b.app, j.journeyId);
        if (rows.some((r) => r.status !== 'SENT')) throw new Error('not sent yet');
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await noticesOf(b.app, j.journeyId)).map((n) => n.tries)).toEqual([1, 1]);
    const withReference = async (to: string) =>
      (await outbox(b.app, to)).filter((m) => m.text.includes(reference)).length;
    expect([await withReference(healthContact.email), await withReference(healthContact.mobile)]).toEqual([1, 1]);
  });
});

// With a mail server (EMAIL_PROVIDER=smtp): an address it refuses for good is marked bounced, shown on the console,
// and sent nothing more; the SMS still goes.
describe.each(drivers)('notices through a mail server [%s]', (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    started = await startTestApp(driver, {
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      EMAIL_FROM: 'Kavach <policies@broker.example.in>',
    });
  });
  afterAll(async () => {
    await started?.stop();
    await smtp?.stop();
  });

  it('marks an address the server refuses as bounced, lists it for staff, and sends it nothing more', async () => {
    const { app } = started;
    const j = await readyToPayJourney(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/health/journey/save-contact-details',
      headers: j.headers,
      payload: { journey_id: j.journeyId, contact_details: { ...healthContact, email: 'bounce.rahul@example.in' } },
    });
    expect(saved.statusCode).toBe(200);
    await payWithSuccessCard(app, j.headers, j.journeyId);
    const settled = await vi.waitFor(
      async () => {
        const rows = await noticesOf(app, j.journeyId);
        if (rows.length !== 2 || rows.some((r) => r.status === 'PENDING' || r.status === 'SENDING'))
          throw new Error('notices not settled yet');
        return rows;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(settled.map((n) => [n.channel, n.status, n.tries])).toEqual([
      ['EMAIL', 'BOUNCED', 1],
      ['SMS', 'SENT', 1],
    ]);

    const staff = await staffSignIn(app, await staffAccount(app, 'ops'));
    const consoleView = (await app.inject({ method: 'GET', url: '/v1/ops/notices', headers: staff })).json();
    expect(consoleView.bounced_addresses.map((b: { address: string }) => b.address)).toContain(
      'bounce.rahul@example.in',
    );
    expect(consoleView.notices.find((n: { id: string }) => n.id === settled[0]?.id)).toMatchObject({
      status: 'BOUNCED',
      tries: 1,
      recipient: 'bounce.rahul@example.in',
    });

    // The next event for that address is not offered to the server at all.
    const journey = await createJourneyRepository(app.db).findById(j.journeyId);
    if (!journey) throw new Error('no journey');
    await app.notices.tellBuyer(journey, `${j.journeyId}:again`, {
      event: 'COMPLAINT_UPDATE',
      reference: 'KV-G-0000000001',
      status: 'Answered',
      reply: null,
    });
    const next = await vi.waitFor(
      async () => {
        const [row] = (await noticesOf(app, j.journeyId)).filter(
          (n) => n.subjectId === `${j.journeyId}:again` && n.channel === 'EMAIL',
        );
        if (row?.status !== 'BOUNCED') throw new Error('not settled yet');
        return row;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(next.lastError).toBe('the address bounced an earlier message');
  });

  it('delivers the issued-policy e-mail to the mail server', async () => {
    const { app } = started;
    const { sent } = await issuedPolicy(app);
    const mail = smtp.received.find((m) => m.raw.includes(sent[0]?.subject ?? 'none'));
    expect(mail?.to).toEqual([healthContact.email]);
  });
});
