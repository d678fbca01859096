import type { Language } from '@kavach/domain/i18n/languages';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  SAMPLE_BROKER,
  VERTICAL_REGISTRY,
  ZIntermediary,
  addDays,
  indiaDate,
  indiaTomorrow,
  portabilityLines,
  type PortedFrom,
  type InsurerRequirement,
  type JourneyVertical,
} from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { sandboxInsurerProposals } from '../../db/schema.ts';
import type { TInsurerAnswer } from '../../providers/insurers/policy-connector.ts';
import { policyPeriod, verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { PolicyRow } from '../payments/repository.ts';
import { paidJourneyFromWire } from './paid-journey-from-wire.ts';
import type { RenewalPeriod } from './renewal-submission.ts';

export type SandboxProposalRow = typeof sandboxInsurerProposals.$inferSelect;

/** What the sandbox insurer keeps of its decision, beside the proposal's status. */
export type SandboxDecision = {
  version: number;
  premiumPaise: number;
  requirements: TInsurerAnswer['requirements'];
  counterOffer: TInsurerAnswer['counter_offer'];
  reason: string | null;
};

/** The medical test slots the sandbox offers: 9:00 India time on each of the next three days. */
export function medicalSlots(now = new Date()): string[] {
  const day = new Date(`${indiaDate(now)}T00:00:00+05:30`).getTime();
  return [1, 2, 3].map((n) => `${indiaDate(new Date(day + n * 86_400_000))}T09:00:00+05:30`);
}

/** A referral's requirements, open; an inspection's with the page where the buyer sends the photos. */
export function requirementsOf(
  kinds: readonly InsurerRequirement[],
  opts: { inspectionUrl: string; now?: Date },
): TInsurerAnswer['requirements'] {
  return kinds.map((kind) => ({
    kind,
    status: 'OPEN' as const,
    slot: null,
    offered_slots: kind === 'MEDICAL_TEST' ? medicalSlots(opts.now) : [],
    url: kind === 'INSPECTION' ? opts.inspectionUrl : null,
    cost_paise: null,
  }));
}

/** What the sandbox insurer pays its diagnostic centre for a medical test, once taken (docs/insurers.md). */
export const SANDBOX_MEDICAL_TEST_COST_PAISE = 150_000;

/** The answer the protocol sends for a proposal in the sandbox's book. */
export function answerOf(row: SandboxProposalRow): TInsurerAnswer {
  const d = decisionOf(row);
  return {
    proposal_id: row.id,
    broker_reference: row.brokerReference,
    status: row.status as TInsurerAnswer['status'],
    version: d.version,
    premium_paise: d.premiumPaise,
    requirements: d.requirements,
    counter_offer: d.counterOffer,
    reason: d.reason,
    policy:
      row.status === 'ISSUED' && row.policyNumber && row.productUin && row.startDate && row.endDate && row.schedulePdf
        ? {
            policy_number: row.policyNumber,
            product_uin: row.productUin,
            start_date: row.startDate,
            end_date: row.endDate,
            schedule_pdf: row.schedulePdf.toString('base64'),
          }
        : null,
  };
}

export const decisionOf = (row: SandboxProposalRow): SandboxDecision => row.decision as SandboxDecision;

/**
 * A sandbox policy number, readable and unique to the proposal: HDFC-LIFE-T-2026-3F9A0C12 (the insurer, the product
 * line's letter, the year cover starts, the proposal's first 8 hex digits).
 */
export function sandboxPolicyNumber(
  insurerId: string,
  vertical: JourneyVertical,
  proposalId: string,
  year: string,
): string {
  const letter = VERTICAL_REGISTRY[vertical].policyLetter;
  return `${insurerId.toUpperCase()}-${letter}-${year}-${proposalId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** A sandbox product UIN in IRDAI's shape (insurer, line, a number), clearly a sandbox's: SBX-HDFC-LIFE-T-ACTIVONE. */
export function sandboxUin(insurerId: string, vertical: JourneyVertical, planId: string): string {
  return `SBX-${insurerId.toUpperCase()}-${VERTICAL_REGISTRY[vertical].policyLetter}-${planId
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 16)}`;
}

/**
 * Issues the proposal: the policy number, the UIN, the period from the day after issue (a renewal's: its terms'), and the schedule rendered
 * from what the broker submitted (the paid journey, the intermediary) at `premiumPaise`, the premium submitted with
 * an accepted counter-offer's loading, if any. Answers the values to store.
 */
export async function issueFromSubmission(
  verticals: Verticals,
  row: Pick<SandboxProposalRow, 'id' | 'insurerId' | 'submission'>,
  premiumPaise: number,
) {
  const submission = row.submission as {
    paid_journey: Record<string, unknown>;
    plan_id: string;
    premium_paise: number;
    renewal_period?: RenewalPeriod;
    ported_from?: PortedFrom | null;
    /** The language the broker asked for (a submission from before it could ask: English). */
    language?: Language;
  };
  const paid = paidJourneyFromWire(submission.paid_journey);
  const vertical = verticalOf(verticals, paid);
  // A renewal runs on from the policy it renews (its terms' dates); a policy ported from another insurer from the day
  // after that one ends, without a break; a new policy from the day after issue.
  const ported = submission.ported_from ?? null;
  const from = [indiaTomorrow(), ...(ported ? [addDays(ported.end_date, 1)] : [])].sort().at(-1);
  const { startDate, endDate } = submission.renewal_period ?? policyPeriod(vertical, paid, from);
  const policyNumber = sandboxPolicyNumber(row.insurerId, paid.vertical, row.id, startDate.slice(0, 4));
  const productUin = sandboxUin(row.insurerId, paid.vertical, submission.plan_id);
  const policy: PolicyRow = {
    id: row.id,
    journeyId: paid.id,
    policyNumber,
    paymentAttemptId: row.id,
    startDate,
    endDate,
    snapshot: null,
    issuedAt: new Date(),
    cancelledAt: null,
    cancelRefundPaise: null,
    cancelReason: null,
    cancelConfirmedAt: null,
    productUin,
    extraPremiumPaise: Math.max(0, premiumPaise - submission.premium_paise),
  };
  const schedulePdf = await vertical.policy.render(paid, policy, {
    kind: 'INSURER',
    intermediary: intermediaryOf(row),
    ...(ported ? { portedFrom: portabilityLines(ported) } : {}),
    ...(submission.language ? { language: submission.language } : {}),
  });
  return { policyNumber, productUin, startDate, endDate, schedulePdf };
}

/**
 * The intermediary the proposal named, as the insurer's schedule prints it. A proposal submitted before proposals
 * carried the registration named the demo's made-up one: it gets the sample, marked as such.
 */
export function intermediaryOf(row: Pick<SandboxProposalRow, 'submission'>) {
  const named = ZIntermediary.safeParse(
    typeof row.submission === 'object' && row.submission !== null && 'intermediary' in row.submission
      ? row.submission.intermediary
      : undefined,
  );
  return named.success ? named.data : { ...SAMPLE_BROKER, sample: true };
}

/** The sandbox's book of proposals: every change one guarded update that moves the version on. */
export function createSandboxBook(db: Database) {
  return {
    async find(insurerId: string, id: string) {
      const [row] = await db
        .select()
        .from(sandboxInsurerProposals)
        .where(and(eq(sandboxInsurerProposals.insurerId, insurerId), eq(sandboxInsurerProposals.id, id)));
      return row;
    },
    async findByReference(insurerId: string, reference: string) {
      const [row] = await db
        .select()
        .from(sandboxInsurerProposals)
        .where(
          and(eq(sandboxInsurerProposals.insurerId, insurerId), eq(sandboxInsurerProposals.brokerReference, reference)),
        );
      return row;
    },
    /** A new proposal, or the one this reference already made (a repeated submission): never two. */
    async insert(values: Omit<typeof sandboxInsurerProposals.$inferInsert, 'id'> & { id?: string }) {
      const [row] = await db
        .insert(sandboxInsurerProposals)
        .values({ id: randomUUID(), ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? (await this.findByReference(values.insurerId, values.brokerReference));
    },
    /** Moves a proposal from `from` (its status and version as read), or does nothing when it moved meanwhile. */
    async move(
      row: SandboxProposalRow,
      change: Partial<typeof sandboxInsurerProposals.$inferInsert> & { decision: SandboxDecision },
    ) {
      const [moved] = await db
        .update(sandboxInsurerProposals)
        .set({ ...change, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxInsurerProposals.id, row.id),
            sql`(${sandboxInsurerProposals.decision} ->> 'version')::int = ${decisionOf(row).version}`,
          ),
        )
        .returning();
      return moved;
    },
  };
}
export type SandboxBook = ReturnType<typeof createSandboxBook>;
