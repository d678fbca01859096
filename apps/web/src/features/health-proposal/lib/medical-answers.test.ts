import { describe, expect, it } from 'vitest';
import {
  chooseNone,
  isChosen,
  isNone,
  setAnswer,
  showsSubs,
  toggleMember,
  validateMedical,
  type MedicalAnswers,
} from './medical-answers.ts';
import { dependentIds, questionTree } from './medical-questions.ts';
import { QUESTIONS } from './test-fixtures.ts';

const tree = questionTree(QUESTIONS);
const ped = tree[0]!;
const treatment = ped.reflexives[1]!;
const members = ['SELF', 'SPOUSE', 'CHILD_01'];

describe('question tree', () => {
  it('nests reflexive questions under their section and sub-reflexive ones under their reflexive question', () => {
    expect(tree.map((s) => s.question.question_id)).toEqual(['PED_ANY', 'HOSP_ANY', 'HABITS', 'NOTE', 'SINCE']);
    expect(ped.reflexives.map((r) => r.question.question_id)).toEqual(['PED_CONDITIONS', 'PED_UNDER_TREATMENT']);
    expect(treatment.subs.map((s) => s.question_id)).toEqual(['PED_TREATMENT_DETAILS']);
    expect(dependentIds(ped)).toEqual(['PED_CONDITIONS', 'PED_UNDER_TREATMENT', 'PED_TREATMENT_DETAILS']);
  });
});

describe('medical answer rules (docs/product/proposal-kyc.md §4)', () => {
  const withTreatment = (): MedicalAnswers => {
    let a = toggleMember({}, ped, 'SPOUSE');
    a = setAnswer(a, 'SPOUSE', 'PED_CONDITIONS', ['ASTHMA']);
    a = setAnswer(a, 'SPOUSE', 'PED_UNDER_TREATMENT', 'YES', treatment);
    return setAnswer(a, 'SPOUSE', 'PED_TREATMENT_DETAILS', 'Inhaler daily');
  };

  it('choosing a member answers YES for them; sub-reflexive questions show after YES to the parent', () => {
    const a = withTreatment();
    expect(isChosen(a, 'SPOUSE', ped)).toBe(true);
    expect(isChosen(a, 'SELF', ped)).toBe(false);
    expect(showsSubs(a, 'SPOUSE', treatment)).toBe(true);
    expect(a.SPOUSE).toEqual({
      PED_ANY: 'YES',
      PED_CONDITIONS: ['ASTHMA'],
      PED_UNDER_TREATMENT: 'YES',
      PED_TREATMENT_DETAILS: 'Inhaler daily',
    });
  });

  it('NO on a reflexive question clears that member’s sub-reflexive answers only', () => {
    const a = setAnswer(withTreatment(), 'SPOUSE', 'PED_UNDER_TREATMENT', 'NO', treatment);
    expect(a.SPOUSE).toEqual({ PED_ANY: 'YES', PED_CONDITIONS: ['ASTHMA'], PED_UNDER_TREATMENT: 'NO' });
    expect(showsSubs(a, 'SPOUSE', treatment)).toBe(false);
  });

  it('deselecting a member clears their section and dependent answers, leaving the others', () => {
    let a = toggleMember(withTreatment(), ped, 'SELF');
    a = setAnswer(a, 'SELF', 'PED_CONDITIONS', ['DIABETES']);
    a = setAnswer(a, 'SELF', 'HOSP_DAYS', '3');
    a = toggleMember(a, ped, 'SPOUSE');
    expect(a.SPOUSE).toEqual({});
    expect(a.SELF).toEqual({ PED_ANY: 'YES', PED_CONDITIONS: ['DIABETES'], HOSP_DAYS: '3' });
  });

  it("'None' sets every member to NO and clears their follow-ups", () => {
    const a = chooseNone(withTreatment(), ped, members);
    expect(isNone(a, members, ped)).toBe(true);
    for (const m of members) expect(a[m]).toEqual({ PED_ANY: 'NO' });
    const again = toggleMember(a, ped, 'CHILD_01');
    expect(isNone(again, members, ped)).toBe(false);
    expect(again.CHILD_01).toEqual({ PED_ANY: 'YES' });
  });

  it('reads a multi-select parent as YES when something other than NO is chosen, as the API does', () => {
    const listParent = {
      question: { ...treatment.question, question_id: 'PED_CONDITIONS', answer_field_type: 'MULTI_SELECT' as const },
      subs: treatment.subs,
    };
    let a = setAnswer({}, 'SELF', 'PED_CONDITIONS', ['ASTHMA'], listParent);
    a = setAnswer(a, 'SELF', 'PED_TREATMENT_DETAILS', 'Inhaler');
    expect(showsSubs(a, 'SELF', listParent)).toBe(true);
    a = setAnswer(a, 'SELF', 'PED_CONDITIONS', ['NO'], listParent);
    expect(a.SELF).toEqual({ PED_CONDITIONS: ['NO'] });
  });

  it('a blank answer is removed rather than kept as an empty string', () => {
    const a = setAnswer(setAnswer({}, 'SELF', 'NOTE', 'x'), 'SELF', 'NOTE', '');
    expect(a.SELF).toEqual({});
  });

  it('requires shown sub-reflexive answers only', () => {
    let a = toggleMember({}, ped, 'SPOUSE');
    expect(validateMedical(tree, members, a)).toEqual({});
    a = setAnswer(a, 'SPOUSE', 'PED_UNDER_TREATMENT', 'YES', treatment);
    expect(validateMedical(tree, members, a)).toEqual({ 'SPOUSE.PED_TREATMENT_DETAILS': 'This field is required' });
    a = setAnswer(a, 'SPOUSE', 'PED_TREATMENT_DETAILS', 'Tablets');
    expect(validateMedical(tree, members, a)).toEqual({});
  });
});
