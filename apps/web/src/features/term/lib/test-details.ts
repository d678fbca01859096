import type { TermGender } from '@kavach/domain';
import { DEFAULT_TERM_DETAILS, withIncome, withPerson, withPincode, type TermDetails } from './term-details.ts';

/** The tests' today, so an age worked out from a date of birth stays the same whenever they run. */
export const TODAY = '2026-06-15';

/** The wizard answered up to the pincode (income 10 to 15 Lakh, born 10/03/1995), for the tests. */
export const answeredDetails = (gender: TermGender, pincode: string, district: string): TermDetails =>
  withPincode(
    withPerson(withIncome(DEFAULT_TERM_DETAILS, 'TEN_LAC_TO_FIFTEEN_LAC'), gender, '1995-03-10', TODAY),
    pincode,
    district,
  );
