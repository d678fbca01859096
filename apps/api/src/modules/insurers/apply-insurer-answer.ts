import { INSURER_CASE_FINAL, type InsurerCaseStatus } from '@kavach/domain';
import type { TInsurerAnswer } from '../../providers/insurers/policy-connector.ts';
import type { InsurerCaseRepository, InsurerCaseRow } from './repository.ts';

/** Where a case may go from each stage (docs/product/insurer-cases.md); a stage may repeat with a newer version. */
export const CASE_MOVES: Readonly<Record<InsurerCaseStatus, readonly InsurerCaseStatus[]>> = {
  SUBMITTING: ['SUBMITTED', 'REFERRED', 'COUNTER_OFFER', 'ISSUED', 'DECLINED', 'WITHDRAWN'],
  SUBMITTED: ['SUBMITTED', 'REFERRED', 'COUNTER_OFFER', 'ISSUED', 'DECLINED', 'WITHDRAWN'],
  REFERRED: ['REFERRED', 'COUNTER_OFFER', 'ISSUED', 'DECLINED', 'WITHDRAWN'],
  COUNTER_OFFER: ['ISSUED', 'DECLINED', 'WITHDRAWN'],
  ISSUED: ['CANCELLED'],
  DECLINED: [],
  WITHDRAWN: [],
  CANCELLED: [],
};

/** What brought an answer: the submission's reply, a poll, a callback, the buyer's answer, Kavach's cancellation. */
export type AnswerSource = 'SUBMIT' | 'POLL' | 'CALLBACK' | 'BUYER' | 'CANCEL';

/** What became of one answer: APPLIED, or why it changed nothing. */
export type AnswerOutcome =
  | 'APPLIED'
  | 'REPEAT'
  | 'STALE'
  | 'AFTER_FINAL'
  | 'WRONG_AMOUNT'
  | 'WRONG_CASE'
  | 'OUT_OF_ORDER'
  | 'MALFORMED'
  | 'MONEY_GONE';

/** The insurer's answer as Kavach keeps it on the case (the policy's bytes go to their own columns). */
export type CaseDecision = {
  version: number;
  requirements: TInsurerAnswer['requirements'];
  counter_offer: TInsurerAnswer['counter_offer'];
  reason: string | null;
};

export const decisionOfCase = (row: Pick<InsurerCaseRow, 'decision'>): CaseDecision | null =>
  (row.decision as CaseDecision | null) ?? null;

/**
 * Applies one answer from the insurer to its case, whatever brought it (the submission's reply, a poll, a callback),
 * exactly once: an answer for another case, another amount, an older version than the one applied, or after the
 * insurer's final word changes nothing, and is recorded with why. `moneyKept`: whether the premium is still held for
 * this case (a journey whose money went back is cancelled: its insurer's decision changes nothing either).
 */
export async function applyInsurerAnswer(
  cases: InsurerCaseRepository,
  current: InsurerCaseRow,
  answer: TInsurerAnswer,
  source: AnswerSource,
  moneyKept: boolean,
): Promise<{ outcome: AnswerOutcome; case: InsurerCaseRow }> {
  const outcome = judge(current, answer, moneyKept);
  let moved: InsurerCaseRow | undefined;
  if (outcome === 'APPLIED') {
    const decision: CaseDecision = {
      version: answer.version,
      requirements: answer.requirements,
      counter_offer: answer.counter_offer,
      reason: answer.reason,
    };
    const policy = answer.policy;
    moved = await cases.move(current.id, [current.status], answer.status, {
      decision,
      insurerRef: answer.proposal_id,
      ...(policy
        ? {
            policyNumber: policy.policy_number,
            productUin: policy.product_uin,
            startDate: policy.start_date,
            endDate: policy.end_date,
            schedulePdf: Buffer.from(policy.schedule_pdf, 'base64'),
          }
        : {}),
    });
  }
  // Another caller applied this answer (or a newer one) between the read and the move: a repeat, as it arrived.
  const final = outcome === 'APPLIED' && !moved ? 'REPEAT' : outcome;
  await cases.record({
    caseId: current.id,
    source,
    status: answer.status,
    outcome: final,
    detail: { version: answer.version, premium_paise: answer.premium_paise, reason: answer.reason },
  });
  return { outcome: final, case: moved ?? (await cases.byId(current.id)) ?? current };
}

function judge(current: InsurerCaseRow, answer: TInsurerAnswer, moneyKept: boolean): AnswerOutcome {
  if (answer.broker_reference !== current.id || (current.insurerRef && current.insurerRef !== answer.proposal_id))
    return 'WRONG_CASE';
  const applied = decisionOfCase(current)?.version ?? 0;
  // An issued policy moves on only to its cancellation, which Kavach asked for after refunding: no money is kept then.
  const cancelling = current.status === 'ISSUED' && answer.status === 'CANCELLED';
  if (INSURER_CASE_FINAL.includes(current.status) && !cancelling)
    return answer.status === current.status && answer.version <= applied ? 'REPEAT' : 'AFTER_FINAL';
  if (answer.version <= applied) return answer.status === current.status ? 'REPEAT' : 'STALE';
  // Once the buyer paid an accepted counter-offer's difference, the insurer issues at the premium with it; until it
  // has, an answer about the premium first paid (a decline, a repeat of the offer) is still about this case.
  const withTopUp = current.premiumPaise + (current.topUpPaise ?? 0);
  const amounts = answer.status === 'ISSUED' ? [withTopUp] : [current.premiumPaise, withTopUp];
  if (!amounts.includes(answer.premium_paise)) return 'WRONG_AMOUNT';
  if (!moneyKept && !cancelling) return 'MONEY_GONE';
  if (!CASE_MOVES[current.status].includes(answer.status)) return 'OUT_OF_ORDER';
  if (answer.status === 'ISSUED' && !answer.policy) return 'MALFORMED';
  return 'APPLIED';
}
