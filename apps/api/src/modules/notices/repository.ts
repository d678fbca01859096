import type { NoticeChannel, NoticeEvent } from '@kavach/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bouncedAddresses, notices } from '../../db/schema.ts';

export type NoticeRow = typeof notices.$inferSelect;

export type NewNotice = {
  event: NoticeEvent;
  subjectId: string;
  channel: NoticeChannel;
  journeyId: string | null;
  userId: string | null;
  recipient: string;
  subject: string | null;
  body: string;
};

/** The notices table (docs/product/notices.md): one row per event, subject and channel, sent at most once. */
export function createNoticeRepository(db: Database) {
  return {
    /** The new notice's id; undefined when this event already has its notice on this channel (a replay). */
    async insert(values: NewNotice): Promise<string | undefined> {
      const [row] = await db
        .insert(notices)
        .values(values)
        .onConflictDoNothing({ target: [notices.event, notices.subjectId, notices.channel] })
        .returning({ id: notices.id });
      return row?.id;
    },
    /**
     * The right to send this notice, once: it moves to SENDING only from PENDING or FAILED, in one statement, so of two
     * workers (or a restarted one) only one gets the row. A worker that dies mid-send leaves it SENDING, for staff.
     */
    async claim(id: string): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(notices)
        .set({ status: 'SENDING', tries: sql`${notices.tries} + 1`, updatedAt: sql`now()` })
        .where(and(eq(notices.id, id), inArray(notices.status, ['PENDING', 'FAILED'])))
        .returning();
      return row;
    },
    async markSent(id: string) {
      await db
        .update(notices)
        .set({ status: 'SENT', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
        .where(and(eq(notices.id, id), eq(notices.status, 'SENDING')));
    },
    async markFailed(id: string, error: string) {
      await db
        .update(notices)
        .set({ status: 'FAILED', lastError: error, updatedAt: sql`now()` })
        .where(and(eq(notices.id, id), eq(notices.status, 'SENDING')));
    },
    /** The address refused the notice: the notice is not tried again, and nothing more goes to the address. */
    async markBounced(id: string, address: string, reason: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(notices)
          .set({ status: 'BOUNCED', lastError: reason, updatedAt: sql`now()` })
          .where(eq(notices.id, id));
        await tx
          .insert(bouncedAddresses)
          .values({ address: address.toLowerCase(), reason })
          .onConflictDoUpdate({ target: bouncedAddresses.address, set: { reason, bouncedAt: sql`now()` } });
      });
    },
    async hasBounced(address: string): Promise<boolean> {
      const [row] = await db
        .select({ address: bouncedAddresses.address })
        .from(bouncedAddresses)
        .where(eq(bouncedAddresses.address, address.toLowerCase()));
      return row !== undefined;
    },
    /** Notices queued but never handed to the job queue (a crash between the two): the sweep queues them again. */
    async unqueued(olderThanSeconds: number): Promise<string[]> {
      const rows = await db
        .select({ id: notices.id })
        .from(notices)
        .where(
          and(
            eq(notices.status, 'PENDING'),
            lt(notices.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .limit(100);
      return rows.map((r) => r.id);
    },
    newest(limit: number) {
      return db.select().from(notices).orderBy(desc(notices.createdAt)).limit(limit);
    },
    bounced(limit: number) {
      return db.select().from(bouncedAddresses).orderBy(desc(bouncedAddresses.bouncedAt)).limit(limit);
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
