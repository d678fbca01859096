import { expect, it } from 'vitest';
import { SAMPLE_HEALTH_CATALOGUE_DIR } from '../../catalogue/load-catalogues.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// README: "TERM_CATALOGUE_DIR, MOTOR_CATALOGUE_DIR: bundled samples". The schedule's "This installation uses a sample
// catalogue … not an insurer's contract" notice, and /v1/config's sample_catalogue (the quote lists' "illustrative"
// label), are decided by HEALTH_CATALOGUE_DIR alone (app.ts: `sampleCatalogue: config.healthCatalogueDir ===
// undefined`). An operator who supplies a real health catalogue but still runs the bundled term tables sells sample
// term premiums on a schedule that no longer says they are illustrative — in production mode too, which checks no
// catalogue at all.
describeWithApp(
  'a term policy priced from the bundled sample term catalogue, beside an operator health catalogue',
  (ctx, api) => {
    it('still says on its schedule that the catalogue is a sample and the schedule is no insurer’s contract', async () => {
      const j = await savedTermProposal(ctx().app, { quote: { sum_assured: 2_500_000 } });
      expect(
        (await api('POST', '/v1/termlife/journey/confirmation', j.headers, { journey_id: j.journeyId })).statusCode,
      ).toBe(200);
      await payConfirmedJourney(ctx().app, 'TERM', j);
      const pdf = await api('GET', `/v1/termlife/policy/download/${j.journeyId}`, j.headers);
      expect(pdf.statusCode).toBe(200);
      expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('This installation uses a sample catalogue');
    });
  },
  { HEALTH_CATALOGUE_DIR: SAMPLE_HEALTH_CATALOGUE_DIR },
);
