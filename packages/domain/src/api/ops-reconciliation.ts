import { z } from 'zod';
import { ZCount, ZDay, ZInstant, ZRowId, ZRupees } from './wire';
import { ZPaymentRecordStatus } from '../code-lists/cover';
import { ZIsoDate } from '../validation/fields';

/** The first day the console reconciles: before any payment, and a day whose Indian midnight every database holds. */
export const RECONCILIATION_FIRST_DAY = '2000-01-01';

/** GET /v1/ops/reconciliation?date= (issue 19): one day, by the Indian calendar; today when no date is given. */
export const ZOpsReconciliationQuery = z
  .object({
    date: ZIsoDate.refine((day) => day >= RECONCILIATION_FIRST_DAY, 'Pick a day from 1 January 2000').optional(),
  })
  .strict();

const ZFlag = z.object({
  payment_attempt_id: ZRowId,
  journey_id: ZRowId,
  policy_number: z.string().nullable(),
  amount: ZRupees,
  /** The payment attempt's state; null when the policy has none. */
  status: ZPaymentRecordStatus.nullable(),
  /** Why it stands out, in words staff can act on. */
  note: z.string(),
  at: ZInstant,
});

export const ZOpsReconciliationResponse = z.object({
  date: ZDay,
  captured: z.object({ count: ZCount, amount: ZRupees }),
  policies_issued: ZCount,
  /** Money kept with no policy for it: held for a KYC review (expected), or a policy the sweep has not issued yet. */
  captures_without_policy: z.array(ZFlag),
  /** A policy whose payment is not a kept capture, other than one cancelled in its free look. */
  policies_without_capture: z.array(ZFlag),
});
export type TOpsReconciliationResponse = z.infer<typeof ZOpsReconciliationResponse>;

/** GET /v1/ops/payments/:payment_attempt_id/history (issue 19): every status it took and every verified webhook. */
export const ZOpsPaymentParams = z.object({ payment_attempt_id: z.uuid() }).strict();
/** A status the attempt took (recorded by the database as it changed), and why; the first has no `from`. */
const ZPaymentStatusEvent = z.object({
  kind: z.literal('STATUS'),
  status: ZPaymentRecordStatus,
  from: ZPaymentRecordStatus.nullable(),
  note: z.string().nullable(),
  at: ZInstant,
});
/** A verified webhook delivery: the status in the gateway's own word, and its payment id. */
const ZPaymentWebhookEvent = z.object({
  kind: z.literal('WEBHOOK'),
  status: z.string().nullable(),
  note: z.string().nullable(),
  at: ZInstant,
});
export const ZOpsPaymentHistoryResponse = z.object({
  payment_attempt_id: ZRowId,
  events: z.array(z.discriminatedUnion('kind', [ZPaymentStatusEvent, ZPaymentWebhookEvent])),
});
export type TOpsPaymentHistoryResponse = z.infer<typeof ZOpsPaymentHistoryResponse>;
