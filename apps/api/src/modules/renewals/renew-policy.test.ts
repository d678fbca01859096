import { addDays, indiaDate, periodEnd, toDisplayDate, type JourneyVertical } from '@kavach/domain';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { presignKyc } from '../../../test/kyc-fixtures.ts';
import { inspectionForm, inspectionUrlOf, postInspection } from '../../../test/motor-fixtures.ts';
import { payAndReturn, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { dashboardOf, endIn as endInDays, healthPolicy, motorPolicy } from '../../../test/renewal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { notices, policies } from '../../db/schema.ts';
import { RENEWAL_UNCHANGED } from '../journeys/journey-changes.ts';
import { RENEWAL_TERMS_MOVED } from '../sandbox-insurer/renewal-submission.ts';
import { RENEWED_NOT_CANCELLED } from '../cancellation/cancellation-quote.ts';
import { NOT_RENEWED_CANCELLED } from './quote-renewal.ts';
import { RENEWAL_WITH_INSURER } from './renew-policy.ts';

type Headers = Record<string, string>;

// Issue 47 (docs/product/renewals.md): a policy renewed from its card, on the insurer's terms, paid like a purchase
// and issued by the insurer from the day after the old one ends.
describeWithApp('renewing a policy', (ctx, api) => {
  const endIn = (headers: Headers, policyNumber: string, daysLeft: number) =>
    endInDays(ctx().app, headers, policyNumber, daysLeft);
  const renew = (headers: Headers, policyNumber: string) =>
    api('POST', `/v1/policies/${encodeURIComponent(policyNumber)}/renew`, headers);
  const pay = (headers: Headers, vertical: JourneyVertical, journeyId: string) =>
    payConfirmedJourney(ctx().app, vertical, { headers, journeyId } as Parameters<typeof payConfirmedJourney>[2]);
  // A checkout opened on the terms of the day, and paid (returning as the browser does) after they moved.
  const openCheckout = async (headers: Headers, api_: 'health' | 'motor', journeyId: string) =>
    (await api('POST', `/v1/${api_}/payments/initiate`, headers, { journey_id: journeyId })).json() as {
      payment_attempt_id: string;
      payment_url: string;
    };
  const payOpened = async (
    headers: Headers,
    api_: 'health' | 'motor',
    journeyId: string,
    checkout: { payment_attempt_id: string; payment_url: string },
  ) => {
    await payAndReturn(ctx().app, checkout.payment_url);
    const status = await api('GET', `/v1/${api_}/payments/status/${journeyId}/${checkout.payment_attempt_id}`, headers);
    return status.json();
  };
  const listed = async (headers: Headers, policyNumber: string) =>
    (await dashboardOf(ctx().app, headers)).policies.find((p) => p.policy_number === policyNumber);

  it('renews health on the insurer’s terms from the day after the end, once, and reminds of it no more', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    const end = await endIn(headers, policyNumber, 10);
    const terms = (await api('GET', `/v1/policies/${policyNumber}/renewal-quote`, headers)).json();

    const first = await renew(headers, policyNumber);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      vertical: 'HEALTH',
      outcome: 'RENEWAL',
      total_premium: terms.premium,
      cover_start: addDays(end, 1),
      cover_end: periodEnd(addDays(end, 1), 1),
    });
    // Asked again (a second tab, a double click): the same journey, as it was.
    const again = await renew(headers, policyNumber);
    expect(again.json().journey_id).toBe(first.json().journey_id);
    // It is not edited as a purchase is: it carries the policy as it stands, KYC included.
    const j = { headers, journeyId: first.json().journey_id } as Parameters<typeof presignKyc>[1];
    const upload = await presignKyc(app, j, 'PAN');
    expect([upload.statusCode, upload.json().error.message]).toEqual([409, RENEWAL_UNCHANGED]);
    // Confirming it (the failed payment page's Retry) confirms it on the insurer's terms of the day, as renewing does.
    const confirm = await api('POST', '/v1/health/journey/confirmation', headers, {
      journey_id: first.json().journey_id,
    });
    expect(confirm.json()).toEqual({
      journey_id: first.json().journey_id,
      status: 'CONFIRMED',
      total_premium: terms.premium,
    });

    const { status } = await pay(headers, 'HEALTH', first.json().journey_id);
    expect(status).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
    const renewal = await listed(headers, status.policy_number);
    expect(renewal).toMatchObject({
      start_date: addDays(end, 1),
      end_date: periodEnd(addDays(end, 1), 1),
      premium_paid: terms.premium,
    });
    // The claim-free year's cumulative bonus is on the renewal's schedule, as the terms gave it.
    expect(terms.ncb_percent).toBeGreaterThan(0);
    const schedule = await api('GET', `/v1/health/policy/download/${first.json().journey_id}`, headers);
    expect((await pdfText(schedule)).replace(/\s+/g, ' ')).toContain(
      `Cumulative bonus: ${terms.ncb_percent} % of the sum insured`,
    );
    expect((await listed(headers, policyNumber))?.renewal).toEqual({
      state: 'RENEWED',
      policy_number: status.policy_number,
      from: addDays(end, 1),
      new_policy: false,
    });
    const twice = await renew(headers, policyNumber);
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      `This policy has been renewed: policy ${status.policy_number} covers you from ${addDays(end, 1)}.`,
    ]);
    // A renewal has no free look (a new policy's right), and the policy it renews is not cancelled under it.
    const renewalCancel = await api('GET', `/v1/policies/${status.policy_number}/cancellation-quote`, headers);
    expect(renewalCancel.json().window).not.toBe('FREE_LOOK');
    const oldCancel = await api('GET', `/v1/policies/${policyNumber}/cancellation-quote`, headers);
    expect([oldCancel.statusCode, oldCancel.json().error.message]).toEqual([409, RENEWED_NOT_CANCELLED]);

    // Its reminders stop: the sweep finds nothing due for the renewed policy.
    await app.renewals.remind();
    const [old] = await ctx().handle.db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    const reminded = await ctx()
      .handle.db.select()
      .from(notices)
      .where(and(eq(notices.event, 'RENEWAL_REMINDER'), like(notices.subjectId, `${old?.id}:%`)));
    expect(reminded).toEqual([]);
  });

  it('opens 90 days before the end: a policy bought today is not renewed a year ahead', async () => {
    const { headers, policyNumber } = await healthPolicy(ctx().app);
    const [policy] = await ctx().handle.db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    const words = `A policy can be renewed here from 90 days before it ends: this one from ${toDisplayDate(
      addDays(policy?.endDate ?? '', -90),
    )}.`;
    for (const res of [
      await renew(headers, policyNumber),
      await api('GET', `/v1/policies/${policyNumber}/renewal-quote`, headers),
    ])
      expect([res.statusCode, res.json().error.message]).toEqual([409, words]);
  });

  it('is declined when its terms moved overnight, though the premium did not (a renewal became a new policy)', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endIn(headers, policyNumber, -30);
    const quoted = (await renew(headers, policyNumber)).json();
    expect(quoted.outcome).toBe('RENEWAL');
    // The checkout is opened on the day's terms; the grace's last day passes before the payment is captured.
    const checkout = await openCheckout(headers, 'health', quoted.journey_id);
    await endIn(headers, policyNumber, -31);
    const status = await payOpened(headers, 'health', quoted.journey_id, checkout);
    expect(status.policy_number ?? null).toBeNull();
    await expect
      .poll(async () => (await dashboardOf(app, headers)).refunds.map((r) => r.reason), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining(RENEWAL_TERMS_MOVED));
    expect((await listed(headers, policyNumber))?.renewal?.state).toBe('LAPSED');
  });

  it('buys a health policy past its grace as a new policy, from tomorrow, underwritten afresh', async () => {
    const { headers, policyNumber } = await healthPolicy(ctx().app);
    await endIn(headers, policyNumber, -40);
    const fresh = (await renew(headers, policyNumber)).json();
    const tomorrow = addDays(indiaDate(new Date()), 1);
    expect(fresh).toMatchObject({ outcome: 'NEW_POLICY', cover_start: tomorrow });
    const { status } = await pay(headers, 'HEALTH', fresh.journey_id);
    expect(status).toMatchObject({ status: 'SUCCESS', policy_number: expect.any(String) });
    expect(await listed(headers, status.policy_number)).toMatchObject({
      start_date: tomorrow,
      premium_paid: fresh.total_premium,
    });
    expect((await listed(headers, policyNumber))?.renewal).toMatchObject({ state: 'RENEWED', new_policy: true });
  });

  it('takes no money for the renewal of a policy cancelled meanwhile', async () => {
    const { headers, policyNumber } = await healthPolicy(ctx().app);
    await endIn(headers, policyNumber, 10);
    const renewal = (await renew(headers, policyNumber)).json();
    const quote = (await api('GET', `/v1/policies/${policyNumber}/cancellation-quote`, headers)).json();
    const cancelled = await api('POST', `/v1/policies/${policyNumber}/cancel`, headers, {
      reason: 'OTHER',
      confirm_refund_paise: quote.refund_paise,
    });
    expect(cancelled.statusCode).toBe(200);
    const started = await api('POST', '/v1/health/payments/initiate', headers, { journey_id: renewal.journey_id });
    expect([started.statusCode, started.json().error.message]).toEqual([409, NOT_RENEWED_CANCELLED]);
  });

  it('makes one journey when two tabs renew at once, and none for anyone but the buyer', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endIn(headers, policyNumber, 20);
    const stranger = { 'x-session-id': (await login(app, uniqueMobile())).session_id };
    expect((await renew(stranger, policyNumber)).statusCode).toBe(404);
    const [a, b] = await Promise.all([renew(headers, policyNumber), renew(headers, policyNumber)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().journey_id).toBe(b.json().journey_id);
    // An open renewal is renewed from the policy's card, not listed as a purchase to resume.
    expect((await dashboardOf(app, headers)).journeys.map((j) => j.journey_id)).not.toContain(a.json().journey_id);
  });

  it('carries a motor no-claim bonus into the renewal the insurer issues', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await motorPolicy(app);
    const end = await endIn(headers, policyNumber, 7);
    const renewed = await renew(headers, policyNumber);
    expect(renewed.json()).toMatchObject({ vertical: 'MOTOR', outcome: 'RENEWAL', cover_start: addDays(end, 1) });
    const { status } = await pay(headers, 'MOTOR', renewed.json().journey_id);
    expect(status).toMatchObject({ status: 'SUCCESS', policy_number: expect.stringMatching(/-M-\d{4}-/) });
    expect(await listed(headers, status.policy_number)).toMatchObject({
      start_date: addDays(end, 1),
      premium_paid: renewed.json().total_premium,
    });
    // What the insurer was sent and issued on: the bonus one step up, earned by the expiring policy.
    const [issued] = await ctx()
      .handle.db.select()
      .from(policies)
      .where(eq(policies.policyNumber, status.policy_number));
    const paid = issued?.snapshot as {
      renewal: { ncb_percent: number };
      quoteRequest: { priced_cover: { own_damage: { ncb_percent: number } } };
      proposal: { vehicle: { previous_policy: { policy_number: string } } };
    };
    expect([
      paid.renewal.ncb_percent,
      paid.quoteRequest.priced_cover.own_damage.ncb_percent,
      paid.proposal.vehicle.previous_policy.policy_number,
    ]).toEqual([35, 35, policyNumber]);
  });

  it('waits for a lapsed vehicle’s inspection before the insurer issues its renewal', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await motorPolicy(app);
    await endIn(headers, policyNumber, -30);
    const renewed = (await renew(headers, policyNumber)).json();
    const { status } = await pay(headers, 'MOTOR', renewed.journey_id);
    expect(status.policy_number ?? null).toBeNull();
    const j = { headers, journeyId: renewed.journey_id } as Parameters<typeof inspectionUrlOf>[1];
    const url = await inspectionUrlOf(app, j);
    expect(url).toMatch(/^\/sandbox-insurer\/[a-z-]+\/inspections\//);
    const paidAgain = await renew(headers, policyNumber);
    expect([paidAgain.statusCode, paidAgain.json().error.message]).toEqual([409, RENEWAL_WITH_INSURER]);
    // Paid and waiting for the inspection: the buyer is not told to renew (the day after its end's reminder).
    await app.renewals.remind();
    const [old] = await ctx().handle.db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    expect(
      await ctx()
        .handle.db.select()
        .from(notices)
        .where(and(eq(notices.event, 'RENEWAL_REMINDER'), like(notices.subjectId, `${old?.id}:%`))),
    ).toEqual([]);
    expect((await postInspection(app, url ?? '', inspectionForm())).status).toBe(200);
    await expect
      .poll(async () => (await listed(headers, policyNumber))?.renewal?.state, { timeout: 15_000 })
      .toBe('RENEWED');
    expect((await listed(headers, policyNumber))?.renewal?.from).toBe(addDays(indiaDate(new Date()), 1));
  });

  it('is declined by the insurer on terms it no longer gives, refunded, and can then be renewed anew', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await motorPolicy(app);
    await endIn(headers, policyNumber, 5);
    const stale = (await renew(headers, policyNumber)).json();
    const checkout = await openCheckout(headers, 'motor', stale.journey_id);
    // The bonus is lost before the open checkout is paid (the policy moved past day 90): the terms are dearer now.
    await endIn(headers, policyNumber, -91);
    const status = await payOpened(headers, 'motor', stale.journey_id, checkout);
    expect(status.policy_number ?? null).toBeNull();
    await expect
      .poll(async () => (await dashboardOf(app, headers)).refunds.map((r) => [r.amount, r.reason]), {
        timeout: 15_000,
      })
      .toContainEqual([stale.total_premium, expect.stringContaining(RENEWAL_TERMS_MOVED)]);
    const fresh = await renew(headers, policyNumber);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().journey_id).not.toBe(stale.journey_id);
    expect(fresh.json().total_premium).toBeGreaterThan(stale.total_premium);
  });
});
