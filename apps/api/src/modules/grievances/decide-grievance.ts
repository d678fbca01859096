import {
  GRIEVANCE_CLOSE_UNANSWERED,
  GRIEVANCE_REFUSALS,
  GRIEVANCE_TRANSITIONS,
  type GrievanceAction,
  type GrievanceState,
} from '@kavach/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createStaffRepository, type StaffRow } from '../ops/repository.ts';
import { createGrievanceRepository, type GrievanceRow } from './repository.ts';

const now = sql`now()`;

/** Why `action` cannot start from `state`: a close before any written response, or a step already taken. */
const refusal = (action: GrievanceAction, state: GrievanceState) =>
  state === 'OPEN' || (action === 'CLOSE' && state === 'ACKNOWLEDGED')
    ? GRIEVANCE_CLOSE_UNANSWERED
    : GRIEVANCE_REFUSALS[state];

/** What each action stamps beside the new state. Responding acknowledges a complaint nobody had acknowledged. */
const STAMPS: Record<GrievanceAction, (response?: string) => Record<string, unknown>> = {
  ACKNOWLEDGE: () => ({ acknowledgedAt: now }),
  RESPOND: (response) => ({ response, respondedAt: now, acknowledgedAt: sql`coalesce(acknowledged_at, now())` }),
  CLOSE: () => ({ closedAt: now }),
};

/**
 * POST /v1/ops/grievances/:id/{acknowledge,respond,close}: one guarded move and its audit entry in one transaction.
 * From the wrong state (a second click, another tab, a closed complaint, a close before any written response) it is
 * 409 with why; an unknown id is 404.
 * The audit records states and times, not the texts: the response may quote the buyer's personal details, and the
 * audit log can never be erased.
 */
export async function decideGrievance(
  { db, auditKey }: { db: Database; auditKey: Buffer },
  member: StaffRow,
  id: string,
  action: GrievanceAction,
  response?: string,
): Promise<GrievanceRow> {
  const { from, to } = GRIEVANCE_TRANSITIONS[action];
  const outcome = await db.transaction(async (tx) => {
    const grievances = createGrievanceRepository(tx);
    const before = await grievances.lockById(id);
    if (!before) return { missing: true as const };
    if (!from.includes(before.state as GrievanceState)) return { refused: before.state as GrievanceState };
    const row = await grievances.move(id, from, to, STAMPS[action](response));
    if (!row) throw new Error('a locked grievance did not move');
    await createStaffRepository(tx, auditKey).audit(member, {
      action: `${action}_GRIEVANCE`,
      target: id,
      before: { state: before.state },
      after: { state: row.state, ...(response ? { response_chars: response.length } : {}) },
    });
    return { row };
  });
  if ('row' in outcome && outcome.row) return outcome.row;
  if ('refused' in outcome && outcome.refused) throw new AppError('CONFLICT', refusal(action, outcome.refused));
  throw notFound('Complaint');
}
