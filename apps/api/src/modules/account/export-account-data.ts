import type { TAccountExportResponse } from '@kavach/domain';
import { eq, getTableColumns, inArray, type Table } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { listOwned, ownership } from './owned-journeys.ts';

/**
 * A row exactly as stored, keyed by its database column names (snake_case, as the API speaks), dates as ISO
 * strings. Rows are selected whole and rendered from the table's own column list, so a column someone adds
 * to the schema is in the export without a change here. Only secrets (`omit`) are left out.
 */
function exportedRow<T extends Table>(
  table: T,
  row: Record<string, unknown>,
  omit: readonly (keyof T['$inferSelect'])[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (omit.includes(key as keyof T['$inferSelect'])) continue;
    const value = row[key];
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * GET /v1/account/export (DPDP Act 2023 §11, right to access): everything held about the signed-in user —
 * their user record, sessions (without the token hashes), journeys with their proposal data and the quote
 * lists they were priced from, KYC upload records, payment attempts, policies and the login codes sent to
 * their mobile (without the code hashes, and with the address asked from only for the codes they used), their
 * complaints, and their claims with the records of the files uploaded to them.
 */
export async function exportAccountData(db: Database, userId: string): Promise<TAccountExportResponse> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  const { sessionIds, journeyOwned } = await ownership(db, userId);
  const ownSessions = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
  const ownJourneys = await db.select().from(schema.journeys).where(journeyOwned);
  const journeyIds = ownJourneys.map((j) => j.id);
  const [lists, files, attempts, issued, codes, complaints] = await Promise.all([
    db
      .select()
      .from(schema.quotationLists)
      .where(listOwned(db, userId, ownJourneys, sessionIds)),
    db.select().from(schema.uploads).where(inArray(schema.uploads.journeyId, journeyIds)),
    db.select().from(schema.paymentAttempts).where(inArray(schema.paymentAttempts.journeyId, journeyIds)),
    db.select().from(schema.policies).where(inArray(schema.policies.journeyId, journeyIds)),
    user?.mobile
      ? db.select().from(schema.otpRequests).where(eq(schema.otpRequests.mobile, user.mobile))
      : Promise.resolve([]),
    db.select().from(schema.grievances).where(eq(schema.grievances.userId, userId)),
  ]);
  const policyIds = issued.map((p) => p.id);
  const ownClaims =
    policyIds.length === 0
      ? []
      : await db.select().from(schema.claims).where(inArray(schema.claims.policyId, policyIds));
  const ownClaimFiles =
    ownClaims.length === 0
      ? []
      : await db
          .select()
          .from(schema.claimFiles)
          .where(
            inArray(
              schema.claimFiles.claimId,
              ownClaims.map((c) => c.id),
            ),
          );
  return {
    exported_at: new Date().toISOString(),
    user: user ? exportedRow(schema.users, user) : null,
    sessions: ownSessions.map((r) => exportedRow(schema.sessions, r, ['tokenHash'])),
    journeys: ownJourneys.map((r) => exportedRow(schema.journeys, r)),
    quotation_lists: lists.map((r) => exportedRow(schema.quotationLists, r)),
    uploads: files.map((r) => exportedRow(schema.uploads, r)),
    payment_attempts: attempts.map((r) => exportedRow(schema.paymentAttempts, r)),
    policies: issued.map((r) => exportedRow(schema.policies, r)),
    // A code never used may have been asked for by someone else who knows the number: the address it was asked
    // from is that person's, not the user's, so only the codes the user signed in with show theirs.
    otp_requests: codes.map((r) =>
      exportedRow(schema.otpRequests, { ...r, ip: r.consumedAt ? r.ip : null }, ['codeHash']),
    ),
    grievances: complaints.map((r) => exportedRow(schema.grievances, r)),
    claims: ownClaims.map((r) => exportedRow(schema.claims, r)),
    claim_files: ownClaimFiles.map((r) => exportedRow(schema.claimFiles, r, ['objectKey'])),
  };
}
