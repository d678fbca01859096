import { z } from 'zod';
import { ENDORSEMENT_KINDS, ENDORSEMENT_STATUSES, ZEndorsementChange } from '../endorsements/endorsement';
import { ZDay, ZInstant, ZRowId, ZRupees } from './wire';

// Issue 47: the buyer asks for a change to their issued policy from the dashboard (docs/product/endorsements.md).

/** POST /v1/policies/{policy_number}/endorsements: the change, in its kind's shape. */
export const ZRequestEndorsementRequest = z.object({ change: ZEndorsementChange }).strict();
export type TRequestEndorsementRequest = z.infer<typeof ZRequestEndorsementRequest>;

/** One change as the buyer reads it. */
export const ZEndorsementView = z.object({
  endorsement_id: ZRowId,
  kind: z.enum(ENDORSEMENT_KINDS),
  status: z.enum(ENDORSEMENT_STATUSES),
  /** What was asked for, as it was asked. */
  change: ZEndorsementChange,
  /** The insurer's price of the change for the rest of the period; null for a change it does not price. */
  premium_difference: ZRupees.nullable(),
  /**
   * The day it takes effect: once the insurer approved it, with its number (the revised schedule is downloadable);
   * while AWAITING_PAYMENT, the day the insurer's price is for — paid on a later day, it must be asked for again.
   */
  endorsement_number: z.string().nullable(),
  effective_on: ZDay.nullable(),
  /** Why the insurer declined it, in its words. */
  reason: z.string().nullable(),
  has_schedule: z.boolean(),
  requested_at: ZInstant,
});
export type TEndorsementView = z.infer<typeof ZEndorsementView>;

/** GET /v1/policies/{policy_number}/endorsements: what this policy may have changed, and what was asked for. */
export const ZEndorsementsResponse = z.object({
  kinds: z.array(z.enum(ENDORSEMENT_KINDS)),
  endorsements: z.array(ZEndorsementView),
});
export type TEndorsementsResponse = z.infer<typeof ZEndorsementsResponse>;

export const ZEndorsementParams = z
  .object({ policy_number: z.string().min(1).max(60), endorsement_id: ZRowId })
  .strict();
