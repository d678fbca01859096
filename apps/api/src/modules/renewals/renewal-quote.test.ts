import { randomUUID } from 'node:crypto';
import { addDays, bonusRuleOf, indiaDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { dashboardOf, endIn as endInDays, healthPolicy, motorPolicy } from '../../../test/renewal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { RENEWAL_TERMS_CHANGED } from './renew-policy.ts';

type Headers = Record<string, string>;

const today = () => indiaDate(new Date());

// Issue 47 (docs/product/renewals.md): the insurer's renewal terms for one's own policy, asked over its connector,
// and what carries over — with the policy moved near its end (or past it) by the demo route, in Kavach's record and
// the sandbox insurer's book alike.
describeWithApp('a renewal quote', (ctx, api) => {
  const endIn = (headers: Headers, policyNumber: string, daysLeft: number) =>
    endInDays(ctx().app, headers, policyNumber, daysLeft);
  const quoteOf = (headers: Headers, policyNumber: string) =>
    api('GET', `/v1/policies/${policyNumber}/renewal-quote`, headers);

  it('renews health with its waiting periods within the 30-day grace, and after it offers a new policy', async () => {
    const { headers, policyNumber } = await healthPolicy(ctx().app);

    const end = await endIn(headers, policyNumber, 10);
    const onTime = await quoteOf(headers, policyNumber);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toMatchObject({
      policy_number: policyNumber,
      vertical: 'HEALTH',
      outcome: 'RENEWAL',
      cover_start: addDays(end, 1),
      waiting_periods: 'CONTINUE',
      inspection_required: false,
    });
    expect(onTime.json().premium).toBeGreaterThan(0);
    expect(onTime.json().notes).toContain('The waiting periods already served carry over to the renewal.');
    // A claim-free first year earns the plan's cumulative bonus, by its own rule (the fixture's plan states one).
    const listed = (await dashboardOf(ctx().app, headers)).policies.find((p) => p.policy_number === policyNumber);
    const plan = ctx().app.healthCatalogue.plans.find(
      (p) => p.plan_name === (listed as { plan_name?: string } | undefined)?.plan_name,
    );
    const rule = bonusRuleOf(plan?.no_claim_bonus);
    expect(rule).not.toBeNull();
    expect(onTime.json().ncb_percent).toBe(rule?.percentPerYear);
    expect(onTime.json().notes).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Cumulative bonus: ${rule?.percentPerYear} % of the sum insured, ₹[\\d,]+ more cover at no cost`),
      ),
    );

    // Ended 30 days ago: the grace's last day, renewed from tomorrow with the waiting periods served.
    await endIn(headers, policyNumber, -30);
    expect((await quoteOf(headers, policyNumber)).json()).toMatchObject({
      outcome: 'RENEWAL',
      cover_start: addDays(today(), 1),
      waiting_periods: 'CONTINUE',
    });

    await endIn(headers, policyNumber, -31);
    const lapsed = (await quoteOf(headers, policyNumber)).json();
    expect(lapsed).toMatchObject({ outcome: 'NEW_POLICY', waiting_periods: 'FRESH', ncb_percent: null });
    expect(lapsed.notes[0]).toBe(
      'This is a new policy, not a renewal: waiting periods for existing illnesses and named conditions start again.',
    );
  });

  it('carries a motor no-claim bonus one step up, keeps it with an inspection until day 90, then loses it', async () => {
    const { app } = ctx();
    // The Activa's policy was bought with two claim-free years: a 25 % bonus.
    const buyer = await motorPolicy(app);
    const { policyNumber } = buyer;

    const end = await endIn(buyer.headers, policyNumber, 10);
    const onTime = (await quoteOf(buyer.headers, policyNumber)).json();
    expect(onTime).toMatchObject({
      vertical: 'MOTOR',
      outcome: 'RENEWAL',
      cover_start: addDays(end, 1),
      ncb_percent: 35,
      inspection_required: false,
      waiting_periods: null,
    });
    expect(onTime.notes).toEqual(['Your no-claim bonus of 35 % carries over.']);

    await endIn(buyer.headers, policyNumber, -30);
    const late = (await quoteOf(buyer.headers, policyNumber)).json();
    expect(late).toMatchObject({ cover_start: addDays(today(), 1), ncb_percent: 35, inspection_required: true });
    expect(late.notes).toContain('Own-damage cover starts once the insurer has inspected the vehicle.');

    // Ended 90 days ago: renewed from tomorrow, a gap of 90 days, the bonus still kept.
    await endIn(buyer.headers, policyNumber, -90);
    expect((await quoteOf(buyer.headers, policyNumber)).json()).toMatchObject({ ncb_percent: 35 });

    await endIn(buyer.headers, policyNumber, -91);
    const lost = (await quoteOf(buyer.headers, policyNumber)).json();
    expect(lost).toMatchObject({ ncb_percent: 0, inspection_required: true });
    expect(lost.notes).toContain(
      'The policy ended more than 90 days ago: the no-claim bonus is lost, and the renewal carries none.',
    );
    // The same cover without its bonus costs more.
    expect(lost.premium).toBeGreaterThan(onTime.premium);
  });

  // The renewal quote told the insurer every year was claim-free, though a claim had been made on the policy.
  it('tells the insurer of a claim made in the year: the renewal then carries no bonus, and says why', async () => {
    const { app } = ctx();
    const buyer = await motorPolicy(app);
    const { policyNumber } = buyer;
    await endIn(buyer.headers, policyNumber, 10);
    expect((await quoteOf(buyer.headers, policyNumber)).json()).toMatchObject({ ncb_percent: 35 });
    const claim = await api('POST', `/v1/policies/${encodeURIComponent(policyNumber)}/claims`, buyer.headers, {
      kind: 'OWN_DAMAGE',
      idempotency_key: randomUUID(),
      incident_date: today(),
      claimed_amount: 18_000,
      description: 'Scraped against a wall while parking',
      survey_address: 'Prabhat Road, Pune',
    });
    expect(claim.statusCode).toBe(200);
    const after = (await quoteOf(buyer.headers, policyNumber)).json();
    expect(after).toMatchObject({ ncb_percent: 0 });
    expect(after.notes).toContain('A claim in the expiring year: the renewal carries no no-claim bonus.');
  });

  // An attacker confirmed the renewal, made a claim, then paid it with the claim-free bonus still on it.
  it('confirms a renewal again when a claim is made before it is paid, and says so before any money', async () => {
    const { app } = ctx();
    const buyer = await motorPolicy(app);
    const { policyNumber } = buyer;
    await endIn(buyer.headers, policyNumber, 10);
    const renewal = (await api('POST', `/v1/policies/${policyNumber}/renew`, buyer.headers)).json();
    await api('POST', `/v1/policies/${encodeURIComponent(policyNumber)}/claims`, buyer.headers, {
      kind: 'OWN_DAMAGE',
      idempotency_key: randomUUID(),
      incident_date: today(),
      claimed_amount: 18_000,
      description: 'Scraped against a wall while parking',
      survey_address: 'Prabhat Road, Pune',
    });
    const pay = { journey_id: renewal.journey_id };
    const first = await api('POST', '/v1/motor/payments/initiate', buyer.headers, pay);
    expect([first.statusCode, first.json().error.message]).toEqual([409, RENEWAL_TERMS_CHANGED]);
    // Confirmed again on the day's terms: the bonus gone, a dearer premium, which the next payment asks for.
    const again = await api('POST', '/v1/motor/payments/initiate', buyer.headers, pay);
    expect(again.statusCode).toBe(200);
    const [attempt] = await ctx()
      .handle.db.select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, again.json().payment_attempt_id));
    expect(attempt?.amountPaise).toBeGreaterThan(Math.round(renewal.total_premium * 100));
  });

  it('is not given for a cancelled policy, nor to anyone but the policy’s buyer', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    const stranger = { 'x-session-id': (await login(app, uniqueMobile())).session_id };
    expect((await quoteOf(stranger, policyNumber)).statusCode).toBe(404);
    expect(
      (await api('POST', `/v1/dev/policies/${policyNumber}/near-end`, stranger, { days_left: 5 })).statusCode,
    ).toBe(404);

    const quote = (await api('GET', `/v1/policies/${policyNumber}/cancellation-quote`, headers)).json();
    const cancelled = await api('POST', `/v1/policies/${policyNumber}/cancel`, headers, {
      reason: 'OTHER',
      confirm_refund_paise: quote.refund_paise,
    });
    expect(cancelled.statusCode).toBe(200);
    const refused = await quoteOf(headers, policyNumber);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'This policy was cancelled, so it cannot be renewed.',
    ]);
  });
});
