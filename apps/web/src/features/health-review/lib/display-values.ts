import {
  ANSWER_VALUE_FIELDS,
  EDUCATION_OPTIONS,
  GENDER_LABELS,
  NOMINEE_RELATION_OPTIONS,
  OCCUPATION_OPTIONS,
  maskPan,
  toDisplayDate,
  type TJourneyDetailsResponse,
  MESSAGES,
} from '@kavach/domain';
import { RELATION_LABELS as MEMBER_RELATION_LABELS } from '@kavach/domain';

// docs/product/review-payment-term-bike.md §8 "Fallback display values on the review page".
export const NOT_PROVIDED = MESSAGES.NOT_PROVIDED;
/**
 * docs/product/review-payment-term-bike.md §8: Smoking shows 'Yes' when the journey does not say; Existing diseases
 * shows 'No'.
 */
export const SMOKING_FALLBACK = 'Yes';
export const EXISTING_DISEASES_FALLBACK = 'No';

type Person = Record<string, unknown>;
type Declaration = TJourneyDetailsResponse['medical']['declarations'][number];

const RELATION_LABELS: Readonly<Record<string, string>> = {
  ...MEMBER_RELATION_LABELS,
  ...Object.fromEntries(NOMINEE_RELATION_OPTIONS.map((o) => [o.value, o.label])),
};
const labelsOf = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<string, string>;
const OCCUPATION_LABELS = labelsOf(OCCUPATION_OPTIONS);
const EDUCATION_LABELS = labelsOf(EDUCATION_OPTIONS);

/** A field's text, or MESSAGES.NOT_PROVIDED when it is empty or missing. */
export function shown(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return NOT_PROVIDED;
  const text = value.trim();
  return text === '' ? NOT_PROVIDED : text;
}

const labelled = (labels: Readonly<Record<string, string>>, value: unknown) =>
  (typeof value === 'string' && labels[value.trim()]) || shown(value);

/** docs/product/review-payment-term-bike.md §3.7: person fields are full_name or name. */
export const personName = (p: Person | null | undefined) => shown(p?.full_name ?? p?.name);
export const relationLabel = (value: unknown) => labelled(RELATION_LABELS, value);
export const genderLabel = (value: unknown) =>
  typeof value === 'string' ? labelled(GENDER_LABELS, value.toUpperCase()) : NOT_PROVIDED;
export const occupationLabel = (value: unknown) => labelled(OCCUPATION_LABELS, value);
export const educationLabel = (value: unknown) => labelled(EDUCATION_LABELS, value);
export const dateLabel = (value: unknown) => (typeof value === 'string' && toDisplayDate(value)) || NOT_PROVIDED;

/** A PAN on screen keeps only its last four characters (the domain's maskPan, as the schedule prints it). */
export const maskedPan = (value: unknown): string =>
  typeof value === 'string' && value.trim() !== '' ? maskPan(value) : NOT_PROVIDED;

/** The contact address on one line, from whichever parts were given. */
export function addressLine(contact: Person | null | undefined): string {
  const parts = ['address_1', 'address_2', 'address_3', 'area', 'city', 'state']
    .map((k) => contact?.[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : NOT_PROVIDED;
}

export function smokingLabel(medical: TJourneyDetailsResponse['medical'] | undefined): string {
  return medical?.smoking?.trim() || SMOKING_FALLBACK;
}

export function existingDiseasesLabel(medical: TJourneyDetailsResponse['medical'] | undefined): string {
  return medical?.existing_diseases?.trim() || EXISTING_DISEASES_FALLBACK;
}

function answeredYes(answer: Record<string, unknown>): boolean {
  const field = ANSWER_VALUE_FIELDS[answer.answer_field_type as keyof typeof ANSWER_VALUE_FIELDS];
  const value = field ? answer[field] : undefined;
  return value === 'YES' || (Array.isArray(value) && value.length > 0 && !value.includes('NO'));
}

/** One line per insured member: how many health questions they answered Yes to. */
export function declarationSummaries(
  declarations: readonly Declaration[],
  members: readonly Person[],
): { memberId: string; name: string; yes: number }[] {
  return declarations.map((d) => {
    const memberId = String(d.member_id ?? '');
    const member = members.find((m) => m.member_id === memberId);
    const answers = Array.isArray(d.medical_declaration_answers)
      ? (d.medical_declaration_answers as Record<string, unknown>[])
      : [];
    return {
      memberId,
      name: member ? personName(member) : memberId || NOT_PROVIDED,
      yes: answers.filter((a) => a && answeredYes(a)).length,
    };
  });
}
