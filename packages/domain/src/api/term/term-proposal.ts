import { z } from 'zod';
import { ZRowId } from '../wire';
import { ZKycSummary } from '../kyc';
import { ZGender } from '../../constants/health-members';
import {
  TERM_MAX_ANNUAL_INCOME,
  TERM_MAX_NOMINEES,
  TERM_MAX_OTHER_LIFE_COVER,
  TERM_MIN_ANNUAL_INCOME,
  TERM_NOMINEE_RELATIONS,
  TERM_PROPOSAL_STEPS,
} from '../../constants/term-proposal';
import {
  ALCOHOL_HABITS,
  EMPLOYER_TYPES,
  LIFE_CONDITIONS,
  TERM_OCCUPATIONS,
  QUALIFICATIONS,
} from '../../code-lists/proposal';
import { SMOKER, TERM_PAYMENT_FREQUENCIES } from '../../constants/term';
import { YES_NO } from '../../constants/health';
import { MAJORITY_AGE, ageOn } from '../../validation/age';
import { MESSAGES, minAge } from '../../validation/messages';
import { samePerson } from '../../validation/kyc-match';
import { POSTAL_CONTACT, ZDob, ZFullName, ZPan, printable, zRequiredText, zSelect } from '../../validation/fields';
import { ZAggregatedPremiumResponse } from '../health/journey';
import { JOURNEY_REF } from '../journey-ref';

// Issue 15: the term proposal's request bodies and the view the proposal and review pages read. The browser's
// forms validate with these same schemas; the server re-checks what needs the journey (age, cover, quote).

// A whole number sent as a number (forms convert): no transform, so the same schema also describes responses.
const zWhole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The life assured is the proposer: name and PAN for KYC; work, income and education for underwriting. */
export const ZTermLifeAssured = z
  .object({
    full_name: ZFullName,
    pan_number: ZPan,
    occupation: zSelect(TERM_OCCUPATIONS),
    employer_type: zSelect(EMPLOYER_TYPES),
    employer_name: printable(z.string().trim().max(100)).optional(),
    annual_income: zWhole(
      TERM_MIN_ANNUAL_INCOME,
      TERM_MAX_ANNUAL_INCOME,
      'Enter your yearly income in rupees (at least ₹1,50,000)',
    ),
    /**
     * Life cover in force on this life with other insurers (sum assured, in rupees; 0 for none): the income supports
     * all of it together with this cover and any held through Kavach (coverIncomeProblem).
     */
    other_life_cover: zWhole(
      0,
      TERM_MAX_OTHER_LIFE_COVER,
      'Enter the life cover you hold with other insurers in rupees (0 if none)',
    ),
    education: zSelect(QUALIFICATIONS),
    /** Asked again, not assumed from the quote: a wrong answer voids the claim, so the buyer confirms it here. */
    is_smoker: zSelect(SMOKER),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.occupation === 'SALARIED' && p.employer_type === 'SELF')
      ctx.addIssue({
        code: 'custom',
        path: ['employer_type'],
        message: 'A salaried person works for an employer: choose its type',
      });
    if (p.occupation === 'SALARIED' && !p.employer_name)
      ctx.addIssue({ code: 'custom', path: ['employer_name'], message: MESSAGES.REQUIRED });
  });
export type TTermLifeAssured = z.infer<typeof ZTermLifeAssured>;
export const ZSaveLifeAssuredRequest = z.object({ ...JOURNEY_REF, life_assured: ZTermLifeAssured }).strict();

export const ZTermNominee = z
  .object({
    full_name: ZFullName,
    relation: zSelect(TERM_NOMINEE_RELATIONS),
    dob: ZDob,
    share_percent: zWhole(1, 100, 'A share is a whole percentage from 1 to 100'),
  })
  .strict();
export type TTermNominee = z.infer<typeof ZTermNominee>;

export const ZTermAppointee = z
  .object({ full_name: ZFullName, relation: printable(zRequiredText().max(30)), dob: ZDob })
  .strict();

/** Nominees with shares adding to 100; an adult appointee receives the money for any nominee under 18. */
export const ZTermNominees = z
  .object({
    nominees: z
      .array(ZTermNominee)
      .min(1, 'Add a nominee')
      .max(TERM_MAX_NOMINEES, `At most ${TERM_MAX_NOMINEES} nominees`),
    appointee: ZTermAppointee.nullish(),
  })
  .strict()
  .superRefine((n, ctx) => {
    n.nominees.forEach((x, i) => {
      if (n.nominees.slice(0, i).some((earlier) => samePerson(earlier, x)))
        ctx.addIssue({ code: 'custom', path: ['nominees', i, 'full_name'], message: MESSAGES.NOMINEE_NAMED_TWICE });
    });
    const total = n.nominees.reduce((s, x) => s + x.share_percent, 0);
    if (total !== 100)
      ctx.addIssue({ code: 'custom', path: ['nominees'], message: `Shares must add up to 100% (now ${total}%)` });
    const minor = n.nominees.some((x) => (ageOn(x.dob) ?? MAJORITY_AGE) < MAJORITY_AGE);
    if (minor && !n.appointee)
      ctx.addIssue({ code: 'custom', path: ['appointee', 'full_name'], message: MESSAGES.APPOINTEE_REQUIRED });
    if (!minor && n.appointee)
      ctx.addIssue({ code: 'custom', path: ['appointee'], message: MESSAGES.APPOINTEE_FOR_MINORS_ONLY });
    const appointeeAge = n.appointee ? ageOn(n.appointee.dob) : null;
    if (appointeeAge !== null && appointeeAge < MAJORITY_AGE)
      ctx.addIssue({ code: 'custom', path: ['appointee', 'dob'], message: minAge(MAJORITY_AGE) });
  });
export type TTermNominees = z.infer<typeof ZTermNominees>;
export const ZSaveTermNomineesRequest = z.object({ ...JOURNEY_REF, nominee_details: ZTermNominees }).strict();

export const ZTermContact = z
  .object({
    ...POSTAL_CONTACT,
    address_2: printable(z.string().trim().max(200)).optional(),
  })
  .strict();
export type TTermContact = z.infer<typeof ZTermContact>;
export const ZSaveTermContactRequest = z.object({ ...JOURNEY_REF, contact_details: ZTermContact }).strict();

const ZYesNoAnswer = zSelect(YES_NO);
/**
 * The lifestyle and medical declaration: each YES either loads the premium or asks for medical tests (the plan's
 * rules).
 */
export const ZTermLifestyle = z
  .object({
    height_cm: zWhole(120, 220, 'Height is 120 to 220 cm'),
    weight_kg: zWhole(30, 200, 'Weight is 30 to 200 kg'),
    alcohol: zSelect(ALCOHOL_HABITS),
    /** Any tobacco or nicotine in the last 12 months: must agree with the smoker status confirmed before. */
    tobacco: ZYesNoAnswer,
    hazardous_occupation: ZYesNoAnswer,
    existing_conditions: z.array(z.enum(LIFE_CONDITIONS)).max(LIFE_CONDITIONS.length),
    /** A parent or sibling who had heart disease, cancer, diabetes or a stroke before 60. */
    family_history: ZYesNoAnswer,
  })
  .strict();
export type TTermLifestyle = z.infer<typeof ZTermLifestyle>;
export const ZSaveLifestyleRequest = z.object({ ...JOURNEY_REF, lifestyle: ZTermLifestyle }).strict();

export const ZTermSaveResponse = z.object({
  journey_id: ZRowId,
  status: z.literal('SAVED'),
  journey_step: z.enum(TERM_PROPOSAL_STEPS),
});

/** What the declaration did to the price: a loading per answer, and the tests the insurer asks for. */
export const ZTermUnderwriting = z.object({
  loadings: z.array(z.object({ condition: z.string(), percent: z.number(), reason: z.string() })),
  medical_tests: z.array(z.object({ test: z.string(), reason: z.string() })),
});
export type TTermUnderwriting = z.infer<typeof ZTermUnderwriting>;

/**
 * GET /v1/termlife/journey/get-journey-details/{journey_id}: the proposal so far, what it still needs, and its price.
 */
export const ZTermJourneyDetailsResponse = z.object({
  journey_id: ZRowId,
  journey_step: z.enum(TERM_PROPOSAL_STEPS),
  status: z.string(),
  plan: z.object({
    plan_id: z.string(),
    plan_name: z.string(),
    insurer_id: z.string(),
    insurer_name: z.string(),
    insurer_logo_url: z.string(),
    sum_assured: z.number(),
    policy_term: z.number(),
    cover_till_age: z.number(),
    payout: z.literal('LUMPSUM'),
    premium_frequency: z.enum(TERM_PAYMENT_FREQUENCIES),
  }),
  /** From the quote: the premium was priced on them, so the proposal shows them rather than asking again. */
  quoted: z.object({
    dob: z.string(),
    age: z.number(),
    gender: ZGender,
    is_smoker: z.enum(SMOKER),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  life_assured: ZTermLifeAssured.nullable(),
  nominee_details: ZTermNominees.nullable(),
  contact: ZTermContact.nullable(),
  lifestyle: ZTermLifestyle.nullable(),
  underwriting: ZTermUnderwriting,
  income: z.object({
    cover_multiple: z.number(),
    income_proof_required: z.boolean(),
    income_proof_uploaded: z.boolean(),
  }),
  kyc: ZKycSummary,
  premium: ZAggregatedPremiumResponse,
});
export type TTermJourneyDetailsResponse = z.infer<typeof ZTermJourneyDetailsResponse>;
