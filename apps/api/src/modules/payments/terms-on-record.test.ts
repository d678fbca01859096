import { expect, it } from 'vitest';
import { SAMPLE_HEALTH_CATALOGUE_DIR, SAMPLE_TERM_CATALOGUE_DIR } from '../../catalogue/load-catalogues.ts';
import { describeAcrossReleases, editCatalogueFile } from '../../../test/next-release.ts';
import { paidScheduleText, scheduleText } from '../../../test/payments.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';

type TermTables = {
  underwriting: { condition_tests: Record<string, string>; condition_loadings: Record<string, number> };
};
type HealthPlans = { plan_id: string; ped_waiting_period_months: number }[];

// The schedule is the insurer's word on what was sold. An operator's next release may change the catalogues' terms;
// a policy already paid for must still print the terms it was sold on, not what the new catalogue says. The term
// schedule worked its tests out again at every download and printed a loading never charged.
describeAcrossReleases(
  'schedules: the terms on record outlive a change of the catalogues',
  { TERM_CATALOGUE_DIR: SAMPLE_TERM_CATALOGUE_DIR, HEALTH_CATALOGUE_DIR: SAMPLE_HEALTH_CATALOGUE_DIR },
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

      // The next release: the term insurer loads diabetes instead of testing for it; the health plan waits 48 months.
      editCatalogueFile<TermTables>(catalogueDirs.TERM_CATALOGUE_DIR!, 'rating-tables.json', ({ underwriting }) => {
        delete underwriting.condition_tests.DIABETES;
        underwriting.condition_loadings.DIABETES = 50;
      });
      editCatalogueFile<HealthPlans>(catalogueDirs.HEALTH_CATALOGUE_DIR!, 'plans.json', (plans) => {
        for (const plan of plans) if (plan.plan_id === health.planId) plan.ped_waiting_period_months = 48;
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
    });
  },
);
