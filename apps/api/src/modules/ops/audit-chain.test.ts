import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import type { apiOf } from '../../../test/test-app.ts';
import { describeWithApp, type TestContext } from '../../../test/test-app.ts';

type Check = { intact: boolean; entries: number; broken_at: { seq: number } | null; head: { seq: number } | null };

// Issue 44: the audit log could be emptied by the application's role, and its owner can drop the triggers that keep
// it append-only. Here the database is written as its owner would (PGlite has one role, which owns everything):
// whatever the owner does to an entry, the console's check says where.
const helpers = (ctx: () => TestContext, api: ReturnType<typeof apiOf>) => ({
  /** A statement as the table's owner may run it: its append-only trigger set aside meanwhile. */
  asOwner: async (statement: ReturnType<typeof sql>) => {
    await ctx().handle.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
    try {
      await ctx().handle.db.execute(statement);
    } finally {
      await ctx().handle.db.execute(sql`alter table audit_log enable trigger audit_log_no_update_or_delete`);
    }
  },
  check: async (headers: Record<string, string>) => {
    const res = await api('GET', '/v1/ops/audit-log/check', headers);
    expect(res.statusCode).toBe(200);
    return res.json() as Check;
  },
});

describeWithApp('the audit log’s chain', (ctx, api) => {
  const { asOwner, check } = helpers(ctx, api);

  it('holds while entries are only added, and names the first entry an owner edited, removed or slipped in', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    for (let i = 0; i < 3; i += 1) await api('GET', '/v1/ops/summary', admin);
    const first = await check(admin);
    expect(first).toMatchObject({ intact: true, broken_at: null });
    // Signed in, then three reads of today's figures.
    expect(first.entries).toBe(4);
    expect(first.head?.seq).toBe(first.entries);

    // An edited entry: who did it, made to read as someone else.
    const [victim] = await ctx().handle.db.select().from(auditLog).where(eq(auditLog.action, 'READ_SUMMARY')).limit(1);
    const seq = victim!.seq;
    await asOwner(sql`update audit_log set staff_email = 'someone.else@broker.example.in' where seq = ${seq}`);
    expect(await check(admin)).toMatchObject({ intact: false, broken_at: { seq } });
    // Edited back word for word, it holds again: the chain reads what is stored, nothing else.
    await asOwner(sql`update audit_log set staff_email = ${victim!.staffEmail} where seq = ${seq}`);
    expect((await check(admin)).intact).toBe(true);

    // Its details edited (the jsonb beside it), the same.
    await asOwner(sql`update audit_log set after = '{"shown":[]}'::jsonb where seq = ${seq}`);
    expect(await check(admin)).toMatchObject({ intact: false, broken_at: { seq } });
    await asOwner(sql`update audit_log set after = ${JSON.stringify(victim!.after)}::jsonb where seq = ${seq}`);
    expect((await check(admin)).intact).toBe(true);

    // A removed entry leaves a gap at its number.
    await asOwner(sql`delete from audit_log where seq = ${seq}`);
    expect(await check(admin)).toMatchObject({ intact: false, broken_at: { seq } });
  });

  it('refuses TRUNCATE, UPDATE and DELETE of the log to whoever asks while its triggers stand', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx()
        .handle.db.execute(statement)
        .then(
          () => 'accepted',
          (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
        );
    expect(await refusal(sql`truncate audit_log`)).toContain('audit_log is append-only');
    expect(await refusal(sql`update audit_log set action = 'SIGN_IN'`)).toContain('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toContain('audit_log is append-only');
  });
});

// A chain of its own: once an entry is slipped in, every check after it is written behind it.
describeWithApp('the audit log’s chain, an entry slipped in', (ctx, api) => {
  const { check } = helpers(ctx, api);
  it('finds an entry written around the application, even one copying a real hash', async () => {
    const admin = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'admin'));
    const [head] = await ctx()
      .handle.db.select()
      .from(auditLog)
      .orderBy(sql`${auditLog.seq} desc`)
      .limit(1);
    await ctx()
      .handle.db.insert(auditLog)
      .values({
        seq: head!.seq + 1,
        staffEmail: 'nobody@broker.example.in',
        action: 'SIGN_OUT',
        prevHash: head!.hash,
        hash: head!.hash,
      });
    expect(await check(admin)).toMatchObject({ intact: false, broken_at: { seq: head!.seq + 1 } });
  });
});
