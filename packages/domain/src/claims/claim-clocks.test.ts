import { describe, expect, it } from 'vitest';
import { claimClocks, clockWords, mostUrgentClock, type ClaimTimeline } from './claim-clocks';

// 10:00 India time on 10 Jan 2027.
const T0 = new Date('2027-01-10T04:30:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const DAY = 24 * 60;

const cashless = (over: Partial<ClaimTimeline> = {}): ClaimTimeline => ({
  kind: 'CASHLESS_PLANNED',
  status: 'INTIMATED',
  intimatedAt: T0,
  decidedAt: null,
  dischargeRequestedAt: null,
  lastDocumentAt: null,
  closedAt: null,
  ...over,
});
const reimbursement = (over: Partial<ClaimTimeline> = {}): ClaimTimeline => ({
  ...cashless(),
  kind: 'REIMBURSEMENT',
  lastDocumentAt: T0,
  ...over,
});

describe('the IRDAI clocks on a claim', () => {
  it('gives a cashless request an hour for the decision, in the words the buyer reads', () => {
    const [clock] = claimClocks(cashless(), at(20));
    expect(clock).toMatchObject({ name: 'CASHLESS_DECISION', state: 'RUNNING', dueAt: at(60) });
    expect(clockWords(clock!, at(20))).toBe('Cashless decision due by 11:00');
    // Still due at the last minute; overdue a minute after, by whole hours once past one.
    expect(claimClocks(cashless(), at(60))[0]!.state).toBe('RUNNING');
    const late = claimClocks(cashless(), at(61 + 120))[0]!;
    expect(late.state).toBe('OVERDUE');
    expect(clockWords(late, at(181))).toBe('Cashless decision overdue by 2 h');
  });

  it('stops the decision clock at the insurer’s decision: met within the hour, missed after it', () => {
    expect(claimClocks(cashless({ status: 'APPROVED', decidedAt: at(59) }), at(500))[0]!.state).toBe('MET');
    const missed = claimClocks(cashless({ status: 'REJECTED', decidedAt: at(95), closedAt: at(95) }), at(500))[0]!;
    expect(missed.state).toBe('MISSED');
    expect(clockWords(missed, at(500))).toBe('Cashless decision late by 35 min');
  });

  it('starts three hours for the discharge when the hospital asks, stopped by the settlement', () => {
    const asked = cashless({ status: 'DISCHARGE_REQUESTED', decidedAt: at(30), dischargeRequestedAt: at(DAY) });
    const clocks = claimClocks(asked, at(DAY + 60));
    expect(clocks.map((c) => [c.name, c.state])).toEqual([
      ['CASHLESS_DECISION', 'MET'],
      ['DISCHARGE_AUTHORISATION', 'RUNNING'],
    ]);
    expect(clockWords(clocks[1]!, at(DAY + 60))).toBe('Discharge authorisation due by 13:00');
    expect(claimClocks(asked, at(DAY + 181))[1]!.state).toBe('OVERDUE');
    const settled = { ...asked, status: 'SETTLED' as const, closedAt: at(DAY + 170) };
    expect(claimClocks(settled, at(DAY + 400))[1]!.state).toBe('MET');
  });

  it('gives a claim 15 days from its last document, naming the day when it is not today', () => {
    const [clock] = claimClocks(reimbursement(), at(DAY));
    expect(clock).toMatchObject({ name: 'SETTLEMENT', state: 'RUNNING', dueAt: at(15 * DAY) });
    expect(clockWords(clock!, at(DAY))).toBe('Settlement due by 10:00 on 25 Jan');
    const overdue = claimClocks(reimbursement(), at(18 * DAY))[0]!;
    expect(clockWords(overdue, at(18 * DAY))).toBe('Settlement overdue by 3 days');
  });

  it('labels a motor or term claim’s 15 days as Kavach’s target, not an IRDAI rule', () => {
    const [clock] = claimClocks(reimbursement({ kind: 'OWN_DAMAGE' }), at(DAY));
    expect(clockWords(clock!, at(DAY))).toBe("Settlement (Kavach's target) due by 10:00 on 25 Jan");
    expect(claimClocks(reimbursement({ kind: 'DEATH' }), at(DAY))[0]!.regulatory).toBe(false);
  });

  it('runs no settlement clock while the insurer waits on a document it asked for, and restarts it from the last', () => {
    expect(claimClocks(reimbursement({ status: 'DOCUMENTS_REQUESTED' }), at(20 * DAY))).toEqual([]);
    const resent = reimbursement({ status: 'INTIMATED', lastDocumentAt: at(10 * DAY) });
    expect(claimClocks(resent, at(20 * DAY))[0]).toMatchObject({ state: 'RUNNING', dueAt: at(25 * DAY) });
  });

  it('has staff chase the open clock due soonest, and none once all have stopped', () => {
    const asked = cashless({ status: 'DISCHARGE_REQUESTED', decidedAt: at(30), dischargeRequestedAt: at(DAY) });
    expect(mostUrgentClock(claimClocks(asked, at(DAY)))?.name).toBe('DISCHARGE_AUTHORISATION');
    expect(mostUrgentClock(claimClocks(cashless({ decidedAt: at(10) }), at(20)))).toBeNull();
  });
});
