import { z } from 'zod';

/** A journey's id as a call names it: a uuid, else the caller is told the journey is unknown. */
export const ZJourneyId = z.uuid('Unknown journey');

/** The field a journey call names its journey by; spread into the call's object (`{ ...JOURNEY_REF, … }`). */
export const JOURNEY_REF = { journey_id: ZJourneyId };

/**
 * The same with the user id the spec's health proposal and confirmation calls also carry
 * (docs/product/proposal-kyc.md §7, docs/product/review-payment-term-bike.md §3.10).
 */
export const JOURNEY_USER_REF = { ...JOURNEY_REF, user_id: z.string().max(64).nullish() };
