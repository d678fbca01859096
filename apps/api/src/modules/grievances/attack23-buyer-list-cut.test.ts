import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { grievances } from '../../db/schema.ts';
import { complaint } from '../../../test/grievance-fixtures.ts';
import { signedInFamilyJourney } from '../../../test/proposal-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// attack23: the buyer's own complaints (GET /v1/users/me/grievances) stop at the newest 100, with no page and no
// count: the cut the console's queue had until it was paged. A buyer with more than 100 complaints (5 an hour are
// allowed) no longer sees their oldest, even one still open past 14 days whose escalation route (the insurer's
// grievance officer, Bima Bharosa, the Ombudsman) the dashboard is the only place to show.
describeWithApp('attack23: a buyer with many complaints', (ctx, api) => {
  it('still lists their oldest complaint, open past 14 days with its escalation route, behind 100 newer ones', async () => {
    const b = await signedInFamilyJourney(ctx().app);
    const raised = await api('POST', '/v1/users/me/grievances', b.headers, complaint(b.journeyId));
    expect(raised.statusCode).toBe(201);
    const oldest = raised.json().grievance_id as string;
    const db = ctx().handle.db;
    await db
      .update(grievances)
      .set({ raisedAt: sql`now() - make_interval(days => 20)` })
      .where(eq(grievances.id, oldest));
    // 100 later complaints of the same buyer, each since closed (as 20 hours of 5 an hour would leave them).
    const [row] = await db.select().from(grievances).where(eq(grievances.id, oldest));
    await db.insert(grievances).values(
      Array.from({ length: 100 }, (_, i) => ({
        ...row!,
        id: randomUUID(),
        reference: `KV-G-${randomBytes(5).toString('hex').toUpperCase()}`,
        state: 'CLOSED',
        raisedAt: new Date(Date.now() - (100 - i) * 60_000),
        closedAt: new Date(),
      })),
    );

    const res = await api('GET', '/v1/users/me/grievances', b.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as
      { grievance_id: string; escalation: unknown }[] | { items: { grievance_id: string; escalation: unknown }[] };
    const listed = Array.isArray(body) ? body : body.items;
    const open = listed.find((g) => g.grievance_id === oldest);
    expect(open).toBeDefined();
    expect(open?.escalation).not.toBeNull();
  });
});
