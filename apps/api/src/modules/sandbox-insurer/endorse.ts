import type { Language } from '@kavach/domain/i18n/languages';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  NOMINEE_RELATION_LABELS,
  formatIndianNumber,
  onIndiaDay,
  proRataPaise,
  type TEndorsementChange,
} from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { sandboxInsurerProposals } from '../../db/schema.ts';
import type { TEndorsementAnswer, TEndorsementRequest } from '../../providers/insurers/policy-connector.ts';
import { isJourneyOf } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { motorRequestOf } from '../motor-proposal/motor-journey.ts';
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

/** The words the revised schedule prints for a change (docs/insurers.md#endorsements), with a priced change's price. */
export function endorsementLines(change: TEndorsementChange, premiumDifferencePaise = 0): string[] {
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
      return [
        `Insured declared value (IDV): Rs. ${formatIndianNumber(change.idv)}`,
        `Additional premium for the rest of the period, paid: Rs. ${formatIndianNumber(premiumDifferencePaise / 100)}`,
      ];
  }
}

/** A priced change's price: the difference for the rest of the period and the day it would take effect. */
export type ChangePrice = { differencePaise: number; effectiveOn: string };

/**
 * How the sandbox insurer decides a change (docs/insurers.md#endorsements), the same every time: a policy not in force
 * changes nothing; removing a financier none is recorded for is refused; a new IDV is priced (`priceIdv`: its
 * difference for the rest of the period, or why it is refused) and, asked to MAKE, made only at the price it quotes
 * today; anything else is made, effective the day after it is asked for. QUOTE makes nothing: it answers PENDING with
 * the price.
 */

export function decideEndorsement(
  row: SandboxProposalRow,
  request: TEndorsementRequest,
  today: string,
  financier: string | null,
  priceIdv: (idv: number) => ChangePrice | string,
): Omit<SandboxEndorsement, 'id' | 'reference' | 'lines' | 'number'> {
  const base = { change: request.change, premiumDifferencePaise: 0, effectiveOn: null };
  if (row.status !== 'ISSUED') return { ...base, status: 'DECLINED', reason: 'This policy is not in force' };
  const { change } = request;
  if (change.kind === 'HYPOTHECATION' && change.action === 'REMOVE' && !financier)
    return { ...base, status: 'DECLINED', reason: 'No financier is recorded on this policy' };
  const made = request.mode === 'QUOTE' ? ('PENDING' as const) : ('APPROVED' as const);
  if (change.kind === 'MOTOR_IDV') {
    const price = priceIdv(change.idv);
    if (typeof price === 'string') return { ...base, status: 'DECLINED', reason: price };
    const priced = { ...base, premiumDifferencePaise: price.differencePaise, effectiveOn: price.effectiveOn };
    if (request.mode === 'MAKE' && request.premium_difference_paise !== price.differencePaise)
      return { ...priced, status: 'DECLINED', reason: PRICE_MOVED };
    return { ...priced, status: made, reason: null };
  }
  return { ...base, status: made, reason: null, effectiveOn: effectiveFrom(row, today) };
}

/** A change takes effect the day after it is asked for, or on the policy's first day if that is later. */
const effectiveFrom = (row: SandboxProposalRow, today: string) =>
  row.startDate && row.startDate > nextDay(today) ? row.startDate : nextDay(today);

/** Why a change paid at a price quoted on an earlier day is not made: the days left to price have changed. */
export const PRICE_MOVED = 'The price of this change has moved since it was quoted: please ask for it again';

/**
 * The sandbox insurer's price of a new IDV (docs/insurers.md#endorsements): the year's premium at the new IDV less the
 * year's at the IDV the policy has now, both by its rating on the policy's first day (the vehicle's age then sets the
 * range allowed), for the days left from tomorrow (proRataPaise). Raised only: a lower IDV waits for the renewal.
 */
export function sandboxIdvPrice(
  verticals: Verticals,
  row: SandboxProposalRow,
  idv: number,
  today: string,
): ChangePrice | string {
  const paid = paidJourneyFromWire((row.submission as { paid_journey: Record<string, unknown> }).paid_journey);
  if (!isJourneyOf(paid, 'MOTOR') || !row.startDate || !row.endDate) return 'This policy has no IDV to change';
  const firstDay = row.startDate;
  const current = currentIdvOf(row, paid.premium.sum_insured ?? 0);
  if (idv === current) return `The policy's IDV is already Rs. ${formatIndianNumber(idv)}`;
  if (idv < current)
    return 'The IDV can be raised during the policy period, not lowered: a lower IDV is chosen at renewal';
  // Priced at any IDV, the rating keeps it within the insurer's range for the vehicle: one kept elsewhere is refused.
  const priceAt = (value: number) => {
    const request = { ...motorRequestOf(paid), idv: value };
    const journey = { ...paid, quoteRequest: request };
    return verticalOf(verticals, paid).priceOn(journey, onIndiaDay(firstDay)).premium;
  };
  let difference;
  try {
    const wanted = priceAt(idv);
    if (wanted.sum_insured !== idv) {
      const [low, high] = [priceAt(1).sum_insured ?? 0, priceAt(Number.MAX_SAFE_INTEGER).sum_insured ?? 0];
      return `The IDV of this vehicle must be between ₹${formatIndianNumber(low)} and ₹${formatIndianNumber(high)}`;
    }
    difference = Math.round(wanted.total_premium * 100) - Math.round(priceAt(current).total_premium * 100);
  } catch (err) {
    return err instanceof Error ? err.message : 'This IDV is not offered for the vehicle';
  }
  const effectiveOn = effectiveFrom(row, today);
  if (effectiveOn > row.endDate) return 'This policy ends today: the IDV is chosen at renewal';
  return {
    differencePaise: proRataPaise({
      yearlyPaise: difference,
      startDate: row.startDate,
      endDate: row.endDate,
      effectiveOn,
    }),
    effectiveOn,
  };
}

/** The IDV the policy has now: the latest approved IDV change's, else the one it was issued with. */
function currentIdvOf(row: SandboxProposalRow, issued: number): number {
  return endorsementsOf(row).reduce(
    (idv, e) => (e.status === 'APPROVED' && e.change.kind === 'MOTOR_IDV' ? e.change.idv : idv),
    issued,
  );
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
  const language = (row.submission as { language?: Language }).language;
  return verticalOf(verticals, paid).policy.render(paid, policy, {
    kind: 'INSURER',
    intermediary: intermediaryOf(row),
    endorsements,
    ...(language ? { language } : {}),
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
  const priceIdv = (idv: number) => sandboxIdvPrice(verticals, row, idv, today);
  const decided = decideEndorsement(row, request, today, financierOf(row), priceIdv);
  // A quote makes nothing: its price (or why not) is answered and forgotten.
  if (request.mode === 'QUOTE') return quoteAnswer(request, decided);
  const done = endorsementsOf(row);
  const approvedBefore = done.filter((e) => e.status === 'APPROVED');
  const made: SandboxEndorsement = {
    ...decided,
    id: randomUUID(),
    reference: request.broker_reference,
    number: decided.status === 'APPROVED' ? `${row.policyNumber}/E${approvedBefore.length + 1}` : null,
    lines: decided.status === 'APPROVED' ? endorsementLines(request.change, decided.premiumDifferencePaise) : [],
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

/** A quote's answer: PENDING with the price and the day it would take effect, or DECLINED with why; version 0. */
function quoteAnswer(
  request: TEndorsementRequest,
  decided: Omit<SandboxEndorsement, 'id' | 'reference' | 'lines' | 'number'>,
): TEndorsementAnswer {
  return {
    endorsement_id: `quote-${request.broker_reference}`,
    broker_reference: request.broker_reference,
    status: decided.status,
    version: 0,
    premium_difference_paise: decided.premiumDifferencePaise,
    reason: decided.reason,
    endorsement_number: null,
    effective_on: decided.effectiveOn,
    schedule_pdf: null,
  };
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
