import fs from 'node:fs';
import path from 'node:path';
import { CatalogueError } from '@kavach/rating';
import { expect, it } from 'vitest';
import { loadHealthCatalogue } from '../modules/health-proposal/health-module.ts';
import { loadMotorCatalogue } from '../modules/motor-proposal/motor-module.ts';
import { loadTermCatalogue } from '../modules/term-proposal/term-module.ts';
import { JOURNEY_VERTICALS, VERTICAL_REGISTRY } from '@kavach/domain';
import { VERTICAL_MODULES } from '../verticals/index.ts';
import { checkLoadedCatalogues } from './check-catalogues.ts';
import { SAMPLE_CATALOGUE_DIRS } from './sample-catalogues.ts';
import { tempDirForFile } from '../../test/temp-dir.ts';

const tmp = tempDirForFile('catalogue');

it('reads the bundled samples: sixteen health insurers, and term plans of at least eight insurers', () => {
  expect(loadHealthCatalogue().insurers.size).toBe(16);
  expect(new Set(loadTermCatalogue().plans.map((p) => p.insurer_id)).size).toBeGreaterThanOrEqual(8);
});

it('reads an operator catalogue directory (HEALTH_CATALOGUE_DIR), and names a missing file with the directory it looked in', () => {
  fs.cpSync(SAMPLE_CATALOGUE_DIRS.health, tmp, { recursive: true });
  expect(loadHealthCatalogue(tmp).plans.length).toBe(loadHealthCatalogue().plans.length);

  fs.rmSync(path.join(tmp, 'insurers.json'));
  expect(() => loadHealthCatalogue(tmp)).toThrow(CatalogueError);
  expect(() => loadHealthCatalogue(tmp)).toThrow(`Health catalogue invalid: insurers.json: file is missing in ${tmp}`);
});

it('reads an operator motor catalogue (MOTOR_CATALOGUE_DIR) whose rates replace the sample, and refuses a broken tariff naming it', () => {
  const dir = path.join(tmp, 'motor');
  fs.cpSync(SAMPLE_CATALOGUE_DIRS.motor, dir, { recursive: true });
  const tariff = JSON.parse(fs.readFileSync(path.join(dir, 'tariff.json'), 'utf8'));
  tariff.electric_cc_equivalent_per_kw = 30;
  fs.writeFileSync(path.join(dir, 'tariff.json'), JSON.stringify(tariff));
  expect(loadMotorCatalogue(dir).tariff.electric_cc_equivalent_per_kw).toBe(30);
  fs.writeFileSync(path.join(dir, 'tariff.json'), JSON.stringify({ ...tariff, gst_rate: 'eighteen' }));
  expect(() => loadMotorCatalogue(dir)).toThrow(/Motor catalogue invalid: tariff\.json/);
});

it('refuses to start when an insurer prints another claims number in one vertical than in another', () => {
  const dir = path.join(tmp, 'motor-numbers');
  fs.cpSync(SAMPLE_CATALOGUE_DIRS.motor, dir, { recursive: true });
  const insurers = JSON.parse(fs.readFileSync(path.join(dir, 'insurers.json'), 'utf8'));
  const at = insurers.findIndex((i: { insurer_id: string }) => i.insurer_id === 'new-india-assurance');
  insurers[at].claims_phone = '1800-266-1415';
  fs.writeFileSync(path.join(dir, 'insurers.json'), JSON.stringify(insurers));
  // Each vertical loaded as app.ts loads it, motor from `motorDir`.
  const loaded = (motorDir: string) =>
    JOURNEY_VERTICALS.map((v) => {
      const name = VERTICAL_REGISTRY[v].paymentsApi;
      const catalogueDir = name === 'motor' ? motorDir : SAMPLE_CATALOGUE_DIRS[name];
      return { name, ...VERTICAL_MODULES[v].load({ dir: catalogueDir, unset: false, sample: false }) };
    });
  expect(() => checkLoadedCatalogues('demo', loaded(SAMPLE_CATALOGUE_DIRS.motor))).not.toThrow();
  expect(() => checkLoadedCatalogues('demo', loaded(dir))).toThrow(
    new CatalogueError(
      `Insurer catalogue invalid: motor/insurers.json: [${at}].claims_phone: new-india-assurance's number 1800-266-1415 differs from 1800-209-1415 in health/insurers.json`,
    ),
  );
});
