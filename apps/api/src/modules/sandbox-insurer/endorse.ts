import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NOMINEE_RELATION_LABELS, formatIndianNumber, type TEndorsementChange } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { sandboxInsurerProposals } from '../../db/schema.ts';
import type { TEndorsementAnswer, TEndorsementRequest } from '../../providers/insurers/policy-connector.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import type { ScheduleEndorsement } from '../payments/schedule-pdf.ts';
import type { PolicyRow } from '../payments/repository.ts';
import { paidJourneyFromWire } from './paid-journey-from-wire.ts';
import { intermediaryOf, type SandboxProposalRow } from './sandbox-book.ts';

/** One change the sandbox insurer made (or refused) to an issued policy, kept on the proposal's row. */
type SandboxEndorsement = {
  id: string;
  reference: string;
  status: TEndorsementAnswer['status'];
  change: TEndorsementChange;
  premiumDifferencePaise: number;
  reason: string | null;
  number: string | null;
  effectiveOn: string | null;
  lines: string[];
};

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The words the revised schedule prints for a change (docs/insurers.md#endorsements). */
export function endorsementLines(change: TEndorsementChange): string[] {
  switch (change.kind) {
    case 'ADDRESS':
      return [`Address of the policyholder: ${change.address_1}, ${change.city}, ${change.state} ${change.pincode}`];
    case 'CONTACT':
      return [
        ...(change.mobile ? [`Mobile number of the policyholder: ${change.mobile}`] : []),
        ...(change.email ? [`E-mail of the policyholder: ${change.email}`] : []),
      ];
    case 'NOMINEE':
      return [
        `Nominee: ${change.full_name} (${NOMINEE_RELATION_LABELS[change.relation]}, age ${change.age}), for the whole benefit`,
        ...(change.appointee_name ? [`Appointee: ${change.appointee_name}`] : []),
      ];
    case 'HYPOTHECATION':
      return change.action === 'ADD'
        ? [`Hypothecated to: ${change.financier}`]
        : ['Hypothecation: none (the financier named before has been removed)'];
    case 'MOTOR_IDV':
      return [`Insured declared value (IDV): Rs. ${formatIndianNumber(change.idv)}`];
  }
}

/**
 * How the sandbox insurer decides a change (docs/insurers.md#endorsements), the same every time: a policy not in force
 * changes nothing; removing a financier none is recorded for is refused; anything else is made, effective the day after
 * it is asked for, numbered after the policy (…/E1, …/E2). It prices no change but the IDV's, which it does not offer
 * yet (declined, so the buyer is told at once).
 */
export function decideEndorsement(
  row: SandboxProposalRow,
  request: TEndorsementRequest,
  today: string,
  financier: string | null,
): Omit<SandboxEndorsement, 'id' | 'reference' | 'lines' | 'number'> {
  const base = { change: request.change, premiumDifferencePaise: 0, effectiveOn: null };
  if (row.status !== 'ISSUED') return { ...base, status: 'DECLINED', reason: 'This policy is not in force' };
  const { change } = request;
  if (change.kind === 'HYPOTHECATION' && change.action === 'REMOVE' && !financier)
    return { ...base, status: 'DECLINED', reason: 'No financier is recorded on this policy' };
  if (change.kind === 'MOTOR_IDV')
    return { ...base, status: 'DECLINED', reason: 'This insurer does not change the IDV during the policy period' };
  return { ...base, status: 'APPROVED', reason: null, effectiveOn: nextDay(today) };
}

/** The financier the policy names now: the proposal's, then the latest approved hypothecation change's. */
export function financierOf(row: SandboxProposalRow): string | null {
  const submitted = (row.submission as { paid_journey?: { vehicle_details?: { financier?: string | null } } })
    .paid_journey?.vehicle_details?.financier;
  return endorsementsOf(row).reduce<string | null>(
    (current, e) =>
      e.status === 'APPROVED' && e.change.kind === 'HYPOTHECATION'
        ? e.change.action === 'ADD'
          ? e.change.financier
          : null
        : current,
    submitted ?? null,
  );
}

export const endorsementsOf = (row: SandboxProposalRow): SandboxEndorsement[] =>
  (row.endorsements as SandboxEndorsement[] | null) ?? [];

/**
 * The schedule as the insurer revises it: the policy it issued, rendered again from what the broker submitted, with
 * every change it has approved printed where the policy's details start.
 */
export async function revisedSchedule(verticals: Verticals, row: SandboxProposalRow, approved: SandboxEndorsement[]) {
  const paid = paidJourneyFromWire((row.submission as { paid_journey: Record<string, unknown> }).paid_journey);
  const decision = row.decision as { premiumPaise: number };
  const submittedPaise = (row.submission as { premium_paise: number }).premium_paise;
  if (!row.policyNumber || !row.startDate || !row.endDate) throw new Error('the policy is not issued');
  const policy: PolicyRow = {
    id: row.id,
    journeyId: paid.id,
    policyNumber: row.policyNumber,
    paymentAttemptId: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    snapshot: null,
    issuedAt: row.createdAt,
    cancelledAt: null,
    cancelRefundPaise: null,
    cancelReason: null,
    cancelConfirmedAt: null,
    productUin: row.productUin,
    extraPremiumPaise: Math.max(0, decision.premiumPaise - submittedPaise),
  };
  const endorsements: ScheduleEndorsement[] = approved.map((e) => ({
    number: e.number ?? '',
    effectiveOn: e.effectiveOn ?? '',
    lines: e.lines,
  }));
  return verticalOf(verticals, paid).policy.render(paid, policy, {
    kind: 'INSURER',
    intermediary: intermediaryOf(row),
    endorsements,
  });
}

/**
 * Makes (or refuses) one change, once: a request with a reference the insurer has finds the change it made; two at
 * the same moment, the guarded update lets one in and the other reads it.
 */
export async function endorse(
  db: Database,
  verticals: Verticals,
  row: SandboxProposalRow,
  request: TEndorsementRequest,
  today: string,
): Promise<TEndorsementAnswer> {
  const known = endorsementsOf(row).find((e) => e.reference === request.broker_reference);
  if (known) return answerOfEndorsement(verticals, row, known);
  const decided = decideEndorsement(row, request, today, financierOf(row));
  const done = endorsementsOf(row);
  const approvedBefore = done.filter((e) => e.status === 'APPROVED');
  const made: SandboxEndorsement = {
    ...decided,
    id: randomUUID(),
    reference: request.broker_reference,
    number: decided.status === 'APPROVED' ? `${row.policyNumber}/E${approvedBefore.length + 1}` : null,
    lines: decided.status === 'APPROVED' ? endorsementLines(request.change) : [],
  };
  const [saved] = await db
    .update(sandboxInsurerProposals)
    .set({ endorsements: [...done, made], updatedAt: sql`now()` })
    .where(
      and(
        eq(sandboxInsurerProposals.id, row.id),
        sql`jsonb_array_length(${sandboxInsurerProposals.endorsements}) = ${done.length}`,
      ),
    )
    .returning();
  if (!saved) {
    // Another request changed the policy meanwhile: this one is answered from what is there now, or asked again.
    const [now] = await db.select().from(sandboxInsurerProposals).where(eq(sandboxInsurerProposals.id, row.id));
    const again = now && endorsementsOf(now).find((e) => e.reference === request.broker_reference);
    if (!now || !again) throw new Error('the policy changed meanwhile; ask again');
    return answerOfEndorsement(verticals, now, again);
  }
  return answerOfEndorsement(verticals, saved, made);
}

/** The protocol's answer for a change, with the revised schedule (every change approved up to it) once approved. */
async function answerOfEndorsement(
  verticals: Verticals,
  row: SandboxProposalRow,
  e: SandboxEndorsement,
): Promise<TEndorsementAnswer> {
  const upTo = endorsementsOf(row);
  const approved = upTo.slice(0, upTo.findIndex((x) => x.id === e.id) + 1).filter((x) => x.status === 'APPROVED');
  return {
    endorsement_id: e.id,
    broker_reference: e.reference,
    status: e.status,
    version: 1,
    premium_difference_paise: e.premiumDifferencePaise,
    reason: e.reason,
    endorsement_number: e.number,
    effective_on: e.effectiveOn,
    schedule_pdf: e.status === 'APPROVED' ? (await revisedSchedule(verticals, row, approved)).toString('base64') : null,
  };
}
