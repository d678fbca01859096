import { z } from 'zod';

// Issue 19: the operations console's calls. Staff sign in apart from customers (X-Staff-Session).

export const ZStaffLoginRequest = z
  .object({
    email: z.email('Enter your work e-mail').max(120),
    password: z.string().min(1).max(200),
    totp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .strict();
export const ZStaffLoginResponse = z.object({
  staff_session: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(['admin', 'ops']),
});
export const ZStaffMe = z.object({ email: z.string(), full_name: z.string(), role: z.enum(['admin', 'ops']) });

export const ZCreateStaffRequest = z
  .object({
    email: z.email().max(120),
    full_name: z.string().trim().min(2).max(80),
    role: z.enum(['admin', 'ops']),
    password: z.string().min(12, 'At least 12 characters').max(200),
  })
  .strict();
export const ZCreateStaffResponse = z.object({
  staff_id: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'ops']),
  totp_uri: z.string(),
});

export const ZAuditEntry = z.object({
  at: z.string(),
  staff_email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const ZAuditLogResponse = z.array(ZAuditEntry);

/** Today's figures on the console's home page (India's calendar day). */
export const ZOpsSummaryResponse = z.object({
  date: z.string(),
  quote_lists: z.number(),
  journeys_started: z.number(),
  policies_issued: z.number(),
  premium_collected: z.number(),
  refunds_due: z.number(),
});

export const ZOpsPolicySearchQuery = z
  .object({ q: z.string().trim().min(3, 'Search with at least 3 characters').max(80) })
  .strict();
export const ZOpsPolicyRow = z.object({
  policy_number: z.string(),
  journey_id: z.string(),
  vertical: z.string(),
  insurer_id: z.string(),
  plan_id: z.string(),
  holder: z.string().nullable(),
  mobile: z.string().nullable(),
  premium: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  issued_at: z.string(),
});
export const ZOpsPolicySearchResponse = z.array(ZOpsPolicyRow);

export const ZOpsPaymentsQuery = z
  .object({ status: z.enum(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'REFUND_DUE', 'REFUNDED']).optional() })
  .strict();
export const ZOpsPaymentRow = z.object({
  payment_attempt_id: z.string(),
  journey_id: z.string(),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  failure_reason: z.string().nullable(),
  refund_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const ZOpsPaymentsResponse = z.array(ZOpsPaymentRow);
