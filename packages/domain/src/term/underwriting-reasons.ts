// Why a term plan asks for a medical test or loads the premium (the rating package's assessLifestyle works it out):
// the domain's words, kept on the proposal and the schedule as written and shown in the reader's language
// (docs/i18n.md).

export const UNDERWRITING_REASONS = {
  LARGE_COVER: 'Usual for a cover of this size',
  ALCOHOL: 'Drinks alcohol regularly',
  HAZARDOUS_OCCUPATION: 'Hazardous work or hobby',
  FAMILY_HISTORY: 'Family history of illness before 60',
} as const;

/** The test a body-mass index outside the plan's range calls for. */
export const MEDICAL_EXAMINATION = 'Medical examination';

export const usualFromAge = (age: number) => `Usual from age ${age}`;

export const bmiOutsideRange = (bmi: number, range: { min: number; max: number }) =>
  `Body-mass index ${bmi} is outside ${range.min}–${range.max}`;

export const bmiLoadingReason = (bmi: number) => `Body-mass index ${bmi}`;
