import { createHmac, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COUNTER_OFFER_ANSWERS, indiaDate, INSPECTION_VIEWS, MEDICAL_OUTCOMES, UPLOAD_MAX_BYTES } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { signatureMatches } from '../../providers/payments/payment-provider.ts';
import { signInsurerCallback } from '../../providers/insurers/http.ts';
import {
  ZEndorsementRequest,
  ZProposalSubmission,
  ZRenewalQuoteRequest,
} from '../../providers/insurers/policy-connector.ts';
import type { SandboxInsurerKeys } from '../../providers/insurers/index.ts';
import { ANY_VERTICAL, loadOwnedJourney } from '../journeys/load-owned-journey.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { paidJourneyFromWire } from './paid-journey-from-wire.ts';
import {
  answerOf,
  createSandboxBook,
  decisionOf,
  issueFromSubmission,
  requirementsOf,
  SANDBOX_MEDICAL_TEST_COST_PAISE,
  type SandboxDecision,
  type SandboxProposalRow,
} from './sandbox-book.ts';
import { underwrite } from './underwrite.ts';
import { sandboxRenewalTerms } from './renewal-terms.ts';
import { decideRenewal } from './renewal-submission.ts';
import { endorse } from './endorse.ts';
import { inspectionPage } from './inspection-page.ts';
import { inspectionPhotosProblem } from './inspection-photos.ts';
import { isJourneyOf } from '../journeys/journey.ts';
import { verticalOf } from '../journeys/vertical.ts';
import sandboxClaims from './claims.ts';

const ZSlot = z.object({ slot: z.string().min(1).max(40) });
const ZAnswer = z.object({ answer: z.enum(COUNTER_OFFER_ANSWERS) });
const ZReason = z.object({ reason: z.string().max(300) });
const ZResults = z.object({ outcome: z.enum(MEDICAL_OUTCOMES) });
const ZDemoResults = ZResults.extend({ journey_id: z.uuid() });

/** Why the sandbox declines a term proposal whose medical results the demo marked DECLINE. */
export const MEDICAL_DECLINE_REASON = 'The medical test results are outside what the insurer covers on this plan';

/**
 * The sandbox insurer (docs/insurers.md): one per catalogue insurer at /sandbox-insurer/{insurer_id}, each with its own
 * API key and callback secret, speaking the policy protocol (providers/insurers/policy-connector.ts) over HTTP. It
 * keeps its own book, decides by the documented rules (underwrite.ts), renders the schedule it issues from what the
 * broker submitted, and tells the broker of every change by a signed callback. Demo mode only.
 */
const sandboxInsurer: FastifyPluginAsync<{ keys: SandboxInsurerKeys; insurerIds: ReadonlySet<string> }> = async (
  app,
  { keys, insurerIds },
) => {
  const book = createSandboxBook(app.db);

  const insurerOf = (req: FastifyRequest<{ Params: { insurerId: string } }>) => {
    const { insurerId } = req.params;
    if (!insurerIds.has(insurerId)) throw notFound('Insurer');
    const given = /^Bearer ([0-9a-f]+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!signatureMatches(keys(insurerId).apiKey, given)) throw new AppError('UNAUTHORIZED', 'Invalid API key');
    return insurerId;
  };
  const proposalOf = async (req: FastifyRequest<{ Params: { insurerId: string; proposalId: string } }>) => {
    const insurerId = insurerOf(req);
    const row = z.uuid().safeParse(req.params.proposalId).success
      ? await book.find(insurerId, req.params.proposalId)
      : undefined;
    if (!row) throw notFound('Proposal');
    return row;
  };

  /** Tells the broker, signed; a broker that does not hear it finds the change when it next asks (polling). */
  const callBack = (row: SandboxProposalRow) => {
    const body = JSON.stringify({
      event_id: randomUUID(),
      sent_at: Math.floor(Date.now() / 1000),
      answer: answerOf(row),
    });
    setImmediate(() => {
      fetch(row.callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-insurer-signature': signInsurerCallback(keys(row.insurerId).callbackSecret, body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      }).catch((err: unknown) => app.log.debug({ err }, 'sandbox insurer callback not delivered'));
    });
  };
  const stored = (row: SandboxProposalRow | undefined) => {
    if (!row) throw new AppError('CONFLICT', 'The proposal changed meanwhile; read it again');
    return row;
  };
  /**
   * A decision given in the reply to a submission or a booked medical test: the broker applies it as it comes, and
   * asks again when the reply is lost (the same broker reference, the same slot) or polls, so a callback would only
   * send it again (with the schedule, once issued). Every other change is told by callback: those a person makes on
   * the insurer's side (the medical results, the inspection photos); a counter-offer's answer, which cannot be given
   * twice, so a broker whose reply was lost hears it only that way; and a cancellation or withdrawal, whose reply a
   * broker that has already refunded the premium may not read.
   */
  const replied = (row: SandboxProposalRow | undefined) => answerOf(stored(row));
  const moved = (row: SandboxProposalRow | undefined) => {
    const now = stored(row);
    callBack(now);
    return answerOf(now);
  };
  const next = (row: SandboxProposalRow, change: Partial<SandboxDecision>): SandboxDecision => ({
    ...decisionOf(row),
    ...change,
    version: decisionOf(row).version + 1,
  });
  const issue = async (row: SandboxProposalRow, change: Partial<SandboxDecision> = {}) =>
    book.move(row, {
      status: 'ISSUED',
      ...(await issueFromSubmission(app.verticals, row, change.premiumPaise ?? decisionOf(row).premiumPaise)),
      decision: next(row, change),
    });

  const prefix = '/sandbox-insurer/:insurerId/proposals';
  type P = { insurerId: string; proposalId: string };

  app.post<{ Params: { insurerId: string } }>(prefix, { schema: { hide: true } }, async (req) => {
    const insurerId = insurerOf(req);
    const submission = ZProposalSubmission.safeParse(req.body);
    if (!submission.success) throw new AppError('BAD_REQUEST', 'The proposal is not in the protocol');
    const s = submission.data;
    const existing = await book.findByReference(insurerId, s.broker_reference);
    if (existing) return answerOf(existing);
    // A renewal of its own policy is decided on the terms it quoted (renewal-submission.ts); anything else underwritten.
    const renewal = s.renewal_of
      ? await decideRenewal({ verticals: app.verticals, book, now: app.clock.now() }, insurerId, {
          ...s,
          renewal_of: s.renewal_of,
        })
      : null;
    const decision =
      renewal?.decision ?? underwrite(paidJourneyFromWire(s.paid_journey), s.premium_paise, indiaDate(new Date()));
    const id = randomUUID();
    const inspectionUrl = `/sandbox-insurer/${insurerId}/inspections/${id}?t=${inspectionToken(insurerId, id)}`;
    const row = await book.insert({
      id,
      insurerId,
      brokerReference: s.broker_reference,
      status: decision.status === 'ISSUED' ? 'SUBMITTED' : decision.status,
      submission: renewal?.stored ?? s,
      callbackUrl: s.callback_url,
      decision: {
        version: 1,
        premiumPaise: s.premium_paise,
        requirements: decision.status === 'REFERRED' ? requirementsOf(decision.requirements, { inspectionUrl }) : [],
        counterOffer:
          decision.status === 'COUNTER_OFFER'
            ? {
                kind: decision.counterOffer.kind,
                extra_premium_paise: decision.counterOffer.extraPremiumPaise,
                reason: decision.counterOffer.reason,
              }
            : null,
        reason: decision.status === 'DECLINED' ? decision.reason : null,
      } satisfies SandboxDecision,
    });
    if (!row) throw new AppError('CONFLICT', 'The proposal could not be stored');
    // Straight-through: issued in the same answer, so the buyer has the policy within seconds of paying.
    if (decision.status === 'ISSUED' && row.status === 'SUBMITTED') return replied(await issue(row));
    return answerOf(row);
  });

  app.get<{ Params: P }>(`${prefix}/:proposalId`, { schema: { hide: true } }, async (req) =>
    answerOf(await proposalOf(req)),
  );

  app.post<{ Params: P }>(`${prefix}/:proposalId/medical-test`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const { slot } = ZSlot.parse(req.body);
    const d = decisionOf(row);
    const test = d.requirements.find((r) => r.kind === 'MEDICAL_TEST');
    if (row.status !== 'REFERRED' || !test || test.status === 'DONE' || !test.offered_slots.includes(slot))
      throw new AppError('CONFLICT', 'That slot cannot be booked for this proposal');
    const requirements = d.requirements.map((r) =>
      r.kind === 'MEDICAL_TEST' ? { ...r, status: 'SCHEDULED' as const, slot } : r,
    );
    return replied(await book.move(row, { decision: next(row, { requirements }) }));
  });

  // Demo: the medical test was taken and the results are in (and a person reviewed the income proof).
  app.post<{ Params: P }>(`${prefix}/:proposalId/medical-results`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const { outcome } = ZResults.parse(req.body);
    const test = decisionOf(row).requirements.find((r) => r.kind === 'MEDICAL_TEST');
    if (row.status !== 'REFERRED' || test?.status !== 'SCHEDULED')
      throw new AppError('CONFLICT', 'This proposal has no medical test booked');
    // Taken: the examination is paid for whatever the results say.
    const requirements = decisionOf(row).requirements.map((r) => ({
      ...r,
      status: 'DONE' as const,
      cost_paise: r.kind === 'MEDICAL_TEST' ? SANDBOX_MEDICAL_TEST_COST_PAISE : (r.cost_paise ?? null),
    }));
    if (outcome === 'DECLINE')
      return moved(
        await book.move(row, {
          status: 'DECLINED',
          decision: next(row, { requirements, reason: MEDICAL_DECLINE_REASON }),
        }),
      );
    return moved(await issue(row, { requirements }));
  });

  // A break-in's self-inspection (docs/insurers.md): the page the buyer reaches by the link Kavach shows, the link's
  // token its only key, as an insurer's SMS link would be. Five photos that are images the insurer can look at pass
  // it, and the policy is issued; the photos are checked and not kept.
  const inspectionToken = (insurerId: string, proposalId: string) =>
    createHmac('sha256', keys(insurerId).apiKey).update(`inspection|${proposalId}`).digest('hex');
  type InspectionRequest = FastifyRequest<{ Params: P; Querystring: { t?: string } }>;
  const inspectionOf = async (req: InspectionRequest) => {
    const { insurerId, proposalId } = req.params;
    const row =
      insurerIds.has(insurerId) && z.uuid().safeParse(proposalId).success
        ? await book.find(insurerId, proposalId)
        : undefined;
    const inspection = row && decisionOf(row).requirements.find((r) => r.kind === 'INSPECTION');
    if (!row || !inspection || !signatureMatches(inspectionToken(insurerId, proposalId), req.query.t))
      throw notFound('Inspection');
    const paid = paidJourneyFromWire((row.submission as { paid_journey: Record<string, unknown> }).paid_journey);
    const page = {
      insurerName: verticalOf(app.verticals, paid).describe(paid).insurer_name,
      registration: isJourneyOf(paid, 'MOTOR') ? (paid.proposal.vehicle?.registration_number ?? 'the vehicle') : '',
      action: `/sandbox-insurer/${insurerId}/inspections/${proposalId}?t=${req.query.t ?? ''}`,
    };
    const done = row.status !== 'REFERRED' || inspection.status === 'DONE';
    return { row, page, done };
  };
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const INSPECTED =
    'Photos received: the inspection is passed and your policy is issued. Kavach shows it on your dashboard.';

  await app.register(multipart, {
    limits: { files: INSPECTION_VIEWS.length, fileSize: UPLOAD_MAX_BYTES, fields: 0, parts: INSPECTION_VIEWS.length },
  });
  const inspectionPath = '/sandbox-insurer/:insurerId/inspections/:proposalId';
  app.get<{ Params: P; Querystring: { t?: string } }>(
    inspectionPath,
    { schema: { hide: true } },
    async (req, reply) => {
      const { page, done } = await inspectionOf(req);
      return html(reply, 200, inspectionPage(done ? { ...page, done: INSPECTED } : page));
    },
  );
  app.post<{ Params: P; Querystring: { t?: string } }>(
    inspectionPath,
    { schema: { hide: true } },
    async (req, reply) => {
      const { row, page, done } = await inspectionOf(req);
      if (done) return html(reply, 200, inspectionPage({ ...page, done: INSPECTED }));
      const problem = await inspectionPhotosProblem(req);
      if (problem) return html(reply, 400, inspectionPage({ ...page, error: problem }));
      const requirements = decisionOf(row).requirements.map((r) =>
        r.kind === 'INSPECTION' ? { ...r, status: 'DONE' as const } : r,
      );
      moved(await issue(row, { requirements }));
      return html(reply, 200, inspectionPage({ ...page, done: INSPECTED }));
    },
  );

  app.post<{ Params: P }>(`${prefix}/:proposalId/counter-offer`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const accept = ZAnswer.parse(req.body).answer === 'ACCEPT';
    const offer = decisionOf(row).counterOffer;
    if (row.status !== 'COUNTER_OFFER' || !offer) throw new AppError('CONFLICT', 'This proposal has no counter-offer');
    if (!accept)
      return moved(
        await book.move(row, {
          status: 'WITHDRAWN',
          decision: next(row, { reason: 'The buyer declined the counter-offer' }),
        }),
      );
    // Accepted: the premium is the one offered, which the broker has collected.
    return moved(await issue(row, { premiumPaise: decisionOf(row).premiumPaise + offer.extra_premium_paise }));
  });

  // Demo: a person walking the term path moves their own case on (medical test taken, results in), as the insurer
  // would days later. Kavach's side of the demo: the buyer's session names the journey; the sandbox is asked over
  // HTTP with the insurer's key, and tells Kavach by its signed callback, as for any change.
  const journeys = createJourneyRepository(app.db);
  app.post(
    '/v1/dev/insurer-cases/medical-results',
    {
      schema: {
        tags: ['insurers'],
        summary: 'Demo: the sandbox insurer has the medical results',
        hide: true,
        body: ZDemoResults,
      },
    },
    async (req) => {
      const { journey_id, outcome } = ZDemoResults.parse(req.body);
      await loadOwnedJourney(req, journeys, journey_id, ANY_VERTICAL);
      const row = await app.insurerDesk.cases.forJourney(journey_id);
      const address = app.server.address();
      if (!row?.insurerRef || !address || typeof address !== 'object')
        throw new AppError('CONFLICT', 'This purchase has no proposal with an insurer');
      const res = await fetch(
        `http://127.0.0.1:${address.port}/sandbox-insurer/${row.insurerId}/proposals/${row.insurerRef}/medical-results`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${keys(row.insurerId).apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ outcome }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!res.ok) throw new AppError('CONFLICT', 'The sandbox insurer has no medical test booked for this purchase');
      return { outcome };
    },
  );

  // The broker refunded an issued policy's premium (a free-look return): the policy is cancelled; told twice, the same.
  app.post<{ Params: P }>(`${prefix}/:proposalId/cancel`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const { reason } = ZReason.parse(req.body);
    if (row.status === 'CANCELLED') return answerOf(row);
    if (row.status !== 'ISSUED') throw new AppError('CONFLICT', 'Only an issued policy can be cancelled');
    return moved(await book.move(row, { status: 'CANCELLED', decision: next(row, { reason }) }));
  });

  app.post<{ Params: P }>(`${prefix}/:proposalId/withdraw`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const { reason } = ZReason.parse(req.body);
    if (['ISSUED', 'DECLINED', 'WITHDRAWN', 'CANCELLED'].includes(row.status)) return answerOf(row);
    return moved(await book.move(row, { status: 'WITHDRAWN', decision: next(row, { reason }) }));
  });

  // Issue 47: the renewal terms of an issued policy, on the sandbox's day (app.clock), by renewal-terms.ts's rules.
  app.post<{ Params: P }>(`${prefix}/:proposalId/renewal-quote`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const request = ZRenewalQuoteRequest.safeParse(req.body);
    if (!request.success) throw new AppError('BAD_REQUEST', 'The renewal quote request is not in the protocol');
    if (row.status !== 'ISSUED' || !row.policyNumber || !row.endDate)
      throw new AppError('CONFLICT', 'Only an issued policy is renewed');
    const paid = paidJourneyFromWire((row.submission as { paid_journey: Record<string, unknown> }).paid_journey);
    const issued = { proposalId: row.id, policyNumber: row.policyNumber, endDate: row.endDate };
    const renewal = sandboxRenewalTerms(app.verticals, paid, issued, request.data, app.clock.now());
    if (typeof renewal === 'string') throw new AppError('CONFLICT', renewal);
    return renewal.terms;
  });
  // Issue 47: its claims desk (docs/insurers.md#claims).
  await app.register(sandboxClaims, { keys, insurerIds });
  // A change to an issued policy (docs/insurers.md#endorsements): decided at once by the rules in endorse.ts; asked
  // twice under one reference, the same answer.
  app.post<{ Params: P }>(`${prefix}/:proposalId/endorsements`, { schema: { hide: true } }, async (req) => {
    const row = await proposalOf(req);
    const request = ZEndorsementRequest.safeParse(req.body);
    if (!request.success) throw new AppError('BAD_REQUEST', 'The change is not in the protocol');
    return endorse(app.db, app.verticals, row, request.data, indiaDate(app.clock.now()));
  });
};

export default sandboxInsurer;
