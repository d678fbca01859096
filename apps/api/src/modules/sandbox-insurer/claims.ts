import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZClaimParams } from '@kavach/domain';
import { claimView } from '../claims/claim-view.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { loadOwnedPolicy } from '../payments/load-owned-policy.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { sandboxInsurerClaims, sandboxInsurerProposals } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { signInsurerCallback } from '../../providers/insurers/http.ts';
import type { SandboxInsurerKeys } from '../../providers/insurers/index.ts';
import {
  ZClaimDocumentsSent,
  ZClaimIntimation,
  type TClaimAnswer,
  type TClaimFileLink,
  type TClaimIntimation,
} from '../../providers/insurers/policy-connector.ts';
import { signatureMatches } from '../../providers/payments/payment-provider.ts';
import { missingDocuments, nextStep, onIntimation, type SandboxClaimState } from './claim-rules.ts';

type ClaimRow = typeof sandboxInsurerClaims.$inferSelect;
type Decision = SandboxClaimState & { version: number };

/** A file fetched by its link is the one the broker named: its size and its SHA-256. */
async function fetchedIntact(file: TClaimFileLink): Promise<boolean> {
  try {
    const res = await fetch(file.url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return false;
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length === file.size_bytes && createHash('sha256').update(bytes).digest('hex') === file.sha256;
  } catch {
    return false;
  }
}
const decisionOf = (row: ClaimRow) => row.decision as Decision;
const intimationOf = (row: ClaimRow) => row.intimation as TClaimIntimation;

/** The sandbox's claim number, as its letters would print it: HDFC-ERGO-CL-3F9A0C12. */
const claimNumber = (row: ClaimRow) =>
  `${row.insurerId.toUpperCase()}-CL-${row.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

export function answerOfClaim(row: ClaimRow): TClaimAnswer {
  const { version, ...state } = decisionOf(row);
  return { claim_id: row.id, broker_reference: row.brokerReference, claim_number: claimNumber(row), version, ...state };
}

/**
 * The sandbox insurer's claims desk (docs/insurers.md#claims): takes a claim on a policy it issued, decides by the
 * rules in claim-rules.ts, and tells the broker of each change by a signed callback, as it does for proposals.
 * `…/advance` moves a claim one step, as the insurer's days of work would: the demo's (and the tests') control.
 */
const sandboxClaims: FastifyPluginAsync<{ keys: SandboxInsurerKeys; insurerIds: ReadonlySet<string> }> = async (
  app,
  { keys, insurerIds },
) => {
  const insurerOf = (req: FastifyRequest<{ Params: { insurerId: string } }>) => {
    const { insurerId } = req.params;
    if (!insurerIds.has(insurerId)) throw notFound('Insurer');
    const given = /^Bearer ([0-9a-f]+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!signatureMatches(keys(insurerId).apiKey, given)) throw new AppError('UNAUTHORIZED', 'Invalid API key');
    return insurerId;
  };
  const find = async (insurerId: string, id: string) => {
    if (!z.uuid().safeParse(id).success) return undefined;
    const [row] = await app.db
      .select()
      .from(sandboxInsurerClaims)
      .where(and(eq(sandboxInsurerClaims.insurerId, insurerId), eq(sandboxInsurerClaims.id, id)));
    return row;
  };
  type P = { insurerId: string; claimId: string };
  const claimOf = async (req: FastifyRequest<{ Params: P }>) => {
    const row = await find(insurerOf(req), req.params.claimId);
    if (!row) throw notFound('Claim');
    return row;
  };

  const callBack = (row: ClaimRow) => {
    const body = JSON.stringify({
      event_id: randomUUID(),
      sent_at: Math.floor(Date.now() / 1000),
      claim: answerOfClaim(row),
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
      }).catch((err: unknown) => app.log.debug({ err }, 'sandbox insurer claim callback not delivered'));
    });
  };
  /** One guarded step from the version read; a claim moved meanwhile is a conflict, read again. */
  const move = async (row: ClaimRow, state: SandboxClaimState) => {
    const [moved] = await app.db
      .update(sandboxInsurerClaims)
      .set({
        status: state.status,
        decision: { ...state, version: decisionOf(row).version + 1 },
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sandboxInsurerClaims.id, row.id),
          sql`(${sandboxInsurerClaims.decision} ->> 'version')::int = ${decisionOf(row).version}`,
        ),
      )
      .returning();
    if (!moved) throw new AppError('CONFLICT', 'The claim changed meanwhile; read it again');
    callBack(moved);
    return answerOfClaim(moved);
  };

  const prefix = '/sandbox-insurer/:insurerId/claims';

  app.post<{ Params: { insurerId: string } }>(prefix, { schema: { hide: true } }, async (req) => {
    const insurerId = insurerOf(req);
    const parsed = ZClaimIntimation.safeParse(req.body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', 'The claim is not in the protocol');
    const i = parsed.data;
    const [issued] = await app.db
      .select({ id: sandboxInsurerProposals.id })
      .from(sandboxInsurerProposals)
      .where(
        and(
          eq(sandboxInsurerProposals.insurerId, insurerId),
          eq(sandboxInsurerProposals.policyNumber, i.policy_number),
          eq(sandboxInsurerProposals.status, 'ISSUED'),
        ),
      );
    if (!issued) throw new AppError('NOT_FOUND', 'No policy in force with this number');
    const state = onIntimation(i);
    // A repeated intimation (a retry, a second process) finds the claim the first made: never two.
    const [row] = await app.db
      .insert(sandboxInsurerClaims)
      .values({
        insurerId,
        brokerReference: i.broker_reference,
        status: state.status,
        intimation: i,
        decision: { ...state, version: 1 },
        callbackUrl: i.callback_url,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return answerOfClaim(row);
    const [existing] = await app.db
      .select()
      .from(sandboxInsurerClaims)
      .where(
        and(
          eq(sandboxInsurerClaims.insurerId, insurerId),
          eq(sandboxInsurerClaims.brokerReference, i.broker_reference),
        ),
      );
    if (!existing) throw new AppError('CONFLICT', 'The claim could not be stored');
    return answerOfClaim(existing);
  });

  app.get<{ Params: P }>(`${prefix}/:claimId`, { schema: { hide: true } }, async (req) =>
    answerOfClaim(await claimOf(req)),
  );

  // The broker sends a signed link to each file: a document counts once its file is fetched and is exactly the size
  // and SHA-256 the broker named (a link that fails, or bytes that differ, leave it asked for).
  app.post<{ Params: P }>(`${prefix}/:claimId/documents`, { schema: { hide: true } }, async (req) => {
    const row = await claimOf(req);
    const parsed = ZClaimDocumentsSent.safeParse(req.body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', 'The documents are not in the protocol');
    if (row.status !== 'DOCUMENTS_REQUESTED') return answerOfClaim(row);
    const fetched = await Promise.all(
      parsed.data.files.map(async (f) => ((await fetchedIntact(f)) ? f.document : null)),
    );
    const given = [...new Set([...intimationOf(row).documents, ...fetched.filter((d) => d !== null)])];
    const missing = missingDocuments(intimationOf(row).kind, given);
    await app.db
      .update(sandboxInsurerClaims)
      .set({ intimation: { ...intimationOf(row), documents: given } })
      .where(eq(sandboxInsurerClaims.id, row.id));
    return move(
      row,
      missing.length > 0
        ? { status: 'DOCUMENTS_REQUESTED', approved_paise: null, reason: null, documents_requested: missing }
        : { status: 'INTIMATED', approved_paise: null, reason: null, documents_requested: [] },
    );
  });

  // Demo: the insurer's next step on the claim (claim-rules.ts nextStep).
  app.post<{ Params: P }>(`${prefix}/:claimId/advance`, { schema: { hide: true } }, async (req) => {
    const row = await claimOf(req);
    const next = nextStep(intimationOf(row), decisionOf(row));
    if (!next) throw new AppError('CONFLICT', 'The insurer has nothing to decide on this claim now');
    return move(row, next);
  });

  // Demo: a person walking a claim moves it on, as the insurer would over hours or days. Kavach's side of the demo:
  // the buyer's own policy (caller-first's owner check on policy_number); the sandbox is asked over HTTP with the
  // insurer's key, and Kavach reads the answer back through the connector, as a poll.
  const payments = createPaymentRepository(app.db);
  const journeys = createJourneyRepository(app.db);
  app.post<{ Params: { policy_number: string; claim_id: string } }>(
    '/v1/dev/policies/:policy_number/claims/:claim_id/advance',
    {
      schema: {
        tags: ['claims'],
        summary: 'Demo: the sandbox insurer takes the next step on a claim',
        hide: true,
        params: ZClaimParams,
      },
    },
    async (req) => {
      const { policy } = await loadOwnedPolicy(req, { payments, journeys }, req.params.policy_number);
      const claim = await app.claimsDesk.claims.byId(req.params.claim_id);
      const address = app.server.address();
      if (!claim || claim.policyId !== policy.id) throw notFound('Claim');
      if (!claim.insurerRef || !address || typeof address !== 'object')
        throw new AppError('CONFLICT', 'The insurer has not taken this claim yet');
      const res = await fetch(
        `http://127.0.0.1:${address.port}/sandbox-insurer/${claim.insurerId}/claims/${claim.insurerRef}/advance`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${keys(claim.insurerId).apiKey}` },
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!res.ok) throw new AppError('CONFLICT', 'The insurer has nothing to decide on this claim now');
      const after = await app.claimsDesk.refresh(claim.id);
      const files = await app.claimsDesk.files.forClaim(claim.id);
      return claimView(after ?? claim, policy.policyNumber, app.clock.now(), files);
    },
  );
};

export default sandboxClaims;
