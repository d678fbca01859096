import { expect, it } from 'vitest';
import { activaQuote, buyMotorPolicy, shiftedDate, signedInMotorJourney } from '../../../test/motor-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

/**
 * attack13: a motor renewal bought while the previous policy runs now starts the day after it ends (attack12), but
 * everything the price and the cover depend on is still read on the day of payment: the vehicle's age (its IDV and
 * the add-ons its age allows).
 */
describeWithApp('motor cover judged on the day it starts (attack13)', (ctx, api) => {
  /** A renewal of a vehicle registered `monthsAgo` (and 10 days), whose current policy ends two months from today. */
  const renewalInTwoMonths = (monthsAgo: number, over: Record<string, unknown> = {}) =>
    signedInMotorJourney(
      ctx().app,
      activaQuote({
        registration_date: shiftedDate(-10, -monthsAgo),
        previous_policy: { expiry_date: shiftedDate(0, 2), claim_last_year: 'NO', claim_free_years: 0 },
        ...over,
      }),
    );

  // India Motor Tariff GR.8: the IDV is the listed price less the depreciation for the vehicle's age at the
  // commencement of the insurance (15% up to a year, 20% from one to two years). An Activa registered 11 months ago
  // whose first policy ends in two months gets a renewal starting when it is 13 months old: its IDV is 80% of the
  // ex-showroom price (₹76,684 → ₹61,347). Kavach prices (and insures) it at today's age, 85% (₹65,181): the buyer
  // pays own damage and zero depreciation on ₹3,834 of value the vehicle no longer has on any day of the cover.
  it('values a renewal that starts in two months at the vehicle’s age on its first day of cover', async () => {
    const j = await renewalInTwoMonths(11);
    const { policy, schedule } = await buyMotorPolicy(ctx().app, j);
    expect(policy.start_date).toBe(shiftedDate(1, 2));
    const idvOnStartDay = Math.round(76_684 * 0.8);
    expect({ sum_insured: policy.sum_insured, printsIdv: schedule.includes('Rs. 61,347') }).toEqual({
      sum_insured: idvOnStartDay,
      printsIdv: true,
    });
  });

  // Each insurer sells zero depreciation only on a vehicle up to 5 years old (the catalogue's max_vehicle_age_years).
  // A scooter 4 years 11 months old today, whose policy ends in two months, is past 5 years on every day of the
  // renewal: the add-on is priced, charged and printed on a policy that starts at 5 years 2 months, cover the insurer
  // will not honour at a claim.
  it('does not sell zero depreciation on a renewal that starts after the vehicle passes the add-on’s age limit', async () => {
    const j = await renewalInTwoMonths(59, { addons: ['ZERO_DEPRECIATION'] });
    const details = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    const { policy, schedule } = await buyMotorPolicy(ctx().app, j);
    expect(policy.start_date).toBe(shiftedDate(1, 2));
    const zeroDep = details.cover.addons.find((a: { addon_type: string }) => a.addon_type === 'ZERO_DEPRECIATION');
    expect({ opted: zeroDep.is_opted, printed: schedule.includes('Zero depreciation') }).toEqual({
      opted: false,
      printed: false,
    });
  });
});
