import { ENDORSEMENT_KIND_LABELS, ZEndorsementChange } from '@kavach/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../plugins/app/job-queue.ts';
import { InsurerUnavailable } from '../../providers/insurers/policy-connector.ts';
import type { InsurerDesk } from '../insurers/insurer-desk.ts';
import type { Journey } from '../journeys/journey.ts';
import type { Notices } from '../notices/notices.ts';
import type { EndorsementRepository, EndorsementRow } from './repository.ts';

/** How long after a PENDING answer Kavach asks the insurer again. */
export const ASK_AGAIN_SECONDS = 15 * 60;

export type EndorsementDeps = {
  endorsements: EndorsementRepository;
  insurers: InsurerDesk;
  jobs: Pick<JobQueue, 'send'>;
  log: FastifyBaseLogger;
  notices: Pick<Notices, 'tellBuyer'>;
  /** The policy's buyer and number, for the notice of the insurer's decision. */
  ownerOf: (row: EndorsementRow) => Promise<{ journey: Journey; policyNumber: string } | undefined>;
};

/**
 * Sends a change still SENDING to the insurer that issued the policy, and applies its answer once, by version
 * (repository.applyAnswer): the insurer finds a change it has by Kavach's reference, so a retry, a second process or a
 * restart never makes a second. An insurer that does not answer throws InsurerUnavailable (the job's retry); one that
 * answers PENDING is asked again later.
 */
export async function sendEndorsement(deps: EndorsementDeps, id: string): Promise<EndorsementRow | undefined> {
  const row = await deps.endorsements.byId(id);
  if (!row || row.status !== 'SENDING') return row;
  const withInsurer = await deps.insurers.cases.forJourney(row.journeyId);
  const connector = withInsurer && deps.insurers.connectorOf(withInsurer.insurerId);
  if (!withInsurer?.insurerRef || !connector) throw new InsurerUnavailable('no insurer holds this policy');
  const answer = await connector.requestEndorsement(withInsurer.insurerRef, {
    broker_reference: row.id,
    mode: 'MAKE',
    change: ZEndorsementChange.parse(row.change),
    premium_difference_paise: row.premiumDifferencePaise ?? 0,
  });
  if (answer.broker_reference !== row.id) throw new InsurerUnavailable('the insurer answered about another change');
  const applied = await deps.endorsements.applyAnswer(row.id, answer);
  if (answer.status === 'PENDING') await deps.jobs.send('endorsement-send', row.id, ASK_AGAIN_SECONDS);
  if (!applied) deps.log.info({ endorsementId: row.id, version: answer.version }, 'endorsement answer changed nothing');
  else {
    // A price paid for a change the insurer declined goes back in full (a crash before this: the payments sweep).
    if (applied.status === 'DECLINED' && applied.paymentAttemptId)
      await deps.insurers.refundChange(applied.paymentAttemptId, declinedChangeRefund(applied.reason));
    await tellDecision(deps, applied);
  }
  return applied ?? (await deps.endorsements.byId(row.id));
}

/** Why a change's price goes back when the insurer declines the change, in its words. */
export const declinedChangeRefund = (reason: string | null) =>
  `The insurer declined the change${reason ? `: ${reason}` : ''}`;

/** The insurer's decision to the buyer, once: the notice's key is the change and the insurer's version. */
async function tellDecision(deps: EndorsementDeps, row: EndorsementRow): Promise<void> {
  if (row.status !== 'APPROVED' && row.status !== 'DECLINED') return;
  const owner = await deps.ownerOf(row);
  if (!owner) return;
  await deps.notices.tellBuyer(owner.journey, `${row.id}:${row.insurerVersion}`, {
    event: 'ENDORSEMENT_DECISION',
    policyNumber: owner.policyNumber,
    change: ENDORSEMENT_KIND_LABELS[row.kind],
    approved: row.status === 'APPROVED',
    endorsementNumber: row.endorsementNumber,
    effectiveOn: row.effectiveOn,
    reason: row.reason,
  });
}

/** Sends now, or, when the insurer does not answer, leaves it to the job queue: the buyer never waits on it. */
export async function sendNowOrQueue(deps: EndorsementDeps, id: string): Promise<EndorsementRow | undefined> {
  try {
    return await sendEndorsement(deps, id);
  } catch (err) {
    if (!(err instanceof InsurerUnavailable)) throw err;
    deps.log.warn({ endorsementId: id, err: err.message }, 'the insurer did not answer; the job queue will');
    await deps.jobs.send('endorsement-send', id).catch(() => undefined);
    return deps.endorsements.byId(id);
  }
}
