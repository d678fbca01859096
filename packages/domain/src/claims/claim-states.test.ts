import { describe, expect, it } from 'vitest';
import {
  CLAIM_MOVES,
  CLAIM_STATUSES,
  claimMoveRefusal,
  type ClaimForMove,
  type ClaimKind,
  type ClaimMove,
  type ClaimStatus,
} from './claim-states';

const claim = (kind: ClaimKind, status: ClaimStatus): ClaimForMove => ({ kind, status, claimedPaise: 5_000_000 });
const to = (status: ClaimStatus, extra: Partial<ClaimMove> = {}): ClaimMove => ({
  status,
  approvedPaise: status === 'APPROVED' || status === 'SETTLED' ? 4_000_000 : null,
  reason: status === 'REJECTED' ? 'Cosmetic treatment is excluded' : null,
  ...extra,
});

describe('a claim moves only as the insurer may move it', () => {
  // Every pair of statuses: the table's moves are allowed (with the facts each needs), every other one refused.
  const pairs = CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.map((next) => [from, next] as const));
  it.each(pairs)('REIMBURSEMENT %s → %s', (from, next) => {
    const refusal = claimMoveRefusal(claim('REIMBURSEMENT', from), to(next));
    const final = from === 'SETTLED' || from === 'REJECTED';
    const moves = CLAIM_MOVES[from].includes(next) || (from === next && next !== 'SUBMITTING');
    const allowed = !final && moves && next !== 'DISCHARGE_REQUESTED';
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toEqual(expect.any(String));
  });

  it('refuses anything after the final word: a settled or rejected claim stays so', () => {
    for (const from of ['SETTLED', 'REJECTED'] as const)
      for (const next of CLAIM_STATUSES) expect(claimMoveRefusal(claim('DEATH', from), to(next))).not.toBeNull();
  });

  it('walks a cashless claim through its discharge, and refuses settling one without it', () => {
    expect(claimMoveRefusal(claim('CASHLESS_PLANNED', 'INTIMATED'), to('APPROVED'))).toBeNull();
    expect(claimMoveRefusal(claim('CASHLESS_PLANNED', 'APPROVED'), to('DISCHARGE_REQUESTED'))).toBeNull();
    expect(claimMoveRefusal(claim('CASHLESS_PLANNED', 'DISCHARGE_REQUESTED'), to('SETTLED'))).toBeNull();
    expect(claimMoveRefusal(claim('CASHLESS_EMERGENCY', 'APPROVED'), to('SETTLED'))).toMatch(/discharge/);
    expect(claimMoveRefusal(claim('OWN_DAMAGE', 'APPROVED'), to('DISCHARGE_REQUESTED'))).toMatch(/cashless/);
  });

  it('refuses an approval without an amount, or for more than was claimed', () => {
    const c = claim('REIMBURSEMENT', 'INTIMATED');
    expect(claimMoveRefusal(c, to('APPROVED', { approvedPaise: null }))).toMatch(/amount/);
    expect(claimMoveRefusal(c, to('APPROVED', { approvedPaise: 0 }))).toMatch(/amount/);
    expect(claimMoveRefusal(c, to('APPROVED', { approvedPaise: 5_000_001 }))).toMatch(/exceed/);
    expect(claimMoveRefusal(c, to('APPROVED', { approvedPaise: 5_000_000 }))).toBeNull();
  });

  it('refuses a rejection without its reason', () => {
    const c = claim('THIRD_PARTY', 'DOCUMENTS_REQUESTED');
    expect(claimMoveRefusal(c, to('REJECTED', { reason: null }))).toMatch(/reason/);
    expect(claimMoveRefusal(c, to('REJECTED', { reason: '  ' }))).toMatch(/reason/);
  });

  it('refuses a claim going back to Kavach’s own SUBMITTING from anywhere', () => {
    for (const from of CLAIM_STATUSES) expect(claimMoveRefusal(claim('DEATH', from), to('SUBMITTING'))).not.toBeNull();
  });
});
