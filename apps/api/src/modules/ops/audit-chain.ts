import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AuditAction } from '@kavach/domain';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

// Issue 44: the audit log is append-only for the serving role (db/serving-role.ts) and for every role through its
// triggers, but a table's owner can drop a trigger. So every entry is sealed into a chain: its `hash` is an HMAC,
// under a key derived from APP_SECRET that the database never holds, of the entry and of the hash before it. Anyone who
// edits, removes or slips in an entry, the owner included, breaks the chain at that entry, and cannot seal it again
// without the key. Removing the newest entries leaves a shorter chain that still holds: the check reports the head
// (its number and hash) for an operator to compare with one noted earlier.

export type AuditEntry = {
  staffId: string | null;
  staffEmail: string;
  action: AuditAction;
  target: string | null;
  before: unknown;
  after: unknown;
};

/** An arbitrary constant naming the audit chain's lock among PostgreSQL advisory locks. */
const CHAIN_LOCK = 7_340_044;
/** Rows read at a time by the check. */
const CHECK_BATCH = 1000;

/** The chain's key: derived from APP_SECRET, never the signing key itself. */
export const auditChainKey = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'kavach', 'audit-chain-v1', 32));

/** JSON with every object's keys in order: jsonb gives keys back in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

function seal(key: Buffer, row: AuditEntry & { seq: number; prevHash: string; at: Date }): string {
  const fields = [row.seq, row.prevHash, row.staffId, row.staffEmail, row.action, row.target, row.before, row.after];
  return createHmac('sha256', key)
    .update(canonical([...fields, row.at.toISOString()]))
    .digest('hex');
}

/**
 * Appends one entry at the head of the chain. Entries are appended one at a time across every process (an advisory
 * lock held until the caller's transaction ends), so each links to the one committed before it.
 */
export async function appendAuditEntry(db: Database, key: Buffer, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [head] = await tx
      .select({ seq: auditLog.seq, hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.seq))
      .limit(1);
    // Milliseconds, as a JavaScript date holds them: the moment sealed is the moment stored and read back.
    const row = { ...entry, seq: (head?.seq ?? 0) + 1, prevHash: head?.hash ?? '', at: new Date() };
    await tx.insert(auditLog).values({ ...row, hash: seal(key, row) });
  });
}

export type AuditChainCheck = {
  intact: boolean;
  /** Entries checked, and those written before the chain began (unsealed, so not checked). */
  entries: number;
  unsealed: number;
  /** The first entry that does not hold: its number and time. */
  broken_at: { seq: number; at: string } | null;
  /** The newest entry: note its number and hash to tell later that nothing after it was removed. */
  head: { seq: number; hash: string | null; at: string } | null;
};

/**
 * Reads the whole log in order and checks every link: numbers one after another from 1, entries before the chain only
 * at its start, each sealed entry's hash the HMAC of itself and of the hash before it.
 */
export async function checkAuditChain(db: Database, key: Buffer): Promise<AuditChainCheck> {
  let expectedSeq = 1;
  let prevHash: string | null = null;
  let unsealed = 0;
  let last: { seq: number; hash: string | null; at: Date } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, expectedSeq - 1))
      .orderBy(asc(auditLog.seq))
      .limit(CHECK_BATCH);
    for (const row of rows) {
      const broken = () => ({
        intact: false,
        entries: row.seq,
        unsealed,
        broken_at: { seq: row.seq, at: row.at.toISOString() },
        head: null,
      });
      if (row.seq !== expectedSeq) return { ...broken(), broken_at: { seq: expectedSeq, at: row.at.toISOString() } };
      if (row.hash === null) {
        // Unsealed entries belong before the chain; one after it began was written around it.
        if (prevHash !== null) return broken();
        unsealed += 1;
      } else {
        const expected = seal(key, { ...row, action: row.action, prevHash: prevHash ?? '' });
        const ok =
          row.prevHash === (prevHash ?? '') &&
          expected.length === row.hash.length &&
          timingSafeEqual(Buffer.from(expected), Buffer.from(row.hash));
        if (!ok) return broken();
        prevHash = row.hash;
      }
      last = row;
      expectedSeq += 1;
    }
    if (rows.length < CHECK_BATCH) break;
  }
  return {
    intact: true,
    entries: expectedSeq - 1,
    unsealed,
    broken_at: null,
    head: last ? { seq: last.seq, hash: last.hash, at: last.at.toISOString() } : null,
  };
}
