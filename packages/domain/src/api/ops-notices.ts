import { z } from 'zod';

/**
 * The events a buyer is told of by SMS and e-mail (issue 47, docs/product/notices.md): service messages under the
 * contract, sent without marketing consent. A new event is one entry here and one template (modules/notices).
 */
export const NOTICE_EVENTS = [
  'POLICY_ISSUED',
  'INSURER_REQUEST',
  'INSURER_DECLINED',
  'COUNTER_OFFER',
  'REFUND',
  'KYC_REJECTED',
  'COMPLAINT_UPDATE',
  'RENEWAL_REMINDER',
  'CLAIM_UPDATE',
  'ENDORSEMENT_DECISION',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_CHANNELS = ['EMAIL', 'SMS'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * PENDING: queued, not tried. SENDING: handed to the provider by one worker (a crash then leaves it here, never sent
 * twice). FAILED: the last try failed, tried again by the queue. BOUNCED: the address refused it; never retried.
 */
export const NOTICE_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'BOUNCED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** GET /v1/ops/notices: the newest notices and where each stands, and the addresses that bounced. */
export const ZOpsNoticesResponse = z.object({
  notices: z.array(
    z.object({
      id: z.string(),
      event: z.enum(NOTICE_EVENTS),
      channel: z.enum(NOTICE_CHANNELS),
      recipient: z.string(),
      subject: z.string().nullable(),
      status: z.enum(NOTICE_STATUSES),
      tries: z.number().int().min(0),
      last_error: z.string().nullable(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  bounced_addresses: z.array(z.object({ address: z.string(), reason: z.string(), bounced_at: z.string() })),
});
export type TOpsNoticesResponse = z.infer<typeof ZOpsNoticesResponse>;
