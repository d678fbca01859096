import {
  indiaDate,
  PAYMENT_RECORD_STATUS_LABELS,
  REFUND_STATUSES,
  type TOpsReconciliationResponse,
  isOneOf,
} from '@kavach/domain';
import { and, eq, gte, lt, type Column } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { indiaDayStart } from '../../lib/india-day.ts';

const DAY_MS = 86_400_000;

/**
 * The day's money against the day's policies (issue 19), by the Indian calendar: what was captured and kept that day
 * (`kept_at`; a premium refunded later, in its free look or on a rejected KYC, still counts on the day it was taken)
 * and issued, and what does not match — a capture kept with no policy (held for a KYC review, or a policy the
 * minute's sweep has not issued yet) and a policy whose payment is not a kept capture (none is expected; a free-look
 * cancellation's refund is not one).
 */
export async function reconcileDay(db: Database, date = indiaDate(new Date())): Promise<TOpsReconciliationResponse> {
  const from = indiaDayStart(date);
  const to = new Date(from.getTime() + DAY_MS);
  // Both sides count the same half-open day, [from, to): a moment at midnight belongs to the day it starts.
  const onDay = (at: Column) => and(gte(at, from), lt(at, to));
  const kept = await db
    .select({ attempt: paymentAttempts, policy: policies, kycReview: journeys.kycReviewStatus })
    .from(paymentAttempts)
    .innerJoin(journeys, eq(journeys.id, paymentAttempts.journeyId))
    .leftJoin(policies, eq(policies.journeyId, paymentAttempts.journeyId))
    .where(onDay(paymentAttempts.keptAt));
  // Kept then, and kept still or given back since (a policy returned in its free look, a KYC staff rejected, a
  // price the day of approval no longer earned): the gateway took it that day, and its refund is a movement of its own.
  const captures = kept.filter(
    ({ attempt }) => attempt.status === 'SUCCESS' || isOneOf(REFUND_STATUSES, attempt.status),
  );
  const issued = await db
    .select({ policy: policies, attempt: paymentAttempts })
    .from(policies)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, policies.paymentAttemptId))
    .where(onDay(policies.issuedAt));
  // Money still kept with no policy to show for it; one refunded since is settled by its refund.
  const orphans = captures.filter((c) => c.policy === null && c.attempt.status === 'SUCCESS');
  return {
    date,
    captured: {
      count: captures.length,
      amount: captures.reduce((sum, c) => sum + c.attempt.amountPaise, 0) / 100,
    },
    policies_issued: issued.length,
    captures_without_policy: orphans.map(({ attempt, kycReview }) => ({
      payment_attempt_id: attempt.id,
      journey_id: attempt.journeyId,
      policy_number: null,
      amount: attempt.amountPaise / 100,
      status: attempt.status,
      note:
        kycReview === 'UNDER_REVIEW'
          ? 'Held for the KYC review: the policy is issued when staff approve'
          : 'No policy yet: the payment sweep issues it within a minute; look into it if it stays',
      at: attempt.updatedAt.toISOString(),
    })),
    policies_without_capture: issued
      .filter(({ policy, attempt }) => {
        if (attempt?.status === 'SUCCESS') return false;
        return !(policy.cancelledAt && attempt && isOneOf(REFUND_STATUSES, attempt.status));
      })
      .map(({ policy, attempt }) => ({
        payment_attempt_id: policy.paymentAttemptId,
        journey_id: policy.journeyId,
        policy_number: policy.policyNumber,
        amount: (attempt?.amountPaise ?? 0) / 100,
        status: attempt?.status ?? null,
        note: attempt
          ? `Its payment is “${PAYMENT_RECORD_STATUS_LABELS[attempt.status]}”, not a kept capture`
          : 'Its payment attempt is missing',
        at: policy.issuedAt.toISOString(),
      })),
  };
}
