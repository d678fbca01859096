import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_TERM_CATALOGUE_DIR } from '../../catalogue/load-catalogues.ts';
import { paidScheduleText, payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { dobForAge, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, drivers, startTestApp } from '../../../test/test-app.ts';

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

// The schedule is the insurer's word on what was sold. An operator's next release may change the term catalogue's
// underwriting rules (an insurer that tested for diabetes now loads the premium for it instead); a policy already paid
// for must still print the tests it was sold subject to, not the new rules' reading of its declaration.
describe.each(drivers)(
  'term schedule: the underwriting on record outlives a change of the catalogue [%s]',
  (driver) => {
    const catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-term-catalogue-'));
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-pglite-'));
    fs.cpSync(SAMPLE_TERM_CATALOGUE_DIR, catalogueDir, { recursive: true });
    afterAll(() => {
      for (const dir of [catalogueDir, pgliteDir]) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('prints the medical tests the policy was sold on after the operator’s rules no longer ask for them', async () => {
      const env = { TERM_CATALOGUE_DIR: catalogueDir };
      const first = await startTestApp(driver, env, driver === 'pglite' ? { dataDir: pgliteDir } : {});
      let second: Awaited<ReturnType<typeof startTestApp>> | undefined;
      try {
        const j = await savedTermProposal(first.app, {
          quote: { sum_assured: 2_500_000 },
          lifestyle: { existing_conditions: ['DIABETES'] },
        });
        const atIssue = await paidScheduleText(first.app, 'TERM', j);
        expect(atIssue).toContain('HbA1c and fasting blood sugar');

        const tablesFile = path.join(catalogueDir, 'rating-tables.json');
        const tables = JSON.parse(fs.readFileSync(tablesFile, 'utf8'));
        delete tables.underwriting.condition_tests.DIABETES;
        tables.underwriting.condition_loadings.DIABETES = 50;
        fs.writeFileSync(tablesFile, JSON.stringify(tables));
        // PGlite's files belong to one process: the first server stops before the next opens them.
        if (driver === 'pglite') await first.stop();
        second = await startTestApp(
          driver,
          env,
          driver === 'pglite' ? { dataDir: pgliteDir } : { databaseUrl: first.databaseUrl as string },
        );
        const pdf = await second.app.inject({
          method: 'GET',
          url: `/v1/termlife/policy/download/${j.journeyId}`,
          headers: j.headers,
        });
        expect(pdf.statusCode).toBe(200);
        const later = (await pdfText(pdf)).replace(/\s+/g, ' ');
        expect({ tests: later.includes('HbA1c and fasting blood sugar'), loading: later.includes('loading') }).toEqual({
          tests: true,
          loading: false,
        });
      } finally {
        await second?.stop();
        if (driver === 'postgres') await first.stop();
      }
    });
  },
);
