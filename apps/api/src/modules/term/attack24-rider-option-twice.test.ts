import { expect, it } from 'vitest';
import { dobForAge, signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// IRDAI's rider rules: a rider's sum assured may not exceed the life cover (SECURITY.md, `riderAboveCover`). The
// check reads the rider's first SUM_ASSURED option (`Array.find`), while the rating engine prices the last one
// (`addonChoicesOf` builds a Map, so a later entry overwrites an earlier one). Naming the option twice — a small
// value first, a large one last — slips a ₹50 lakh accident rider onto a ₹10 lakh life cover, priced and saved.
describeWithApp('attack24: a rider option given twice', (ctx, api) => {
  const riderTwice = (addon_type: string, first: string, last: string) => ({
    addon_type,
    is_opted: 'YES',
    addon_options: [
      { addon_option_type: 'SUM_ASSURED', addon_option_value: first },
      { addon_option_type: 'SUM_ASSURED', addon_option_value: last },
    ],
  });

  it('refuses a rider above the life cover on the add-on PUT, whichever of its repeated options is priced', async () => {
    // 50, a smoker: the life premium is high enough that neither rider meets IRDAI's premium ceilings.
    const j = await signedInTermJourney(ctx().app, { sum_assured: 1_000_000, dob: dobForAge(50), is_smoker: 'YES' });
    const before = (
      await api('GET', `/v1/termlife/journey/aggregated-premium-details/${j.journeyId}`, j.headers)
    ).json().premium_summary.total_premium as number;

    const put = await api('PUT', `/v1/termlife/journey/${j.journeyId}/addons`, j.headers, {
      addons: [riderTwice('ACCIDENTAL_DEATH_BENEFIT', '1000000', '5000000')],
    });
    // A ₹50 lakh accident rider on a ₹10 lakh life cover pays five lives on an accident.
    expect(put.statusCode).toBe(400);
    const after = (await api('GET', `/v1/termlife/journey/aggregated-premium-details/${j.journeyId}`, j.headers)).json()
      .premium_summary.total_premium as number;
    expect(after).toBe(before);
  });

  it('refuses the same on the single quote', async () => {
    const j = await signedInTermJourney(ctx().app, { sum_assured: 1_000_000, dob: dobForAge(50), is_smoker: 'YES' });
    const single = await api('POST', '/v1/termlife/single-quote', j.headers, {
      request_type: 'BASE_SINGLE_QUOTATION',
      plan_category: 'TERM_LIFE_INSURANCE',
      plan_id: 'e-term-plan',
      gender: 'MALE',
      dob: dobForAge(50),
      annual_income: 'ABOVE_FIFTEEN_LAC',
      is_smoker: 'YES',
      pincode: '411001',
      sum_assured: 1_000_000,
      addons: [riderTwice('CRITICAL_ILLNESS', '500000', '2500000')],
    });
    expect(single.statusCode).toBe(400);
  });
});
