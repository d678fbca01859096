import { z } from 'zod';

// GET /v1/config: what the browser needs to know about this installation.
export const ZClientConfigResponse = z.object({
  /** True while the bundled sample catalogue is in use: the UI then says rates are illustrative. */
  sample_catalogue: z.boolean(),
  /** Leaflet tile URL template, or null when maps are off. */
  map_tile_url: z.string().nullable(),
  /** Google one-tap sign-in is offered only when the operator configured a client id. */
  google_client_id: z.string().nullable(),
  /** True when OTP codes go to the sandbox outbox (/v1/dev/outbox) instead of a real SMS gateway. */
  sandbox_sms: z.boolean(),
});
export type TClientConfigResponse = z.infer<typeof ZClientConfigResponse>;
