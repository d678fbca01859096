import {
  changedByApproved,
  indiaDate,
  KYC_REJECTION_REASONS,
  ZDashboardResponse,
  type JourneyVertical,
  type KycStagedConfig,
  type TDashboardResponse,
  type TRenewalStanding,
} from '@kavach/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journeys as journeysTable, paymentAttempts } from '../../db/schema.ts';
import { newestRows } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { journeyOf, type Journey } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { reuploadDueBy } from '../kyc/held-reupload.ts';
import { journeysKeptFromRemoval } from '../retention/erase-journeys.ts';
import { asPaid, type RenewalOnRecord } from './journey-snapshot.ts';
import { createPaymentRepository, type PolicyRow } from './repository.ts';
import { routeSchemas } from '../../lib/route-schema.ts';
import type { CaseStage } from '../insurers/insurer-desk.ts';
import { freeLookUntil } from '../cancellation/cancellation-quote.ts';
import { createEndorsementRepository } from '../endorsements/repository.ts';
import { renewalStandingOf } from '@kavach/domain/renewals/renewal-standing';

const route = routeSchemas('account', [401]);

/**
 * Issue 19: where staff's check of a journey's documents stands, what to upload again after a rejection, and money
 * captured that waits for the approval (the policy is issued then).
 */
function kycReviewOf(verticals: Verticals, journey: Journey, capturedPaise: number | undefined) {
  const code = journey.kycReviewReason;
  const reuploadBy = capturedPaise === undefined ? null : reuploadDueBy(journey);
  return {
    kyc_review: journey.kycReviewStatus,
    kyc_rejection:
      journey.kycReviewStatus === 'REJECTED' && code && code in KYC_REJECTION_REASONS
        ? { reason_code: code, ...pick(KYC_REJECTION_REASONS[code]) }
        : null,
    payment_held: capturedPaise === undefined ? null : capturedPaise / 100,
    kyc_reupload: reuploadBy
      ? { by: reuploadBy, kyc_staged_config: stagesOf(verticalOf(verticals, journey).kycConfig(journey)) }
      : null,
  };
}
function insurerStageOf(stage: CaseStage | null | undefined) {
  return {
    insurer_stage: stage?.words ?? null,
    medical_test_slots: stage?.medicalTestSlots ?? null,
    inspection_url: stage?.inspectionUrl ?? null,
    counter_offer: stage?.counterOffer
      ? { extra_premium: stage.counterOffer.extraPremiumRupees, reason: stage.counterOffer.reason }
      : null,
  };
}
const pick = (r: { label: string; reupload: string }) => ({ reason: r.label, reupload: r.reupload });
const stagesOf = (c: KycStagedConfig) => ({
  any_of_poa: [...c.any_of_poa],
  any_of_poi: [...c.any_of_poi],
  mandatory_uploads: [...c.mandatory_uploads],
});

/** A journey with a captured payment and no policy yet (held for the KYC review): money taken, always listed. */
const moneyHeld = sql`exists (select 1 from ${paymentAttempts} where ${paymentAttempts.journeyId} = ${journeysTable.id} and ${paymentAttempts.status} = 'SUCCESS')`;

/** GET /v1/users/me/dashboard: the signed-in buyer's policies, and journeys left unfinished to resume. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentRepository(app.db);
  const changes = createEndorsementRepository(app.db);
  // Captured money of journeys still without a policy (held for the KYC review), by journey.
  const capturedFor = async (ids: string[]) => {
    if (ids.length === 0) return new Map<string, number>();
    const rows = await app.db
      .select({ journeyId: paymentAttempts.journeyId, amountPaise: paymentAttempts.amountPaise })
      .from(paymentAttempts)
      .where(
        and(
          inArray(paymentAttempts.journeyId, ids),
          eq(paymentAttempts.status, 'SUCCESS'),
          eq(paymentAttempts.purpose, 'PREMIUM'),
        ),
      );
    return new Map(rows.map((r) => [r.journeyId, r.amountPaise]));
  };
  app.get(
    '/v1/users/me/dashboard',
    { schema: route('Policies and unfinished journeys of the signed-in user', ZDashboardResponse) },
    async (req) => {
      const session = await req.currentSession();
      if (!session?.userId) throw new AppError('UNAUTHORIZED', 'Please sign in to see your policies');
      // Only the list of journeys to resume is capped, and paid ones take no place in it: policies and refunds are
      // read by the buyer, whole, so none drops off behind newer journeys (a buyer comparing plans starts one per
      // "Buy").
      // Nor does a journey whose money is held for the KYC review: it is listed whatever came after it.
      const unpaid = and(eq(journeysTable.userId, session.userId), ne(journeysTable.status, 'PAID'));
      const [recent, held, policies, refunds] = await Promise.all([
        newestRows(app.db, journeysTable, { by: journeysTable.updatedAt, where: unpaid, limit: 50 }).then((found) =>
          found.map(journeyOf),
        ),
        app.db
          .select()
          .from(journeysTable)
          .where(and(unpaid, moneyHeld))
          .then((found) => found.map(journeyOf)),
        payments.policiesOfUser(session.userId),
        payments.refundsOfUser(session.userId),
      ]);
      const allRows = [...held, ...recent.filter((r) => !held.some((h) => h.id === r.id))].sort(
        (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
      );
      const allIds = allRows.map((j) => j.id);
      const [captured, kept, approved] = await Promise.all([
        capturedFor(allIds),
        journeysKeptFromRemoval(app.db, allIds),
        changes.approvedOf(policies.map(({ policy }) => policy.id)),
      ]);
      // Each policy as its approved changes left it: a new IDV, and their prices paid on top of its premium.
      const changedBy = (policyId: string) => changedByApproved(approved.filter((e) => e.policyId === policyId));
      // A renewal is renewed from its policy's card (Renew and pay), never resumed here: one is listed only once paid,
      // for its stage with the insurer (an inspection pending). A refund of one is listed with the refunds.
      const rows = allRows.filter((j) => !j.renewalOfPolicyId || captured.has(j.id));
      // Each journey is named by its own vertical (a term plan id means nothing to the health catalogue).
      const names = (journey: Journey) => {
        const { people: _people, ...named } = verticalOf(app.verticals, journey).describe(journey);
        return named;
      };
      const people = (journey: Journey) => verticalOf(app.verticals, journey).describe(journey).people;
      const sumInsuredOf = (paid: Journey) => {
        const { sumInsured } = verticalOf(app.verticals, paid).policy;
        return sumInsured ? sumInsured(paid) : paid.premium.sum_insured;
      };
      // Paid journeys without a policy: where each stands with its insurer, and what the buyer may act on; and one whose
      // premium went back on the insurer's decision, which is final (money moved on each, so it is kept from removal).
      const stages = new Map(
        await Promise.all(
          rows
            .filter((j) => captured.has(j.id) || kept.has(j.id))
            .map(async (j) => [j.id, await app.insurerDesk.stage(j.id, names(j).insurer_name)] as const),
        ),
      );
      const today = indiaDate(app.clock.now());
      // Each policy renewed here, by the renewal's standing policy (both are the buyer's, so both are listed).
      const renewedBy = new Map(
        policies
          .filter(({ policy, journey }) => journey.renewalOfPolicyId && !policy.cancelledAt)
          .map(({ policy, journey }) => [journey.renewalOfPolicyId, policy] as const),
      );
      // Each policy moved to another insurer here (portability), by the policy that continues it and its insurer.
      const portedBy = new Map(
        policies
          .filter(({ policy, journey }) => journey.portedFromPolicyId && !policy.cancelledAt)
          .map(({ policy, journey }) => [
            journey.portedFromPolicyId,
            { policy, insurerName: names(asPaid(journey, policy.snapshot)).insurer_name },
          ]),
      );
      const result: TDashboardResponse = {
        policies: policies.map(({ policy: p, journey: live }) => {
          // What was paid for, not what the journey may say today.
          const j = asPaid(live, p.snapshot);
          const changed = changedBy(p.id);
          return {
            policy_number: p.policyNumber,
            journey_id: j.id,
            vertical: j.vertical,
            ...names(j),
            sum_insured: changed.idv ?? sumInsuredOf(j),
            // With an accepted counter-offer's difference, paid on top of the premium quoted, and the changes' prices.
            premium_paid: j.premium.total_premium + (p.extraPremiumPaise + changed.paidPaise) / 100,
            start_date: p.startDate,
            end_date: p.endDate,
            members: people(j),
            cancelled_on: p.cancelledAt ? indiaDate(p.cancelledAt) : null,
            cancel_refund: p.cancelRefundPaise === null ? null : p.cancelRefundPaise / 100,
            cancelled_in_free_look: p.cancelledAt ? indiaDate(p.cancelledAt) <= (freeLookUntil(p, live) ?? '') : null,
            renewal: p.cancelledAt
              ? null
              : standingOf(p, j.vertical, { renewal: renewedBy.get(p.id), port: portedBy.get(p.id) }, today),
            cancel_awaiting_insurer: p.cancelledAt ? p.cancelConfirmedAt === null : null,
          };
        }),
        journeys: rows.map((j) => ({
          journey_id: j.id,
          vertical: j.vertical,
          ...names(j),
          journey_step: j.journeyStep,
          total_premium: j.premium.total_premium,
          updated_at: j.updatedAt.toISOString(),
          ...kycReviewOf(app.verticals, j, captured.get(j.id)),
          ...insurerStageOf(stages.get(j.id)),
          removable: !kept.has(j.id),
        })),
        refunds: refunds.map(({ attempt: a, journey }) => ({
          payment_attempt_id: a.id,
          plan_name: names(journey).plan_name,
          amount: (a.refundPaise ?? a.amountPaise) / 100,
          status: a.status === 'REFUNDED' ? ('REFUNDED' as const) : ('REFUND_DUE' as const),
          reason: a.failureReason ?? 'This payment was not needed',
          refund_id: a.refundId,
          updated_at: a.updatedAt.toISOString(),
        })),
      };
      return result;
    },
  );
};

/** Where a policy stands against its end; a policy renewed here says by which policy and from when. */
function standingOf(
  policy: PolicyRow,
  vertical: JourneyVertical,
  after: { renewal: PolicyRow | undefined; port: { policy: PolicyRow; insurerName: string } | undefined },
  today: string,
): TRenewalStanding | null {
  const { renewal, port } = after;
  if (port)
    return {
      state: 'PORTED',
      policy_number: port.policy.policyNumber,
      insurer_name: port.insurerName,
      from: port.policy.startDate,
    };
  if (renewal) {
    const terms = (renewal.snapshot as { renewal?: RenewalOnRecord } | null)?.renewal;
    return {
      state: 'RENEWED',
      policy_number: renewal.policyNumber,
      from: renewal.startDate,
      new_policy: terms?.outcome === 'NEW_POLICY',
    };
  }
  return renewalStandingOf({ vertical, ...policy }, today);
}

export default dashboardRoutes;
