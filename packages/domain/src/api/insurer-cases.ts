import { z } from 'zod';
import { COUNTER_OFFER_ANSWERS, INSURER_CASE_STATUSES } from '../code-lists/insurer-case';
import { ZRowId } from './wire';
import { JOURNEY_REF } from './journey-ref';

/** POST /v1/insurer-cases/medical-test: the buyer picks one of the slots the insurer offered. */
export const ZBookMedicalTestRequest = z.object({ ...JOURNEY_REF, slot: z.string().min(1).max(40) }).strict();
export type TBookMedicalTestRequest = z.infer<typeof ZBookMedicalTestRequest>;

/**
 * POST /v1/insurer-cases/counter-offer: the buyer answers the insurer's counter-offer. DECLINE: the premium is
 * refunded in full. ACCEPT: the difference is paid through the gateway (the answer names the payment page), and the
 * insurer is told once it is captured; an offer with nothing to pay (an exclusion alone) is accepted at once.
 */
export const ZAnswerCounterOfferRequest = z.object({ ...JOURNEY_REF, answer: z.enum(COUNTER_OFFER_ANSWERS) }).strict();
export type TAnswerCounterOfferRequest = z.infer<typeof ZAnswerCounterOfferRequest>;

/** Where the purchase stands with its insurer after the buyer's answer, in plain words. */
export const ZInsurerCaseResponse = z.object({
  status: z.enum(INSURER_CASE_STATUSES),
  stage: z.string(),
  /** An accepted counter-offer's difference, to be paid on the gateway's page; null when nothing is to be paid. */
  payment_attempt_id: ZRowId.nullable().default(null),
  payment_url: z.string().nullable().default(null),
});
export type TInsurerCaseResponse = z.infer<typeof ZInsurerCaseResponse>;
