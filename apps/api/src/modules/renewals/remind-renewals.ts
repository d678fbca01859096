import {
  addDays,
  daysUntil,
  dueReminder,
  HEALTH_GRACE_DAYS,
  NCB_LAPSE_DAYS,
  type JourneyVertical,
  type Reminder,
} from '@kavach/domain';
import { and, eq, gte, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { journeys, notices, paymentAttempts, policies } from '../../db/schema.ts';
import { journeyOf } from '../journeys/journey.ts';
import { planNames, type Verticals } from '../journeys/vertical.ts';
import type { Notices } from '../notices/notices.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import type { RenewalReminderFacts } from './reminder-words.ts';

export type RenewalReminderDeps = { db: Database; notices: Notices; verticals: Verticals };

/**
 * The day's renewal and premium reminders (docs/product/renewals.md): each issued, uncancelled policy with a
 * reminder due on `today`, and not renewed here, is told of it once. The notice's subject is the policy and the reminder
 * (`<policy id>:<due date>:D-45`), which the notices table keeps unique: a sweep run again after a restart, or by a
 * second process at the same moment, queues nothing more. Returns how many reminders it found due and not yet told.
 */
export async function remindRenewals(deps: RenewalReminderDeps, today: string): Promise<number> {
  // A policy that ended longer ago than the longest window after an end has nothing left to remind of.
  const oldestEnd = addDays(today, -Math.max(HEALTH_GRACE_DAYS, NCB_LAPSE_DAYS));
  const rows = await deps.db
    .select({ policy: policies, journey: journeys })
    .from(policies)
    .innerJoin(journeys, eq(journeys.id, policies.journeyId))
    .where(and(isNull(policies.cancelledAt), gte(policies.endDate, oldestEnd), notExists(renewedBy(deps.db))));
  const due = rows.flatMap(({ policy, journey }) => {
    const reminder = dueReminder({ vertical: journey.vertical, ...policy }, today);
    return reminder ? [{ policy, journey, reminder, subjectId: `${policy.id}:${reminder.key}` }] : [];
  });
  if (due.length === 0) return 0;
  const told = new Set(
    (
      await deps.db
        .selectDistinct({ subjectId: notices.subjectId })
        .from(notices)
        .where(
          and(
            eq(notices.event, 'RENEWAL_REMINDER'),
            inArray(
              notices.subjectId,
              due.map((d) => d.subjectId),
            ),
          ),
        )
    ).map((n) => n.subjectId),
  );
  const untold = due.filter((d) => !told.has(d.subjectId));
  for (const { policy, journey: row, reminder, subjectId } of untold) {
    const journey = journeyOf(row);
    const { plan_name, insurer_name } = planNames(deps.verticals, asPaid(journey, policy.snapshot));
    await deps.notices.tellBuyer(journey, subjectId, {
      event: 'RENEWAL_REMINDER',
      policyNumber: policy.policyNumber,
      planName: plan_name,
      insurerName: insurer_name,
      ...whatIsDue(journey.vertical, reminder, today),
    });
  }
  return untold.length;
}

/**
 * A policy renewed (or moved to another insurer) here: a journey renewing or porting it whose premium is kept (issued, or with the insurer for an inspection)
 * and whose policy, if issued, stands. Its buyer is reminded no more; a renewal declined and refunded reminds again.
 */
function renewedBy(db: Database) {
  const renewal = alias(journeys, 'renewal_journey');
  const kept = alias(paymentAttempts, 'renewal_premium');
  const cancelled = alias(policies, 'renewal_cancelled');
  return db
    .select({ one: sql`1` })
    .from(renewal)
    .innerJoin(kept, and(eq(kept.journeyId, renewal.id), eq(kept.purpose, 'PREMIUM'), eq(kept.status, 'SUCCESS')))
    .where(
      and(
        or(eq(renewal.renewalOfPolicyId, policies.id), eq(renewal.portedFromPolicyId, policies.id)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cancelled)
            .where(and(eq(cancelled.journeyId, renewal.id), isNotNull(cancelled.cancelledAt))),
        ),
      ),
    );
}

function whatIsDue(
  vertical: JourneyVertical,
  reminder: Reminder,
  today: string,
): Pick<RenewalReminderFacts, 'kind' | 'due' | 'daysLeft' | 'renewBy'> {
  const daysLeft = Math.max(0, daysUntil(reminder.due, today));
  if (vertical === 'TERM') return { kind: 'PREMIUM_DUE', due: reminder.due, daysLeft, renewBy: null };
  if (reminder.daysBefore >= 0) return { kind: 'BEFORE_END', due: reminder.due, daysLeft, renewBy: null };
  return vertical === 'HEALTH'
    ? { kind: 'HEALTH_LAPSED', due: reminder.due, daysLeft, renewBy: addDays(reminder.due, HEALTH_GRACE_DAYS) }
    : { kind: 'MOTOR_LAPSED', due: reminder.due, daysLeft, renewBy: addDays(reminder.due, NCB_LAPSE_DAYS) };
}
