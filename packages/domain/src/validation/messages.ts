// Every user-facing validation and error text of the spec, character for character, so the API and
// the web app never drift apart. Texts marked "ours" are where the spec gives none.
import { formatInr } from '../format/money';
import { toDisplayDate } from './dates';
import { OLDEST_REGISTRATION_DATE, THIRD_PARTY_UNTIL_LABEL, claimFreeYearsOf } from '../constants/motor';

export const MESSAGES = {
  // Field rules (docs/product/proposal-kyc.md §5).
  REQUIRED: 'This field is required',
  DATE_REQUIRED: 'Date is required',
  SELECT_REQUIRED: 'Please select an option',
  NAME_INVALID: 'Name should contain only letters and spaces (2-50 characters)',
  MOBILE_INVALID: 'Enter a valid 10-digit mobile number',
  PAN_INVALID: 'Enter a valid PAN number (e.g., ABCDE1234F)',
  PINCODE_INVALID: 'Enter a valid 6-digit pincode',
  // Ours: a one-time code that is not six digits (docs/product/proposal-kyc.md §4 shows six boxes).
  OTP_CODE_INVALID: 'Enter the 6-digit code',
  HEIGHT_FEET_RANGE: 'Height should be between 3-8 feet',
  HEIGHT_INCH_RANGE: 'Inches should be between 0-11',
  WEIGHT_RANGE: 'Weight should be between 10-300 kg',
  // Ours (issue 17): docs/product/proposal-kyc.md §5's 'Child should be under 18 years' no longer holds.
  CHILD_TOO_OLD: 'A child can be insured up to 25 years old',
  APPOINTEE_REQUIRED: 'Since the nominee is under 18 years, an appointee is required.',
  APPOINTEE_FOR_MINORS_ONLY: 'An appointee is named only for a nominee under 18',
  // Ours (attack18): the money is paid on the insured's death, so they cannot be the one who receives it.
  NOMINEE_IS_INSURED: 'The insured person cannot be their own nominee: the money is paid on their death',
  APPOINTEE_IS_INSURED: 'The insured person cannot be the appointee: the money is paid on their death',
  NOMINEE_NAMED_TWICE: 'This person is already named as a nominee: give them one share',
  // Ours (attack26): a nominee's relation and birth date agree with the life assured's, as the health quote's do.
  PARENT_NOMINEE_GAP:
    'A parent is at least 18 years older than the life assured: check the date of birth or the relation',
  CHILD_NOMINEE_GAP:
    'A child is at least 18 years younger than the life assured: check the date of birth or the relation',
  // Ours (attack26): the appointee receives the money for a minor nominee, so it is someone else, an adult.
  APPOINTEE_IS_NOMINEE: 'The appointee receives the money for the minor nominee: name someone other than the nominee',
  // Ours (attack21): a health policy's nominee is paid if the policyholder dies, so it is not the policyholder.
  NOMINEE_IS_POLICYHOLDER: 'The policyholder cannot be their own nominee: the nominee is paid if the policyholder dies',
  APPOINTEE_IS_POLICYHOLDER:
    'The policyholder cannot be the appointee: the appointee is paid for a minor nominee if the policyholder dies',
  // Ours (attack21): the insured Self is the proposer KYC checks, and the quote priced who is insured and where.
  SELF_IS_PROPOSER_NAME: 'You are insured as Self: give the same name as the proposer',
  SELF_IS_PROPOSER_DOB: 'The proposer is the insured self: dates of birth must match',
  SELF_IS_PROPOSER_GENDER: 'The proposer is the insured self: the gender must be the one quoted',
  QUOTED_DOB_CHANGED: 'Date of birth differs from your quote. Please get a new quote for this date of birth.',
  QUOTED_PINCODE_CHANGED: 'Pincode differs from your quote. Please get a new quote for this pincode.',

  // Contact (docs/product/proposal-kyc.md §5); the required text is built by contactRequired().
  CONTACT_MOBILE_INVALID: 'Please enter a valid 10-digit mobile number',
  CONTACT_PINCODE_INVALID: 'Please enter a valid 6-digit pincode',
  EMAIL_INVALID: 'Please enter a valid email address',

  // Pre-quote date of birth (docs/product/quotes.md §5 gives the rules, not the texts: ours).
  DOB_INVALID: 'Please enter a valid date (DD/MM/YYYY)',
  ADULT_AGE_RANGE: 'Age must be between 18 and 100 years',
  CHILD_AGE_RANGE: 'Child must be between 91 days and 25 years old',
  CHILD_PARENT_GAP: 'Child must be at least 18 years younger than the parents',
  // A malformed date on the wire (ours).
  ISO_DATE_INVALID: 'Enter a valid date (YYYY-MM-DD)',
  DOB_IN_FUTURE: 'A date of birth cannot be in the future',
  // Ours: the policy schedule prints proposal text in its Latin fonts.
  LATIN_TEXT_ONLY: 'Please write this in English letters, as on your documents',
  // Ours (attack22): control characters and direction overrides in a message.
  TEXT_HIDDEN_CHARACTERS: 'This contains hidden characters: please type it again',

  // Health pre-quote and quotes (docs/product/quotes.md §5, §8).
  PINCODE_LOOKUP_INVALID: 'Invalid pincode. Please enter a valid 6-digit pincode.',
  FORM_INCOMPLETE: 'Please fill all required fields before continuing.',
  QUOTE_GENERATION_FAILED: 'Failed to generate quote. Please try again.',
  QUOTE_ID_MISSING: 'Quote ID missing from async-quote response',
  NO_QUOTATION_DATA: 'No quotation data received from server',
  ADDON_OPTION_MISSING: 'Please select an option for this add-on before adding it to your plan.',
  ADDON_UPDATE_FAILED: 'Failed to update addon. Please try again.',

  // KYC and uploads (docs/product/proposal-kyc.md §5, §8).
  KYC_JOURNEY_ID_MISSING: 'Journey ID not found. Please refresh and try again.',
  KYC_INIT_FAILED: 'Failed to initialize KYC. Please try again.',
  KYC_CONTINUE_ISSUE: "There was an issue with the verification process, but we've proceeded to the next step.",
  FILE_TYPE_NOT_SUPPORTED: 'File type not supported',
  FILE_SIZE_TOO_LARGE: 'File size too large (max 10MB)',
  UPLOAD_FAILED: 'Upload failed. Please try again.',
  UPLOAD_TOO_LARGE: 'File too large. Please try a smaller file.',
  UPLOAD_INVALID_FORMAT: 'Invalid file format. Please try another file.',
  INCOME_PROOF_NOT_A_DOCUMENT:
    'This file is not a readable income document. Upload salary slips, Form 16 or an ITR as a PDF, or a clear photo or scan at least 500 × 500 pixels.',
  UPLOAD_STORAGE_FAILED: 'Upload failed',
  // Ours (issue 46, CKYC's rule): PAN proves identity only; an address needs an officially valid document.
  KYC_ADDRESS_PROOF_MISSING:
    'Upload a proof of address: your masked Aadhaar, passport, driving licence, voter ID or NREGA job card. A PAN card proves identity only, not address.',
  KYC_NOT_ADDRESS_PROOF:
    'Not a proof of address: only a masked Aadhaar, passport, driving licence, voter ID or NREGA job card proves an address (PAN proves identity only)',
  CAMERA_UNAVAILABLE: 'Unable to access camera. Please use file upload instead.',

  // Review and payment (docs/product/review-payment-term-bike.md §5.3, §8).
  JOURNEY_CONFIRMATION_FAILED: 'Journey confirmation failed',
  PAYMENT_INITIATION_FAILED: 'Payment initiation failed',
  PAYMENT_URL_MISSING: 'Payment URL not received',
  PAYMENT_INITIATE_FALLBACK: 'Failed to initiate payment. Please try again.',
  PAYMENT_RETRY_FAILED: 'Failed to retry payment. Please try again.',
  PAYMENT_PENDING: 'Payment status is pending. Please wait...',
  PAYMENT_SUCCEEDED: 'Your payment was successful and your policy has been issued.',
  // Issue 19: paid while staff check the uploaded KYC documents; the policy follows their approval.
  PAYMENT_HELD_FOR_KYC:
    'Your payment was received. Your policy will be issued as soon as our team has verified your KYC documents.',
  KYC_UNDER_REVIEW:
    'Your KYC documents are being verified by our team. You can pay now; your policy is issued once they are approved.',
  KYC_REJECTED_REFUND: 'Your KYC documents could not be verified',
  // Issue 48: money held after a rejection goes back when the buyer gives up, or lets the days to upload again pass.
  KYC_GAVE_UP_REFUND: 'You cancelled the purchase after your KYC documents were not accepted',
  KYC_REUPLOAD_EXPIRED_REFUND: 'Your KYC documents were not uploaded again in time',
  KYC_NOT_WAITING_FOR_REUPLOAD:
    'This purchase is not waiting for new KYC documents, so there is nothing to cancel here',
  // Ours: money held for the KYC review whose cover, starting after the approval, no longer earns the premium paid.
  // Ours: a policy issued on a later day than the payment (a failure in between, finished by the minute's sweep).
  ISSUED_LATE_PRICE_MOVED:
    'Your policy could not be issued on the day you paid, and the premium for cover starting now is different (it depends on the day cover starts). Please confirm again to see the new premium',
  KYC_HELD_PRICE_MOVED:
    'Your premium changed while your KYC documents were being checked (it depends on the day cover starts). Please confirm again to see the new premium',
  // Ours: a purchase the buyer asked to remove from the dashboard while money is on it.
  JOURNEY_HAS_PAYMENT:
    'This purchase has a payment on it, so it cannot be removed. If a payment is still in progress, finish or cancel it first.',
  // Ours: money that reached a deleted account's journey, whose identity can no longer be checked.
  KYC_UNCHECKED_REFUND: 'Your identity could not be checked: the account was deleted',
  PAYMENT_NOT_COMPLETED: 'Your payment could not be completed.',
  PAYMENT_INFO_NOT_FOUND_CONTACT: 'Payment information not found. Please contact support.',
  PAYMENT_VERIFY_FAILED_CONTACT: 'Failed to verify payment status. Please contact support.',
  PAYMENT_DECLINED: 'Payment was declined by your bank or payment provider',
  PAYMENT_UNABLE_TO_VERIFY: 'Unable to verify payment status',
  PAYMENT_INFO_NOT_FOUND: 'Payment information not found',
  // Ours (issue 17): said on a failed payment only when the gateway reported no money taken.
  PAYMENT_NO_MONEY_TAKEN: 'No money was taken from your account for this payment.',
  PAYMENT_FAILED_DEFAULT:
    'Your payment could not be processed. This might be due to insufficient funds, card limits, or technical issues.',
  POLICY_DOWNLOAD_FAILED: 'Failed to download policy. Please try again or contact support.',
  NOT_PROVIDED: 'Not provided',

  // Term and bike (docs/product/review-payment-term-bike.md §5.4, §8).
  INCOME_REQUIRED: 'Please select your annual income to continue.',
  BIKE_NOT_FOUND: 'Registration not found. Please enter details manually.',

  // Ours (issue 18): the motor entry page's fields; the quote API says the first three of the same vehicle too.
  VEHICLE_REQUIRED: 'Choose your vehicle',
  RTO_REQUIRED: 'Choose the RTO where the vehicle is registered',
  REGISTRATION_DATE_FUTURE: 'The registration date cannot be in the future',
  REGISTRATION_DATE_TOO_OLD: `A vehicle registered before ${OLDEST_REGISTRATION_DATE.slice(0, 4)} is not quoted here`,
  REGISTRATION_DATE_REQUIRED: 'Enter the registration date',
  THIRD_PARTY_NEEDS_POLICY: 'Enter the current policy’s expiry date too',
  THIRD_PARTY_NOT_PAST: 'Give it only when it runs on past the current policy; leave it empty otherwise',
  // Issue 48: the answer sets the no-claim bonus, so it is the buyer's to give, never preselected.
  CLAIM_LAST_YEAR_REQUIRED: 'Tell us whether you made a claim on this policy in the last year',
} as const;
export type MessageKey = keyof typeof MESSAGES;

export function minLength(n: number): string {
  return `Minimum ${n} characters required`;
}

export function maxLength(n: number): string {
  return `Maximum ${n} characters allowed`;
}

export function minAge(n: number): string {
  return `Minimum age should be ${n} years`;
}

export function maxAge(n: number): string {
  return `Maximum age should be ${n} years`;
}

/** docs/product/proposal-kyc.md §5: 'Please enter {field label in lower case}'. */
export function contactRequired(label: string): string {
  return `Please enter ${label.toLowerCase()}`;
}

/** docs/product/quotes.md §5: the group form of ADDON_OPTION_MISSING; names are joined with a comma. */
export function addonGroupMissing(names: readonly string[]): string {
  return `Please select options for the following add-on(s) before adding: ${names.join(', ')}`;
}

/**
 * Ours: one vehicle is insured once for any day. Said when the vehicle is named, at confirmation, and as the reason
 * money is refunded when a second purchase was paid for anyway (two tabs confirmed before either paid). The policy
 * is named only to its own holder: a chassis number is printed on the vehicle, a policy number is not public.
 * `ownDamageInstead`: only the third party is taken (a new vehicle's long-term cover), so own damage alone is what
 * the vehicle needs.
 */
export function alreadyInsured(held: {
  policyNumber: string | null;
  from: string;
  to: string;
  ownDamageInstead: boolean;
}): string {
  const days = `from ${toDisplayDate(held.from)} to ${toDisplayDate(held.to)}${held.policyNumber ? ` (policy ${held.policyNumber})` : ''}`;
  return held.ownDamageInstead
    ? `This vehicle’s third-party cover runs through Kavach ${days}. Get a new quote giving ${toDisplayDate(held.to)} as “${THIRD_PARTY_UNTIL_LABEL}”: own damage alone then insures the vehicle itself beside it`
    : `This vehicle is already insured through Kavach ${days}. A second policy for the same days would not pay a claim twice`;
}

/**
 * Ours (attack18): a renewal's no-claim bonus rests on the buyer's word about the previous policy, as at any insurer;
 * when that policy is one Kavach issued, its record is checked, and a bonus is carried to one renewal only. Each says
 * what to do: the quote's answers are fixed for a journey, so a new quote.
 */
export const previousPolicyWords = {
  notIssued: (policy: string) => `Kavach has issued no policy ${policy} in force: check the number`,
  otherVehicle: (policy: string) => `Policy ${policy} does not insure this vehicle: name this vehicle’s current policy`,
  otherEnd: (policy: string, end: string) =>
    `Policy ${policy} ends on ${toDisplayDate(end)}: get a new quote with that expiry date`,
  noOwnDamage: (policy: string) =>
    `Policy ${policy} insured third party only, which earns no no-claim bonus: get a new quote with 0 claim-free years`,
  bonusAbove: (policy: string, had: number, most: number) =>
    `Policy ${policy} carried a ${had}% no-claim bonus, so a claim-free year raises it to ${most}% at most: get a new quote with ${claimFreeYearsOf(most)} claim-free years or fewer`,
  noThirdParty: (policy: string) => `Policy ${policy} has no third-party cover: name the third-party policy in force`,
  thirdPartyEnds: (policy: string, end: string) =>
    `Policy ${policy}’s third-party cover ends on ${toDisplayDate(end)}: get a new quote giving that date as “${THIRD_PARTY_UNTIL_LABEL}”`,
  bonusUsed: () =>
    `The no-claim bonus of this previous policy already went to another Kavach policy: a bonus is carried to one renewal. Name this vehicle’s own current policy, or get a new quote with 0 claim-free years`,
};

/**
 * Ours (docs/decisions.md §4a): confirmation priced the journey again on its day and the facts earn another premium (a
 * birthday, a lapsed no-claim bonus, an older vehicle). The journey now holds the new premium; the buyer reviews it.
 */
export function premiumChanged(totalPremium: number): string {
  return `Your premium has changed since you reviewed it: it is now ${formatInr(totalPremium)}. Please review the new premium before paying.`;
}

/**
 * Ours (docs/decisions.md §4a): the medical declaration names a condition the journey's plan declines (its rating
 * rules), so the plan cannot be bought with it; the buyer chooses another plan. Conditions as the declaration names
 * them.
 */
export function conditionNotCovered(conditions: readonly string[]): string {
  const named = conditions.map((c) => c.toLowerCase());
  const list =
    named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : (named[0] ?? 'this condition');
  return `This plan can't cover ${list}. Please go back to the quotes and choose another plan.`;
}

/** docs/product/proposal-kyc.md §8: the upload error for an HTTP status from our API, the default for anything else. */
export function uploadErrorMessage(httpStatus: number | undefined): string {
  if (httpStatus === 413) return MESSAGES.UPLOAD_TOO_LARGE;
  if (httpStatus === 400) return MESSAGES.UPLOAD_INVALID_FORMAT;
  return MESSAGES.UPLOAD_FAILED;
}
