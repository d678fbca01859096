import { approvedByStaff } from '../../../test/kyc-review-fixtures.ts';
import { MESSAGES, indiaDate } from '@kavach/domain';
import { expect, it, vi } from 'vitest';
import { paymentAttempts, policies } from '../../db/schema.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { expectOnlyPolicy, expectScheduleSays, payConfirmedJourney } from '../../../test/payments.ts';
import {
  accidentalDeathRider,
  dobForAge,
  lifeAssured,
  lifestyle,
  nomineeDetails,
  savedTermProposal,
  signedInTermJourney,
  uploadIncomeProof,
} from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

describeWithApp('term proposal and purchase', (ctx, api) => {
  const details = async (j: BuyerJourney) =>
    (await api('GET', `/v1/termlife/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
  const saveLife = (j: BuyerJourney, over: Record<string, unknown>) =>
    api('POST', '/v1/termlife/journey/save-life-assured', j.headers, {
      journey_id: j.journeyId,
      life_assured: lifeAssured(over),
    });

  it('holds cover to the income multiple of the buyer’s age: 25× under 35, 10× from 45', async () => {
    const young = await signedInTermJourney(ctx().app);
    const short = await saveLife(young, { annual_income: 350_000 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.annual_income).toBe(
      'A cover of ₹1 Crore needs an annual income of at least ₹4,00,000 at age 30 (up to 25× income)',
    );
    expect((await saveLife(young, { annual_income: 400_000 })).statusCode).toBe(200);
    expect((await details(young)).income.cover_multiple).toBe(25);

    const older = await signedInTermJourney(ctx().app, { dob: dobForAge(46) });
    const refused = await saveLife(older, { annual_income: 900_000 });
    expect(refused.json().error.fields.annual_income).toContain('at least ₹10,00,000 at age 46 (up to 10× income)');
    expect((await saveLife(older, { annual_income: 1_000_000 })).statusCode).toBe(200);
    // A salaried buyer names an employer; bad input is a 400 naming the field, never a 500.
    const noEmployer = await saveLife(older, { employer_name: '' });
    expect(noEmployer.statusCode).toBe(400);
    expect(noEmployer.json().error.fields['life_assured.employer_name']).toBe('This field is required');
    // attack22: a direction override and control characters were stored in it, as the schedule would print them.
    const hidden = await saveLife(older, { employer_name: 'Infosys\u202e\u0007 Ltd' });
    expect(hidden.json().error.fields['life_assured.employer_name']).toBe(MESSAGES.LATIN_TEXT_ONLY);
  });

  it('refuses a nominee born in the future, whatever appointee is named', async () => {
    const j = await signedInTermJourney(ctx().app);
    const unborn = { full_name: 'Aarav Kulkarni', relation: 'SON', dob: '2999-12-31', share_percent: 100 };
    const saved = await api('POST', '/v1/termlife/journey/save-nominee-details', j.headers, {
      journey_id: j.journeyId,
      nominee_details: {
        nominees: [unborn],
        appointee: { full_name: 'Riya Kulkarni', relation: 'Sister', dob: dobForAge(30) },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toHaveProperty(['nominee_details.nominees.0.dob']);
  });

  it('takes nominees only with shares adding to 100, and an adult appointee for a minor', async () => {
    const j = await signedInTermJourney(ctx().app);
    const save = (nominee_details: unknown) =>
      api('POST', '/v1/termlife/journey/save-nominee-details', j.headers, { journey_id: j.journeyId, nominee_details });
    const refused = async (nominee_details: unknown) => {
      const res = await save(nominee_details);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    const appointee = (full_name: string, relation: string, age: number) => ({
      full_name,
      relation,
      dob: dobForAge(age),
    });
    const ninety = await refused(
      nomineeDetails({
        nominees: [
          { full_name: 'Priya Kulkarni', relation: 'SPOUSE', dob: dobForAge(29), share_percent: 60 },
          { full_name: 'Asha Kulkarni', relation: 'MOTHER', dob: dobForAge(58), share_percent: 30 },
        ],
      }),
    );
    expect(ninety['nominee_details.nominees']).toBe('Shares must add up to 100% (now 90%)');
    const child = { full_name: 'Aarav Kulkarni', relation: 'SON', dob: dobForAge(6), share_percent: 100 };
    expect((await refused({ nominees: [child] }))['nominee_details.appointee.full_name']).toBe(
      'Since the nominee is under 18 years, an appointee is required.',
    );
    expect(await refused({ nominees: [child], appointee: appointee('Riya Kulkarni', 'Sister', 15) })).toHaveProperty([
      'nominee_details.appointee.dob',
    ]);
    await refused({
      nominees: Array.from({ length: 4 }, (_, i) => ({
        ...child,
        dob: dobForAge(30),
        share_percent: 25,
        full_name: `Nominee ${'ABCD'[i]}`,
      })),
    });
    // An appointee stands in only for a minor: named for adults alone, the schedule would print someone with no role.
    const adultsOnly = await refused({
      nominees: [{ ...child, dob: dobForAge(19) }],
      appointee: appointee('Priya Kulkarni', 'Mother', 45),
    });
    expect(adultsOnly['nominee_details.appointee']).toBe('An appointee is named only for a nominee under 18');
    const ok = await save({ nominees: [child], appointee: appointee('Priya Kulkarni', 'Mother', 29) });
    expect(ok.statusCode).toBe(200);
    expect((await details(j)).nominee_details).toMatchObject({
      nominees: [{ full_name: 'Aarav Kulkarni', share_percent: 100 }],
      appointee: { full_name: 'Priya Kulkarni' },
    });
  });

  it('loads the premium for what the declaration says, asks for tests where the plan will not price, and charges exactly the reviewed premium', async () => {
    const clean = await savedTermProposal(ctx().app);
    const cleanPremium = (await details(clean)).premium.premium_summary;
    expect(cleanPremium.total_premium).toBe(clean.quote.periodic_premium_breakups.total_premium);
    expect((await details(clean)).underwriting).toEqual({ loadings: [], medical_tests: [] });

    // BMI 32 (+25%), drinking regularly (+15%), high blood pressure (+25%): 65% on the life cover, riders untouched.
    const loaded = await savedTermProposal(ctx().app, {
      lifestyle: { weight_kg: 98, alcohol: 'REGULAR', existing_conditions: ['HYPERTENSION'] },
    });
    const view = await details(loaded);
    expect(view.underwriting.loadings).toEqual([
      { condition: 'BMI', percent: 25, reason: 'Body-mass index 32' },
      { condition: 'ALCOHOL', percent: 15, reason: 'Drinks alcohol regularly' },
      { condition: 'HYPERTENSION', percent: 25, reason: 'High blood pressure' },
    ]);
    expect(view.premium.premium_summary.base_premium).toBe(Math.round(cleanPremium.base_premium * 1.65));
    expect(view.premium.premium_changes).toEqual([
      {
        reason: 'Your declaration: loadings and smoker status',
        amount: view.premium.premium_summary.total_premium - cleanPremium.total_premium,
      },
    ]);

    // Diabetes is not priced unseen: the proposal needs tests, named with the reason.
    const tested = await savedTermProposal(ctx().app, { lifestyle: { existing_conditions: ['DIABETES'] } });
    expect((await details(tested)).underwriting.medical_tests).toEqual([
      { test: 'HbA1c and fasting blood sugar', reason: 'Diabetes' },
    ]);

    // The loaded journey, confirmed and paid: the attempt charges the reviewed premium to the paisa.
    await uploadIncomeProof(ctx, loaded);
    const confirmed = await api('POST', '/v1/termlife/journey/confirmation', loaded.headers, {
      journey_id: loaded.journeyId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().total_premium).toBe(view.premium.premium_summary.total_premium);
    const started = (
      await api('POST', '/v1/termlife/payments/initiate', loaded.headers, { journey_id: loaded.journeyId })
    ).json();
    const attempts = (await ctx().handle.db.select().from(paymentAttempts)).filter(
      (a) => a.id === started.payment_attempt_id,
    );
    expect(attempts[0]?.amountPaise).toBe(view.premium.premium_summary.total_premium * 100);
  });

  it('prices a confirmed smoker at smoker rates, and refuses a tobacco answer that contradicts it', async () => {
    const j = await signedInTermJourney(ctx().app);
    const quoted = j.quote.periodic_premium_breakups.total_premium;
    expect((await saveLife(j, { is_smoker: 'YES' })).statusCode).toBe(200);
    const view = await details(j);
    expect(view.quoted.is_smoker).toBe('YES');
    expect(view.premium.premium_summary.total_premium).toBeGreaterThan(quoted * 1.5);
    const contradicts = await api('POST', '/v1/termlife/journey/save-lifestyle-declaration', j.headers, {
      journey_id: j.journeyId,
      lifestyle: lifestyle({ tobacco: 'NO' }),
    });
    expect(contradicts.statusCode).toBe(400);
    expect(contradicts.json().error.fields.tobacco).toContain('You confirmed you smoke or use tobacco');
  });

  it('buys ₹1 crore of term cover: income proof, KYC, confirmation, payment, an insurer-issued policy for 35 years and its schedule', async () => {
    const j = await savedTermProposal(ctx().app);
    const view = await details(j);
    expect(view).toMatchObject({
      journey_step: 'DOCUMENTS',
      income: { income_proof_required: true, income_proof_uploaded: false },
      kyc: { kyc_status: 'SUCCESS' },
    });
    expect(view.plan).toMatchObject({
      sum_assured: 10_000_000,
      policy_term: 35,
      cover_till_age: 65,
      payout: 'LUMPSUM',
      premium_frequency: 'YEARLY',
    });

    const early = await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields).toEqual({ income_proof: 'Income proof is needed for this cover' });

    await uploadIncomeProof(ctx, j);
    expect((await details(j)).journey_step).toBe('REVIEW');
    // Issue 45: a person reads the income proof before the policy is issued.
    await approvedByStaff(ctx().app, j);
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    // A health URL does not reach a term journey.
    expect((await api('POST', '/v1/health/payments/initiate', j.headers, { journey_id: j.journeyId })).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/v1/health/journey/get-journey-details/${j.journeyId}`, j.headers)).statusCode).toBe(404);

    const { paid, status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    expect(paid.headers.location).toMatch(/^\/term-insurance\/sandbox\/redirect\?/);
    expect(status).toMatchObject({ status: 'SUCCESS', total_number: view.premium.premium_summary.total_premium });
    expect(status.policy_number).toMatch(/^[A-Z-]+-T-\d{4}-[0-9A-F]{8}$/);

    const [policy] = (await ctx().handle.db.select().from(policies)).filter((p) => p.journeyId === j.journeyId);
    const start = new Date(`${indiaDate(new Date())}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 1);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 35);
    end.setUTCDate(end.getUTCDate() - 1);
    expect(policy).toMatchObject({
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
    });

    // Its schedule; and the dashboard lists the term policy as it lists health ones.
    await expectOnlyPolicy(ctx().app, 'TERM', j, status.policy_number, {
      schedule: {
        file: `term-policy-${status.policy_number}.pdf`,
        says: [
          'Term Life Insurance Policy Schedule',
          status.policy_number,
          'Rahul Kulkarni',
          'Rs. 1,00,00,000',
          '35 years',
          '(cover till age 65)',
          'Lump sum',
          'Priya Kulkarni',
          '60%',
          'Asha Kulkarni',
          '40%',
          'paid yearly',
          'Exempt',
        ],
      },
      listed: { sum_insured: 10_000_000, members: ['Rahul Kulkarni'] },
    });
    // The schedule reads the same whenever it is downloaded: two years on, the cover still ends at 65, not 67.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 365 * 86_400_000 });
    try {
      const later = await api('GET', `/v1/termlife/policy/download/${j.journeyId}`, j.headers);
      await expectScheduleSays(later, `term-policy-${status.policy_number}.pdf`, ['(cover till age 65)']);
    } finally {
      vi.useRealTimers();
    }
    // Paid: nothing on the proposal changes any more.
    expect((await saveLife(j, { annual_income: 2_000_000 })).statusCode).toBe(409);
  });

  it('names the riders of a journey in the request’s language, English without one', async () => {
    const j = await signedInTermJourney(ctx().app, { addons: [accidentalDeathRider] });
    const ridersIn = async (language: Record<string, string>) => {
      const url = `/v1/termlife/journey/get-journey-details/${j.journeyId}`;
      const res = await api('GET', url, { ...j.headers, ...language });
      expect(res.statusCode).toBe(200);
      const addons = res.json().premium.plan_premium_breakups[0].addons as { is_opted: string; display_name: string }[];
      return addons.filter((a) => a.is_opted === 'YES').map((a) => a.display_name);
    };
    expect(await ridersIn({ 'accept-language': 'hi' })).toEqual(['दुर्घटना मृत्यु लाभ']);
    expect(await ridersIn({})).toEqual(['Accidental Death Benefit']);
  });

  it('sends a confirmed journey back to review when the declaration changes, and answers a stranger 404', async () => {
    const j = await savedTermProposal(ctx().app);
    await uploadIncomeProof(ctx, j);
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const changed = await api('POST', '/v1/termlife/journey/save-lifestyle-declaration', j.headers, {
      journey_id: j.journeyId,
      lifestyle: lifestyle({ family_history: 'YES' }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await details(j)).status).toBe('INITIATED');
    const refused = await api('POST', '/v1/termlife/payments/initiate', j.headers, { journey_id: j.journeyId });
    expect(refused.statusCode).toBe(409);

    const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    expect((await api('GET', `/v1/termlife/journey/get-journey-details/${j.journeyId}`, stranger)).statusCode).toBe(
      404,
    );
    expect((await saveLife({ journeyId: j.journeyId, headers: stranger }, {})).statusCode).toBe(404);
  });
});
