import { expect, it, vi } from 'vitest';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import { describeAcrossReleases, editCatalogueFile } from '../../../test/next-release.ts';
import { paidScheduleText, payConfirmedJourney, pdfText, scheduleText } from '../../../test/payments.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { dobForAge, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { rs } from './schedule-pdf.ts';

// A policy schedule states the policy as it was sold and paid for: the terms on record, whatever the catalogue or the
// life assured's age becomes, and premium lines that add up to the total paid.
type TermTables = {
  underwriting: { condition_tests: Record<string, string>; condition_loadings: Record<string, number> };
};
type HealthPlans = { plan_id: string; ped_waiting_period_months: number }[];

// The schedule is the insurer's word on what was sold. An operator's next release may change the catalogues' terms;
// a policy already paid for must still print the terms it was sold on, not what the new catalogue says. The term
// schedule worked its tests out again at every download and printed a loading never charged.
describeAcrossReleases(
  'schedules: the terms on record outlive a change of the catalogues',
  { TERM_CATALOGUE_DIR: SAMPLE_CATALOGUE_DIRS.term, HEALTH_CATALOGUE_DIR: SAMPLE_CATALOGUE_DIRS.health },
  ({ catalogueDirs, first, next }) => {
    it('prints the term tests and the health waiting period the policies were sold with', async () => {
      const app = await first();
      const term = await savedTermProposal(app, {
        quote: { sum_assured: 2_500_000 },
        lifestyle: { existing_conditions: ['DIABETES'] },
      });
      expect(await paidScheduleText(app, 'TERM', term)).toContain('HbA1c and fasting blood sugar');
      const health = await readyToPayJourney(app);
      const declared = await app.inject({
        method: 'POST',
        url: '/v1/health/journey/save-medical-declaration',
        headers: health.headers,
        payload: declaring(health, ['DIABETES']),
      });
      expect(declared.statusCode, declared.body).toBe(200);
      const waiting = "Declared conditions are covered after the plan's waiting period of 36 months";
      expect(await paidScheduleText(app, 'HEALTH', health)).toContain(waiting);

      // The next release: the term insurer loads diabetes instead of testing for it; the health plan waits 24 months.
      editCatalogueFile<TermTables>(catalogueDirs.TERM_CATALOGUE_DIR!, 'rating-tables.json', ({ underwriting }) => {
        delete underwriting.condition_tests.DIABETES;
        underwriting.condition_loadings.DIABETES = 50;
      });
      // Its translations go with it: an entry for a text the catalogue no longer holds stops the server.
      editCatalogueFile<Record<string, string>>(catalogueDirs.TERM_CATALOGUE_DIR!, 'i18n/hi.json', (hindi) => {
        delete hindi['HbA1c and fasting blood sugar'];
      });
      editCatalogueFile<HealthPlans>(catalogueDirs.HEALTH_CATALOGUE_DIR!, 'plans.json', (plans) => {
        for (const plan of plans) if (plan.plan_id === health.planId) plan.ped_waiting_period_months = 24;
      });
      const later = await next();
      const termText = await scheduleText(later, 'TERM', term);
      expect({
        tests: termText.includes('HbA1c and fasting blood sugar'),
        loading: termText.includes('loading'),
      }).toEqual({
        tests: true,
        loading: false,
      });
      expect(await scheduleText(later, 'HEALTH', health)).toContain(waiting);
      // Two on-disk releases, each a fresh database migrated from nothing: past the 30 s default on a busy machine.
    }, 90_000);
  },
);

/**
 * attack13: the term schedule is rendered from the paid snapshot, but its "Medical tests" section is worked out again
 * at every download (term-schedule.ts calls termUnderwriting with today's age). The routine test is "usual from
 * age 45": a policy bought at 44 without any test reads, downloaded after the 45th birthday, as cover the insurer
 * "confirms after" a medical examination, and may refuse with a refund.
 */
describeWithApp('term schedule: what was underwritten stays on record (attack13)', (ctx, api) => {
  const download = async (journeyId: string, headers: Record<string, string>) => {
    const pdf = await api('GET', `/v1/termlife/policy/download/${journeyId}`, headers);
    expect(pdf.statusCode).toBe(200);
    return (await pdfText(pdf)).replace(/\s+/g, ' ');
  };

  it('prints the same medical tests (none) when a policy bought at 44 is downloaded after the 45th birthday', async () => {
    // ₹25 lakh: below the routine-test cover and the income-proof cover; 44 is below the routine-test age.
    const j = await savedTermProposal(ctx().app, { quote: { dob: dobForAge(44), sum_assured: 2_500_000 } });
    expect(
      (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
    ).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'TERM', j);
    expect(status.status).toBe('SUCCESS');
    const atIssue = await download(j.journeyId, j.headers);
    expect(atIssue).not.toContain('Medical tests');

    // A year on (dobForAge puts the birthday 20 days back, so the 45th has passed), the buyer downloads it again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 365 * 86_400_000 });
    let later: string;
    try {
      later = await download(j.journeyId, j.headers);
    } finally {
      vi.useRealTimers();
    }
    expect({
      medicalTests: later.includes('Medical tests'),
      coverSubjectToTests: later.includes('confirms the cover after them'),
    }).toEqual({ medicalTests: false, coverSubjectToTests: false });
  });
});

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
