import { expect, it } from 'vitest';
import { paidScheduleText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { rs } from '../payments/schedule-pdf.ts';

// A two-year health policy is paid once for both years. Its schedule printed the yearly base and add-on premiums
// beside the two-year discount and total, so the lines did not add up to what was paid; each yearly figure now says
// what it comes to over the period.
describeWithApp('health schedule: a policy paid for several years', (ctx, api) => {
  it('states each yearly figure with what it comes to over the period, adding up to the total paid', async () => {
    const j = await readyToPayJourney(ctx().app, 'ABCDK1234F', { policy_period: 'YEAR_02' });
    const premium = await api('GET', `/v1/health/journey/aggregated-premium-details/${j.journeyId}`, j.headers);
    const s = premium.json().premium_summary;
    expect(s.period_years).toBe(2);
    expect(s.discount_amount).toBeGreaterThan(0);
    const text = await paidScheduleText(ctx().app, 'HEALTH', j);
    for (const line of [
      `Base premium: ${rs(s.base_premium)} a year × 2 years = ${rs(s.period_base_premium)}`,
      `Add-ons: ${rs(s.total_addon_premium)} a year × 2 years = ${rs(s.period_addon_premium)}`,
      `Multi-year discount: - ${rs(s.discount_amount)}`,
      `Total premium paid: ${rs(s.total_premium)} for 2 years`,
    ])
      expect(text).toContain(line);
    expect(s.period_base_premium + s.period_addon_premium - s.discount_amount + s.tax).toBe(s.total_premium);
  });
});
