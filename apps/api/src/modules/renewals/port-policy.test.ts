import { addDays, PORTING_NOT_OPEN, toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { payWithSuccessCard } from '../../../test/account-fixtures.ts';
import { payAndReturn, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { dashboardOf, endIn as endInDays, healthPolicy, motorPolicy } from '../../../test/renewal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { journeys } from '../../db/schema.ts';
import { PORTED_NOT_CANCELLED } from '../cancellation/cancellation-quote.ts';
import { NOT_PORTED_CANCELLED } from './continuation.ts';
import { PORT_WITH_INSURER, PORTED_ALREADY } from './port-standing.ts';
import { RENEWAL_WITH_INSURER, RENEWED_ALREADY } from './renew-policy.ts';

type Headers = Record<string, string>;

// Issue 47 (docs/product/renewals.md#portability): at its renewal a health policy moves to another insurer's plan; the
// new insurer underwrites the proposal and credits the waiting periods served, its cover running on without a break.
describeWithApp('moving a health policy to another insurer', (ctx, api) => {
  const base = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}`;
  const options = (headers: Headers, policyNumber: string) => api('GET', `${base(policyNumber)}/port-options`, headers);
  const port = (headers: Headers, policyNumber: string, planId: string) =>
    api('POST', `${base(policyNumber)}/port`, headers, { plan_id: planId });

  it('offers other insurers’ plans, and the one chosen continues the policy from the day after it ends', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    const end = await endInDays(app, headers, policyNumber, 20);
    const old = (await dashboardOf(app, headers)).policies.find((p) => p.policy_number === policyNumber);
    const offered = (await options(headers, policyNumber)).json();
    expect(offered).toMatchObject({ cover_start: addDays(end, 1), covered_since: old?.start_date });
    const plans = offered.options as {
      plan_id: string;
      insurer_id: string;
      insurer_name: string;
      total_premium: number;
    }[];
    expect(plans.length).toBeGreaterThan(1);
    // Cheapest first, none of the policy's own insurer's.
    expect(plans.map((p) => p.total_premium)).toEqual([...plans.map((p) => p.total_premium)].sort((a, b) => a - b));
    const ownInsurer = policyNumber.split('-H-')[0];
    expect(plans.filter((p) => p.insurer_id.toUpperCase().startsWith(ownInsurer ?? '-'))).toEqual([]);

    const [chosen, other] = plans;
    const moved = await port(headers, policyNumber, chosen?.plan_id ?? '');
    expect(moved.statusCode, moved.body).toBe(200);
    const { journey_id: journeyId } = moved.json();
    // A second tab on the same plan is the same move; another plan waits for this one to be removed.
    expect((await port(headers, policyNumber, chosen?.plan_id ?? '')).json()).toEqual({ journey_id: journeyId });
    const elsewhere = await port(headers, policyNumber, other?.plan_id ?? '');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toMatch(/^Your move to .+ is open: continue it from your dashboard/);

    await payWithSuccessCard(app, headers, journeyId);
    const after = await dashboardOf(app, headers);
    const continued = after.policies.find((p) => p.journey_id === journeyId);
    expect(continued).toMatchObject({ start_date: addDays(end, 1) });
    expect(after.policies.find((p) => p.policy_number === policyNumber)?.renewal).toEqual({
      state: 'PORTED',
      policy_number: continued?.policy_number,
      insurer_name: chosen?.insurer_name,
      from: addDays(end, 1),
    });
    const schedule = (await pdfText(await api('GET', `/v1/health/policy/download/${journeyId}`, headers))).replace(
      /\s+/g,
      ' ',
    );
    const oldInsurer = (old as { insurer_name?: string } | undefined)?.insurer_name;
    expect(schedule).toContain(
      `Ported from ${oldInsurer} policy ${policyNumber}, insured without a break since ${toDisplayDate(old?.start_date ?? '')}.`,
    );
    expect(schedule).toContain('Waiting periods already served are credited up to the previous sum insured of Rs.');

    // Moved: it is neither moved again nor renewed with its first insurer, and no plan is offered for it.
    const offeredAfter = await options(headers, policyNumber);
    expect([offeredAfter.statusCode, offeredAfter.json().error.message]).toEqual([
      409,
      PORTED_ALREADY(continued?.policy_number ?? ''),
    ]);
    const again = await port(headers, policyNumber, other?.plan_id ?? '');
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      PORTED_ALREADY(continued?.policy_number ?? ''),
    ]);
    const renewed = await api('POST', `${base(policyNumber)}/renew`, headers);
    expect([renewed.statusCode, renewed.json().error.message]).toEqual([
      409,
      PORTED_ALREADY(continued?.policy_number ?? ''),
    ]);
  });

  it('refuses a move before renewals open, of a motor policy, and to a plan of its own insurer', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    const early = await options(headers, policyNumber);
    expect([early.statusCode, early.json().error.message]).toEqual([409, PORTING_NOT_OPEN]);
    await endInDays(app, headers, policyNumber, 30);
    const own = (await dashboardOf(app, headers)).policies.find((p) => p.policy_number === policyNumber);
    const [bought] = await ctx()
      .handle.db.select()
      .from(journeys)
      .where(eq(journeys.id, own?.journey_id ?? ''));
    const sameInsurer = app.healthCatalogue.plans.find(
      (p) => p.insurer_id === bought?.insurerId && p.plan_id !== bought?.planId,
    );
    const same = await port(headers, policyNumber, sameInsurer?.plan_id ?? bought?.planId ?? '');
    expect([same.statusCode, same.json().error.message]).toEqual([
      409,
      'This policy cannot move to that plan: please choose one of the plans listed',
    ]);
    const vehicle = await motorPolicy(app);
    const motor = await options(vehicle.headers, vehicle.policyNumber);
    expect([motor.statusCode, motor.json().error.message]).toEqual([
      409,
      'Only a health policy can be moved to another insurer',
    ]);
  });

  it('answers anyone but the owner 404, before reading the body', async () => {
    const { app } = ctx();
    const { policyNumber } = await healthPolicy(app);
    const stranger = { 'x-session-id': (await login(app, uniqueMobile())).session_id };
    expect((await options(stranger, policyNumber)).statusCode).toBe(404);
    expect((await api('POST', `${base(policyNumber)}/port`, stranger, { plan_id: 7 })).statusCode).toBe(404);
  });

  // A policy is continued once: renewed with its insurer or moved to another, never both (an attacker paid both).
  it('refuses to pay for a move once the renewal is paid, and a renewal once the move is', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endInDays(app, headers, policyNumber, 20);
    const plan = (await options(headers, policyNumber)).json().options[0].plan_id as string;
    const renewal = (await api('POST', `${base(policyNumber)}/renew`, headers)).json().journey_id as string;
    const move = (await port(headers, policyNumber, plan)).json().journey_id as string;
    await payConfirmedJourney(app, 'HEALTH', { headers, journeyId: renewal });
    const renewed = (await dashboardOf(app, headers)).policies.find((p) => p.journey_id === renewal);
    const offered = await options(headers, policyNumber);
    expect([offered.statusCode, offered.json().error.message]).toEqual([
      409,
      RENEWED_ALREADY(renewed?.policy_number ?? '', renewed?.start_date ?? ''),
    ]);
    for (const step of ['/v1/health/journey/confirmation', '/v1/health/payments/initiate']) {
      const refused = await api('POST', step, headers, { journey_id: move });
      expect([step, refused.statusCode, refused.json().error.message]).toEqual([
        step,
        409,
        RENEWED_ALREADY(renewed?.policy_number ?? '', renewed?.start_date ?? ''),
      ]);
    }

    // The other way round, on another policy: the move paid, its renewal (opened before) is not.
    const second = await healthPolicy(app);
    await endInDays(app, second.headers, second.policyNumber, 20);
    const plan2 = (await options(second.headers, second.policyNumber)).json().options[0].plan_id as string;
    const renewal2 = (await api('POST', `${base(second.policyNumber)}/renew`, second.headers)).json().journey_id;
    const move2 = (await port(second.headers, second.policyNumber, plan2)).json().journey_id as string;
    await payWithSuccessCard(app, second.headers, move2);
    const moved = (await dashboardOf(app, second.headers)).policies.find((p) => p.journey_id === move2);
    const late = await api('POST', '/v1/health/payments/initiate', second.headers, { journey_id: renewal2 });
    expect([late.statusCode, late.json().error.message]).toEqual([409, PORTED_ALREADY(moved?.policy_number ?? '')]);
    // Nor is the moved policy cancelled under the one that credits its waiting periods.
    const cancel = await api('GET', `${base(second.policyNumber)}/cancellation-quote`, second.headers);
    expect([cancel.statusCode, cancel.json().error.message]).toEqual([409, PORTED_NOT_CANCELLED]);
  });

  // Both opened before either was paid (initiate refuses only once one is): paid at once, one keeps its money.
  it('keeps one of a renewal and a move paid at the same moment, and refunds the other saying why', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endInDays(app, headers, policyNumber, 20);
    const plan = (await options(headers, policyNumber)).json().options[0].plan_id as string;
    const renewal = (await api('POST', `${base(policyNumber)}/renew`, headers)).json().journey_id as string;
    const move = (await port(headers, policyNumber, plan)).json().journey_id as string;
    expect((await api('POST', '/v1/health/journey/confirmation', headers, { journey_id: move })).statusCode).toBe(200);
    const opened = await Promise.all(
      [renewal, move].map(async (journeyId) => {
        const started = await api('POST', '/v1/health/payments/initiate', headers, { journey_id: journeyId });
        expect(started.statusCode, started.body).toBe(200);
        return started.json().payment_url as string;
      }),
    );
    await Promise.all(opened.map((url) => payAndReturn(app, url)));

    const after = await dashboardOf(app, headers);
    const continued = after.policies.filter((p) => p.journey_id === renewal || p.journey_id === move);
    expect(continued).toHaveLength(1);
    const kept = continued[0];
    const refused =
      kept?.journey_id === renewal
        ? [RENEWAL_WITH_INSURER, RENEWED_ALREADY(kept.policy_number, kept.start_date)]
        : [PORT_WITH_INSURER, PORTED_ALREADY(kept?.policy_number ?? '')];
    expect(after.refunds).toHaveLength(1);
    expect(refused).toContain(after.refunds[0]?.reason);
  });

  it('names the cumulative bonus a renewed policy carried, and the new insurer credits it', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endInDays(app, headers, policyNumber, 20);
    const renewal = (await api('POST', `${base(policyNumber)}/renew`, headers)).json().journey_id as string;
    await payConfirmedJourney(app, 'HEALTH', { headers, journeyId: renewal });
    const renewed = (await dashboardOf(app, headers)).policies.find((p) => p.journey_id === renewal);
    const renewedNumber = renewed?.policy_number ?? '';
    await endInDays(app, headers, renewedNumber, 20);
    const plan = (await options(headers, renewedNumber)).json().options[0].plan_id as string;
    const move = (await port(headers, renewedNumber, plan)).json().journey_id as string;
    await payWithSuccessCard(app, headers, move);
    const schedule = (await pdfText(await api('GET', `/v1/health/policy/download/${move}`, headers))).replace(
      /\s+/g,
      ' ',
    );
    // The renewal's terms gave a bonus for the claim-free year: a share of the sum insured, credited with it.
    const credit =
      /credited up to the previous sum insured of Rs\. ([\d,]+) and its cumulative bonus of Rs\. ([\d,]+),/.exec(
        schedule,
      );
    expect(credit).not.toBeNull();
    const rupees = (digits = '') => Number(digits.replaceAll(',', ''));
    expect(rupees(credit?.[2])).toBeGreaterThan(0);
    expect(rupees(credit?.[2])).toBeLessThan(rupees(credit?.[1]));
  });

  it('refuses to pay for a move of a policy cancelled since', async () => {
    const { app } = ctx();
    const { headers, policyNumber } = await healthPolicy(app);
    await endInDays(app, headers, policyNumber, 20);
    const plan = (await options(headers, policyNumber)).json().options[0].plan_id as string;
    const move = (await port(headers, policyNumber, plan)).json().journey_id as string;
    const quote = (await api('GET', `${base(policyNumber)}/cancellation-quote`, headers)).json();
    await api('POST', `${base(policyNumber)}/cancel`, headers, {
      reason: 'OTHER',
      confirm_refund_paise: quote.refund_paise,
    });
    const refused = await api('POST', '/v1/health/journey/confirmation', headers, { journey_id: move });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, NOT_PORTED_CANCELLED]);
  });
});
