import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, otpRequests, quotationLists, sessions, smsOutbox, emailOutbox, users } from '../../db/schema.ts';
import { findOne, insertOne, newestRows } from '../../db/rows.ts';

export type UserRow = typeof users.$inferSelect;
export type OtpRequestRow = typeof otpRequests.$inferSelect;
export type WindowCount = { count: number; oldestAt: Date | null };
/** A code's request and the wrong codes typed for its mobile from its address in the window. */
export type OtpTry = { request: OtpRequestRow; failures: WindowCount };

/** `forgetSessions` is told the token hashes of the sessions that end here (sign-in replaces one, sign-out deletes one). */
export function createAuthRepository(
  db: Database,
  forgetSessions: (tokenHashes: readonly string[]) => void = () => undefined,
) {
  return {
    insertOtpRequest: (values: { id: string; mobile: string; codeHash: string; ip: string; expiresAt: Date }) =>
      insertOne(db, otpRequests, values),
    /**
     * Everything a new code's limits read, in one statement over the window: when the mobile was last sent a code,
     * the codes sent to it and for the address, and the wrong codes typed for it from that address — each with when
     * the oldest it counts was sent (its lock ends an hour after that).
     */
    async sendWindow(mobile: string, ip: string, since: Date) {
      const toMobile = sql`${otpRequests.mobile} = ${mobile}`;
      const wrongFromIp = sql`${toMobile} and ${otpRequests.ip} = ${ip} and ${otpRequests.failedAttempts} > 0`;
      const fromIp = sql`${otpRequests.ip} = ${ip}`;
      const [row] = await db
        .select({
          latestAt: sql<Date | null>`max(${otpRequests.createdAt}) filter (where ${toMobile})`.mapWith(
            otpRequests.createdAt,
          ),
          toMobile: sql<number>`count(*) filter (where ${toMobile})`.mapWith(Number),
          toMobileOldest: sql<Date | null>`min(${otpRequests.createdAt}) filter (where ${toMobile})`.mapWith(
            otpRequests.createdAt,
          ),
          wrong: sql<number>`coalesce(sum(${otpRequests.failedAttempts}) filter (where ${wrongFromIp}), 0)`.mapWith(
            Number,
          ),
          wrongOldest: sql<Date | null>`min(${otpRequests.createdAt}) filter (where ${wrongFromIp})`.mapWith(
            otpRequests.createdAt,
          ),
          fromIp: sql<number>`count(*) filter (where ${fromIp})`.mapWith(Number),
          fromIpOldest: sql<Date | null>`min(${otpRequests.createdAt}) filter (where ${fromIp})`.mapWith(
            otpRequests.createdAt,
          ),
        })
        .from(otpRequests)
        .where(and(gt(otpRequests.createdAt, since), or(eq(otpRequests.mobile, mobile), eq(otpRequests.ip, ip))));
      const window = (count: number | undefined, oldestAt: Date | null | undefined): WindowCount => ({
        count: count ?? 0,
        oldestAt: oldestAt ?? null,
      });
      return {
        latestAt: row?.latestAt ?? null,
        toMobile: window(row?.toMobile, row?.toMobileOldest),
        wrong: window(row?.wrong, row?.wrongOldest),
        fromAddress: window(row?.fromIp, row?.fromIpOldest),
      };
    },
    /**
     * Reads a code's request and the wrong codes typed since `since` for its mobile from its address (on codes asked
     * for from that address: another address's guesses never lock the owner out, issue 13), then counts one try on
     * the request when `mayTry` allows it. Those rows are locked while it decides, so codes typed at once queue here:
     * each is counted before it is compared, and no more are compared than the limits allow.
     */
    async claimOtpTry(
      id: string,
      since: Date,
      mayTry: (found: OtpTry) => boolean,
    ): Promise<(OtpTry & { claimed: boolean }) | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ mobile: otpRequests.mobile, ip: otpRequests.ip })
          .from(otpRequests)
          .where(eq(otpRequests.id, id));
        if (!target) return undefined;
        // Locked in one order, so two codes of one mobile and address tried together cannot deadlock.
        const rows = await tx
          .select()
          .from(otpRequests)
          .where(
            and(
              eq(otpRequests.mobile, target.mobile),
              eq(otpRequests.ip, target.ip),
              or(gt(otpRequests.createdAt, since), eq(otpRequests.id, id)),
            ),
          )
          .orderBy(otpRequests.id)
          .for('update');
        const request = rows.find((r) => r.id === id);
        if (!request) return undefined;
        const wrong = rows.filter((r) => r.createdAt > since && r.failedAttempts > 0);
        const failures: WindowCount = {
          count: wrong.reduce((n, r) => n + r.failedAttempts, 0),
          oldestAt: wrong.reduce<Date | null>((a, r) => (a && a < r.createdAt ? a : r.createdAt), null),
        };
        const claimed = mayTry({ request, failures });
        if (claimed)
          await tx
            .update(otpRequests)
            .set({ failedAttempts: sql`${otpRequests.failedAttempts} + 1` })
            .where(eq(otpRequests.id, id));
        return { request, failures, claimed };
      });
    },
    /**
     * Marks a code used and gives back the try the right code was counted as; false when another request used it
     * first (single use under races).
     */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(otpRequests)
        .set({ consumedAt: sql`now()`, failedAttempts: sql`greatest(${otpRequests.failedAttempts} - 1, 0)` })
        .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
        .returning({ id: otpRequests.id });
      return rows.length > 0;
    },
    async findOrCreateUserByMobile(mobile: string, fullName: string | null): Promise<UserRow> {
      const [inserted] = await db.insert(users).values({ mobile, fullName }).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      if (!existing) throw new Error('user vanished');
      if (!existing.fullName && fullName) await db.update(users).set({ fullName }).where(eq(users.id, existing.id));
      return { ...existing, fullName: existing.fullName ?? fullName };
    },
    async findOrCreateUserByGoogle(sub: string, email: string | null, fullName: string | null): Promise<UserRow> {
      const [inserted] = await db
        .insert(users)
        .values({ googleSub: sub, email, fullName })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      if (!existing) throw new Error('user vanished');
      return existing;
    },
    findUser: (id: string): Promise<UserRow | undefined> => findOne(db, users, users.id, id),
    /**
     * Sign-in: a new session for the user; the browser's old session (if any) ends, its unbound journeys become the
     * user's, and its quote lists move to the new session — unless it was another person's session (someone else
     * signed in on this browser). Their lists stay theirs: deleting their session stamps its lists with its user
     * (the trigger of migration 0017), so the lists stay in their export and go with their account. In one
     * transaction, so all of it or none happens.
     */
    async rotateSession(oldSessionId: string | null, userId: string, newTokenHash: string, userAgent: string | null) {
      const id = randomUUID();
      const fresh = { id, tokenHash: newTokenHash, userId, userAgent };
      if (!oldSessionId) {
        await db.insert(sessions).values(fresh);
        return;
      }
      const ended = await db.transaction(async (tx) => {
        await tx
          .update(journeys)
          .set({ userId })
          .where(and(eq(journeys.sessionId, oldSessionId), isNull(journeys.userId)));
        const [old] = await tx
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(eq(sessions.id, oldSessionId))
          .for('update');
        const sameOwner = old !== undefined && (old.userId === null || old.userId === userId);
        if (sameOwner)
          await tx.update(quotationLists).set({ sessionId: id }).where(eq(quotationLists.sessionId, oldSessionId));
        const deleted = await tx
          .delete(sessions)
          .where(eq(sessions.id, oldSessionId))
          .returning({ tokenHash: sessions.tokenHash });
        await tx.insert(sessions).values({ ...fresh, signedInFrom: sameOwner ? oldSessionId : null });
        return deleted.map((d) => d.tokenHash);
      });
      forgetSessions(ended);
    },
    async deleteSession(id: string): Promise<void> {
      const deleted = await db.delete(sessions).where(eq(sessions.id, id)).returning({ tokenHash: sessions.tokenHash });
      forgetSessions(deleted.map((d) => d.tokenHash));
    },
    outboxFor: (recipient: string) =>
      newestRows(db, smsOutbox, { by: smsOutbox.createdAt, where: eq(smsOutbox.recipient, recipient), limit: 20 }),
    /** The demo's e-mails to one address (issue 44: staff invitations), as one text each: subject, then body. */
    emailOutboxFor: async (recipient: string) =>
      (
        await newestRows(db, emailOutbox, {
          by: emailOutbox.createdAt,
          where: eq(emailOutbox.recipient, recipient),
          limit: 20,
        })
      ).map((m) => ({ recipient: m.recipient, body: `${m.subject}\n\n${m.body}`, createdAt: m.createdAt })),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
