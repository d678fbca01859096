import { z } from 'zod';
import { ZAuthenticationStatus } from '../../constants/proposal';
import { ZMobile } from '../../validation/fields';

// docs/product/review-payment-term-bike.md §7: POST /v1/utility/track-session — user agent, mobile_no, session_id in;
// session id and data out.
export const ZTrackSessionRequest = z
  .object({
    user_agent: z.string().max(1024).optional(),
    // Accepted for compatibility with the spec's payload; a visitor's mobile is not stored before the purchase step
    // (docs/decisions.md §4a).
    mobile_no: ZMobile.nullish(),
    session_id: z.string().max(128).nullish(),
  })
  .strict();
export type TTrackSessionRequest = z.infer<typeof ZTrackSessionRequest>;

export const ZSessionData = z.object({
  session_id: z.string(),
  user_id: z.string().nullable(),
  authentication_status: ZAuthenticationStatus,
  created_at: z.string(),
});
export type TSessionData = z.infer<typeof ZSessionData>;

export const ZTrackSessionResponse = ZSessionData;
export type TTrackSessionResponse = z.infer<typeof ZTrackSessionResponse>;
