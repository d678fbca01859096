import type { TAddon, TPlanMeta } from '@kavach/domain';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('health plans, hospitals and logos', (ctx) => {
  it('lists every plan with features of both kinds and its claim steps', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/health/plan-information' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.length).toBe(ctx().app.healthCatalogue.plans.length);
    expect(plans.length).toBeGreaterThanOrEqual(20);
    for (const plan of plans) {
      expect(plan.features.some((f: { feature_type: string }) => f.feature_type === 'INCLUDED')).toBe(true);
      expect(plan.features.some((f: { feature_type: string }) => f.feature_type === 'EXCLUDED')).toBe(true);
      expect(plan.claim_process.length).toBeGreaterThanOrEqual(3);
      expect(plan.insurer_logo_url).toMatch(/^\/v1\/health\/insurers\/[a-z-]+\/logo\.svg$/);
    }
  });

  it('gives a plan config with grouped add-ons and no pricing internals', async () => {
    const planId = ctx().app.healthCatalogue.plans[0]!.plan_id;
    const res = await ctx().app.inject({ method: 'GET', url: `/v1/health/plan-config/${planId}` });
    expect(res.statusCode).toBe(200);
    const { addons } = res.json();
    const types = addons.map((a: { addon_type: string }) => a.addon_type);
    expect(types).toEqual(
      expect.arrayContaining(['AGGREGATE_DEDUCTIBLE', 'HOSPITAL_CASH_BENEFIT', 'CRITICAL_ILLNESS_RIDER']),
    );
    // The first sample plan has no co-payment and recharges without limit: neither add-on would buy anything.
    expect(types).not.toContain('CO_PAYMENT_WAIVER');
    expect(types).not.toContain('UNLIMITED_RECHARGE');
    expect(
      addons.every((a: Record<string, unknown>) => !('pricing' in a) && typeof a.addon_group_id === 'string'),
    ).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: '/v1/health/plan-config/no-such-plan' })).statusCode).toBe(
      404,
    );
    expect((await ctx().app.inject({ method: 'GET', url: '/v1/health/plan-config/..%2Fsecret' })).statusCode).toBe(400);
  });

  it('names and describes a plan’s add-ons in the request’s language, and says the answer varies by it', async () => {
    const planId = ctx().app.healthCatalogue.plans[0]!.plan_id;
    const config = async (headers: Record<string, string>) => {
      const res = await ctx().app.inject({ method: 'GET', url: `/v1/health/plan-config/${planId}`, headers });
      expect(res.headers.vary).toMatch(/accept-language/);
      return res.json() as { addons: TAddon[] };
    };
    const english = await config({});
    const hindi = await config({ 'accept-language': 'hi' });
    // The hospital cash add-on's name, its option's label and its first value's label.
    const cash = (c: typeof english) => {
      const addon = c.addons.find((a) => a.addon_type === 'HOSPITAL_CASH_BENEFIT');
      const option = addon?.addon_options[0];
      return [addon?.addon_name, option?.addon_option_label, option?.addon_option_values[0]?.addon_option_label];
    };
    expect(cash(english)).toEqual(['Hospital Cash', 'Daily cash', '₹500 a day']);
    expect(cash(hindi)).toEqual(['हॉस्पिटल कैश', 'दैनिक नकद राशि', '₹500 प्रति दिन']);
    // English is the catalogue exactly, pricing aside.
    const { pricing: _pricing, ...asWritten } = ctx().app.healthCatalogue.addons.get('hospital-cash-benefit')!;
    expect(english.addons.find((a) => a.addon_id === asWritten.addon_id)).toEqual(asWritten);
  });

  it('says a plan’s tagline, features and claim steps in the request’s language, and says the answer varies by it', async () => {
    const information = async (headers: Record<string, string>) => {
      const res = await ctx().app.inject({ method: 'GET', url: '/v1/health/plan-information', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/);
      return res.json() as TPlanMeta[];
    };
    const english = await information({});
    const hindi = await information({ 'accept-language': 'hi' });
    const activOne = (plans: TPlanMeta[]) => {
      const plan = plans.find((p) => p.plan_id === 'activ-one')!;
      const feature = plan.features.find((f) => f.feature_type === 'INCLUDED')!;
      return [
        plan.tagline,
        feature.feature_name,
        feature.feature_description,
        plan.claim_process[0]!.claim_process_name,
      ];
    };
    expect(activOne(english)).toEqual([
      'Earn back up to half your premium as rewards for staying active',
      'In-patient Hospitalisation',
      'Any room, no room rent limit',
      'Intimate the claim',
    ]);
    expect(activOne(hindi)).toEqual([
      'सक्रिय रहने पर इनाम के रूप में अपने प्रीमियम का आधा तक वापस पाएँ',
      'अस्पताल में भर्ती होकर इलाज',
      'कोई भी कमरा, कमरे के किराये की कोई सीमा नहीं',
      'दावे की सूचना दें',
    ]);
    // Names, figures and the plan's kinds of feature are the same in both; English is the catalogue as written.
    expect(hindi.map((p) => [p.plan_name, p.insurer_name, p.sum_insured_options])).toEqual(
      english.map((p) => [p.plan_name, p.insurer_name, p.sum_insured_options]),
    );
    expect(english[0]!.features).toEqual(ctx().app.healthCatalogue.plans[0]!.features);
    // An English reader after a Hindi one still reads English: the shared answer was not changed.
    expect(activOne(await information({ 'accept-language': 'en' }))[0]).toBe(activOne(english)[0]);
  });

  it('lists the 12 sample hospitals with coordinates', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/health/hospitals' });
    expect(res.statusCode).toBe(200);
    expect(res.json().hospitals).toHaveLength(12);
    expect(res.json().hospitals[0]).toEqual(
      expect.objectContaining({
        hospital_name: expect.any(String),
        pincode: expect.stringMatching(/^\d{6}$/),
        latitude: expect.any(Number),
      }),
    );
  });

  it('draws an SVG monogram for each insurer and 400s an unknown one', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/health/insurers/care-health/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('aria-label="Care Health"');
    expect((await ctx().app.inject({ method: 'GET', url: '/v1/health/insurers/acme/logo.svg' })).statusCode).toBe(400);
  });
});
