import { addDays, PORTING_NOT_OPEN, toDisplayDate } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { payWithSuccessCard } from '../../../test/account-fixtures.ts';
import { pdfText } from '../../../test/payments.ts';
import { dashboardOf, endIn as endInDays, healthPolicy, motorPolicy } from '../../../test/renewal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { journeys } from '../../db/schema.ts';
import { PORTED_ALREADY } from './port-standing.ts';

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

    // Moved: it is neither moved again nor renewed with its first insurer.
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
});
