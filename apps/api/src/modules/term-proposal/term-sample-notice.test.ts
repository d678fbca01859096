import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import { paidScheduleText } from '../../../test/payments.ts';
import { readyToPayJourney } from '../../../test/proposal-fixtures.ts';
import { savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { operatorCatalogue } from '../../../test/operator-catalogue.ts';

// README: "TERM_CATALOGUE_DIR, MOTOR_CATALOGUE_DIR: bundled samples". The schedule's "This installation uses a sample
// catalogue … not an insurer's contract" notice, and /v1/config's sample_catalogue (the quote lists' "illustrative"
// label), are decided by HEALTH_CATALOGUE_DIR alone (app.ts: `sampleCatalogue: config.healthCatalogueDir ===
// undefined`). An operator who supplies a real health catalogue but still runs the bundled term tables sells sample
// term premiums on a schedule that no longer says they are illustrative — in production mode too, which checks no
// catalogue at all.
describeWithApp(
  'a term policy priced from the bundled sample term catalogue, beside an operator health catalogue',
  (ctx) => {
    it('still says on its schedule that the catalogue is a sample and the schedule is no insurer’s contract', async () => {
      const j = await savedTermProposal(ctx().app, { quote: { sum_assured: 2_500_000 } });
      expect(await paidScheduleText(ctx().app, 'TERM', j)).toContain('This installation uses a sample catalogue');
    });
  },
  { HEALTH_CATALOGUE_DIR: SAMPLE_CATALOGUE_DIRS.health },
);

// The other side of it: an operator's own health catalogue (a copy with every figure sourced stands in for it) is no
// sample, so neither the health schedule nor the health quote list may call it one, while term and motor still run on
// the bundled samples.
const operatorHealth = operatorCatalogue('health', fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-health-catalogue-')));
afterAll(() => fs.rmSync(operatorHealth, { recursive: true, force: true }));

describeWithApp(
  'an operator health catalogue beside the bundled term and motor samples',
  (ctx, api) => {
    it('tells the browser which verticals are samples, and the health schedule carries no sample notice', async () => {
      expect((await api('GET', '/v1/config', {})).json().sample_catalogues).toEqual({
        health: false,
        term: true,
        motor: true,
      });
      const text = await paidScheduleText(ctx().app, 'HEALTH', await readyToPayJourney(ctx().app));
      expect(text).toContain('Free-look period'); // the schedule was read
      expect(text).not.toContain('sample catalogue');
    });
  },
  { HEALTH_CATALOGUE_DIR: operatorHealth },
);
