import type { AuditAction, StaffRole, StaffState } from '@kavach/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consolePage, findOne, insertOne } from '../../db/rows.ts';
import { auditLog, staffEnrolments, staffSessions, staffUsers } from '../../db/schema.ts';
import { appendAuditEntry } from './audit-chain.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
export type EnrolmentRow = typeof staffEnrolments.$inferSelect;
export type { StaffRole };

/** A staff session ends after this long without use, */
export const STAFF_IDLE_HOURS = 8;
/** and this long after its sign-in however busy (issue 44): a stolen token is good for a working day at most. */
export const STAFF_SESSION_HOURS = 12;

/** Who wrote an entry: a staff member, or the command line (no id). */
export type AuditAuthor = { id: string | null; email: string };
export type AuditInput = { action: AuditAction; target?: string | null; before?: unknown; after?: unknown };

/**
 * The authors whose request wrote an entry of its own: the console's guard writes a plain entry for a request that
 * did not (guardStaffRoutes), so every staff read and write is on the record, a route added later included. Each
 * request's member is a row object of its own, so this tells requests apart.
 */
export const wroteAnEntry = new WeakSet<AuditAuthor>();

/** Where a member stands, from their row and their newest link. */
export function staffState(row: Pick<StaffRow, 'disabledAt' | 'enrolledAt' | 'lastSignInAt'>): StaffState {
  if (row.disabledAt) return 'DISABLED';
  if (row.enrolledAt) return 'ACTIVE';
  return row.lastSignInAt ? 'RE_ENROLLING' : 'INVITED';
}

/** `auditKey` seals each audit entry into the log's chain (audit-chain.ts). */
export function createStaffRepository(db: Database, auditKey: Buffer) {
  const liveSession = and(
    gt(staffSessions.lastSeenAt, sql`now() - make_interval(hours => ${STAFF_IDLE_HOURS})`),
    gt(staffSessions.createdAt, sql`now() - make_interval(hours => ${STAFF_SESSION_HOURS})`),
  );
  return {
    /** A member with a password and TOTP device already (the first admin, from the command line). */
    async insertEnrolled(values: {
      email: string;
      fullName: string;
      role: StaffRole;
      passwordHash: string;
      totpSecret: string;
    }) {
      return insertOne(db, staffUsers, { ...values, enrolledAt: new Date() });
    },
    /** An invited member: no password or TOTP device until they set their own. */
    insertInvited: (values: { email: string; fullName: string; role: StaffRole }) => insertOne(db, staffUsers, values),
    findByEmail: (email: string): Promise<StaffRow | undefined> => findOne(db, staffUsers, staffUsers.email, email),
    findById: (id: string): Promise<StaffRow | undefined> => findOne(db, staffUsers, staffUsers.id, id),
    countStaff: (): Promise<number> => db.$count(staffUsers),
    /** A good sign-in, once per TOTP step: false when this step (or a later one) was already used (a replay). */
    async recordSuccess(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffUsers)
        .set({ totpLastStep: step, lastSignInAt: sql`now()` })
        .where(and(eq(staffUsers.id, id), sql`${staffUsers.totpLastStep} < ${step}`))
        .returning({ id: staffUsers.id });
      return rows.length === 1;
    },
    async insertSession(staffId: string, tokenHash: string): Promise<void> {
      await db.insert(staffSessions).values({ staffId, tokenHash });
    },
    /**
     * The live session's member, its last use moved on: idle under 8 hours, signed in under 12, the member enabled
     * and enrolled. Read from the database on every request, so a session ended or a member disabled by any process
     * is refused by every other at once.
     */
    async touchSession(tokenHash: string): Promise<StaffRow | undefined> {
      const [session] = await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(staffSessions.tokenHash, tokenHash), liveSession))
        .returning({ staffId: staffSessions.staffId });
      if (!session) return undefined;
      const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.staffId)).limit(1);
      return staff && !staff.disabledAt && staff.enrolledAt ? staff : undefined;
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },
    /** Ends every session of a member; answers how many were live. */
    async endSessionsOf(staffId: string): Promise<number> {
      const ended = await db
        .delete(staffSessions)
        .where(eq(staffSessions.staffId, staffId))
        .returning({ live: sql<boolean>`${liveSession}` });
      return ended.filter((s) => s.live).length;
    },
    /** Every member with their live sessions and their newest link still waiting, by name. */
    async listStaff() {
      // Written out: inside a subquery the columns must name their tables.
      const live = sql.raw(
        `s.last_seen_at > now() - make_interval(hours => ${STAFF_IDLE_HOURS}) and s.created_at > now() - make_interval(hours => ${STAFF_SESSION_HOURS})`,
      );
      return db
        .select({
          row: staffUsers,
          sessions:
            sql<number>`(select count(*) from staff_sessions s where s.staff_id = staff_users.id and ${live})`.mapWith(
              Number,
            ),
          linkExpiresAt:
            sql<Date | null>`(select max(e.expires_at) from staff_enrolments e where e.staff_id = staff_users.id and e.used_at is null and e.revoked_at is null and e.expires_at > now())`.mapWith(
              staffEnrolments.expiresAt,
            ),
        })
        .from(staffUsers)
        .orderBy(staffUsers.fullName, staffUsers.email);
    },
    /** Disables or enables a member; undefined when they already were. */
    async setDisabled(id: string, disabled: boolean): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(staffUsers)
        .set({ disabledAt: disabled ? sql`now()` : null })
        .where(
          and(
            eq(staffUsers.id, id),
            disabled ? isNull(staffUsers.disabledAt) : sql`${staffUsers.disabledAt} is not null`,
          ),
        )
        .returning();
      return row;
    },
    /** Forgets a member's password and TOTP device: they sign in again only once they have set new ones. */
    async clearCredentials(id: string): Promise<void> {
      await db
        .update(staffUsers)
        .set({ passwordHash: null, totpSecret: null, enrolledAt: null })
        .where(eq(staffUsers.id, id));
    },
    /** A new link for the member; every earlier one of theirs stops working. */
    async insertLink(values: { staffId: string; tokenHash: string; invitedBy: string | null; expiresAt: Date }) {
      return db.transaction(async (tx) => {
        await tx
          .update(staffEnrolments)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(staffEnrolments.staffId, values.staffId),
              isNull(staffEnrolments.usedAt),
              isNull(staffEnrolments.revokedAt),
            ),
          );
        const [row] = await tx.insert(staffEnrolments).values(values).returning();
        if (!row) throw new Error('a link was not stored');
        return row;
      });
    },
    /** A link still good: unused, not replaced by a newer one, unexpired. */
    async findLiveLink(tokenHash: string): Promise<EnrolmentRow | undefined> {
      const [row] = await db
        .select()
        .from(staffEnrolments)
        .where(
          and(
            eq(staffEnrolments.tokenHash, tokenHash),
            isNull(staffEnrolments.usedAt),
            isNull(staffEnrolments.revokedAt),
            gt(staffEnrolments.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },
    /** The link's TOTP secret, made once: of two first opens at once, both get the one stored first. */
    async linkSecret(id: string, sealed: string): Promise<string> {
      await db
        .update(staffEnrolments)
        .set({ totpSecret: sealed })
        .where(and(eq(staffEnrolments.id, id), isNull(staffEnrolments.totpSecret)));
      const [row] = await db
        .select({ totpSecret: staffEnrolments.totpSecret })
        .from(staffEnrolments)
        .where(eq(staffEnrolments.id, id));
      if (!row?.totpSecret) throw new Error('a link secret was not stored');
      return row.totpSecret;
    },
    /**
     * Uses the link once and gives its member the password and TOTP device they chose: a guarded update, so of two
     * uses at once one wins and the other is told the link is spent. False when it was.
     */
    async completeEnrolment(
      link: EnrolmentRow,
      credentials: { passwordHash: string; totpSecret: string; step: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(staffEnrolments)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(staffEnrolments.id, link.id),
              isNull(staffEnrolments.usedAt),
              isNull(staffEnrolments.revokedAt),
              gt(staffEnrolments.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: staffEnrolments.id });
        if (used.length === 0) return false;
        await tx
          .update(staffUsers)
          .set({
            passwordHash: credentials.passwordHash,
            totpSecret: credentials.totpSecret,
            totpLastStep: credentials.step,
            enrolledAt: sql`now()`,
            lastSignInAt: sql`now()`,
          })
          .where(eq(staffUsers.id, link.staffId));
        return true;
      });
    },
    /** One line of the audit log, sealed into its chain: who did it, what, and to what. */
    async audit(by: AuditAuthor, entry: AuditInput): Promise<void> {
      await appendAuditEntry(db, auditKey, {
        staffId: by.id,
        staffEmail: by.email,
        action: entry.action,
        target: entry.target ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
      wroteAnEntry.add(by);
    },
    auditEntries: (page: number) =>
      consolePage(page, db.$count(auditLog), (limit, offset) =>
        db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(limit).offset(offset),
      ),
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
