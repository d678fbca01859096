import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles, sampleTermCatalogue } from '../../test/sample-catalogue.ts';
import { CatalogueError } from '../catalogue-files.ts';
import { parseMotorCatalogue } from '../motor/motor-catalogue.ts';
import { parseTermCatalogue } from './term-catalogue.ts';

describe('the term catalogue', () => {
  it('indexes the sample: every plan by its id, with its insurer and add-ons', () => {
    const catalogue = sampleTermCatalogue();
    expect(catalogue.plans.length).toBeGreaterThan(0);
    for (const plan of catalogue.plans) {
      expect(catalogue.plansById.get(plan.plan_id)).toBe(plan);
      expect(catalogue.insurers.get(plan.insurer_id)?.insurer_id).toBe(plan.insurer_id);
      for (const id of plan.addon_ids) expect(catalogue.addons.get(id)?.addon_id).toBe(id);
    }
  });

  it('names a plan whose insurer insurers.json does not list', () => {
    const files = sampleFiles('term');
    const plans = JSON.parse(files.get('plans.json') ?? '[]') as { insurer_id: string }[];
    plans[0]!.insurer_id = 'no-such-life';
    files.set('plans.json', JSON.stringify(plans));
    expect(() => parseTermCatalogue(readerOf(files))).toThrow(/plans\.json: .*: unknown insurer no-such-life/);
  });
});

describe('term and motor files are read one by one', () => {
  it.each([
    ['Term', 'term', parseTermCatalogue, ['plans.json', 'addons.json']],
    ['Motor', 'motor', parseMotorCatalogue, ['rtos.json', 'insurers.json']],
  ] as const)('%s: the first file that fails stops the load, named alone', (product, vertical, parse, missing) => {
    const files = sampleFiles(vertical);
    for (const file of missing) files.delete(file);
    expect(() => parse(readerOf(files))).toThrow(
      new CatalogueError(`${product} catalogue invalid: ${missing[0]}: file is missing`),
    );
  });
});
