import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSignInAddresses, staffSignInFailures } from '../../db/schema.ts';

// Issue 44: five wrong passwords from anywhere locked a staff account for 15 minutes, for its owner too, forever if
// repeated. NIST SP 800-63B (section 5.2.2) asks a verifier to limit failed attempts on an account without handing an
// attacker a way to lock its owner out: slow the source of the failures, remember where the owner succeeded before,
// and keep the count of consecutive failures on one account within 100. So:
// - from one address at one e-mail, 5 failures are free; then each try waits a minute, doubling with each further
//   failure up to an hour. Only that address waits: the owner elsewhere is not slowed.
// - at one e-mail from everywhere, 100 failures in a row (a success starts again) leave only the addresses the member
//   has signed in from before able to try, until a day after the last failure.
// Every count is kept by e-mail, whether an account has it or not, so an unknown e-mail slows exactly as a known one.

export const FREE_TRIES_PER_ADDRESS = 5;
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 60 * 60;
export const ACCOUNT_FAILURE_CAP = 100;
/** Failures are forgotten a day after the last one; a known address, 90 days after its last sign-in. */
export const FORGET_FAILURES_HOURS = 24;
export const FORGET_ADDRESS_DAYS = 90;
/** The row counting one e-mail's failures from every address. */
const EVERYWHERE = '*';

/** The e-mail as the throttle keeps it: an HMAC, so the e-mails strangers type are never stored as typed. */
export const signInEmailKey = (appSecret: string) => {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'kavach', 'staff-sign-in-email-v1', 32));
  return (email: string) => createHmac('sha256', key).update(email).digest('hex');
};

/** How long an address that failed `failures` times at an e-mail waits after its last failure, in seconds. */
export function waitAfter(failures: number): number {
  if (failures < FREE_TRIES_PER_ADDRESS) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - FREE_TRIES_PER_ADDRESS), LONGEST_WAIT_SECONDS);
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

export function createSignInThrottle(db: Database) {
  return {
    /**
     * Counts a try before its password is checked, so tries sent all at once meet the limits too: they queue on the
     * e-mail's rows. Answers the seconds to wait when this address may not try now (the try is then not counted).
     */
    async claimTry(emailKey: string, address: string): Promise<{ retryAfter: number } | null> {
      return db.transaction(async (tx) => {
        await tx
          .insert(staffSignInFailures)
          .values([
            { emailKey, address, failures: 0 },
            { emailKey, address: EVERYWHERE, failures: 0 },
          ])
          .onConflictDoNothing();
        const rows = await tx
          .select({
            address: staffSignInFailures.address,
            failures: staffSignInFailures.failures,
            last: staffSignInFailures.lastFailedAt,
          })
          .from(staffSignInFailures)
          .where(
            and(
              eq(staffSignInFailures.emailKey, emailKey),
              inArray(staffSignInFailures.address, [address, EVERYWHERE]),
            ),
          )
          .orderBy(staffSignInFailures.address)
          .for('update');
        // The time is read once the rows are ours, and stamped the same way below: now() is the transaction's start,
        // so a try that waited on another's lock would read that try's failure as in its future.
        const [clock] = await tx
          .select({ now: sql<Date>`clock_timestamp()`.mapWith(staffSignInFailures.lastFailedAt) })
          .from(staffSignInFailures)
          .where(eq(staffSignInFailures.emailKey, emailKey))
          .limit(1);
        const now = clock?.now ?? new Date();
        const live = (r: (typeof rows)[number] | undefined) =>
          r && now.getTime() - r.last.getTime() < FORGET_FAILURES_HOURS * 3_600_000 ? r : undefined;
        const here = live(rows.find((r) => r.address === address));
        const everywhere = live(rows.find((r) => r.address === EVERYWHERE));
        // Only a count past the free tries slows.
        const wait = here ? waitAfter(here.failures) : 0;
        const slowedUntil = here && wait > 0 ? new Date(here.last.getTime() + wait * 1000) : null;
        if (slowedUntil && slowedUntil > now) return { retryAfter: secondsUntil(slowedUntil, now) };
        if (
          everywhere &&
          everywhere.failures >= ACCOUNT_FAILURE_CAP &&
          !(await this.knownAddress(emailKey, address, tx))
        )
          return {
            retryAfter: secondsUntil(new Date(everywhere.last.getTime() + FORGET_FAILURES_HOURS * 3_600_000), now),
          };
        // Counted as a failure now; a success takes it back (`recordSuccess`).
        await tx
          .update(staffSignInFailures)
          .set({
            failures: sql`case when ${staffSignInFailures.lastFailedAt} > ${now.toISOString()}::timestamptz - make_interval(hours => ${FORGET_FAILURES_HOURS}) then ${staffSignInFailures.failures} + 1 else 1 end`,
            lastFailedAt: now,
          })
          .where(
            and(
              eq(staffSignInFailures.emailKey, emailKey),
              inArray(staffSignInFailures.address, [address, EVERYWHERE]),
            ),
          );
        return null;
      });
    },
    async knownAddress(emailKey: string, address: string, tx: Database = db): Promise<boolean> {
      const known = await tx.$count(
        staffSignInAddresses,
        and(
          eq(staffSignInAddresses.emailKey, emailKey),
          eq(staffSignInAddresses.address, address),
          gt(staffSignInAddresses.lastAt, sql`now() - make_interval(days => ${FORGET_ADDRESS_DAYS})`),
        ),
      );
      return known > 0;
    },
    /** A good sign-in: this address starts afresh, the run of failures at this e-mail ends, the address is known. */
    async recordSuccess(emailKey: string, address: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(staffSignInFailures)
          .where(
            and(
              eq(staffSignInFailures.emailKey, emailKey),
              inArray(staffSignInFailures.address, [address, EVERYWHERE]),
            ),
          );
        await tx
          .insert(staffSignInAddresses)
          .values({ emailKey, address })
          .onConflictDoUpdate({
            target: [staffSignInAddresses.emailKey, staffSignInAddresses.address],
            set: { lastAt: sql`now()` },
          });
      });
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
