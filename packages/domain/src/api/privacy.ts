import { z } from 'zod';
import { ZPageQuery, zConsolePage } from './console-page';
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

// Staff see who agreed to marketing and every data request, with dates and no contact data, a page at a time: a buyer
// who downloads their data again and again writes a request each time, and a list cut at its newest rows hid every
// other buyer's erasure behind them.

/** GET /v1/ops/privacy/requests?kind=&page=: data requests, newest first; `kind` narrows to exports or erasures. */
export const ZOpsDataRequestsQuery = ZPageQuery.extend({ kind: z.enum(DATA_REQUEST_KINDS).optional() });
export const ZOpsDataRequestsResponse = zConsolePage(
  z.object({
    user_id: ZRowId,
    /** The mobile's last four digits, or that the account was erased. */
    user: z.string(),
    kind: z.enum(DATA_REQUEST_KINDS),
    requested_at: ZInstant,
  }),
);
export type TOpsDataRequestsResponse = z.infer<typeof ZOpsDataRequestsResponse>;

/** GET /v1/ops/privacy/consents?page=: each account's last marketing decision, newest first. */
export const ZOpsConsentsResponse = zConsolePage(
  z.object({ user_id: ZRowId, user: z.string(), consent: z.boolean(), updated_at: ZInstant.nullable() }),
);
export type TOpsConsentsResponse = z.infer<typeof ZOpsConsentsResponse>;
