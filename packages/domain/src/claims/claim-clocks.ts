import { isCashless, type ClaimKind, type ClaimStatus } from './claim-states';

/**
 * The IRDAI clocks on a claim (docs/product/claims.md#clocks): a cashless request decided within 1 hour, a discharge
 * authorised within 3 hours of the hospital's request (IRDAI Master Circular on Health Insurance Business, 2024), and
 * a claim settled within 15 days of its last document.
 */
export const CLAIM_CLOCKS = {
  CASHLESS_DECISION: { label: 'Cashless decision', limitMs: 60 * 60_000 },
  DISCHARGE_AUTHORISATION: { label: 'Discharge authorisation', limitMs: 3 * 60 * 60_000 },
  SETTLEMENT: { label: 'Settlement', limitMs: 15 * 24 * 60 * 60_000 },
} as const;
export type ClaimClockName = keyof typeof CLAIM_CLOCKS;

/**
 * RUNNING: not stopped, not yet due. OVERDUE: not stopped, past due. MET: stopped by the due time. MISSED: stopped
 * after it.
 */
export const CLAIM_CLOCK_STATES = ['RUNNING', 'OVERDUE', 'MET', 'MISSED'] as const;
export type ClaimClockState = (typeof CLAIM_CLOCK_STATES)[number];

/** The moments of a claim the clocks run on, as Kavach learnt of them. */
export type ClaimTimeline = {
  kind: ClaimKind;
  status: ClaimStatus;
  /** The buyer intimated it: a cashless claim's request for authorisation. */
  intimatedAt: Date;
  /** The insurer's first decision (approved or rejected). */
  decidedAt: Date | null;
  /** The hospital asked the insurer to authorise a cashless claim's discharge. */
  dischargeRequestedAt: Date | null;
  /** The insurer had every document it asked for; null while it waits on one. */
  lastDocumentAt: Date | null;
  /** Settled or rejected. */
  closedAt: Date | null;
};

export type ClaimClock = {
  name: ClaimClockName;
  startedAt: Date;
  dueAt: Date;
  stoppedAt: Date | null;
  state: ClaimClockState;
  /** How far past due (OVERDUE: by now; MISSED: when it stopped), in ms; 0 otherwise. */
  lateByMs: number;
  /**
   * Whether an IRDAI rule sets this clock (docs/product/claims.md#clocks): the health clocks are; a motor or term
   * claim's 15 days are Kavach's own service target, and its words say so.
   */
  regulatory: boolean;
};

/** The clocks that apply to a claim now: each started by its event and stopped by the insurer's answer to it. */
export function claimClocks(t: ClaimTimeline, now: Date): ClaimClock[] {
  const clocks: ClaimClock[] = [];
  const add = (name: ClaimClockName, startedAt: Date, stoppedAt: Date | null, regulatory = true) => {
    const dueAt = new Date(startedAt.getTime() + CLAIM_CLOCKS[name].limitMs);
    const at = stoppedAt ?? now;
    const lateByMs = Math.max(0, at.getTime() - dueAt.getTime());
    const state: ClaimClockState = stoppedAt ? (lateByMs > 0 ? 'MISSED' : 'MET') : lateByMs > 0 ? 'OVERDUE' : 'RUNNING';
    clocks.push({ name, startedAt, dueAt, stoppedAt, state, lateByMs, regulatory });
  };
  if (isCashless(t.kind)) {
    add('CASHLESS_DECISION', t.intimatedAt, t.decidedAt);
    if (t.dischargeRequestedAt) add('DISCHARGE_AUTHORISATION', t.dischargeRequestedAt, t.closedAt);
    return clocks;
  }
  // Waiting on a document the insurer asked for, the settlement clock has not started: it runs from the last one.
  if (t.lastDocumentAt && t.status !== 'DOCUMENTS_REQUESTED')
    add('SETTLEMENT', t.lastDocumentAt, t.closedAt, t.kind === 'REIMBURSEMENT');
  return clocks;
}

/** The one clock staff chase first: the open clock due soonest; null when none runs. */
export function mostUrgentClock(clocks: readonly ClaimClock[]): ClaimClock | null {
  const open = clocks.filter((c) => c.stoppedAt === null);
  return open.reduce<ClaimClock | null>((a, c) => (a && a.dueAt <= c.dueAt ? a : c), null);
}

const IST_OFFSET_MS = 330 * 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14:32" India time, with "on 24 Dec" when not on `now`'s India day. */
function indiaTime(at: Date, now: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const today = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const time = `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`;
  return local.toISOString().slice(0, 10) === today
    ? time
    : `${time} on ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}`;
}

/** A span as a person says it: "40 min", "2 h", "3 days" (rounded down, at least 1 of its unit). */
export function spanWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** A clock in the dashboard's and the queue's words: "decision due by 14:32", "overdue by 2 h". */
export function clockWords(clock: ClaimClock, now: Date): string {
  const what = clock.regulatory
    ? CLAIM_CLOCKS[clock.name].label
    : `${CLAIM_CLOCKS[clock.name].label} (Kavach's target)`;
  switch (clock.state) {
    case 'RUNNING':
      return `${what} due by ${indiaTime(clock.dueAt, now)}`;
    case 'OVERDUE':
      return `${what} overdue by ${spanWords(clock.lateByMs)}`;
    case 'MET':
      return `${what} within time`;
    case 'MISSED':
      return `${what} late by ${spanWords(clock.lateByMs)}`;
  }
}
