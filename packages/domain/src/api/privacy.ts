import { z } from 'zod';
import { ZInstant, ZRowId } from './wire';

// Issue 19 and the DPDP Act 2023: a user's marketing consent, and the requests they made about their own data.

export const DATA_REQUEST_KINDS = ['EXPORT', 'ERASURE'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** PUT /v1/account/marketing-consent: offers and reminders by SMS and e-mail, only on a clear yes. */
export const ZMarketingConsentRequest = z.object({ consent: z.boolean() }).strict();
export const ZMarketingConsentResponse = z.object({
  consent: z.boolean(),
  /** When it was last given or withdrawn; null if never asked (no consent). */
  updated_at: ZInstant.nullable(),
});
export type TMarketingConsentResponse = z.infer<typeof ZMarketingConsentResponse>;

/** GET /v1/ops/privacy: staff see who agreed to marketing and every data request, with dates (no contact data). */
export const ZOpsPrivacyResponse = z.object({
  consents: z.array(
    z.object({
      user_id: ZRowId,
      /** The mobile's last four digits, or that the account was erased. */
      user: z.string(),
      consent: z.boolean(),
      updated_at: ZInstant.nullable(),
    }),
  ),
  requests: z.array(
    z.object({ user_id: ZRowId, user: z.string(), kind: z.enum(DATA_REQUEST_KINDS), requested_at: ZInstant }),
  ),
});
export type TOpsPrivacyResponse = z.infer<typeof ZOpsPrivacyResponse>;
