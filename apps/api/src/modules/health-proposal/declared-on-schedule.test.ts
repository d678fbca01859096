import type { THealthProposal } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { scheduleTexts, type ScheduleWriter } from '../payments/schedule-pdf.ts';
import { writeDeclaredConditions } from './declared-on-schedule.ts';
import { loadHealthCatalogue } from './health-module.ts';

const catalogue = loadHealthCatalogue();
const plan = catalogue.plans.find((p) => p.medical_question_set_id === 'standard-v1')!;
const members = [{ member_id: 'SELF', full_name: 'Rahul Kulkarni' }] as NonNullable<THealthProposal['insured_members']>;
const journey = {
  proposal: {
    medical: [
      {
        member_id: 'SELF',
        medical_declaration_answers: [
          {
            member_id: 'SELF',
            question_id: 'PED_ANY',
            answer_field_type: 'SINGLE_SELECT',
            answer_field_single_select: 'YES',
          },
          {
            member_id: 'SELF',
            question_id: 'PED_CONDITIONS',
            answer_field_type: 'MULTI_SELECT',
            answer_field_multi_select: ['DIABETES', 'HEART_DISEASE'],
          },
        ],
      },
    ],
  },
  quoteRequest: {},
  pedWaitingMonths: 36,
} as unknown as Parameters<typeof writeDeclaredConditions>[3];

/** The rows the declaration writes on a schedule in `language`. */
function declaredRows(language: 'en' | 'hi'): string[] {
  const rows: string[] = [];
  const w: ScheduleWriter = {
    heading: () => {},
    text: () => {},
    row: (label, value) => rows.push(`${label}: ${value}`),
    texts: scheduleTexts(language),
  };
  writeDeclaredConditions(w, catalogue, plan, journey, members, { loadings: [] });
  return rows;
}

describe('the conditions declared, on the schedule', () => {
  it('are in the words of the plan’s declaration, translated by its catalogue into the schedule’s language', () => {
    expect(declaredRows('en')).toEqual(['Rahul Kulkarni: Diabetes, Heart disease']);
    expect(declaredRows('hi')).toEqual(['Rahul Kulkarni: मधुमेह (डायबिटीज़), हृदय रोग']);
  });
});
