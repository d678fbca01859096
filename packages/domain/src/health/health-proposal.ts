import { z } from 'zod';
import { ZContactDetails, ZInsuredMember, ZMedicalAnswer, ZNominee, ZProposerDetails } from '../api/health/proposal';
import { KEEP_CONTACT, keepKeys, type Retained } from '../verticals/retained';

/**
 * A health journey's proposal as stored, one part per step (null until it is saved), read back through this schema.
 * Each part has its step's fields without the checks a save makes on the day (an age moves on; a record saved under
 * an older rule still reads), and only what account deletion keeps is required, so a retained record reads too.
 */
export const ZHealthProposal = z.object({
  proposer: z.object(ZProposerDetails.shape).partial().required({ full_name: true }).nullable().default(null),
  insured_members: z
    .array(
      z
        .object(ZInsuredMember.shape)
        .partial()
        .required({ member_id: true, relation: true, full_name: true, dob: true }),
    )
    .nullable()
    .default(null),
  nominee: z
    .object(ZNominee.shape)
    .partial()
    .required({ nominee_relation: true, full_name: true })
    .nullable()
    .default(null),
  contact: z.object(ZContactDetails.shape).nullable().default(null),
  /** The plan's medical questions, answered per insured member. */
  medical: z
    .array(z.object({ member_id: z.string(), medical_declaration_answers: z.array(z.object(ZMedicalAnswer.shape)) }))
    .nullable()
    .default(null),
});
export type THealthProposal = z.output<typeof ZHealthProposal>;

/** The parts of a live health proposal as their steps saved them, whole (`completePart`). */
export const HEALTH_COMPLETE = {
  proposer: z.object(ZProposerDetails.shape),
  nominee: z.object(ZNominee.shape),
};
export type THealthMedical = NonNullable<THealthProposal['medical']>;

/**
 * The policyholder and how to reach them, who is covered, who is paid a claim (Insurance Act 1938 §39: the
 * nomination) and the cover bought. PAN, medical answers and the answers a quote was priced from go.
 */
export const HEALTH_RETAINED: Retained = {
  proposal: {
    proposer: keepKeys('full_name', 'mobile'),
    contact: KEEP_CONTACT,
    // A claim is checked against the insured person's name, date of birth and gender.
    insured_members: keepKeys('member_id', 'relation', 'full_name', 'dob', 'gender'),
    // Born when: an appointee receives the money only for a minor nominee.
    nominee: keepKeys('nominee_relation', 'full_name', 'dob', 'appointee_relation', 'appointee_full_name'),
  },
  quoteRequest: keepKeys(
    'request_type',
    'plan_id',
    'policy_period',
    'member_coverage_plan_type',
    'sum_insured_min',
    'sum_insured_max',
  ),
};
