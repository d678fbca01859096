import { ADDON_GROUP_SELECTION_TYPES, ANSWER_FIELD_TYPES, DEFAULT_ADDONS, HEALTH_INSURER_IDS } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { readerOf, sampleFiles, sampleHealthCatalogue } from '../../test/sample-catalogue.ts';
import { CatalogueError } from '../catalogue-files.ts';
import { parseHealthCatalogue } from './parse-catalogue';

describe('the bundled health catalogue', () => {
  const catalogue = sampleHealthCatalogue();
  const addons = [...catalogue.addons.values()];

  it('names all 16 insurers, each with at least one plan', () => {
    expect(catalogue.insurers.size).toBe(16);
    expect([...catalogue.insurers.keys()].sort()).toEqual([...HEALTH_INSURER_IDS].sort());
    expect(catalogue.plans.length).toBeGreaterThanOrEqual(22);
    for (const id of HEALTH_INSURER_IDS)
      expect(
        catalogue.plans.some((p) => p.insurer_id === id),
        id,
      ).toBe(true);
  });

  it('lists the fixed sample of 12 hospitals', () => {
    expect(catalogue.hospitals).toHaveLength(12);
  });

  it('defines the five default add-ons with the option types the default quote sends', () => {
    for (const def of DEFAULT_ADDONS) {
      const addon = addons.find((a) => a.addon_type === def.addon_type);
      expect(addon, def.addon_type).toBeDefined();
      const expected = def.addon_options.map((o) => o.addon_option_type).filter((t) => t !== 'NA');
      expect(addon?.addon_options.map((o) => o.addon_option_type)).toEqual(expected);
      // The default quote's option value must be one the add-on offers.
      for (const o of def.addon_options.filter((x) => x.addon_option_type !== 'NA')) {
        const values = addon?.addon_options.find(
          (x) => x.addon_option_type === o.addon_option_type,
        )?.addon_option_values;
        expect(values?.map((v) => v.addon_option_key)).toContain(o.addon_option_value);
      }
    }
  });

  it('uses every group mode and offers the free-text proposer options', () => {
    const modes = new Set(addons.map((a) => a.addon_group_selection_type));
    for (const mode of ADDON_GROUP_SELECTION_TYPES) expect(modes.has(mode), mode).toBe(true);
    const optionTypes = addons.flatMap((a) => a.addon_options.map((o) => o.addon_option_type));
    expect(optionTypes).toContain('PROPOSER_FULL_NAME');
    expect(optionTypes).toContain('PROPOSER_PAN');
  });

  it('uses every answer field type in the question sets (mobile and pincode are optional)', () => {
    const used = new Set(
      Object.values(catalogue.medicalQuestionSets).flatMap((qs) => qs.map((q) => q.answer_field_type)),
    );
    for (const type of ANSWER_FIELD_TYPES.filter((t) => t !== 'MOBILE_NUMBER' && t !== 'PIN_CODE')) {
      expect(used.has(type), type).toBe(true);
    }
  });

  it('indexes plans by id', () => {
    for (const plan of catalogue.plans) expect(catalogue.plansById.get(plan.plan_id)).toBe(plan);
  });
});

describe('a broken catalogue stops the loader with a clear message', () => {
  // The sample's files in memory, changed by each test as an operator's edit would change them on disk.
  const copyCatalogue = () => sampleFiles('health');
  function edit<T>(files: Map<string, string>, file: string, change: (json: T) => void): void {
    const json = JSON.parse(files.get(file) ?? 'null') as T;
    change(json);
    files.set(file, JSON.stringify(json));
  }
  function loadError(files: Map<string, string>): CatalogueError {
    try {
      parseHealthCatalogue(readerOf(files));
    } catch (err) {
      expect(err).toBeInstanceOf(CatalogueError);
      return err as CatalogueError;
    }
    throw new Error('expected parseHealthCatalogue to throw');
  }

  type Json = Record<string, unknown>;

  it('names the file holding bad JSON', () => {
    const files = copyCatalogue();
    files.set('plans.json', '[{ "plan_id": "care-supreme", }');
    expect(loadError(files).message).toMatch(/plans\.json: invalid JSON/);
  });

  it('names a plan add-on that addons.json does not define', () => {
    const files = copyCatalogue();
    edit<Json[]>(files, 'plans.json', (plans) => (plans[2]?.addon_ids as string[]).push('teleport-cover'));
    const message = loadError(files).message;
    expect(message).toContain('plans.json: [2].addon_ids[');
    expect(message).toContain('"teleport-cover"');
  });

  it('names a missing file', () => {
    const files = copyCatalogue();
    files.delete('insurers.json');
    expect(loadError(files).message).toMatch(/insurers\.json: file is missing/);
  });

  it('gives the path and the rule of a value out of range', () => {
    const files = copyCatalogue();
    edit<Json[]>(files, 'plans.json', (plans) => ((plans[3]?.rating as Json).base_rate_multiplier = 9));
    expect(loadError(files).message).toBe(
      'Health catalogue invalid: plans.json: [3].rating.base_rate_multiplier: Too big: expected number to be <=2.5',
    );
  });

  it('names a sub-reflexive question that points at a section question', () => {
    const files = copyCatalogue();
    let subId = '';
    edit<Record<string, Json[]>>(files, 'medical-question-sets.json', (sets) => {
      const questions = sets['standard-v1'] ?? [];
      const sub = questions.find((q) => q.section_type === 'SUB_REFLEXIVE');
      const section = questions.find((q) => q.section_type === 'SECTION');
      if (!sub || !section) throw new Error('sample set lacks a SUB_REFLEXIVE or SECTION question');
      subId = String(sub.question_id);
      sub.reflexive_id = section.question_id;
    });
    const message = loadError(files).message;
    expect(message).toContain('medical-question-sets.json: standard-v1[');
    expect(message).toContain(`SUB_REFLEXIVE question ${subId} must follow a REFLEXIVE question`);
  });

  it('names a declarable condition the premium would not be loaded for', () => {
    const files = copyCatalogue();
    edit<Record<string, Json[]>>(files, 'medical-question-sets.json', (sets) => {
      const conditions = sets['senior-v1']?.find((q) => q.question_id === 'SR_PED_CONDITIONS');
      if (!conditions) throw new Error('sample set lacks SR_PED_CONDITIONS');
      (conditions.answer_field_options as Json[]).push({ answer_option_key: 'GOUT', answer_option_label: 'Gout' });
    });
    expect(loadError(files).message).toContain(
      'medical-question-sets.json: senior-v1[1].answer_field_options: condition "GOUT" has no priced condition',
    );
  });

  it('names a deductible written with a leading zero, which no quote could ask for', () => {
    const files = copyCatalogue();
    edit<Json>(files, 'rating-tables.json', (tables) => ((tables.deductible_factors as Json)['025000'] = 0.9));
    expect(loadError(files).message).toContain('rating-tables.json: deductible_factors.025000');
  });

  it('lists every problem, one per line', () => {
    const files = copyCatalogue();
    edit<Json[]>(files, 'hospitals.json', (hospitals) => hospitals.pop());
    edit<Json>(files, 'rating-tables.json', (tables) => {
      const bands = tables.age_bands as Json[];
      (bands[1] as Json).min_age = 20;
    });
    const lines = loadError(files).message.split('\n');
    expect(lines[0]).toBe('Health catalogue invalid:');
    expect(lines).toContain('hospitals.json: must list exactly 12 hospitals, found 11');
    expect(lines).toContain('rating-tables.json: age_bands[1]: gap, no band covers ages 18 to 19');
  });

  // docs/product/catalogue.md §1: the waits IRDAI caps, stated on every plan, and portability.
  const plansJson = () => JSON.parse(sampleFiles('health').get('plans.json') ?? '[]') as Json[];
  const indexOf = (planId: string) => plansJson().findIndex((p) => p.plan_id === planId);
  it.each([
    [
      'a pre-existing-disease wait over 36 months',
      'ped_waiting_period_months',
      48,
      'the pre-existing-disease wait may not exceed 36 months',
    ],
    ['no moratorium', 'moratorium_months', undefined, 'the plan must state its moratorium'],
    ['a moratorium over 60 months', 'moratorium_months', 96, 'the moratorium may not exceed 60 months'],
    ['no initial wait', 'initial_waiting_period_days', undefined, 'the plan must state its initial wait'],
    ['an initial wait over 30 days', 'initial_waiting_period_days', 90, 'the initial wait may not exceed 30 days'],
    [
      'no specific-disease wait',
      'specific_disease_waiting_period_months',
      undefined,
      'the plan must state its specific-disease wait',
    ],
  ])('refuses a plan with %s, naming the file, the plan and the field', (_case, field, value, rule) => {
    const files = copyCatalogue();
    const at = indexOf('floater-mediclaim');
    edit<Json[]>(files, 'plans.json', (plans) => {
      const plan = plans[at] as Json;
      if (value === undefined) delete plan[field];
      else plan[field] = value;
    });
    expect(loadError(files).message).toBe(`Health catalogue invalid: plans.json: [${at}].${field}: ${rule}`);
  });

  it('refuses an indemnity plan that is not portable', () => {
    const files = copyCatalogue();
    const at = indexOf('galaxy-promise');
    edit<Json[]>(files, 'plans.json', (plans) => ((plans[at] as Json).is_portable = false));
    expect(loadError(files).message).toBe(
      `Health catalogue invalid: plans.json: [${at}].is_portable: "galaxy-promise" is an indemnity plan and must be portable`,
    );
  });

  it.each([
    [
      'a co-payment waiver on a plan with no co-payment',
      'floater-mediclaim',
      'co-payment-waiver',
      'the plan has no co-payment',
    ],
    [
      'an unlimited recharge on a plan that already recharges without limit',
      'care-supreme',
      'unlimited-recharge',
      'the plan already restores its cover without limit',
    ],
  ])('refuses %s: the add-on would sell the buyer nothing', (_case, planId, addonId, why) => {
    const files = copyCatalogue();
    const at = indexOf(planId);
    let j = -1;
    edit<Json[]>(files, 'plans.json', (plans) => {
      const ids = (plans[at] as Json).addon_ids as string[];
      j = ids.push(addonId) - 1;
    });
    expect(loadError(files).message).toBe(
      `Health catalogue invalid: plans.json: [${at}].addon_ids[${j}]: "${addonId}" adds nothing to "${planId}": ${why}`,
    );
  });

  it('lets a fixed-benefit plan be not portable', () => {
    const files = copyCatalogue();
    const at = indexOf('galaxy-promise');
    edit<Json[]>(files, 'plans.json', (plans) => {
      Object.assign(plans[at] as Json, { is_portable: false, benefit_basis: 'FIXED_BENEFIT' });
    });
    expect(parseHealthCatalogue(readerOf(files)).plansById.get('galaxy-promise')?.is_portable).toBe(false);
  });

  it('refuses a number given to two insurers', () => {
    const files = copyCatalogue();
    // Bajaj Allianz's toll-free number (insurers.json [1]) printed for Cholamandalam as well.
    edit<Json[]>(files, 'insurers.json', (insurers) => ((insurers[3] as Json).customer_care_phone = '1800-209-5858'));
    expect(loadError(files).message).toBe(
      "Health catalogue invalid: insurers.json: [3].customer_care_phone: 1800-209-5858 is already bajaj-allianz's number (insurers.json)",
    );
  });

  it("refuses a claim step that prints a number other than the insurer's own", () => {
    const files = copyCatalogue();
    const at = indexOf('care-supreme');
    edit<Json[]>(files, 'plans.json', (plans) => {
      const step = ((plans[at] as Json).claim_process as Json[])[0] as Json;
      step.claim_process_description = 'Call 1800-266-4545 before a planned admission.';
    });
    expect(loadError(files).message).toBe(
      `Health catalogue invalid: plans.json: [${at}].claim_process[0].claim_process_description: 1800-266-4545 is not Care Health's claims or customer-care number (insurers.json)`,
    );
  });
});
