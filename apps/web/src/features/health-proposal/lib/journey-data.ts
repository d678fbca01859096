import { isRecord } from '@kavach/domain';
import { sessionStore } from '../../../shared/lib/storage.ts';
import type { FormValues } from '../../../shared/form/form-types.ts';
import type { MedicalAnswers } from './medical-answers.ts';

/**
 * The proposal's journey data, kept in session storage (docs/product/proposal-kyc.md §2 "the step and the journey data
 * are kept in session storage") so a reload or a step back loses nothing the buyer typed.
 */
export type JourneyData = {
  readonly journey_id: string;
  /** Form values by member-step tab id ('me', 'member-…', 'nominee'). */
  readonly forms: Readonly<Record<string, FormValues>>;
  /** Tabs whose Continue passed validation. */
  readonly completed: readonly string[];
  /** Whether the insured members as they stand were saved (save-insured-member-details). */
  readonly members_saved: boolean;
  readonly contact: FormValues | null;
  readonly medical: MedicalAnswers;
};

export const emptyJourneyData = (journeyId: string): JourneyData => ({
  journey_id: journeyId,
  forms: {},
  completed: [],
  members_saved: false,
  contact: null,
  medical: {},
});

/**
 * The stored journey data when it belongs to this journey; anything else (another journey, a damaged value) is dropped.
 */
export function parseJourneyData(raw: unknown, journeyId: string): JourneyData | null {
  if (!isRecord(raw) || raw.journey_id !== journeyId) return null;
  const empty = emptyJourneyData(journeyId);
  return {
    journey_id: journeyId,
    forms: isRecord(raw.forms) ? (raw.forms as JourneyData['forms']) : empty.forms,
    completed: Array.isArray(raw.completed)
      ? raw.completed.filter((c): c is string => typeof c === 'string')
      : empty.completed,
    members_saved: raw.members_saved === true,
    contact: isRecord(raw.contact) ? (raw.contact as FormValues) : null,
    medical: isRecord(raw.medical) ? (raw.medical as MedicalAnswers) : empty.medical,
  };
}

export function readJourneyData(journeyId: string): JourneyData | null {
  return parseJourneyData(sessionStore.getJson('journey_data'), journeyId);
}

export function writeJourneyData(data: JourneyData): void {
  sessionStore.setJson('journey_data', data);
}
