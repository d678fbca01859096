import { claimClocks, clockWords, type ClaimClock, type TClaimView } from '@kavach/domain';
import { claimFileView } from './claim-files.ts';
import type { ClaimFileRow } from './claim-files-repository.ts';
import { decisionOfClaim, type ClaimRow } from './repository.ts';

/** A claim's clocks now, from the moments stored on it (packages/domain claim-clocks.ts). */
export const clocksOf = (row: ClaimRow, now: Date): ClaimClock[] =>
  claimClocks(
    {
      kind: row.kind,
      status: row.status,
      intimatedAt: row.intimatedAt,
      decidedAt: row.decidedAt,
      dischargeRequestedAt: row.dischargeRequestedAt,
      lastDocumentAt: row.lastDocumentAt,
      closedAt: row.closedAt,
    },
    now,
  );

export const clockView = (clock: ClaimClock, now: Date): TClaimView['clocks'][number] => ({
  name: clock.name,
  state: clock.state,
  due_at: clock.dueAt.toISOString(),
  words: clockWords(clock, now),
});

/** A claim as its buyer (and staff) read it, with the files uploaded to it. */
export function claimView(row: ClaimRow, policyNumber: string, now: Date, files: readonly ClaimFileRow[]): TClaimView {
  const d = decisionOfClaim(row);
  return {
    id: row.id,
    policy_number: policyNumber,
    kind: row.kind,
    status: row.status,
    claimed_amount: row.claimedPaise / 100,
    approved_amount: d?.approved_paise == null ? null : d.approved_paise / 100,
    reason: row.status === 'REJECTED' ? (d?.reason ?? null) : null,
    documents_requested: row.status === 'DOCUMENTS_REQUESTED' ? (d?.documents_requested ?? []) : [],
    insurer_claim_number: d?.claim_number ?? null,
    intimated_at: row.intimatedAt.toISOString(),
    clocks: clocksOf(row, now).map((c) => clockView(c, now)),
    files: files.map(claimFileView),
  };
}
