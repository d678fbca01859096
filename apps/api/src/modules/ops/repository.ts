import type { AuditAction, StaffRole } from '@kavach/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findOne, insertOne, newestPage } from '../../db/rows.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
export type { StaffRole };

/** A staff session ends after this long without use. */
export const STAFF_IDLE_HOURS = 8;
/** Five wrong sign-ins lock the account for 15 minutes. */
export const STAFF_MAX_FAILED_LOGINS = 5;
export const STAFF_LOCK_MINUTES = 15;

export function createStaffRepository(db: Database) {
  return {
    async insertStaff(values: {
      email: string;
      fullName: string;
      role: StaffRole;
      passwordHash: string;
      totpSecret: string;
    }) {
      return insertOne(db, staffUsers, values);
    },
    findByEmail: (email: string): Promise<StaffRow | undefined> => findOne(db, staffUsers, staffUsers.email, email),
    countStaff: (): Promise<number> => db.$count(staffUsers),
    /**
     * Counts a sign-in try before its password is checked (a good sign-in resets the count), locking the account at
     * the limit: tries sent together queue on the row, so none is checked past the lock. Answers when the lock ends
     * if the account is locked already, else null.
     */
    async claimSignInTry(id: string): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ lockedUntil: staffUsers.lockedUntil })
          .from(staffUsers)
          .where(eq(staffUsers.id, id))
          .for('update');
        if (row?.lockedUntil && row.lockedUntil > new Date()) return row.lockedUntil;
        await tx
          .update(staffUsers)
          .set({
            failedLogins: sql`${staffUsers.failedLogins} + 1`,
            lockedUntil: sql`case when ${staffUsers.failedLogins} + 1 >= ${STAFF_MAX_FAILED_LOGINS} then now() + make_interval(mins => ${STAFF_LOCK_MINUTES}) else ${staffUsers.lockedUntil} end`,
          })
          .where(eq(staffUsers.id, id));
        return null;
      });
    },
    /** A good sign-in, once per TOTP step: false when this step (or a later one) was already used (a replay). */
    async recordSuccess(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffUsers)
        .set({ failedLogins: 0, lockedUntil: null, totpLastStep: step })
        .where(and(eq(staffUsers.id, id), sql`${staffUsers.totpLastStep} < ${step}`))
        .returning({ id: staffUsers.id });
      return rows.length === 1;
    },
    async insertSession(staffId: string, tokenHash: string): Promise<void> {
      await db.insert(staffSessions).values({ staffId, tokenHash });
    },
    /** The live session's staff member (idle under 8 hours, account enabled), its last use moved on. */
    async touchSession(tokenHash: string): Promise<StaffRow | undefined> {
      const [session] = await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.lastSeenAt, sql`now() - make_interval(hours => ${STAFF_IDLE_HOURS})`),
          ),
        )
        .returning({ staffId: staffSessions.staffId });
      if (!session) return undefined;
      const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.staffId)).limit(1);
      return staff && !staff.disabledAt ? staff : undefined;
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },
    /** One line of the audit log: who did it (a staff member, or the command line with no id), what, and to what. */
    async audit(
      by: { id: string | null; email: string },
      entry: { action: AuditAction; target?: string | null; before?: unknown; after?: unknown },
    ): Promise<void> {
      await db.insert(auditLog).values({
        staffId: by.id,
        staffEmail: by.email,
        action: entry.action,
        target: entry.target ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
    auditEntries: (page: number) => newestPage(db, auditLog, { by: auditLog.at, id: auditLog.id, page }),
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
