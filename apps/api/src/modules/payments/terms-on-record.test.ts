import { expect, it } from 'vitest';
import { SAMPLE_HEALTH_CATALOGUE_DIR, SAMPLE_TERM_CATALOGUE_DIR } from '../../catalogue/load-catalogues.ts';
import { describeAcrossReleases, editCatalogueFile } from '../../../test/next-release.ts';
import { paidScheduleText, scheduleText } from '../../../test/payments.ts';
import { declaring, readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';

// The schedule is the insurer's word on what was sold. An operator's next release may change the catalogue's terms;
// a policy already paid for must still print the terms it was sold on, not what the new catalogue says.

describeAcrossReleases(
  'term schedule: the underwriting on record outlives a change of the catalogue',
  { env: 'TERM_CATALOGUE_DIR', sample: SAMPLE_TERM_CATALOGUE_DIR },
  ({ catalogueDir, first, next }) => {
    it('prints the medical tests the policy was sold subject to, not a loading the new rules would charge', async () => {
      const app = await first();
      const j = await savedTermProposal(app, {
        quote: { sum_assured: 2_500_000 },
        lifestyle: { existing_conditions: ['DIABETES'] },
      });
      expect(await paidScheduleText(app, 'TERM', j)).toContain('HbA1c and fasting blood sugar');

      // The insurer that tested for diabetes now loads the premium for it instead.
      type Tables = {
        underwriting: { condition_tests: Record<string, string>; condition_loadings: Record<string, number> };
      };
      editCatalogueFile<Tables>(catalogueDir, 'rating-tables.json', ({ underwriting }) => {
        delete underwriting.condition_tests.DIABETES;
        underwriting.condition_loadings.DIABETES = 50;
      });
      const later = await scheduleText(await next(), 'TERM', j);
      expect({ tests: later.includes('HbA1c and fasting blood sugar'), loading: later.includes('loading') }).toEqual({
        tests: true,
        loading: false,
      });
    });
  },
);

describeAcrossReleases(
  'health schedule: the waiting period on record outlives a change of the catalogue',
  { env: 'HEALTH_CATALOGUE_DIR', sample: SAMPLE_HEALTH_CATALOGUE_DIR },
  ({ catalogueDir, first, next }) => {
    it('prints the waiting period for declared conditions the policy was sold with', async () => {
      const app = await first();
      const j = await readyToPayJourney(app);
      const declared = await app.inject({
        method: 'POST',
        url: '/v1/health/journey/save-medical-declaration',
        headers: j.headers,
        payload: declaring(j, ['DIABETES']),
      });
      expect(declared.statusCode, declared.body).toBe(200);
      const sold = "Declared conditions are covered after the plan's waiting period of 36 months";
      expect(await paidScheduleText(app, 'HEALTH', j)).toContain(sold);

      // The plan's next edition waits 48 months: it is not the contract this buyer has.
      editCatalogueFile<{ plan_id: string; ped_waiting_period_months: number }[]>(
        catalogueDir,
        'plans.json',
        (plans) => {
          for (const plan of plans) if (plan.plan_id === j.planId) plan.ped_waiting_period_months = 48;
        },
      );
      expect(await scheduleText(await next(), 'HEALTH', j)).toContain(sold);
    });
  },
);
