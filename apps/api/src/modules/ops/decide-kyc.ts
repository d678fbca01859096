import {
  KYC_REJECTION_REASONS,
  REFUND_STATUSES,
  isOneOf,
  kycReuploadDueBy,
  type KycRejectionReason,
  type TOpsKycDecisionResponse,
} from '@kavach/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, policies } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { issuePolicy } from '../payments/issue-policy.ts';
import { KYC_REJECTED_REFUND_REASON } from '../payments/kyc-gate.ts';
import { createPaymentRepository, type AttemptRow } from '../payments/repository.ts';
import type { SettleDeps } from '../payments/settle-payment.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { planNames } from '../journeys/vertical.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { reviewedDocuments } from './kyc-review-views.ts';
import { createStaffRepository, type StaffRow } from './repository.ts';

/** `auditKey` seals the decision's audit entry into the log's chain (audit-chain.ts). */
export type DecideDeps = SettleDeps & { db: Database; auditKey: Buffer };

const NOT_WAITING: Record<string, string> = {
  APPROVED: 'This KYC was already approved',
  REJECTED: 'This KYC was already rejected; it waits for the buyer to upload documents again',
};
const notWaiting = (status: string | null | undefined) =>
  new AppError('CONFLICT', NOT_WAITING[status ?? ''] ?? 'This KYC is not waiting for review');
export const POLICY_ISSUED =
  'This journey’s policy is already issued, so its KYC review is closed: it can no longer be approved or rejected.';
export const DOCUMENTS_CHANGED =
  'The buyer changed the documents after you opened this review. Reload the page and look at them again.';

/** The documents staff decided on: the upload ids the review page listed. */
export type Reviewed = { member: StaffRow; journeyId: string; uploadIds: readonly string[] };

/**
 * Moves the journey's review out of UNDER_REVIEW, once: a guarded update, so of two staff (or two tabs) deciding at
 * once exactly one wins and the other is told (409). The audit entry is written in the same transaction.
 */
async function decide(
  deps: DecideDeps,
  { member, journeyId, uploadIds }: Reviewed,
  to: 'APPROVED' | 'REJECTED',
  reason: KycRejectionReason | null,
  alsoInTransaction: (tx: Database) => Promise<Record<string, unknown>>,
) {
  const before = await deps.journeys.findById(journeyId);
  if (!before) throw notFound('KYC review');
  const done = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(journeys)
      .set({ kycReviewStatus: to, kycReviewReason: reason, kycReviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(journeys.id, journeyId), eq(journeys.kycReviewStatus, 'UNDER_REVIEW')))
      .returning({ id: journeys.id });
    if (moved.length === 0) return false;
    // Issue 19: a review decides whether held money becomes a policy. Once one is issued (on CKYC found at
    // confirmation, or an earlier approval) the review is closed: a rejection would mark a live, paid policy as
    // refused and refund nothing. insertPolicy takes this row's lock first, so a policy is either seen here or
    // issued after this decision (and a rejection's refund-due attempt then issues none). Throwing rolls back.
    const [issued] = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.journeyId, journeyId))
      .limit(1);
    if (issued) throw new AppError('CONFLICT', POLICY_ISSUED);
    // Under the journey's lock (the update above): the documents now must be the ones the page showed, or the
    // decision is about files no one looked at. Throwing rolls the update back.
    const listed = (await reviewedDocuments(createUploadRepository(tx), journeyId)).map((u) => u.id);
    if (listed.length !== new Set(uploadIds).size || !listed.every((id) => uploadIds.includes(id)))
      throw new AppError('CONFLICT', DOCUMENTS_CHANGED);
    const extra = await alsoInTransaction(tx);
    await createStaffRepository(tx, deps.auditKey).audit(member, {
      action: to === 'APPROVED' ? 'APPROVE_KYC' : 'REJECT_KYC',
      target: journeyId,
      before: { kyc_review: 'UNDER_REVIEW' },
      after: { kyc_review: to, ...(reason ? { reason_code: reason } : {}), ...extra },
    });
    return true;
  });
  if (!done) throw notWaiting((await deps.journeys.findById(journeyId))?.kycReviewStatus);
}

/**
 * POST /v1/ops/kyc-reviews/:journey_id/approve. A payment already captured is held for this: the policy is issued
 * now (once — the unique policy per journey makes a racing webhook or a second approval a no-op).
 */
export async function approveKyc(deps: DecideDeps, reviewed: Reviewed): Promise<TOpsKycDecisionResponse> {
  const { journeyId } = reviewed;
  await decide(deps, reviewed, 'APPROVED', null, async () => ({}));
  const paid = await deps.payments.successfulAttempt(journeyId);
  if (paid) await issuePolicy(deps, paid.id);
  const policy = await deps.payments.policyFor(journeyId);
  // No policy for money that was held: issuing refunded it (issue-policy.ts), and staff are told so.
  const refunded = paid && !policy ? await deps.payments.findAttempt(paid.id) : undefined;
  return {
    journey_id: journeyId,
    status: 'APPROVED',
    policy_number: policy?.policyNumber ?? null,
    refund: refunded ? refundOf(refunded) : null,
    held: null,
  };
}

/**
 * POST /v1/ops/kyc-reviews/:journey_id/reject. The buyer is told why and what to upload again. Money already captured
 * stays held, the journey confirmed, while they do (issue 48, kyc/held-reupload.ts): it is refunded only when they
 * cancel or the days pass. Without money held, the journey goes back to the buyer (its confirmation withdrawn, open
 * payments cancelled, so a capture landing later is refunded).
 */
export async function rejectKyc(
  deps: DecideDeps,
  reviewed: Reviewed,
  reason: KycRejectionReason,
): Promise<TOpsKycDecisionResponse> {
  const { journeyId } = reviewed;
  let held: AttemptRow | undefined;
  await decide(deps, reviewed, 'REJECTED', reason, async (tx) => {
    // The journey row is locked by the update above, as a capture's `succeed` locks it first: a capture either
    // landed before (its money is held here) or lands after on an attempt cancelled here (and is refunded).
    held = await createPaymentRepository(tx).successfulAttempt(journeyId);
    if (!held) await createJourneyRepository(tx).reopen(journeyId, KYC_REJECTED_REFUND_REASON);
    return { payment_held: held !== undefined, reupload: KYC_REJECTION_REASONS[reason].reupload };
  });
  // The buyer learns why and what to upload again; each rejection is its own notice (its review time).
  const journey = await deps.journeys.findById(journeyId);
  if (journey?.kycReviewedAt)
    await deps.notices.tellBuyer(journey, `${journeyId}:${journey.kycReviewedAt.getTime()}`, {
      event: 'KYC_REJECTED',
      planName: planNames(deps.verticals, journey).plan_name,
      reason: KYC_REJECTION_REASONS[reason].label,
      reupload: KYC_REJECTION_REASONS[reason].reupload,
      heldRupees: held ? held.amountPaise / 100 : null,
      reuploadBy: held ? kycReuploadDueBy(journey.kycReviewedAt) : null,
    });
  return {
    journey_id: journeyId,
    status: 'REJECTED',
    policy_number: null,
    refund: null,
    held:
      held && journey?.kycReviewedAt
        ? { amount: held.amountPaise / 100, reupload_by: kycReuploadDueBy(journey.kycReviewedAt) }
        : null,
  };
}

/** A held payment's refund as the console shows it; null while the attempt is no refund. */
function refundOf(attempt: AttemptRow): TOpsKycDecisionResponse['refund'] {
  if (!isOneOf(REFUND_STATUSES, attempt.status)) return null;
  return {
    amount: (attempt.refundPaise ?? attempt.amountPaise) / 100,
    status: attempt.status,
    reason: attempt.failureReason ?? '',
  };
}
