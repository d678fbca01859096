import { TERM_HELD_COVER_HINT, coverIncomeProblem } from '@kavach/domain';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, paymentAttempts, policies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { lifeAssuredOf, quotedAge, termRequestOf } from './term-journey.ts';

/** The life assured's PAN as a term journey stores it (proposal.proposer.pan_number). */
const lifeAssuredPan = sql<string>`${journeys.proposal} -> 'proposer' ->> 'pan_number'`;

/**
 * The term cover the person with `pan` holds through Kavach besides `journeyId`: policies issued and not cancelled,
 * and purchases confirmed (frozen to be paid, or paid and held for KYC, rejected documents and all). The PAN says who the life
 * assured is: one per person by law, checked by KYC, and typed the same way every time — where a name is spelt as it
 * comes and a birth date is shared by thousands.
 */
export async function lifeCoverHeldThroughKavach(db: Database, pan: string, journeyId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum((${journeys.quoteRequest} ->> 'sum_assured')::bigint), 0)` })
    .from(journeys)
    .leftJoin(policies, eq(policies.journeyId, journeys.id))
    .where(
      and(
        // Written out, as the index's predicate is (journeys_life_assured_pan_idx), for the planner to match it.
        sql`${journeys.vertical} = 'TERM'`,
        ne(journeys.id, journeyId),
        sql`${lifeAssuredPan} = ${pan}`,
        or(
          and(eq(journeys.status, 'PAID'), isNull(policies.cancelledAt)),
          // Rejected documents end a purchase only when no money is held for it: held, it waits for new ones
          // (kyc/held-reupload.ts) and may still be issued.
          and(
            eq(journeys.status, 'CONFIRMED'),
            sql`(${journeys.kycReviewStatus} is distinct from 'REJECTED' or exists (select 1 from ${paymentAttempts}
              where ${paymentAttempts.journeyId} = ${journeys.id} and ${paymentAttempts.status} = 'SUCCESS'))`,
          ),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Why the journey's cover, with every life cover its life assured already holds (through Kavach, and elsewhere as
 * they declared), is more than their income supports at the age cover starts on `today`; null when it fits.
 */
export async function heldCoverProblem(db: Database, journey: Journey<'TERM'>, today: string): Promise<string | null> {
  const person = lifeAssuredOf(journey);
  if (!person?.pan_number || person.annual_income === undefined) return null;
  const kavach = await lifeCoverHeldThroughKavach(db, person.pan_number, journey.id);
  const held = { kavach, elsewhere: person.other_life_cover ?? 0 };
  const problem = coverIncomeProblem(
    quotedAge(journey, today),
    person.annual_income,
    termRequestOf(journey).sum_assured,
    held,
  );
  return problem && kavach > 0 ? `${problem}. ${TERM_HELD_COVER_HINT}` : problem;
}

/**
 * docs/product/review-payment-term-bike.md §5.7: at confirmation, inside its transaction, under a lock on the life
 * assured's PAN — so two purchases for one person confirmed side by side, in any process, are counted one after the
 * other and cannot both pass on one income (each ₹25 lakh on ₹1.5 lakh, say). The second sees the first confirmed.
 */
export async function refuseCoverBeyondIncome(db: Database, journey: Journey<'TERM'>, today: string): Promise<void> {
  const pan = lifeAssuredOf(journey)?.pan_number;
  if (!pan) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`life-cover:${pan}`}))`);
  const problem = await heldCoverProblem(db, journey, today);
  if (problem) throw new AppError('CONFLICT', problem, { fields: { annual_income: problem } });
}
