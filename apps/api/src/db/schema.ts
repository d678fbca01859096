import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// An anonymous or signed-in browser session. The raw session id is a bearer secret held by the browser;
// only its SHA-256 hash is stored, so a database leak does not hand out live sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
