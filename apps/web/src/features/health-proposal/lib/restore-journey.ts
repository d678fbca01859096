import {
  ANSWER_VALUE_FIELDS,
  ZAnswerFieldType,
  toDisplayDate,
  type TJourneyConfigResponse,
  type TJourneyDetailsResponse,
} from '@kavach/domain';
import type { FormValues } from '../../../shared/form/form-types.ts';
import { emptyJourneyData, type JourneyData } from './journey-data.ts';
import type { MedicalAnswers } from './medical-answers.ts';
import { ME_TAB, NOMINEE_TAB, buildTabs, memberTypeOf } from './member-tabs.ts';

type View = Record<string, unknown> | null | undefined;

/** A saved record as form text: dates DD/MM/YYYY, genders lower case, numbers as digits (the forms' own form). */
function toForm(view: View, rename: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(view ?? {})) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    const name = rename[key] ?? key;
    const text = String(value);
    if (name === 'dob' || name.endsWith('_dob')) out[name] = toDisplayDate(text);
    else if (name === 'gender' || name.endsWith('_gender')) out[name] = text.toLowerCase();
    else out[name] = text;
  }
  return out;
}

function medicalFrom(declarations: readonly Record<string, unknown>[]): MedicalAnswers {
  const answers: Record<string, Record<string, string | string[]>> = {};
  for (const declaration of declarations) {
    const member = String(declaration.member_id ?? '');
    const list = Array.isArray(declaration.medical_declaration_answers)
      ? (declaration.medical_declaration_answers as Record<string, unknown>[])
      : [];
    for (const answer of list) {
      const type = ZAnswerFieldType.safeParse(answer.answer_field_type);
      if (!member || !type.success) continue;
      const value = answer[ANSWER_VALUE_FIELDS[type.data]];
      if (value === null || value === undefined) continue;
      (answers[member] ??= {})[String(answer.question_id)] = Array.isArray(value) ? value.map(String) : String(value);
    }
  }
  return answers;
}

/**
 * The journey data rebuilt from what the server holds (get-journey-details), for a tab that has the
 * login but not the session storage of the tab where the proposal was filled in.
 */
export function journeyDataFromDetails(details: TJourneyDetailsResponse, config: TJourneyConfigResponse): JourneyData {
  const tabs = buildTabs(config.members);
  const forms: Record<string, FormValues> = {};
  const saved = new Map(details.members.map((m) => [String(m.member_type ?? ''), toForm(m)]));
  for (const tab of tabs) {
    const member = tab.member ? saved.get(memberTypeOf(tab.member, config.members)) : undefined;
    // Me is the proposer and, when insured, the SELF member too: one form for both records.
    if (tab.id === ME_TAB && details.proposer) forms[tab.id] = { ...member, ...toForm(details.proposer) };
    else if (member) forms[tab.id] = member;
  }
  if (details.nominee) forms[NOMINEE_TAB] = toForm(details.nominee);
  const membersSaved = details.proposer !== null && details.members.length > 0;
  const completed = tabs
    .filter((t) => (t.id === NOMINEE_TAB ? details.nominee !== null : membersSaved && forms[t.id]))
    .map((t) => t.id);
  return {
    ...emptyJourneyData(details.journey_id),
    forms,
    completed,
    members_saved: membersSaved,
    contact: details.contact
      ? toForm(details.contact, {
          address_1: 'address_line_1',
          address_2: 'address_line_2',
          address_3: 'address_line_3',
        })
      : null,
    medical: medicalFrom(details.medical.declarations),
  };
}

/** Nothing typed in this tab yet for the journey. */
export const isEmptyJourneyData = (data: JourneyData) =>
  Object.keys(data.forms).length === 0 && data.contact === null && Object.keys(data.medical).length === 0;
