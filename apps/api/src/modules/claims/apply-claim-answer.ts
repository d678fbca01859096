import { CLAIM_FINAL, claimMoveRefusal } from '@kavach/domain';
import type { TClaimAnswer } from '../../providers/insurers/policy-connector.ts';
import { decisionOfClaim, type ClaimDecision, type ClaimRepository, type ClaimRow } from './repository.ts';

/** What became of one answer: APPLIED, or why it changed nothing. */
export type ClaimAnswerOutcome = 'APPLIED' | 'REPEAT' | 'STALE' | 'AFTER_FINAL' | 'WRONG_CLAIM' | 'REFUSED';

/**
 * Applies one answer from the insurer to its claim, whatever brought it (the intimation's reply, a poll, a callback),
 * exactly once (docs/product/claims.md#states): an answer for another claim, an older version than the one applied,
 * one after the final word, or a move the states refuse changes nothing. The moments the clocks run on are stamped
 * with `now`, as Kavach learnt of them.
 */
export async function applyClaimAnswer(
  claims: ClaimRepository,
  current: ClaimRow,
  answer: TClaimAnswer,
  now: Date,
): Promise<{ outcome: ClaimAnswerOutcome; claim: ClaimRow }> {
  const outcome = judge(current, answer);
  if (outcome !== 'APPLIED') return { outcome, claim: current };
  const decision: ClaimDecision = {
    version: answer.version,
    claim_number: answer.claim_number,
    approved_paise: answer.approved_paise,
    reason: answer.reason,
    documents_requested: answer.documents_requested,
  };
  const to = answer.status;
  const moved = await claims.move(current, {
    status: to,
    decision,
    insurerRef: answer.claim_id,
    // The cashless decision: the first approval or rejection.
    ...(!current.decidedAt && (to === 'APPROVED' || to === 'REJECTED') ? { decidedAt: now } : {}),
    ...(to === 'DISCHARGE_REQUESTED' ? { dischargeRequestedAt: now } : {}),
    // The settlement clock runs from the last document the insurer asked for: paused while it waits on one.
    ...(to === 'DOCUMENTS_REQUESTED' ? { lastDocumentAt: null } : {}),
    ...(to !== 'DOCUMENTS_REQUESTED' && (!current.lastDocumentAt || current.status === 'DOCUMENTS_REQUESTED')
      ? { lastDocumentAt: now }
      : {}),
    ...(CLAIM_FINAL.includes(to) ? { closedAt: now } : {}),
  });
  // Another caller applied this answer (or a newer one) between the read and the move.
  if (!moved) return { outcome: 'REPEAT', claim: (await claims.byId(current.id)) ?? current };
  return { outcome: 'APPLIED', claim: moved };
}

function judge(current: ClaimRow, answer: TClaimAnswer): ClaimAnswerOutcome {
  if (answer.broker_reference !== current.id || (current.insurerRef && current.insurerRef !== answer.claim_id))
    return 'WRONG_CLAIM';
  const applied = decisionOfClaim(current)?.version ?? 0;
  if (answer.version <= applied) return answer.status === current.status ? 'REPEAT' : 'STALE';
  if (CLAIM_FINAL.includes(current.status)) return 'AFTER_FINAL';
  const refusal = claimMoveRefusal(
    { kind: current.kind, status: current.status, claimedPaise: current.claimedPaise },
    { status: answer.status, approvedPaise: answer.approved_paise, reason: answer.reason },
  );
  return refusal ? 'REFUSED' : 'APPLIED';
}
