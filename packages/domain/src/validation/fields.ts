import { z } from 'zod';
import { MESSAGES, contactRequired, minLength } from './messages';
import { MIN_DOB_YEAR_EXCLUSIVE, parseIsoDate, todayIso } from './dates';
import { CONTACT_FIELD_LABELS } from '../code-lists/proposal';
import { OTP_LENGTH } from '../constants/proposal';

// Field schemas shared by the API (request bodies) and the web forms, with the spec's messages
// (docs/product/proposal-kyc.md §5). A missing or blank value gives the required text, never zod's default wording.

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const NOMINEE_ADDRESS_MIN_LENGTH = 10;

const NAME_PATTERN = /^[A-Za-z ]+$/;
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
// India's PIN codes are six digits and none starts with 0 (the first digit is the postal region).
export const PINCODE_LENGTH = 6;
const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** A pin code of the form the server takes: six digits, not starting with 0. */
export const isPincode = (value: string) => PINCODE_PATTERN.test(value);
/**
 * Six digits typed: a whole code to ask the pincode directory about. One starting with 0 is asked too, so the buyer
 * sees it refused (not found) rather than nothing happening.
 */
export const isWholePincodeEntry = (value: string) => value.length === PINCODE_LENGTH && /^\d+$/.test(value);
const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A trimmed string that must not be blank; `required` is the text for missing or blank. */
export function zRequiredText(required: string = MESSAGES.REQUIRED) {
  // abort: a blank value reports only the required text, not every other rule as well.
  return z.string({ error: required }).trim().min(1, { error: required, abort: true });
}

/**
 * A text checked by one of the domain's check functions (null when it passes, else the message to show): the rule
 * stays written once, as the function the API and the tests call, and a form's schema reuses it through this.
 */
export function zChecked(check: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** A required choice from a fixed list: MESSAGES.SELECT_REQUIRED when missing or not in the list. */
export function zSelect<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: MESSAGES.SELECT_REQUIRED });
}

/**
 * Free text people write to people (a complaint, a staff answer), in any script: no control character but line breaks
 * and tabs, and no bidirectional override, which can make text read otherwise than it is stored; and at least `min`
 * characters one can see, so zero-width or blank characters do not make a message. Joiners stay allowed: Indian
 * scripts write some letters with them.
 */
const CONTROL_OR_OVERRIDE = /(?![\n\r\t])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;
const visibleLength = (text: string) => text.replace(/[\s\p{Cf}]/gu, '').length;
export const zMessageText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string(tooShort)
    .trim()
    .max(max, tooLong)
    .refine((text) => !CONTROL_OR_OVERRIDE.test(text), MESSAGES.TEXT_HIDDEN_CHARACTERS)
    .refine((text) => visibleLength(text) >= min, tooShort);

/**
 * Text printed on the policy schedule as typed (an address, a financier, an insurer): English letters, digits and
 * punctuation, accented Latin letters too. Proposals in India are made in English, as the buyer's documents are, and
 * the schedule's fonts have no other script: refused here, text is never printed as garbage on the policy.
 */
// Latin-1 and the typographic marks phones type (’ “ ” – — … •), all in the schedule fonts' WinAnsi encoding.
const PRINTABLE_PATTERN =
  /^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u201E\u2022\u2026\u20AC\u2122]*$/;
export const printable = <T extends z.ZodString>(text: T) => text.regex(PRINTABLE_PATTERN, MESSAGES.LATIN_TEXT_ONLY);

export const ZFullName = zRequiredText()
  .min(NAME_MIN_LENGTH, MESSAGES.NAME_INVALID)
  .max(NAME_MAX_LENGTH, MESSAGES.NAME_INVALID)
  .regex(NAME_PATTERN, MESSAGES.NAME_INVALID);

export const ZMobile = zRequiredText().regex(MOBILE_PATTERN, MESSAGES.MOBILE_INVALID);

/** docs/product/proposal-kyc.md §5: the contact screen words the same rule differently. */
export const ZContactMobile = zRequiredText(contactRequired(CONTACT_FIELD_LABELS.CONTACT_MOBILE)).regex(
  MOBILE_PATTERN,
  MESSAGES.CONTACT_MOBILE_INVALID,
);

/** docs/product/proposal-kyc.md §5: PAN is case-insensitive; it is stored and sent upper-cased. */
export const ZPan = zRequiredText().toUpperCase().regex(PAN_PATTERN, MESSAGES.PAN_INVALID);

export const ZPincode = zRequiredText().regex(PINCODE_PATTERN, MESSAGES.PINCODE_INVALID);

/** A pincode sent as a number or as text (quote requests); always text after parsing. */
export const ZPincodeValue = z
  .union([z.number().int(), z.string()])
  .transform((v) => String(v))
  .pipe(ZPincode);

/** A six-digit one-time code: the buyer's SMS OTP and the staff's authenticator code. */
export const ZOtpCode = z.string().regex(OTP_CODE_PATTERN, MESSAGES.OTP_CODE_INVALID);

export const ZContactPincode = zRequiredText(contactRequired(CONTACT_FIELD_LABELS.CONTACT_PINCODE)).regex(
  PINCODE_PATTERN,
  MESSAGES.CONTACT_PINCODE_INVALID,
);

export const ZEmail = zRequiredText(contactRequired(CONTACT_FIELD_LABELS.CONTACT_EMAIL)).regex(
  z.regexes.email,
  MESSAGES.EMAIL_INVALID,
);

/**
 * How to reach a proposer by post and phone, as the motor owner and the term contact give it: every line the schedule
 * prints is printable, and the PIN a real one.
 */
export const POSTAL_CONTACT = {
  mobile: ZMobile,
  email: ZEmail,
  address_1: printable(zRequiredText().max(200)),
  city: printable(zRequiredText().max(80)),
  state: printable(zRequiredText().max(80)),
  pincode: ZPincode,
};

/** Any other required contact text field, with its 'Please enter {label}' message. */
export function zContactText(label: string) {
  return zRequiredText(contactRequired(label));
}

/** docs/product/proposal-kyc.md §5: the nominee address is required with at least 10 characters. */
export const ZNomineeAddress = printable(
  zRequiredText().min(NOMINEE_ADDRESS_MIN_LENGTH, minLength(NOMINEE_ADDRESS_MIN_LENGTH)),
);

type NumberRule = { min: number; max: number; message: string; integer: boolean };

/**
 * A required number that also accepts numeric text (form inputs give strings). Blank text counts as
 * missing; z.coerce is not used because it would turn '' into 0 and report a range error instead.
 */
function zNumberField({ min, max, message, integer }: NumberRule) {
  const base = z.number({ error: (issue) => (issue.input === undefined ? MESSAGES.REQUIRED : message) });
  const ranged = (integer ? base.int(message) : base).min(min, message).max(max, message);
  return z.preprocess((value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : Number(value);
  }, ranged);
}

export const ZHeightFeet = zNumberField({ min: 3, max: 8, message: MESSAGES.HEIGHT_FEET_RANGE, integer: true });
export const ZHeightInch = zNumberField({ min: 0, max: 11, message: MESSAGES.HEIGHT_INCH_RANGE, integer: true });
// Weight may carry a decimal (e.g. 62.5 kg); only the 10-300 range is a rule.
export const ZWeight = zNumberField({ min: 10, max: 300, message: MESSAGES.WEIGHT_RANGE, integer: false });

/** A real calendar date in wire form, YYYY-MM-DD. */
export const ZIsoDate = zRequiredText(MESSAGES.DATE_REQUIRED)
  .regex(ISO_DATE_PATTERN, { error: MESSAGES.ISO_DATE_INVALID, abort: true })
  .refine((value) => parseIsoDate(value) !== null, MESSAGES.ISO_DATE_INVALID);

/**
 * A date of birth on the wire: a real date with a year above 1900 (docs/product/quotes.md §5), and not after today (by
 * the Indian calendar) — a person not yet born is no one's proposer, nominee or life assured, and no age rule may read
 * a negative age as a young one.
 */
export const ZDob = ZIsoDate.refine(
  (value) => (parseIsoDate(value)?.year ?? 0) > MIN_DOB_YEAR_EXCLUSIVE,
  MESSAGES.ISO_DATE_INVALID,
).refine((value) => value <= todayIso(), MESSAGES.DOB_IN_FUTURE);
