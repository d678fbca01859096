import { z } from 'zod';
import { ZRowId } from '../wire';
import { ZKycSummary } from '../kyc';
import { ZYesNo } from '../../constants/health';
import { GENDERS } from '../../code-lists/proposal';
import { ZMotorPolicyType } from '../../code-lists/cover';
import { TERM_NOMINEE_RELATIONS } from '../../constants/term-proposal';
import { MAJORITY_AGE, checkProposalAdultAge } from '../../validation/age';
import { MESSAGES } from '../../validation/messages';
import { POSTAL_CONTACT, ZDob, ZFullName, ZPan, printable, zRequiredText, zSelect } from '../../validation/fields';
import { ZAggregatedPremiumResponse } from '../health/journey';
import { ZMotorQuote, ZRegistrationNumber } from './motor-quote';
import { JOURNEY_REF } from '../journey-ref';

// Issue 18: the motor proposal — owner, vehicle and previous policy, and the nominee of the owner-driver's
// personal accident cover. The forms validate with these same schemas.

export const ZMotorOwner = z
  .object({
    full_name: ZFullName,
    dob: ZDob,
    gender: zSelect(GENDERS),
    pan_number: ZPan,
    ...POSTAL_CONTACT,
  })
  .strict()
  // The owner is the proposer: 18 or older, as the health and term proposers are.
  .superRefine((o, ctx) => {
    const problem = checkProposalAdultAge(o.dob);
    if (problem) ctx.addIssue({ code: 'custom', path: ['dob'], message: problem });
  });
export type TMotorOwner = z.infer<typeof ZMotorOwner>;

/** A vehicle identification number: 17 letters and digits, never I, O or Q (ISO 3779). */
export const ZChassisNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A chassis number has 17 letters and digits (no I, O or Q)');
export const ZEngineNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,17}$/, 'An engine number has 6 to 17 letters and digits');

/** Another policy, as its schedule prints it: the insurer and the policy number. */
const ZPolicyRef = z
  .object({
    insurer_name: printable(zRequiredText().max(100)),
    policy_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9/-]{5,30}$/, 'A policy number has 5 to 30 letters, digits, / or -'),
  })
  .strict();

export const ZMotorVehicleDetails = z
  .object({
    /** Null only for a new vehicle whose number is not yet issued. */
    registration_number: ZRegistrationNumber.nullable(),
    engine_number: ZEngineNumber,
    chassis_number: ZChassisNumber,
    /** The bank or lender the vehicle is hypothecated to, if any. */
    financier: printable(z.string().trim().max(100)).nullish(),
    previous_policy: ZPolicyRef.nullish(),
    /**
     * Own damage alone: the third-party policy in force beside it, which the schedule names (IRDAI: a standalone
     * own-damage policy records the third-party cover it sits beside). Asked only then.
     */
    third_party_policy: ZPolicyRef.nullish(),
  })
  .strict();
export type TMotorVehicleDetails = z.infer<typeof ZMotorVehicleDetails>;

export const ZMotorNominee = z
  .object({
    full_name: ZFullName,
    relation: zSelect(TERM_NOMINEE_RELATIONS),
    age: z.number({ error: MESSAGES.REQUIRED }).int().min(0).max(110),
    appointee_name: ZFullName.nullish(),
  })
  .strict()
  .superRefine((n, ctx) => {
    if (n.age < MAJORITY_AGE && !n.appointee_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_name'], message: MESSAGES.APPOINTEE_REQUIRED });
    if (n.age >= MAJORITY_AGE && n.appointee_name)
      ctx.addIssue({ code: 'custom', path: ['appointee_name'], message: MESSAGES.APPOINTEE_FOR_MINORS_ONLY });
  });
export type TMotorNominee = z.infer<typeof ZMotorNominee>;

export const ZSaveMotorOwnerRequest = z.object({ ...JOURNEY_REF, owner: ZMotorOwner }).strict();
export const ZSaveMotorVehicleRequest = z.object({ ...JOURNEY_REF, vehicle_details: ZMotorVehicleDetails }).strict();
export const ZSaveMotorNomineeRequest = z.object({ ...JOURNEY_REF, nominee: ZMotorNominee }).strict();

export const MOTOR_PROPOSAL_STEPS = ['OWNER', 'VEHICLE', 'NOMINEE', 'DOCUMENTS', 'REVIEW'] as const;
export type MotorProposalStep = (typeof MOTOR_PROPOSAL_STEPS)[number];
const ZMotorProposalStep = z.enum(MOTOR_PROPOSAL_STEPS);
export const ZMotorSaveResponse = z.object({
  journey_id: ZRowId,
  status: z.literal('SAVED'),
  journey_step: ZMotorProposalStep,
});

const ZPricedMotorQuote = ZMotorQuote.options[0].omit({ quote_token: true, quote_id: true, plan_id: true });

/** GET /v1/motor/journey/get-journey-details/{journey_id}: the proposal so far and the cover it prices. */
/**
 * Issue 48: what a signed-in buyer's other proposals and account already say of the owner step's fields, offered as
 * its starting values (the buyer still checks and saves them); each as it was given.
 */
export const ZKnownOwner = z.object({
  full_name: z.string().optional(),
  dob: z.string().optional(),
  gender: z.string().optional(),
  pan_number: z.string().optional(),
  mobile: z.string().optional(),
  email: z.string().optional(),
  address_1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  pincode: z.string().optional(),
});
export type TKnownOwner = z.infer<typeof ZKnownOwner>;

export const ZMotorJourneyDetailsResponse = z.object({
  journey_id: ZRowId,
  journey_step: ZMotorProposalStep,
  status: z.string(),
  policy_type: ZMotorPolicyType,
  vehicle: z.object({
    vehicle_id: z.string(),
    kind: z.string(),
    make: z.string(),
    model: z.string(),
    variant: z.string(),
    fuel: z.string(),
  }),
  rto_code: z.string(),
  registration_date: z.string().nullable(),
  /** True when the vehicle had a policy: its insurer and number are then asked. */
  has_previous_policy: z.boolean(),
  /** Own damage alone: the end of the third-party policy it sits beside, whose insurer and number are then asked. */
  third_party_until: z.string().nullish(),
  /**
   * The first day of cover if paid today (YYYY-MM-DD): tomorrow, or for a renewal while the current policy runs, the
   * day after it ends.
   */
  cover_starts_on: z.string(),
  /** Whether that day is the one after the current policy ends, rather than tomorrow. */
  starts_after_current_policy: z.boolean(),
  cover: ZPricedMotorQuote,
  /** The owner's declaration of other PA cover of ₹15 lakh or more, which left the owner-driver cover out. */
  other_pa_cover: ZYesNo,
  owner: ZMotorOwner.nullable(),
  /** Before the owner step is saved: what Kavach knows of the signed-in buyer for it ({} once saved). */
  known_owner: ZKnownOwner,
  /** The registration the quote was looked up by, the vehicle step's starting number; null when none was. */
  quoted_registration_number: z.string().nullable(),
  // As stored (the number already normalised): a response schema carries no one-way transform.
  vehicle_details: ZMotorVehicleDetails.extend({ registration_number: z.string().nullable() }).nullable(),
  nominee: ZMotorNominee.nullable(),
  kyc: ZKycSummary,
  premium: ZAggregatedPremiumResponse,
});
export type TMotorJourneyDetailsResponse = z.infer<typeof ZMotorJourneyDetailsResponse>;
