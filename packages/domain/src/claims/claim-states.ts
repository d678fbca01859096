import type { JourneyVertical } from '../verticals/registry';

// Issue 47: the buyer intimates a claim from the policy; the insurer decides it (docs/product/claims.md).

/** The claims each vertical's policy can make. */
export const CLAIM_KINDS_BY_VERTICAL = {
  HEALTH: ['CASHLESS_PLANNED', 'CASHLESS_EMERGENCY', 'REIMBURSEMENT'],
  MOTOR: ['OWN_DAMAGE', 'THIRD_PARTY'],
  TERM: ['DEATH'],
} as const satisfies Record<JourneyVertical, readonly string[]>;

export const CLAIM_KINDS = [
  ...CLAIM_KINDS_BY_VERTICAL.HEALTH,
  ...CLAIM_KINDS_BY_VERTICAL.MOTOR,
  ...CLAIM_KINDS_BY_VERTICAL.TERM,
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A cashless claim: the hospital asks the insurer to authorise treatment, then the discharge (no bills from the buyer). */
export const CASHLESS_CLAIM_KINDS: readonly ClaimKind[] = ['CASHLESS_PLANNED', 'CASHLESS_EMERGENCY'];
export const isCashless = (kind: ClaimKind) => CASHLESS_CLAIM_KINDS.includes(kind);

export const claimKindsOf = (vertical: JourneyVertical): readonly ClaimKind[] => CLAIM_KINDS_BY_VERTICAL[vertical];

/** What the buyer reads for each kind of claim. */
export const CLAIM_KIND_LABELS: Readonly<Record<ClaimKind, string>> = {
  CASHLESS_PLANNED: 'Cashless, planned admission',
  CASHLESS_EMERGENCY: 'Cashless, emergency admission',
  REIMBURSEMENT: 'Reimbursement of bills paid',
  OWN_DAMAGE: 'Damage to your own vehicle',
  THIRD_PARTY: 'Injury or damage to someone else',
  DEATH: 'Death claim by the nominee',
};

/**
 * SUBMITTING is Kavach's own (the insurer has not taken the claim yet); every other status is the insurer's.
 * INTIMATED: taken, under review (again, once requested documents came in). DISCHARGE_REQUESTED: a cashless claim's
 * hospital asked for the final authorisation. APPROVED carries the amount, REJECTED the reason.
 */
export const CLAIM_STATUSES = [
  'SUBMITTING',
  'INTIMATED',
  'DOCUMENTS_REQUESTED',
  'APPROVED',
  'DISCHARGE_REQUESTED',
  'SETTLED',
  'REJECTED',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_FINAL: readonly ClaimStatus[] = ['SETTLED', 'REJECTED'];

/** Where a claim may go from each status, besides staying (docs/product/claims.md#states); nothing else. */
export const CLAIM_MOVES: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  SUBMITTING: ['INTIMATED', 'DOCUMENTS_REQUESTED', 'APPROVED', 'REJECTED'],
  INTIMATED: ['DOCUMENTS_REQUESTED', 'APPROVED', 'REJECTED'],
  DOCUMENTS_REQUESTED: ['INTIMATED', 'APPROVED', 'REJECTED'],
  APPROVED: ['DISCHARGE_REQUESTED', 'SETTLED'],
  DISCHARGE_REQUESTED: ['SETTLED', 'REJECTED'],
  SETTLED: [],
  REJECTED: [],
};

/** A claim as far as its moves depend on it. */
export type ClaimForMove = { kind: ClaimKind; status: ClaimStatus; claimedPaise: number };
/** Where the insurer says it has gone. */
export type ClaimMove = { status: ClaimStatus; approvedPaise: number | null; reason: string | null };

/** Why a claim cannot move so, or null when it can. */
export function claimMoveRefusal(claim: ClaimForMove, to: ClaimMove): string | null {
  if (to.status === 'SUBMITTING') return 'only Kavach submits a claim';
  if (CLAIM_FINAL.includes(claim.status)) return `a ${claim.status} claim is final`;
  // The same status again is the insurer's newer word on it (another document asked for, a revised amount).
  if (to.status !== claim.status && !CLAIM_MOVES[claim.status].includes(to.status))
    return `a ${claim.status} claim cannot become ${to.status}`;
  if (to.status === 'DISCHARGE_REQUESTED' && !isCashless(claim.kind)) return 'only a cashless claim has a discharge';
  if (to.status === 'APPROVED' || to.status === 'SETTLED') {
    if (to.approvedPaise === null || to.approvedPaise <= 0) return 'an approval names its amount';
    if (to.approvedPaise > claim.claimedPaise) return 'an approval cannot exceed the amount claimed';
  }
  if (to.status === 'SETTLED' && isCashless(claim.kind) && claim.status !== 'DISCHARGE_REQUESTED')
    return 'a cashless claim settles on its discharge authorisation';
  if (to.status === 'REJECTED' && !to.reason?.trim()) return 'a rejection gives its reason';
  return null;
}
