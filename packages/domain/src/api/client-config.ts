import { z } from 'zod';
import { ZApiVertical } from '../verticals/registry';

// GET /v1/config: what the browser needs to know about this installation.
export const ZClientConfigResponse = z.object({
  /**
   * Per vertical, true while it prices from the bundled sample catalogue: the UI then says its rates are
   * illustrative. Each vertical's own, by its short name (health, term…), since an operator may replace one catalogue
   * and not another.
   */
  sample_catalogues: z.record(ZApiVertical, z.boolean()),
  /** Leaflet tile URL template, or null when maps are off. */
  map_tile_url: z.string().nullable(),
  /** Google one-tap sign-in is offered only when the operator configured a client id. */
  google_client_id: z.string().nullable(),
  /** True when OTP codes go to the sandbox outbox (/v1/dev/outbox) instead of a real SMS gateway. */
  sandbox_sms: z.boolean(),
  /** The broker's help desk, as the payment-failed page shows it; `sample` in a demo without SUPPORT_* set. */
  support: z.object({ phone: z.string(), email: z.string(), sample: z.boolean() }),
  /** How many days an unpaid purchase is kept without activity before it is erased (RETENTION_DAYS). */
  unpaid_kept_days: z.number().int().positive(),
});
/** The demo's help desk: plainly not a real one, and marked a sample wherever shown. */
export const SAMPLE_SUPPORT_CONTACTS = { phone: '1800 000 0000', email: 'support@example.in' } as const;
export type TClientConfigResponse = z.infer<typeof ZClientConfigResponse>;
export type TSupportContacts = TClientConfigResponse['support'];
