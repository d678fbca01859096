import { buyerLanguage } from '../account/account-language.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueueName } from '../../db/job-database.ts';
import type { JobQueue } from '../../plugins/app/job-queue.ts';
import {
  InsurerRefused,
  InsurerUnavailable,
  type PolicyConnector,
  type TInsurerAnswer,
  type TProposalSubmission,
} from '../../providers/insurers/policy-connector.ts';
import { createUploadRepository } from '../kyc/repository.ts';
import { planNames, type Verticals } from '../journeys/vertical.ts';
import type { Notices } from '../notices/notices.ts';
import type { Journey } from '../journeys/journey.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import type { AttemptRow } from '../payments/repository.ts';
import { insurerStageWords, type PortedFrom, type TIntermediary } from '@kavach/domain';
import { applyInsurerAnswer, decisionOfCase, type AnswerSource } from './apply-insurer-answer.ts';
import { createInsurerCaseRepository, type InsurerCaseRow } from './repository.ts';
import { createEndorsementRepository } from '../endorsements/repository.ts';

/** How long after a non-final answer Kavach asks the insurer again, when no callback has come meanwhile. */
export const POLL_AFTER_SECONDS = 15 * 60;

/** The insurer's issued policy, as the broker stores it. */
export type IssuedByInsurer = {
  policyNumber: string;
  productUin: string;
  startDate: string;
  endDate: string;
  /** An accepted counter-offer's difference, paid on top of the premium. */
  extraPremiumPaise: number;
};

export type InsurerDeskOptions = {
  db: Database;
  connectors: ReadonlyMap<string, PolicyConnector>;
  jobs: JobQueue;
  /** Where the insurer calls back, once known (the public address, or this server's own once it listens). */
  callbackUrl: (insurerId: string) => string | null;
  /** The money side: whether a case's premium is still held, and sending it back. */
  money: {
    findAttempt(id: string): Promise<AttemptRow | undefined>;
    findJourney(id: string): Promise<Journey | undefined>;
    refundInFull(attemptId: string, reason: string): Promise<void>;
    /** Why the buyer or staff cancelled the journey's policy, in the words the insurer is given; null if not. */
    cancelReason(journeyId: string): Promise<string | null>;
    /** The policy of another insurer the journey ports from (portability), as its submission names it; null if none. */
    portedFrom(journey: Journey): Promise<PortedFrom | null>;
  };
  /** Who sells the policy, as every proposal names the intermediary (IRDAI): the broker's settings (config.ts). */
  intermediary: TIntermediary;
  /** Tells the buyer what the insurer asks or decides (modules/notices), naming the plan as its vertical does. */
  notices: Notices;
  verticals: Verticals;
  log: FastifyBaseLogger;
};

/** Why the premium goes back when the insurer declines, in its own words. */
export const declinedRefundReason = (reason: string | null) =>
  `The insurer declined this proposal${reason ? `: ${reason}` : ''}`;
export const WITHDRAWN_REFUND_REASON = 'The proposal was withdrawn before the insurer issued it';
/** Why Kavach asks an insurer to cancel a policy, when the refund recorded no reason of its own. */
export const CANCELLED_REASON = 'The broker refunded the premium of this policy';

/**
 * Kavach's desk for its cases with insurers (docs/decisions.md §4b, docs/product/insurer-cases.md): opens a case when
 * the premium is kept, submits it (at once, and through the job queue when the insurer does not answer), and applies
 * every answer — the submission's, a poll's, a callback's — once, refunding in full what the insurer will not cover.
 */
export function createInsurerDesk(opts: InsurerDeskOptions) {
  const cases = createInsurerCaseRepository(opts.db);
  const uploads = createUploadRepository(opts.db);

  const moneyKept = async (row: InsurerCaseRow) =>
    (await opts.money.findAttempt(row.paymentAttemptId))?.status === 'SUCCESS';

  /** Applies an answer and what follows from it: the premium back for a decline or a withdrawal, a poll for a wait. */
  async function receive(row: InsurerCaseRow, answer: TInsurerAnswer, source: AnswerSource) {
    const { outcome, case: after } = await applyInsurerAnswer(cases, row, answer, source, await moneyKept(row));
    if (outcome === 'APPLIED') {
      const refund =
        after.status === 'DECLINED'
          ? declinedRefundReason(after.decision ? answer.reason : null)
          : after.status === 'WITHDRAWN'
            ? (answer.reason ?? WITHDRAWN_REFUND_REASON)
            : null;
      // The premium goes back in full, and so does an accepted counter-offer's difference paid on top of it.
      if (refund !== null)
        for (const attemptId of [after.paymentAttemptId, after.topUpAttemptId])
          if (attemptId) await opts.money.refundInFull(attemptId, refund);
      if (after.status === 'SUBMITTED' || after.status === 'REFERRED')
        await opts.jobs.send('insurer-poll', after.id, POLL_AFTER_SECONDS).catch(() => undefined);
      // The buyer's own answer needs no message back; the insurer's asks and decisions do.
      if (source !== 'BUYER') await tellBuyer(after);
    }
    if (outcome === 'MONEY_GONE' && answer.status !== 'WITHDRAWN' && answer.status !== 'DECLINED') {
      // The premium went back meanwhile (a cancelled journey): the insurer must not hold a proposal, or a policy, no
      // one paid for.
      const connector = opts.connectors.get(row.insurerId);
      await (
        answer.status === 'ISSUED'
          ? connector?.cancelPolicy(answer.proposal_id, CANCELLED_REASON)
          : connector?.withdrawProposal(answer.proposal_id, WITHDRAWN_REFUND_REASON)
      )?.catch(() => undefined);
    }
    if (outcome !== 'APPLIED' && outcome !== 'REPEAT')
      opts.log.warn({ insurerCaseId: row.id, outcome, status: answer.status }, 'insurer answer changed nothing');
    return after;
  }

  /** What the insurer asked or decided, in the words the buyer's page shows, to the buyer: once per change. */
  async function tellBuyer(row: InsurerCaseRow) {
    const event =
      row.status === 'REFERRED'
        ? 'INSURER_REQUEST'
        : row.status === 'COUNTER_OFFER'
          ? 'COUNTER_OFFER'
          : row.status === 'DECLINED'
            ? 'INSURER_DECLINED'
            : null;
    const journey = event && (await opts.money.findJourney(row.journeyId));
    if (!event || !journey) return;
    const { plan_name, insurer_name } = planNames(opts.verticals, journey);
    const stage = stageOf(row, insurer_name, await opts.money.findAttempt(row.paymentAttemptId)).words;
    await opts.notices.tellBuyer(journey, `${row.id}:${row.updatedAt.getTime()}`, {
      event,
      planName: plan_name,
      stage,
    });
  }

  async function submission(row: InsurerCaseRow): Promise<TProposalSubmission | undefined> {
    const attempt = await opts.money.findAttempt(row.paymentAttemptId);
    const journey = attempt && (await opts.money.findJourney(attempt.journeyId));
    const callbackUrl = opts.callbackUrl(row.insurerId);
    if (!attempt || !journey || !callbackUrl) return undefined;
    const paid = asPaid(journey, attempt.snapshot);
    const documents = (await uploads.processedFor(journey.id)).map((u) => u.docType);
    const kycStatus = (attempt.snapshot as { kyc?: { kyc_status?: string } } | null)?.kyc?.kyc_status ?? 'UNKNOWN';
    return {
      broker_reference: row.id,
      vertical: paid.vertical,
      plan_id: paid.planId,
      premium_paise: row.premiumPaise,
      paid_journey: JSON.parse(JSON.stringify(paid)) as Record<string, unknown>,
      kyc: { status: kycStatus, documents },
      intermediary: opts.intermediary,
      // The schedule the insurer issues is in the buyer's language (docs/i18n.md).
      language: await buyerLanguage(opts.db, journey),
      callback_url: callbackUrl,
      renewal_of: paid.renewal
        ? {
            proposal_id: paid.renewal.of_proposal_id,
            policy_number: paid.renewal.of_policy_number,
            claim_in_year: paid.renewal.claim_in_year,
            outcome: paid.renewal.outcome,
            cover_start: paid.renewal.cover_start,
            inspection_required: paid.renewal.inspection_required,
          }
        : null,
      ported_from: await opts.money.portedFrom(journey),
    };
  }

  /**
   * Sends a case's proposal to its insurer, one caller at a time (a lease, across processes): the insurer finds a
   * proposal it already has by Kavach's reference, so a retry after a crash or a time-out never makes a second. An
   * insurer that does not answer leaves the case SUBMITTING and throws InsurerUnavailable (the job's retry).
   */
  async function submit(caseId: string): Promise<InsurerCaseRow | undefined> {
    const done = await withLease(caseId, async (claimed) => {
      if (claimed.status !== 'SUBMITTING') return claimed;
      const connector = opts.connectors.get(claimed.insurerId);
      const proposal = await submission(claimed);
      if (!connector) throw new InsurerUnavailable(`no policy connector for insurer ${claimed.insurerId}`);
      if (!proposal) throw new InsurerUnavailable('the proposal cannot be built yet');
      return receive(claimed, await connector.submitProposal(proposal), 'SUBMIT');
    });
    return done.held ? done.value : cases.byId(caseId);
  }

  /**
   * Tells the insurer now, or, when it does not answer (or another caller holds the case), leaves it to `queue`'s job,
   * which tries again with back-off: the buyer's request never waits on an insurer that is down. `queued` says which.
   */
  async function nowOrQueued<T>(
    queue: JobQueueName,
    caseId: string,
    work: () => Promise<T>,
  ): Promise<{ queued: false; value: T } | { queued: true }> {
    try {
      return { queued: false, value: await work() };
    } catch (err) {
      if (!(err instanceof InsurerUnavailable)) throw err;
      opts.log.warn(
        { insurerCaseId: caseId, queue, err: err.message },
        'the insurer did not answer; the job queue will',
      );
      await opts.jobs.send(queue, caseId).catch(() => undefined);
      return { queued: true };
    }
  }

  /**
   * Runs `work` on the case as the one caller talking to its insurer (the lease, across processes), released after;
   * an InsurerUnavailable it throws counts as a failed try, for staff. `held: false` when another caller has it.
   */
  async function withLease<T>(
    caseId: string,
    work: (claimed: InsurerCaseRow) => Promise<T>,
  ): Promise<{ held: false } | { held: true; value: T }> {
    const claimed = await cases.claim(caseId);
    if (!claimed) return { held: false };
    let failure: string | undefined;
    try {
      return { held: true, value: await work(claimed) };
    } catch (err) {
      if (err instanceof InsurerUnavailable) failure = err.message;
      throw err;
    } finally {
      await cases.release(caseId, failure);
    }
  }

  /** Asks the insurer where a case stands (the fallback when no callback came); still waiting → asked again later. */
  async function poll(caseId: string): Promise<InsurerCaseRow | undefined> {
    const row = await cases.byId(caseId);
    if (!row || !row.insurerRef || (row.status !== 'SUBMITTED' && row.status !== 'REFERRED')) return row;
    const connector = opts.connectors.get(row.insurerId);
    if (!connector) throw new InsurerUnavailable(`no policy connector for insurer ${row.insurerId}`);
    const after = await receive(row, await connector.fetchProposal(row.insurerRef), 'POLL');
    if (after.status === row.status) await opts.jobs.send('insurer-poll', row.id, POLL_AFTER_SECONDS);
    return after;
  }

  /**
   * Tells the insurer a policy it issued is cancelled, its premium refunded by Kavach, in the refund's words. One caller
   * at a time (the lease); an insurer that does not answer leaves it for the queue's next try.
   */
  async function cancel(caseId: string): Promise<InsurerCaseRow | undefined> {
    const done = await withLease(caseId, async (claimed) => {
      if (claimed.status !== 'ISSUED' || !claimed.insurerRef) return claimed;
      const connector = opts.connectors.get(claimed.insurerId);
      if (!connector) throw new InsurerUnavailable(`no policy connector for insurer ${claimed.insurerId}`);
      const reason =
        (await opts.money.cancelReason(claimed.journeyId)) ??
        (await opts.money.findAttempt(claimed.paymentAttemptId))?.failureReason ??
        CANCELLED_REASON;
      return receive(claimed, await connector.cancelPolicy(claimed.insurerRef, reason), 'CANCEL');
    });
    if (done.held) return done.value;
    // Another caller is talking to the insurer about this case (a poll, a callback): an issued policy is still to be
    // cancelled, so this is "try later" — the caller queues the job, and the job retries with its back-off.
    const row = await cases.byId(caseId);
    if (row?.status === 'ISSUED') throw new InsurerUnavailable('another caller holds the case; the cancellation waits');
    return row;
  }

  /**
   * The insurer's reply to an answer given for the buyer (a counter-offer's, a medical test's slot). An insurer that
   * refuses it may have heard it already, its reply lost on the way, and will not take it twice: then where the
   * proposal stands now is its answer, once it has moved on from `waiting`; otherwise the refusal stands.
   */
  async function buyerAnswer(
    connector: PolicyConnector,
    proposalId: string,
    waiting: InsurerCaseRow['status'],
    give: () => Promise<TInsurerAnswer>,
  ): Promise<{ answer: TInsurerAnswer; source: AnswerSource }> {
    try {
      return { answer: await give(), source: 'BUYER' };
    } catch (err) {
      if (!(err instanceof InsurerRefused)) throw err;
      const now = await connector.fetchProposal(proposalId);
      if (now.status === waiting) throw err;
      return { answer: now, source: 'POLL' };
    }
  }

  /**
   * Tells the insurer the buyer accepted its counter-offer, one caller at a time (the lease): only while the case waits
   * on it, and with its difference paid when there is one to pay. An insurer that does not answer, or a lease held by
   * another caller, throws InsurerUnavailable: the queue tries again.
   */
  async function sendAcceptance(caseId: string): Promise<InsurerCaseRow | undefined> {
    const done = await withLease(caseId, async (claimed) => {
      const extra = decisionOfCase(claimed)?.counter_offer?.extra_premium_paise ?? 0;
      if (claimed.status !== 'COUNTER_OFFER' || !claimed.insurerRef || (extra > 0 && !claimed.topUpAttemptId))
        return claimed;
      const connector = opts.connectors.get(claimed.insurerId);
      if (!connector) throw new InsurerUnavailable(`no policy connector for insurer ${claimed.insurerId}`);
      const proposalId = claimed.insurerRef;
      const { answer, source } = await buyerAnswer(connector, proposalId, 'COUNTER_OFFER', () =>
        connector.answerCounterOffer(proposalId, true),
      );
      return receive(claimed, answer, source);
    });
    if (done.held) return done.value;
    const row = await cases.byId(caseId);
    if (row?.status === 'COUNTER_OFFER')
      throw new InsurerUnavailable('another caller holds the case; the answer waits');
    return row;
  }

  return {
    intermediary: opts.intermediary,
    cases,
    cancel,
    sendAcceptance,
    /**
     * The buyer accepted the journey's counter-offer, and paid its difference (`topUp`, kept) or had none to pay
     * (null): the payment is attached to the case while it still waits on that offer, and the insurer is told — now,
     * or by the queue while it does not answer. 'CLOSED': the offer is not open to this payment any more (declined in
     * another tab, the insurer moved on, a second payment of it), so its money goes back.
     */
    async acceptCounterOffer(journeyId: string, topUp: AttemptRow | null): Promise<InsurerCaseRow | 'CLOSED'> {
      const row = await cases.forJourney(journeyId);
      if (!row) return 'CLOSED';
      if (topUp && row.topUpAttemptId !== topUp.id) {
        if (!(await cases.attachTopUp(row.id, topUp.id, topUp.amountPaise))) return 'CLOSED';
      } else if (!topUp && row.status !== 'COUNTER_OFFER') return 'CLOSED';
      const told = await nowOrQueued('insurer-accept', row.id, () => sendAcceptance(row.id));
      if (!told.queued) return told.value ?? 'CLOSED';
      return (await cases.byId(row.id)) ?? row;
    },
    /**
     * A policy the insurer issued whose premium Kavach has just refunded (a free-look return, a second purchase of one
     * vehicle's cover): the insurer is told now, or by the job queue until it has heard. Nothing for a journey with no
     * issued case.
     */
    async cancelIssued(journeyId: string): Promise<void> {
      const row = await cases.forJourney(journeyId);
      if (row?.status === 'ISSUED') await nowOrQueued('insurer-cancel', row.id, () => cancel(row.id));
    },
    /** Where the journey's purchase stands with its insurer, in plain words; null when it has no case. */
    async stage(journeyId: string, insurerName: string): Promise<CaseStage | null> {
      const row = await cases.forJourney(journeyId);
      return row ? stageOf(row, insurerName, await opts.money.findAttempt(row.paymentAttemptId)) : null;
    },
    /**
     * The journey's policy as its insurer issued it, once the premium is kept and KYC allows (payments/issue-policy.ts):
     * the case is opened and submitted now if it was not; undefined while the insurer has not issued. `known`: the
     * journey's case as the caller has just read it (null: it had none).
     */
    async issuedPolicy(
      attempt: AttemptRow,
      insurerId: string,
      known: InsurerCaseRow | null,
    ): Promise<IssuedByInsurer | undefined> {
      let row = known;
      row ??= await cases.open({
        journeyId: attempt.journeyId,
        paymentAttemptId: attempt.id,
        insurerId,
        premiumPaise: attempt.amountPaise,
      });
      if (row.status === 'SUBMITTING') {
        const caseId = row.id;
        const sent = await nowOrQueued('insurer-submit', caseId, () => submit(caseId));
        row = (sent.queued ? await cases.byId(caseId) : sent.value) ?? row;
      }
      return issuedOf(row);
    },
    submit,
    poll,
    /**
     * The buyer's answer to what the insurer asked: a medical test slot, or declining a counter-offer (refunded in
     * full). The insurer's reply is applied as any answer; a case not waiting on the buyer is a conflict.
     */
    async buyerAnswers(
      journeyId: string,
      action: { kind: 'MEDICAL_TEST'; slot: string } | { kind: 'DECLINE_COUNTER_OFFER' },
    ): Promise<InsurerCaseRow> {
      const row = await cases.forJourney(journeyId);
      const connector = row && opts.connectors.get(row.insurerId);
      const waiting = action.kind === 'MEDICAL_TEST' ? 'REFERRED' : 'COUNTER_OFFER';
      if (!row || !connector || !row.insurerRef || row.status !== waiting)
        throw new AppError('CONFLICT', 'The insurer is not waiting for this answer');
      if (action.kind === 'MEDICAL_TEST') {
        const open = decisionOfCase(row)?.requirements.find((r) => r.kind === 'MEDICAL_TEST' && r.status === 'OPEN');
        if (!open?.offered_slots.includes(action.slot))
          throw new AppError('CONFLICT', 'Please pick one of the slots offered');
      }
      try {
        const proposalId = row.insurerRef;
        const { answer, source } = await buyerAnswer(connector, proposalId, waiting, () =>
          action.kind === 'MEDICAL_TEST'
            ? connector.bookMedicalTest(proposalId, action.slot)
            : connector.answerCounterOffer(proposalId, false),
        );
        return await receive(row, answer, source);
      } catch (err) {
        if (err instanceof InsurerUnavailable)
          throw new AppError('SERVICE_UNAVAILABLE', 'The insurer did not answer. Please try again in a few minutes.');
        throw err;
      }
    },
    /** A signed callback from an insurer: applied as any answer; null when it does not verify or names no case of ours. */
    async callback(insurerId: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const connector = opts.connectors.get(insurerId);
      const verified = connector?.verifyCallback(rawBody, headers);
      if (!verified) return null;
      const row = /^[0-9a-f-]{36}$/.test(verified.answer.broker_reference)
        ? await cases.byId(verified.answer.broker_reference)
        : undefined;
      if (!row || row.insurerId !== insurerId) return undefined;
      return receive(row, verified.answer, 'CALLBACK');
    },
    /** Cases no one is submitting any more (a crash mid-call, a lost job): handed to the queue again. */
    async sweep(): Promise<number> {
      const unsent = await cases.unsent();
      for (const row of unsent) await opts.jobs.send('insurer-submit', row.id);
      return unsent.length;
    },
    /** The insurer's connector for a policy's later life (modules/endorsements), by insurer id. */
    connectorOf: (insurerId: string): PolicyConnector | undefined => opts.connectors.get(insurerId),
    /**
     * A change's price kept (modules/payments change-payment.ts): the change it pays for goes to the insurer, by the
     * job queue (`endorsement-send`), once; 'CLOSED' when no change waits for this money, which then goes back.
     */
    async changePaid(attempt: Pick<AttemptRow, 'id' | 'amountPaise'>): Promise<'SENT' | 'CLOSED'> {
      const moved = await createEndorsementRepository(opts.db).markPaid(attempt.id, attempt.amountPaise);
      if (moved === 'SENT' || moved === 'CLOSED') return moved;
      await opts.jobs.send('endorsement-send', moved.id);
      return 'SENT';
    },
    /** A paid change the insurer declined: its price goes back in full, once. */
    refundChange: (attemptId: string, reason: string) => opts.money.refundInFull(attemptId, reason),
    /** The schedule the insurer last revised for a policy (an approved endorsement's), or null if it has none. */
    async revisedSchedule(policyId: string): Promise<Buffer | null> {
      return (await createEndorsementRepository(opts.db).currentSchedule(policyId))?.schedulePdf ?? null;
    },
  };
}
export type InsurerDesk = ReturnType<typeof createInsurerDesk>;

export type CaseStage = {
  words: string;
  status: InsurerCaseRow['status'];
  medicalTestSlots: string[] | null;
  /** Where the buyer sends a break-in's inspection photos (the insurer's page), while it waits for them. */
  inspectionUrl: string | null;
  counterOffer: { extraPremiumRupees: number; reason: string } | null;
};

/** A case as its buyer reads it (packages/domain insurerStageWords), with what they may act on. */
export function stageOf(row: InsurerCaseRow, insurerName: string, attempt: AttemptRow | undefined): CaseStage {
  const decision = decisionOfCase(row);
  const offer = decision?.counter_offer;
  const counterOffer = offer ? { extraPremiumRupees: offer.extra_premium_paise / 100, reason: offer.reason } : null;
  const refunded =
    attempt && (attempt.status === 'REFUNDED' || attempt.status === 'REFUND_DUE')
      ? (attempt.refundPaise ?? attempt.amountPaise) / 100
      : null;
  // Accepted and its difference paid: the buyer has nothing left to answer.
  const topUpPaid = row.status === 'COUNTER_OFFER' && row.topUpPaise !== null ? row.topUpPaise / 100 : null;
  const test = decision?.requirements.find((r) => r.kind === 'MEDICAL_TEST' && r.status === 'OPEN');
  const inspection = decision?.requirements.find((r) => r.kind === 'INSPECTION' && r.status === 'OPEN');
  return {
    words: insurerStageWords({
      insurerName,
      status: row.status,
      requirements: decision?.requirements ?? [],
      counterOffer,
      reason: decision?.reason ?? null,
      refundedRupees: refunded,
      topUpPaidRupees: topUpPaid,
    }),
    status: row.status,
    medicalTestSlots: row.status === 'REFERRED' && test ? test.offered_slots : null,
    inspectionUrl: row.status === 'REFERRED' ? (inspection?.url ?? null) : null,
    counterOffer: row.status === 'COUNTER_OFFER' && topUpPaid === null ? counterOffer : null,
  };
}

/** The policy the insurer issued on a case, once it has: with an accepted counter-offer's difference, if any. */
export function issuedOf(row: InsurerCaseRow): IssuedByInsurer | undefined {
  if (row.status !== 'ISSUED' || !row.policyNumber || !row.productUin || !row.startDate || !row.endDate)
    return undefined;
  return {
    policyNumber: row.policyNumber,
    productUin: row.productUin,
    startDate: row.startDate,
    endDate: row.endDate,
    extraPremiumPaise: row.topUpPaise ?? 0,
  };
}
