import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, sessions } from '../../db/schema.ts';

/** The user's sessions, and the condition "a journey bound to the user or started by one of those sessions". */
export async function ownership(db: Database, userId: string): Promise<{ sessionIds: string[]; journeyOwned: SQL }> {
  const sessionIds = (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
    (s) => s.id,
  );
  return { sessionIds, journeyOwned: or(eq(journeys.userId, userId), inArray(journeys.sessionId, sessionIds)) as SQL };
}
