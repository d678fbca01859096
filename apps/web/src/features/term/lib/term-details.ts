import {
  DEFAULT_QUALIFICATION,
  DEFAULT_TERM_COVER_TILL_AGE,
  DEFAULT_TERM_COVER,
  INCOME_BANDS,
  INCOME_BAND_LABELS,
  QUALIFICATIONS,
  QUALIFICATION_LABELS,
  SMOKER,
  SMOKER_LABELS,
  TERM_COVER_OPTIONS,
  TERM_COVER_TILL_AGES,
  TERM_MIN_POLICY_TERM,
  TERM_GENDERS,
  TERM_WIZARD_STEP_COUNT,
  termEntryAge,
  coverTillAgeOf,
  isValidIsoDate,
  termPolicyTerm,
  todayIso,
  type IncomeBand,
  type Qualification,
  type Smoker,
  type TermCoverTillAge,
  type TermGender,
  isOneOf,
} from '@kavach/domain';

/**
 * docs/product/review-payment-term-bike.md §3.11: the term pre-quote answers as kept in local storage under
 * preQuoteDetails, with the spec's field names (its spellings `qualification_lable` and `smoke_lable` included). Values
 * not yet chosen are '' (or null), so the record always has every field.
 */
export type TermDetails = {
  coverage: number;
  coverage_label: string;
  annual_income: IncomeBand | '';
  income_label: string;
  /** '' until chosen: gender and tobacco use set the price, so neither is chosen for the buyer (issue 48). */
  gender: TermGender | '';
  /** YYYY-MM-DD (docs/decisions.md §5: dates on screen are DD/MM/YYYY, stored and sent as ISO). */
  dob: string;
  /** The age the cover runs till, as chosen on the quote list (TERM_COVER_TILL_AGES). */
  cover_till_age: TermCoverTillAge;
  /** The years from the entry age to cover_till_age; null until the date of birth is known. */
  policy_term: number | null;
  pincode: string;
  pincode_details: { district: string } | null;
  qualification: Qualification;
  qualification_lable: string;
  smoke: Smoker | '';
  smoke_lable: string;
  /** The wizard step (1 to 6) the answers were saved at. */
  step: number;
  ped: string[];
};

export const coverLabel = (cover: number): string => TERM_COVER_OPTIONS.find((o) => o.value === cover)?.label ?? '';

/**
 * docs/product/review-payment-term-bike.md §5.4 defaults: cover 1 Crore, qualification Graduate. Not its gender Male and
 * Non-Smoker, nor an income guessed from the cover: what sets the price or decides the cover is chosen by the buyer
 * (issue 48; docs/product/review-payment-term-bike.md).
 */
export const DEFAULT_TERM_DETAILS: TermDetails = {
  coverage: DEFAULT_TERM_COVER,
  coverage_label: coverLabel(DEFAULT_TERM_COVER),
  annual_income: '',
  income_label: '',
  gender: '',
  dob: '',
  cover_till_age: DEFAULT_TERM_COVER_TILL_AGE,
  policy_term: null,
  pincode: '',
  pincode_details: null,
  qualification: DEFAULT_QUALIFICATION,
  qualification_lable: QUALIFICATION_LABELS[DEFAULT_QUALIFICATION],
  smoke: '',
  smoke_lable: '',
  step: 1,
  ped: [],
};

const isCover = (value: unknown): value is number => TERM_COVER_OPTIONS.some((o) => o.value === value);

/**
 * Reads stored term details leniently: a health pre-quote record under the same key (docs/product/quotes.md and
 * docs/product/review-payment-term-bike.md share preQuoteDetails), a stale or a hand-edited value gives null, never a
 * half-trusted object.
 */
export function parseTermDetails(raw: unknown): TermDetails | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (
    !isCover(r.coverage) ||
    (r.gender !== '' && !isOneOf(TERM_GENDERS, r.gender)) ||
    !isOneOf(QUALIFICATIONS, r.qualification) ||
    (r.smoke !== '' && !isOneOf(SMOKER, r.smoke))
  )
    return null;
  if (r.annual_income !== '' && !isOneOf(INCOME_BANDS, r.annual_income)) return null;
  if (typeof r.dob !== 'string' || (r.dob !== '' && !isValidIsoDate(r.dob))) return null;
  if (typeof r.pincode !== 'string' || typeof r.step !== 'number') return null;
  const place = r.pincode_details as { district?: unknown } | null | undefined;
  const district = place && typeof place.district === 'string' ? place.district : null;
  // Answers saved before the buyer could choose the age keep the cover to 65 they were quoted.
  const coverTillAge = coverTillAgeOf(r.cover_till_age) ?? DEFAULT_TERM_COVER_TILL_AGE;
  const step = Math.min(Math.max(Math.trunc(r.step), 1), TERM_WIZARD_STEP_COUNT);
  return {
    ...DEFAULT_TERM_DETAILS,
    coverage: r.coverage,
    coverage_label: coverLabel(r.coverage),
    annual_income: r.annual_income,
    income_label: r.annual_income ? INCOME_BAND_LABELS[r.annual_income] : '',
    gender: r.gender,
    dob: r.dob,
    cover_till_age: coverTillAge,
    policy_term: r.dob ? policyTermFor(r.dob, coverTillAge) : null,
    pincode: r.pincode,
    pincode_details: district !== null ? { district } : null,
    qualification: r.qualification,
    qualification_lable: QUALIFICATION_LABELS[r.qualification],
    smoke: r.smoke,
    smoke_lable: r.smoke ? SMOKER_LABELS[r.smoke] : '',
    step,
    ped: Array.isArray(r.ped) ? r.ped.filter((p): p is string => typeof p === 'string') : [],
  };
}

export function policyTermFor(dobIso: string, coverTillAge: number, today: string = todayIso()): number | null {
  const age = termEntryAge(dobIso, today);
  return age === null ? null : termPolicyTerm(age, coverTillAge);
}

/**
 * The age cover runs till for a buyer of this age: the one chosen while it still gives the shortest term plans sell,
 * else the nearest later one that does (a buyer of 62 asked for cover to 65 is quoted to 70), else the last.
 */
export function coverTillAgeFor(age: number, chosen: TermCoverTillAge): TermCoverTillAge {
  const fits = (till: number) => termPolicyTerm(age, till) >= TERM_MIN_POLICY_TERM;
  if (fits(chosen)) return chosen;
  return TERM_COVER_TILL_AGES.find((till) => till > chosen && fits(till)) ?? chosen;
}

/** A new cover-till age: the term follows it. */
export function withCoverTillAge(details: TermDetails, coverTillAge: TermCoverTillAge): TermDetails {
  const policyTerm = details.dob ? policyTermFor(details.dob, coverTillAge) : null;
  return { ...details, cover_till_age: coverTillAge, policy_term: policyTerm };
}

/** A new cover keeps the income only if the cover did not change: the suggestion follows the cover. */
export function withCover(details: TermDetails, cover: number): TermDetails {
  if (cover === details.coverage) return details;
  return { ...details, coverage: cover, coverage_label: coverLabel(cover), annual_income: '', income_label: '' };
}

export function withIncome(details: TermDetails, band: IncomeBand): TermDetails {
  return { ...details, annual_income: band, income_label: INCOME_BAND_LABELS[band] };
}

export function withPerson(
  details: TermDetails,
  gender: TermGender,
  dobIso: string,
  today: string = todayIso(),
): TermDetails {
  const age = termEntryAge(dobIso, today);
  const coverTillAge = age === null ? details.cover_till_age : coverTillAgeFor(age, details.cover_till_age);
  return {
    ...details,
    gender,
    dob: dobIso,
    cover_till_age: coverTillAge,
    policy_term: policyTermFor(dobIso, coverTillAge, today),
  };
}

export function withPincode(details: TermDetails, pincode: string, district: string): TermDetails {
  return { ...details, pincode, pincode_details: { district } };
}

export function withQualification(details: TermDetails, qualification: Qualification): TermDetails {
  return { ...details, qualification, qualification_lable: QUALIFICATION_LABELS[qualification] };
}

export function withSmoker(details: TermDetails, smoke: Smoker): TermDetails {
  return { ...details, smoke, smoke_lable: SMOKER_LABELS[smoke] };
}
