import { indiaDate, type PaymentRecordStatus } from '@kavach/domain';
import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newestPage, pageOf } from '../../db/rows.ts';
import { journeys, paymentAttempts, paymentEvents, policies, quotationLists, users } from '../../db/schema.ts';
import { indiaDayStart } from '../../lib/india-day.ts';
import { createGrievanceRepository } from '../grievances/repository.ts';
import { journeyOf } from '../journeys/journey.ts';
import { planNames, type Verticals } from '../journeys/vertical.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import { freeLookUntil } from '../cancellation/cancellation-quote.ts';
import { reconcileDay } from './reconciliation.ts';
import { waitingForReview } from './kyc-review-views.ts';

/** The start of today by India's calendar, as an instant. */
const todayStart = () => indiaDayStart(indiaDate(new Date()));

/** GET /v1/ops/summary: today's figures. */
export async function opsSummary(db: Database) {
  const since = todayStart();
  // The money as the day's reconciliation counts it: captures kept today, a premium held for a KYC review included,
  // one refunded since too (in its free look, or on a rejected KYC: it was collected today; its refund is a refund,
  // not less collected).
  const day = await reconcileDay(db);
  return {
    date: day.date,
    quote_lists: await db.$count(quotationLists, gte(quotationLists.createdAt, since)),
    journeys_started: await db.$count(journeys, gte(journeys.createdAt, since)),
    policies_issued: day.policies_issued,
    premium_collected: day.captured.amount,
    refunded: await refundedSince(db, since),
    refunds_due: await db.$count(paymentAttempts, eq(paymentAttempts.status, 'REFUND_DUE')),
    kyc_waiting: await db.$count(journeys, waitingForReview),
    grievances_overdue: await createGrievanceRepository(db).countOverdue(),
  };
}

/**
 * What the gateway gave back since `since`, in rupees: each refund it confirmed (its status history's move to
 * REFUNDED), whenever the premium was taken. A refund that failed and was made again counts once.
 */
async function refundedSince(db: Database, since: Date): Promise<number> {
  const rows = await db
    .selectDistinct({
      id: paymentAttempts.id,
      paise: sql<number>`coalesce(${paymentAttempts.refundPaise}, ${paymentAttempts.amountPaise})`.mapWith(Number),
    })
    .from(paymentEvents)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentEvents.paymentAttemptId))
    .where(
      and(
        eq(paymentEvents.kind, 'STATUS'),
        eq(paymentEvents.status, 'REFUNDED'),
        eq(paymentAttempts.status, 'REFUNDED'),
        gte(paymentEvents.at, since),
      ),
    );
  return rows.reduce((sum, r) => sum + r.paise, 0) / 100;
}

/** GET /v1/ops/policies?q=: by policy number, the holder's mobile, PAN or name (the paid snapshot's proposer). */
export async function searchPolicies(db: Database, verticals: Verticals, q: string) {
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ policy: policies, journey: journeys, mobile: users.mobile })
    .from(policies)
    .innerJoin(journeys, eq(journeys.id, policies.journeyId))
    .leftJoin(users, eq(users.id, journeys.userId))
    .where(
      or(
        ilike(policies.policyNumber, like),
        ilike(users.mobile, like),
        sql`${policies.snapshot}->'proposal'->'proposer'->>'pan_number' ilike ${like}`,
        sql`${policies.snapshot}->'proposal'->'proposer'->>'full_name' ilike ${like}`,
      ),
    )
    .orderBy(desc(policies.issuedAt))
    .limit(50);
  return rows.map(({ policy, journey: row, mobile }) => {
    const journey = journeyOf(row);
    // The holder and the premium as paid: the policy's snapshot over the live row.
    const paid = asPaid(journey, policy.snapshot);
    return {
      policy_number: policy.policyNumber,
      journey_id: journey.id,
      vertical: journey.vertical,
      insurer_id: journey.insurerId,
      plan_id: journey.planId,
      ...planNames(verticals, journey),
      holder: paid.proposal.proposer?.full_name ?? null,
      mobile,
      premium: paid.premium.total_premium,
      start_date: policy.startDate,
      end_date: policy.endDate,
      issued_at: policy.issuedAt.toISOString(),
      free_look_until: freeLookUntil(policy, journey),
      cancelled_at: policy.cancelledAt?.toISOString() ?? null,
      cancel_refund: policy.cancelRefundPaise === null ? null : policy.cancelRefundPaise / 100,
    };
  });
}

/** GET /v1/ops/payments?status=&page=: attempts newest first, with their provider ids and refunds. */
export async function listPayments(db: Database, status: PaymentRecordStatus | undefined, page: number) {
  const rows = await newestPage(db, paymentAttempts, {
    by: paymentAttempts.createdAt,
    id: paymentAttempts.id,
    where: status ? eq(paymentAttempts.status, status) : undefined,
    page,
  });
  return pageOf(rows, (a) => ({
    payment_attempt_id: a.id,
    journey_id: a.journeyId,
    provider: a.provider,
    provider_order_id: a.providerOrderId,
    provider_payment_id: a.providerPaymentId,
    amount: a.amountPaise / 100,
    status: a.status,
    failure_reason: a.failureReason,
    refund_id: a.refundId,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }));
}
