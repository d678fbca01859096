import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, quotationLists, quotes, sessions } from '../../db/schema.ts';

/** The user's sessions, and the condition "a journey bound to the user or started by one of those sessions". */
export async function ownership(db: Database, userId: string): Promise<{ sessionIds: string[]; journeyOwned: SQL }> {
  const sessionIds = (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
    (s) => s.id,
  );
  return { sessionIds, journeyOwned: or(eq(journeys.userId, userId), inArray(journeys.sessionId, sessionIds)) as SQL };
}

/**
 * The condition "a quote list of the user's": one their journeys were priced from (perhaps asked for before they
 * signed in, by a session that is not theirs), one their sessions asked for, or one a session of theirs that has
 * ended asked for (its user kept on the list, migration 0017).
 */
export function listOwned(
  db: Database,
  userId: string,
  ownJourneys: readonly { quoteId: string }[],
  sessionIds: string[],
): SQL {
  const pricedFrom = db
    .select({ id: quotes.quotationListId })
    .from(quotes)
    .where(
      inArray(
        quotes.id,
        ownJourneys.map((j) => j.quoteId),
      ),
    );
  return or(
    inArray(quotationLists.id, pricedFrom),
    inArray(quotationLists.sessionId, sessionIds),
    eq(quotationLists.userId, userId),
  ) as SQL;
}
