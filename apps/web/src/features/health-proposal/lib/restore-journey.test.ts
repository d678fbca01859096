import type { TJourneyDetailsResponse } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { isEmptyJourneyData, journeyDataFromDetails } from './restore-journey.ts';
import { emptyJourneyData } from './journey-data.ts';
import { CONFIG, PROPOSER } from './test-fixtures.ts';

const details: TJourneyDetailsResponse = {
  journey_id: CONFIG.journey_id,
  journey_step: 'MEDICAL_QUESTIONS',
  proposer: { ...PROPOSER, height_feet: 5, weight: 72.5, education: 'GRADUATE' },
  members: [
    {
      member_id: 'SELF',
      member_type: 'SELF',
      relation: 'SELF',
      full_name: 'Rahul Kulkarni',
      gender: 'MALE',
      dob: '1990-05-01',
      marital_status: 'married',
    },
    {
      member_id: 'SPOUSE',
      member_type: 'SPOUSE',
      relation: 'SPOUSE',
      full_name: 'Priya Kulkarni',
      gender: 'FEMALE',
      dob: '1992-03-10',
      weight: 58,
    },
  ],
  nominee: {
    full_name: 'Asha Kulkarni',
    dob: '2019-01-15',
    nominee_relation: 'DAUGHTER',
    appointee_dob: '1992-03-10',
    appointee_gender: 'FEMALE',
    occupation: 'BUSINESSMAN',
  },
  contact: { mobile: '9876543210', address_1: 'Flat 4', city: 'Pune' },
  medical: {
    smoking: 'No',
    existing_diseases: 'Yes',
    declarations: [
      {
        member_id: 'SPOUSE',
        medical_declaration_answers: [
          { question_id: 'PED_ANY', answer_field_type: 'SINGLE_SELECT', answer_field_single_select: 'YES' },
          { question_id: 'PED_CONDITIONS', answer_field_type: 'MULTI_SELECT', answer_field_multi_select: ['ASTHMA'] },
          { question_id: 'HOSP_DAYS', answer_field_type: 'NUMBER', answer_field_number: 3 },
        ],
      },
    ],
  },
  plan: {
    plan_id: 'plan-a',
    plan_name: 'Plan A',
    insurer_id: 'x',
    insurer_name: 'X',
    sum_insured: 1000000,
    policy_period: 'YEAR_01',
  },
  kyc: { ckyc_status: 'PENDING', ovd_status: 'PENDING', kyc_status: 'PENDING' },
};

describe('restoring a proposal from the server', () => {
  it('rebuilds the forms, the completed tabs and the medical answers in the forms’ own text', () => {
    const data = journeyDataFromDetails(details, CONFIG);
    expect(data.forms.me).toMatchObject({
      full_name: 'Rahul Kulkarni',
      gender: 'male',
      dob: '01/05/1990',
      pan_number: 'ABCDE1234F',
      height_feet: '5',
      weight: '72.5',
      marital_status: 'married',
    });
    expect(data.forms['member-SPOUSE']).toBeUndefined();
    expect(data.forms['member-m2']).toMatchObject({
      full_name: 'Priya Kulkarni',
      gender: 'female',
      dob: '10/03/1992',
      weight: '58',
    });
    expect(data.forms.nominee).toMatchObject({
      dob: '15/01/2019',
      appointee_dob: '10/03/1992',
      appointee_gender: 'female',
    });
    expect(data.completed).toEqual(['me', 'member-m2', 'nominee']);
    expect(data.members_saved).toBe(true);
    expect(data.contact).toEqual({ mobile: '9876543210', address_line_1: 'Flat 4', city: 'Pune' });
    expect(data.medical).toEqual({ SPOUSE: { PED_ANY: 'YES', PED_CONDITIONS: ['ASTHMA'], HOSP_DAYS: '3' } });
    expect(isEmptyJourneyData(data)).toBe(false);
    expect(isEmptyJourneyData(emptyJourneyData('j'))).toBe(true);
  });

  it('a journey with nothing saved restores to empty data', () => {
    const data = journeyDataFromDetails(
      {
        ...details,
        proposer: null,
        members: [],
        nominee: null,
        contact: null,
        medical: { smoking: null, existing_diseases: null, declarations: [] },
      },
      CONFIG,
    );
    expect(data.completed).toEqual([]);
    expect(isEmptyJourneyData(data)).toBe(true);
  });
});
