import type { GrievanceState } from '../code-lists/cover';

// Issue 19: a buyer's complaint and the IRDAI timelines staff answer it within (IRDAI (Protection of Policyholders'
// Interests) Regulations 2017 and its grievance redressal guidelines: acknowledge within 3 days, resolve within 14).

/** Which states each staff action may start from; any other is refused (409). */
export const GRIEVANCE_ACTIONS = ['ACKNOWLEDGE', 'RESPOND', 'CLOSE'] as const;
export type GrievanceAction = (typeof GRIEVANCE_ACTIONS)[number];
export const GRIEVANCE_TRANSITIONS: Record<GrievanceAction, { from: readonly GrievanceState[]; to: GrievanceState }> = {
  ACKNOWLEDGE: { from: ['OPEN'], to: 'ACKNOWLEDGED' },
  RESPOND: { from: ['OPEN', 'ACKNOWLEDGED'], to: 'RESPONDED' },
  // Only an answered complaint closes: the buyer is owed a written response (issue 44), never a bare "closed".
  CLOSE: { from: ['RESPONDED'], to: 'CLOSED' },
};

export const GRIEVANCE_LIMITS = {
  subjectMin: 5,
  subjectMax: 120,
  descriptionMin: 20,
  descriptionMax: 2000,
  /** A response is at least a sentence: this many visible characters, in at least `responseMinWords` words. */
  responseMin: 20,
  responseMinWords: 3,
  responseMax: 2000,
  /** Complaints one signed-in buyer may raise an hour, and calls to raise one from one address an hour. */
  perUserPerHour: 5,
  perAddressPerHour: 60,
} as const;

/** IRDAI: acknowledge within 3 days, resolve within 14 (calendar days from raising). */
export const GRIEVANCE_ACKNOWLEDGE_DAYS = 3;
export const GRIEVANCE_RESOLVE_DAYS = 14;

/** Shown to the buyer once a complaint is open past GRIEVANCE_RESOLVE_DAYS, in this order. */
export const GRIEVANCE_ESCALATION = {
  title: 'Not resolved in 14 days? You can escalate your complaint',
  steps: [
    'Write to the insurer’s grievance redressal officer (the address is on your policy document and the insurer’s website).',
    'Register it with IRDAI’s Bima Bharosa at bimabharosa.irdai.gov.in, or call the IRDAI toll-free number 155255.',
    'If you are still not satisfied, or the insurer has not replied within 30 days, approach the Insurance Ombudsman for your area (cioins.co.in).',
  ],
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/**
 * At `now`, a complaint raised before `acknowledge` is late to acknowledge while still OPEN, and one raised before
 * `resolve` late to resolve until CLOSED: grievanceTimeline's rule, as instants a query can compare with.
 */
export function grievanceLateIfRaisedBefore(now: Date) {
  return {
    acknowledge: new Date(now.getTime() - GRIEVANCE_ACKNOWLEDGE_DAYS * DAY_MS),
    resolve: new Date(now.getTime() - GRIEVANCE_RESOLVE_DAYS * DAY_MS),
  };
}

/**
 * The dates a complaint is due by and whether it is late, at `now`. Still open (anything but CLOSED) past 14 days
 * means the buyer is shown the escalation route; acknowledgement is late only while nobody has acknowledged it.
 */
export function grievanceTimeline(
  g: { state: GrievanceState; raised_at: string; acknowledged_at: string | null; closed_at: string | null },
  now: Date,
) {
  const acknowledgeBy = addDays(g.raised_at, GRIEVANCE_ACKNOWLEDGE_DAYS);
  const resolveBy = addDays(g.raised_at, GRIEVANCE_RESOLVE_DAYS);
  const open = g.state !== 'CLOSED';
  const acknowledgeOverdue = g.state === 'OPEN' && now.getTime() > new Date(acknowledgeBy).getTime();
  const resolveOverdue = open && now.getTime() > new Date(resolveBy).getTime();
  return {
    acknowledge_by: acknowledgeBy,
    resolve_by: resolveBy,
    acknowledge_overdue: acknowledgeOverdue,
    resolve_overdue: resolveOverdue,
    overdue: acknowledgeOverdue || resolveOverdue,
    escalation_available: resolveOverdue,
  };
}

export const GRIEVANCE_TOO_MANY = 'You have raised several complaints in the last hour. Please try again later.';

/** Why a staff action is refused (409), by the state the complaint is already in: two tabs, or a second click. */
/** Closing a complaint nobody has answered yet (409): the response comes first. */
export const GRIEVANCE_CLOSE_UNANSWERED = 'Answer the complaint in writing before closing it';

export const GRIEVANCE_REFUSALS: Record<Exclude<GrievanceState, 'OPEN'>, string> = {
  ACKNOWLEDGED: 'This complaint was already acknowledged',
  RESPONDED: 'This complaint was already answered',
  CLOSED: 'This complaint is closed',
};
