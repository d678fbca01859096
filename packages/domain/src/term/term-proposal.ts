import { z } from 'zod';
import {
  ZTermAppointee,
  ZTermContact,
  ZTermLifeAssured,
  ZTermLifestyle,
  ZTermNominee,
} from '../api/term/term-proposal';
import { KEEP_CONTACT, keepKeys, type Retained } from '../verticals/retained';

/**
 * A term journey's proposal as stored, one part per step (null until it is saved), read back through this schema:
 * the steps' fields without the checks a save makes on the day, and only what account deletion keeps required. The
 * proposer is the life assured.
 */
export const ZTermProposal = z.object({
  proposer: z.object(ZTermLifeAssured.shape).partial().required({ full_name: true }).nullable().default(null),
  nominees: z
    .object({
      nominees: z.array(
        z.object(ZTermNominee.shape).partial().required({ full_name: true, relation: true, share_percent: true }),
      ),
      appointee: z.object(ZTermAppointee.shape).partial().required({ full_name: true, relation: true }).nullish(),
    })
    .nullable()
    .default(null),
  contact: z.object(ZTermContact.shape).partial().nullable().default(null),
  /** The lifestyle and medical declaration. */
  lifestyle: z.object(ZTermLifestyle.shape).nullable().default(null),
});
export type TTermProposal = z.output<typeof ZTermProposal>;

/** The parts of a live term proposal as their steps saved them, whole (`completePart`). */
export const TERM_COMPLETE = {
  proposer: z.object(ZTermLifeAssured.shape),
  nominees: z.object({
    nominees: z.array(z.object(ZTermNominee.shape)),
    appointee: z.object(ZTermAppointee.shape).nullish(),
  }),
  contact: z.object(ZTermContact.shape),
};

/**
 * The life assured (a claim is checked against the name and date of birth, which the quote keeps, and the tobacco
 * answer the premium was charged on is a term of the contract), how to reach them, the nominees with their shares,
 * born when (an appointee receives a minor's share), and the appointee; the cover bought.
 */
export const TERM_RETAINED: Retained = {
  proposal: {
    proposer: keepKeys('full_name', 'is_smoker'),
    contact: KEEP_CONTACT,
    nominees: {
      nominees: keepKeys('full_name', 'relation', 'dob', 'share_percent'),
      appointee: keepKeys('full_name', 'relation'),
    },
  },
  quoteRequest: keepKeys(
    'request_type',
    'plan_id',
    'sum_assured',
    'cover_till_age',
    'policy_term',
    'premium_paying_term',
    'payment_frequency',
    'payout_type',
    'dob',
    'gender',
    'is_smoker',
  ),
};
