import {
  GRIEVANCE_ESCALATION,
  grievanceTimeline,
  type GrievanceCategory,
  type GrievanceState,
  type TGrievance,
  type TOpsGrievance,
} from '@kavach/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, policies, users } from '../../db/schema.ts';
import { journeyOf } from '../journeys/journey.ts';
import { PLAN_GONE, planNames, type Verticals } from '../journeys/vertical.ts';
import type { GrievanceRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The complaint as its buyer sees it, with the IRDAI dates at `now` and, once open past 14 days, where to escalate. */
function buyerView(g: GrievanceRow, about: { plan_name: string; policy_number: string | null }, now: Date): TGrievance {
  const base = {
    grievance_id: g.id,
    reference: g.reference,
    journey_id: g.journeyId,
    policy_number: about.policy_number,
    plan_name: about.plan_name,
    category: g.category as GrievanceCategory,
    subject: g.subject,
    description: g.description,
    state: g.state as GrievanceState,
    response: g.response,
    raised_at: g.raisedAt.toISOString(),
    acknowledged_at: iso(g.acknowledgedAt),
    responded_at: iso(g.respondedAt),
    closed_at: iso(g.closedAt),
  };
  const timeline = grievanceTimeline(base, now);
  return {
    ...base,
    timeline,
    escalation: timeline.escalation_available
      ? { title: GRIEVANCE_ESCALATION.title, steps: [...GRIEVANCE_ESCALATION.steps] }
      : null,
  };
}

/** What each complaint is about: the plan and insurer by the journey's own vertical, the policy number once issued. */
async function describeJourneys(db: Database, verticals: Verticals, rows: GrievanceRow[]) {
  const ids = [...new Set(rows.map((g) => g.journeyId))];
  if (ids.length === 0) return new Map<string, never>();
  const [found, issued] = await Promise.all([
    db
      .select()
      .from(journeys)
      .where(inArray(journeys.id, ids))
      .then((found) => found.map(journeyOf)),
    db
      .select({ journeyId: policies.journeyId, policyNumber: policies.policyNumber })
      .from(policies)
      .where(inArray(policies.journeyId, ids)),
  ]);
  const numbers = new Map(issued.map((p) => [p.journeyId, p.policyNumber]));
  return new Map(
    found.map((j) => {
      const { plan_name, insurer_name } = planNames(verticals, j);
      return [
        j.id,
        { plan_name, insurer_name, vertical: j.vertical, userId: j.userId, policy_number: numbers.get(j.id) ?? null },
      ];
    }),
  );
}

export async function buyerGrievances(db: Database, verticals: Verticals, rows: GrievanceRow[], now = new Date()) {
  const about = await describeJourneys(db, verticals, rows);
  return rows.map((g) => buyerView(g, about.get(g.journeyId) ?? { plan_name: PLAN_GONE, policy_number: null }, now));
}

/** The staff's rows: the buyer's view without the escalation text, plus the buyer's name and mobile for a call back. */
export async function opsGrievances(
  db: Database,
  verticals: Verticals,
  rows: GrievanceRow[],
  now = new Date(),
): Promise<TOpsGrievance[]> {
  const about = await describeJourneys(db, verticals, rows);
  const userIds = [...new Set(rows.map((g) => g.userId))];
  const buyers = userIds.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const byId = new Map(buyers.map((u) => [u.id, u]));
  return rows.map((g) => {
    const a = about.get(g.journeyId);
    const { escalation: _escalation, ...view } = buyerView(g, a ?? { plan_name: PLAN_GONE, policy_number: null }, now);
    return {
      ...view,
      vertical: a?.vertical ?? null,
      insurer_name: a?.insurer_name ?? '',
      buyer_name: byId.get(g.userId)?.fullName ?? null,
      buyer_mobile: byId.get(g.userId)?.mobile ?? null,
    };
  });
}
