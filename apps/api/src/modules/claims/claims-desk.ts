import type { FastifyBaseLogger } from 'fastify';
import { claimStatusWords } from '@kavach/domain';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../plugins/app/job-queue.ts';
import {
  InsurerUnavailable,
  type PolicyConnector,
  type TClaimAnswer,
  type TClaimFileLink,
} from '../../providers/insurers/policy-connector.ts';
import type { Journey } from '../journeys/journey.ts';
import type { Notices } from '../notices/notices.ts';
import type { PolicyRow } from '../payments/repository.ts';
import { applyClaimAnswer } from './apply-claim-answer.ts';
import { createClaimFileRepository } from './claim-files-repository.ts';
import { createClaimRepository, decisionOfClaim, type ClaimRow } from './repository.ts';
import type { Database } from '../../db/client.ts';

export type ClaimsDeskOptions = {
  db: Database;
  connectors: ReadonlyMap<string, PolicyConnector>;
  jobs: JobQueue;
  clock: Clock;
  /** Where the insurer calls back about a claim, once known. */
  callbackUrl: (insurerId: string) => string | null;
  /** The claim's policy and its journey, to tell the buyer. */
  policyOf: (claim: ClaimRow) => Promise<{ policy: PolicyRow; journey: Journey } | undefined>;
  notices: Notices;
  log: FastifyBaseLogger;
};

/**
 * Kavach's desk for claims (docs/product/claims.md): tells the insurer of each claim — at once, and through the job
 * queue while it does not answer — and applies every answer once, telling the buyer of each change.
 */
export function createClaimsDesk(opts: ClaimsDeskOptions) {
  const claims = createClaimRepository(opts.db);
  const files = createClaimFileRepository(opts.db);

  const connectorOf = (row: ClaimRow) => {
    const connector = opts.connectors.get(row.insurerId);
    if (!connector) throw new InsurerUnavailable(`no policy connector for insurer ${row.insurerId}`);
    return connector;
  };

  async function receive(row: ClaimRow, answer: TClaimAnswer, source: string): Promise<ClaimRow> {
    const { outcome, claim } = await applyClaimAnswer(claims, row, answer, opts.clock.now());
    if (outcome === 'APPLIED') await tellBuyer(claim);
    else if (outcome !== 'REPEAT')
      opts.log.warn({ claimId: row.id, outcome, source, status: answer.status }, 'claim answer changed nothing');
    return claim;
  }

  /** Each change, once: the notice's key is the claim and the insurer's version. */
  async function tellBuyer(row: ClaimRow) {
    const decision = decisionOfClaim(row);
    const owner = await opts.policyOf(row);
    if (!owner || !decision) return;
    await opts.notices.tellBuyer(owner.journey, `${row.id}:${decision.version}`, {
      event: 'CLAIM_UPDATE',
      policyNumber: owner.policy.policyNumber,
      claimNumber: decision.claim_number,
      stage: claimStatusWords({
        status: row.status,
        approvedRupees: decision.approved_paise === null ? null : decision.approved_paise / 100,
        reason: decision.reason,
        documentsRequested: decision.documents_requested,
      }),
    });
  }

  /**
   * Tells the insurer of the claim. The insurer finds a claim it already has by Kavach's reference, so a retry after a
   * crash, or two processes at once, never make a second; the answer is applied by version, once.
   */
  async function submit(claimId: string): Promise<ClaimRow | undefined> {
    const row = await claims.byId(claimId);
    if (row?.status !== 'SUBMITTING') return row;
    const callbackUrl = opts.callbackUrl(row.insurerId);
    const owner = await opts.policyOf(row);
    if (!callbackUrl || !owner) throw new InsurerUnavailable('the claim cannot be sent yet');
    try {
      const answer = await connectorOf(row).intimateClaim({
        broker_reference: row.id,
        policy_number: owner.policy.policyNumber,
        kind: row.kind,
        incident_date: row.incidentDate,
        claimed_paise: row.claimedPaise,
        description: row.description,
        details: row.details,
        documents: row.documents,
        callback_url: callbackUrl,
      });
      return await receive(row, answer, 'SUBMIT');
    } catch (err) {
      if (err instanceof InsurerUnavailable) await claims.failed(row.id, err.message);
      throw err;
    }
  }

  /** Runs `work` now; an insurer that does not answer leaves it to the queue's job (the buyer never waits on it). */
  async function nowOrQueued(claimId: string): Promise<ClaimRow | undefined> {
    try {
      return await submit(claimId);
    } catch (err) {
      if (!(err instanceof InsurerUnavailable)) throw err;
      opts.log.warn({ claimId, err: err.message }, 'the insurer did not take the claim; the job queue will');
      await opts.jobs.send('claim-submit', claimId).catch(() => undefined);
      return claims.byId(claimId);
    }
  }

  return {
    claims,
    files,
    submit,
    nowOrQueued,
    /** Asks the insurer where the claim stands and applies its answer (a poll; the sandbox's demo steps). */
    async refresh(claimId: string): Promise<ClaimRow | undefined> {
      const row = await claims.byId(claimId);
      if (!row?.insurerRef) return row;
      return receive(row, await connectorOf(row).fetchClaim(row.insurerRef), 'POLL');
    },
    /** Sends links to the documents' files; its answer is applied as any. */
    async sendDocuments(row: ClaimRow, files: readonly TClaimFileLink[]): Promise<ClaimRow> {
      if (!row.insurerRef) throw new InsurerUnavailable('the insurer has not taken the claim yet');
      return receive(row, await connectorOf(row).sendClaimDocuments(row.insurerRef, files), 'BUYER');
    },
    /** A signed callback: applied as any answer; null when it does not verify, undefined when it names no claim. */
    async callback(insurerId: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const verified = opts.connectors.get(insurerId)?.verifyClaimCallback(rawBody, headers);
      if (!verified) return null;
      const row = /^[0-9a-f-]{36}$/.test(verified.answer.broker_reference)
        ? await claims.byId(verified.answer.broker_reference)
        : undefined;
      if (!row || row.insurerId !== insurerId) return undefined;
      return receive(row, verified.answer, 'CALLBACK');
    },
    /** Claims no one is sending any more (a crash mid-call, a lost job): handed to the queue again. */
    async sweep(): Promise<number> {
      const unsent = await claims.unsent(60);
      for (const row of unsent) await opts.jobs.send('claim-submit', row.id);
      return unsent.length;
    },
  };
}
export type ClaimsDesk = ReturnType<typeof createClaimsDesk>;
