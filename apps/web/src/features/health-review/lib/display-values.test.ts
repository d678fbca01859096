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

describe('review page display values (docs/product/review-payment-term-bike.md §8)', () => {
  // docs/product/review-payment-term-bike.md §8: a field the journey left out (never sent, null, empty or only spaces)
  // reads 'Not provided', whichever formatter shows it.
  it.each([
    ['never sent', undefined],
    ['null', null],
    ['empty', ''],
    ['only spaces', '  '],
  ])("shows 'Not provided' for a field that is %s", (_, blank) => {
    expect(shown(blank)).toBe('Not provided');
    expect(personName({ full_name: blank })).toBe('Not provided');
    expect(addressLine({ address_1: blank, city: blank })).toBe('Not provided');
    expect(relationLabel(blank)).toBe('Not provided');
    expect(maskedPan(blank)).toBe('Not provided');
  });

  it('shows a field’s own text trimmed, a person by full_name before name, and an address from the parts given', () => {
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
    expect(maskedPan('abcdk1234f')).toBe('••••••234F');
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
      { memberId: 'm1', name: 'Rahul Kulkarni', yes: 0 },
      { memberId: 'm2', name: 'm2', yes: 2 },
    ]);
  });
});
