import { and, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  emailOutbox,
  journeys,
  otpRequests,
  quotationLists,
  sessions,
  smsOutbox,
  staffSignInAddresses,
  staffSignInFailures,
} from '../../db/schema.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { FORGET_ADDRESS_DAYS, FORGET_FAILURES_HOURS } from '../ops/sign-in-throttle.ts';
import { sessionIdleExpired } from '../sessions/repository.ts';
import { eraseJourneys, moneyTaken } from './erase-journeys.ts';

export type PurgeCounts = {
  journeys: number;
  uploads: number;
  quotation_lists: number;
  otp_requests: number;
  sms_outbox: number;
  email_outbox: number;
  sessions: number;
  /** Staff sign-in failures past their day, and sign-in addresses unused for 90 days (sign-in-throttle.ts). */
  staff_sign_in_records: number;
};

/** Journeys erased per transaction: short transactions, so a purge never holds many rows locked for long. */
const BATCH = 100;

/**
 * The retention job's one run (DPDP Act 2023: keep personal data no longer than its purpose needs): unpaid
 * journeys idle past RETENTION_DAYS with their KYC files and payment attempts, quote lists, spent OTPs and
 * sandbox SMS and e-mail older than that, sessions idle past their limit, and staff sign-in records past theirs. Paid journeys are never touched.
 * Safe from several processes at once: journeys are taken with SKIP LOCKED, every other delete is idempotent.
 */
export async function purgeExpiredData(
  deps: { db: Database; storage: ObjectStorage },
  retentionDays: number,
): Promise<PurgeCounts> {
  const { db, storage } = deps;
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  const counts: PurgeCounts = {
    journeys: 0,
    uploads: 0,
    quotation_lists: 0,
    otp_requests: 0,
    sms_outbox: 0,
    email_outbox: 0,
    sessions: 0,
    staff_sign_in_records: 0,
  };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = await tx
        .select({ id: journeys.id })
        .from(journeys)
        .where(and(lt(journeys.updatedAt, cutoff), not(moneyTaken(tx))))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const erased = await eraseJourneys(
        tx,
        storage,
        doomed.map((j) => j.id),
      );
      return { taken: doomed.length, ...erased };
    });
    counts.journeys += batch.journeys;
    counts.uploads += batch.uploads;
    if (batch.taken < BATCH) break;
  }
  // A journey keeps its own copy of the request it was priced from, so an old quote list serves no one.
  counts.quotation_lists = (
    await db.delete(quotationLists).where(lt(quotationLists.createdAt, cutoff)).returning({ id: quotationLists.id })
  ).length;
  counts.otp_requests = (
    await db
      .delete(otpRequests)
      .where(
        and(
          lt(otpRequests.createdAt, cutoff),
          or(isNotNull(otpRequests.consumedAt), lt(otpRequests.expiresAt, sql`now()`)),
        ),
      )
      .returning({ id: otpRequests.id })
  ).length;
  counts.sms_outbox = (
    await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, cutoff)).returning({ id: smsOutbox.id })
  ).length;
  counts.email_outbox = (
    await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, cutoff)).returning({ id: emailOutbox.id })
  ).length;
  counts.sessions = (await db.delete(sessions).where(sessionIdleExpired()).returning({ id: sessions.id })).length;
  // Kept no longer than the throttle reads them: a stranger's typed e-mails do not pile up.
  counts.staff_sign_in_records =
    (
      await db
        .delete(staffSignInFailures)
        .where(lt(staffSignInFailures.lastFailedAt, sql`now() - make_interval(hours => ${FORGET_FAILURES_HOURS})`))
        .returning({ key: staffSignInFailures.emailKey })
    ).length +
    (
      await db
        .delete(staffSignInAddresses)
        .where(lt(staffSignInAddresses.lastAt, sql`now() - make_interval(days => ${FORGET_ADDRESS_DAYS})`))
        .returning({ key: staffSignInAddresses.emailKey })
    ).length;
  return counts;
}
