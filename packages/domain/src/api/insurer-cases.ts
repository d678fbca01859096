import { z } from 'zod';
import { INSURER_CASE_STATUSES } from '../code-lists/insurer-case';
import { JOURNEY_REF } from './journey-ref';

/** POST /v1/insurer-cases/medical-test: the buyer picks one of the slots the insurer offered. */
export const ZBookMedicalTestRequest = z.object({ ...JOURNEY_REF, slot: z.string().min(1).max(40) }).strict();
export type TBookMedicalTestRequest = z.infer<typeof ZBookMedicalTestRequest>;

/**
 * POST /v1/insurer-cases/counter-offer: the buyer declines the insurer's counter-offer, and the premium is refunded
 * in full. (Accepting, which pays the difference, is not built yet: docs/product/insurer-cases.md.)
 */
export const ZAnswerCounterOfferRequest = z.object({ ...JOURNEY_REF, answer: z.literal('DECLINE') }).strict();
export type TAnswerCounterOfferRequest = z.infer<typeof ZAnswerCounterOfferRequest>;

/** Where the purchase stands with its insurer after the buyer's answer, in plain words. */
export const ZInsurerCaseResponse = z.object({
  status: z.enum(INSURER_CASE_STATUSES),
  stage: z.string(),
});
export type TInsurerCaseResponse = z.infer<typeof ZInsurerCaseResponse>;
