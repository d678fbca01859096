import { describe, expect, it } from 'vitest';
import {
  addressLine,
  declarationSummaries,
  existingDiseasesLabel,
  maskedPan,
  personName,
  relationLabel,
  shown,
  smokingLabel,
} from './display-values.ts';

describe('review page display values (spec 3 §8)', () => {
  it("shows 'Not provided' for empty or missing fields", () => {
    expect(shown(undefined)).toBe('Not provided');
    expect(shown('  ')).toBe('Not provided');
    expect(shown(null)).toBe('Not provided');
    expect(shown(' rahul@example.in ')).toBe('rahul@example.in');
    expect(personName({ name: 'Asha Rao' })).toBe('Asha Rao');
    expect(personName({ full_name: 'Rahul Kulkarni', name: 'ignored' })).toBe('Rahul Kulkarni');
    expect(personName(null)).toBe('Not provided');
    expect(addressLine({ address_1: '12 Prabhat Road', area: 'Erandwane', city: '' })).toBe(
      '12 Prabhat Road, Erandwane',
    );
    expect(addressLine(null)).toBe('Not provided');
  });

  it("shows Smoking 'Yes' and Existing diseases 'No' when the journey does not say, else its own answer", () => {
    expect(smokingLabel(undefined)).toBe('Yes');
    expect(smokingLabel({ smoking: null, existing_diseases: null, declarations: [] })).toBe('Yes');
    expect(existingDiseasesLabel({ smoking: null, existing_diseases: null, declarations: [] })).toBe('No');
    expect(smokingLabel({ smoking: 'No', existing_diseases: 'Yes', declarations: [] })).toBe('No');
    expect(existingDiseasesLabel({ smoking: 'No', existing_diseases: 'Yes', declarations: [] })).toBe('Yes');
  });

  it('labels relations and masks the PAN to its last four characters', () => {
    expect(relationLabel('FATHER_IN_LAW')).toBe('Father-in-law');
    expect(relationLabel('BROTHER')).toBe('Brother');
    expect(relationLabel('')).toBe('Not provided');
    expect(maskedPan('abcdk1234f')).toBe('••••••234F');
    expect(maskedPan(undefined)).toBe('Not provided');
  });

  it('sums up each member’s declaration by their Yes answers', () => {
    const yes = { question_id: 'PED_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' };
    const no = { question_id: 'TOBACCO', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'NO' };
    const conditions = {
      question_id: 'PED_CONDITIONS',
      answer_field_type: 'MULTI_SELECT',
      answer_field_multi_select: ['DIABETES'],
    };
    const summaries = declarationSummaries(
      [
        { member_id: 'm1', medical_declaration_answers: [no] },
        { member_id: 'm2', medical_declaration_answers: [yes, conditions, no] },
      ],
      [{ member_id: 'm1', full_name: 'Rahul Kulkarni' }],
    );
    expect(summaries).toEqual([
      { memberId: 'm1', name: 'Rahul Kulkarni', summary: 'No conditions declared' },
      { memberId: 'm2', name: 'm2', summary: '2 answers of Yes declared' },
    ]);
  });
});
