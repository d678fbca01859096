import { describe, expect, it } from 'vitest';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { familyOfFour, quoteRequest, yearsAgo } from '../../../test/health-fixtures.ts';

const single = (over: Record<string, unknown>) => quoteRequest({ request_type: 'BASE_SINGLE_QUOTATION', ...over });
const opt = (addon_type: string, options: [string, string][] = [['NA', 'NA']]) => ({
  addon_type,
  is_opted: 'YES',
  addon_options: options.map(([addon_option_type, addon_option_value]) => ({ addon_option_type, addon_option_value })),
});

describeWithApp('health single quote', (ctx) => {
  let sessionId: string | undefined;
  const session = async () => ({ 'x-session-id': (sessionId ??= await newSession(ctx().app)) });
  const singleQuote = async (over: Record<string, unknown>) =>
    ctx().app.inject({
      method: 'POST',
      url: '/v1/health/single-quote',
      headers: await session(),
      payload: single(over),
    });
  const firstPlan = () => ctx().app.healthCatalogue.plans[0]!;
  const planWithGroup = (mode: string) => {
    const { healthCatalogue: c } = ctx().app;
    const plan = c.plans.find((p) => p.addon_ids.some((id) => c.addons.get(id)?.addon_group_selection_type === mode))!;
    const defs = plan.addon_ids.map((id) => c.addons.get(id)!).filter((d) => d.addon_group_selection_type === mode);
    const group = defs[0]!.addon_group_id;
    return { plan, defs: defs.filter((d) => d.addon_group_id === group) };
  };

  it('prices one plan and holds a non-empty quotation_list', async () => {
    const plan = firstPlan();
    const res = await singleQuote({ plan_id: plan.plan_id, insurer_id: plan.insurer_id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.quotation_list).toHaveLength(1);
    expect(body.quotation_list[0]).toMatchObject({
      plan_id: plan.plan_id,
      insurer_id: plan.insurer_id,
      plan_name: plan.plan_name,
      sum_insured: 1_000_000,
    });
  });

  it('adds an opted add-on to the premium, priced by its option', async () => {
    const plan = firstPlan();
    const price = async (addons: unknown[]) =>
      (await singleQuote({ plan_id: plan.plan_id, addons })).json().quotation_list[0].periodic_premium_breakups;
    const none = await price([]);
    const cash1000 = await price([opt('HOSPITAL_CASH_BENEFIT', [['DAILY_CASH_AMOUNT', '1000']])]);
    const cash2000 = await price([opt('HOSPITAL_CASH_BENEFIT', [['DAILY_CASH_AMOUNT', '2000']])]);
    expect(cash1000.total_premium).toBeGreaterThan(none.total_premium);
    expect(cash2000.total_premium).toBeGreaterThan(cash1000.total_premium);
    const line = cash1000.addons.find((a: { addon_type: string }) => a.addon_type === 'HOSPITAL_CASH_BENEFIT');
    expect(line.is_opted).toBe('YES');
    expect(cash1000.total_addon_premium).toBe(line.total_premium);
  });

  it("refuses an add-on without its option with the spec's message", async () => {
    const res = await singleQuote({ plan_id: firstPlan().plan_id, addons: [opt('AGGREGATE_DEDUCTIBLE')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['addons.0.addon_options']).toBe(
      'Please select an option for this add-on before adding it to your plan.',
    );
  });

  it('enforces EITHER (one of the group) and ALL (the whole group)', async () => {
    const either = planWithGroup('EITHER');
    const bothEither = await singleQuote({
      plan_id: either.plan.plan_id,
      addons: either.defs.map((d) => opt(d.addon_type)),
    });
    expect(bothEither.statusCode).toBe(400);
    expect(Object.values(bothEither.json().error.fields).join()).toContain('Choose only one of');

    const all = planWithGroup('ALL');
    const partial = await singleQuote({ plan_id: all.plan.plan_id, addons: [opt(all.defs[0]!.addon_type)] });
    expect(partial.statusCode).toBe(400);
    expect(Object.values(partial.json().error.fields).join()).toContain('These add-ons go together');
    const whole = await singleQuote({ plan_id: all.plan.plan_id, addons: all.defs.map((d) => opt(d.addon_type)) });
    expect(whole.statusCode).toBe(200);
  });

  it('checks the free-text proposer name and PAN options', async () => {
    const c = ctx().app.healthCatalogue;
    const plan = c.plans.find((p) =>
      p.addon_ids.some((id) => c.addons.get(id)?.addon_options.some((o) => o.addon_option_type === 'PROPOSER_PAN')),
    )!;
    const def = plan.addon_ids
      .map((id) => c.addons.get(id)!)
      .find((d) => d.addon_options.some((o) => o.addon_option_type === 'PROPOSER_PAN'))!;
    const send = async (pan: string) =>
      singleQuote({
        plan_id: plan.plan_id,
        addons: [
          opt(def.addon_type, [
            ['PROPOSER_FULL_NAME', 'Asha Rao'],
            ['PROPOSER_PAN', pan],
          ]),
        ],
      });
    expect((await send('ABCDE1234F')).statusCode).toBe(200);
    const bad = await send('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['addons.0.addon_options']).toBe('Enter a valid PAN number (e.g., ABCDE1234F)');
  });

  it('answers 404 for an unknown plan, 400 without a plan or with an add-on the plan lacks', async () => {
    const unknown = await singleQuote({ plan_id: 'no-such-plan' });
    expect(unknown.statusCode).toBe(404);
    const missing = await singleQuote({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.plan_id).toBe('This field is required');
    const foreign = await singleQuote({ plan_id: firstPlan().plan_id, addons: [opt('TIME_TRAVEL')] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields['addons.0.addon_type']).toBe('This plan does not offer this add-on');
  });

  // docs/decisions.md §3 "Loadings": a condition loads the share of the member who has it.
  describe('a condition placed on a member', () => {
    // galaxy-promise, ₹10 lakh (factor 1), Pune (metro, 1.15): the father at 62 is the dearest member, his share in
    // full ₹40,100 × 1.15 = ₹46,115; his diabetes (+20%) adds ₹9,223 and nothing to anyone else's share.
    const father = { relation: 'FATHER', name: 'Vasant Kulkarni', dob: yearsAgo(62, 30), gender: 'MALE' };
    const family = (fatherConditions: string[] = []) => [
      ...familyOfFour,
      fatherConditions.length > 0 ? { ...father, ped_list: fatherConditions } : father,
    ];
    const breakup = async (over: Record<string, unknown>) => {
      const res = await singleQuote({ plan_id: 'galaxy-promise', insurer_id: 'galaxy', ...over });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().quotation_list[0].periodic_premium_breakups;
    };

    it("loads the father's share only, and says whose", async () => {
      const clean = await breakup({ member_covered: family() });
      const loaded = await breakup({ member_covered: family(['DIABETES']), ped_list: ['DIABETES'] });
      expect(loaded.total_premium - clean.total_premium).toBe(9_223);
      expect(loaded.loadings).toEqual([{ condition: 'DIABETES', percent: 20, members: ['FATHER'] }]);
    });

    it('loads every member for a condition of the request placed on no member', async () => {
      const clean = await breakup({ member_covered: family() });
      const unplaced = await breakup({ member_covered: family(), ped_list: ['DIABETES'] });
      expect(unplaced.total_premium).toBe(Math.round(clean.total_premium * 1.2));
      expect(unplaced.loadings).toEqual([
        { condition: 'DIABETES', percent: 20, members: ['SELF', 'SPOUSE', 'CHILD_01', 'CHILD_02', 'FATHER'] },
      ]);
    });

    it('refuses a member condition beside a request that says no existing disease', async () => {
      const res = await singleQuote({ member_covered: family(['DIABETES']), ped_list: ['NO_EXISTING_DISEASE'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('ped_list');
    });
  });
});
