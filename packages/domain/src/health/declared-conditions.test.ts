import { describe, expect, it } from 'vitest';
import { PED_VALUES } from '../constants/health-cover';
import {
  DECLARED_CONDITION_PEDS,
  declaredConditions,
  addedLoadings,
  declaredConditionsReason,
  pedOfDeclaredCondition,
  pricedPedList,
} from './declared-conditions';

const declaring = (member_id: string, question_id: string, conditions: string[]) => ({
  member_id,
  medical_declaration_answers: [
    { question_id: question_id.replace('CONDITIONS', 'ANY'), answer_field_single_select: 'YES' },
    { question_id, answer_field_multi_select: conditions },
  ],
});

describe('conditions declared in the medical declaration', () => {
  it('map every declarable condition to a condition the quote can price', () => {
    const mapped = Object.values(DECLARED_CONDITION_PEDS);
    expect(mapped.length).toBeGreaterThan(0);
    for (const ped of mapped) expect(PED_VALUES).toContain(ped);
    expect(mapped).not.toContain('NO_EXISTING_DISEASE');
  });

  it('price a condition the quote has no name for as any other disease', () => {
    expect(pedOfDeclaredCondition('HYPERTENSION')).toBe('BP_HYPERTENSION');
    expect(pedOfDeclaredCondition('KIDNEY_DISEASE')).toBe('ANY_OTHER_DISEASE');
    expect(pedOfDeclaredCondition('SOMETHING_NEW')).toBe('ANY_OTHER_DISEASE');
  });

  it('are read per member from either question set, without the NO default', () => {
    const medical = [
      declaring('SELF', 'PED_CONDITIONS', ['DIABETES', 'HEART_DISEASE']),
      declaring('FATHER', 'SR_PED_CONDITIONS', ['STROKE']),
      {
        member_id: 'SPOUSE',
        medical_declaration_answers: [{ question_id: 'PED_CONDITIONS', answer_field_multi_select: ['NO'] }],
      },
    ];
    expect(declaredConditions(medical)).toEqual(
      new Map([
        ['SELF', ['DIABETES', 'HEART_DISEASE']],
        ['FATHER', ['STROKE']],
      ]),
    );
    expect(declaredConditions(null).size).toBe(0);
  });

  it('add to the quote’s conditions, and a No does not take one away', () => {
    const none = ['NO_EXISTING_DISEASE'] as const;
    expect(pricedPedList(none, null)).toEqual(['NO_EXISTING_DISEASE']);
    expect(pricedPedList(none, [declaring('SELF', 'PED_CONDITIONS', ['DIABETES', 'HEART_DISEASE'])])).toEqual([
      'DIABETES',
      'HEART_DISEASE',
    ]);
    // Kidney disease and cancer are both "any other disease": priced once.
    expect(
      pricedPedList(['ASTHMA'], [declaring('SELF', 'PED_CONDITIONS', ['KIDNEY_DISEASE', 'CANCER', 'ASTHMA'])]),
    ).toEqual(['ASTHMA', 'ANY_OTHER_DISEASE']);
    expect(
      pricedPedList(['DIABETES'], [{ member_id: 'SELF', medical_declaration_answers: [{ question_id: 'PED_ANY' }] }]),
    ).toEqual(['DIABETES']);
  });

  it('give the reason a premium changed in the quote’s words, with whom each condition loads', () => {
    expect(
      declaredConditionsReason([
        { condition: 'DIABETES', percent: 20, members: ['FATHER', 'CHILD_02'] },
        { condition: 'HEART_DISEASE', percent: 35 },
      ]),
    ).toBe('Conditions you declared: Diabetes (Father, Child 2), Heart Disease');
  });

  it('count as added only the members a loading newly raises', () => {
    const quoted = [{ condition: 'DIABETES', percent: 20, members: ['FATHER'] }];
    expect(addedLoadings(quoted, quoted)).toEqual([]);
    expect(
      addedLoadings(
        [
          { condition: 'DIABETES', percent: 20, members: ['FATHER', 'MOTHER'] },
          { condition: 'ASTHMA', percent: 10, members: ['SELF'] },
        ],
        quoted,
      ),
    ).toEqual([
      { condition: 'DIABETES', percent: 20, members: ['MOTHER'] },
      { condition: 'ASTHMA', percent: 10, members: ['SELF'] },
    ]);
    // A quote priced before loadings named members loaded every member already.
    expect(addedLoadings(quoted, [{ condition: 'DIABETES', percent: 20 }])).toEqual([]);
  });
});
