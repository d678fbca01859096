import { describe, expect, it } from 'vitest';
import { memberSaveErrorsByTab } from './api-field-errors.ts';
import { parseJourneyData } from './journey-data.ts';

describe('member save errors', () => {
  it('puts proposer and member field errors on their tabs', () => {
    const fields = {
      'proposer_details.pan_number': 'Enter a valid PAN number (e.g., ABCDE1234F)',
      'insured_member_list.1.weight': 'Weight should be between 10-300 kg',
      'insured_member_list.0.height_feet': 'Height should be between 3-8 feet',
      'insured_member_list.9.weight': 'ignored: no such member',
      journey_id: 'ignored: not a tab field',
    };
    expect(memberSaveErrorsByTab(fields, 'me', ['me', 'member-m2'])).toEqual({
      me: {
        pan_number: 'Enter a valid PAN number (e.g., ABCDE1234F)',
        height_feet: 'Height should be between 3-8 feet',
      },
      'member-m2': { weight: 'Weight should be between 10-300 kg' },
    });
  });
});

describe('journey data', () => {
  it('keeps the data of this journey only', () => {
    const id = 'j1';
    expect(parseJourneyData({ journey_id: 'other', forms: {} }, id)).toBeNull();
    expect(parseJourneyData('nonsense', id)).toBeNull();
    expect(
      parseJourneyData(
        { journey_id: id, forms: { me: { full_name: 'A' } }, completed: ['me', 3], members_saved: true },
        id,
      ),
    ).toEqual({
      journey_id: id,
      forms: { me: { full_name: 'A' } },
      completed: ['me'],
      members_saved: true,
      contact: null,
      medical: {},
    });
  });
});
