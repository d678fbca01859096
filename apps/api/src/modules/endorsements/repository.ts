import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { OPEN_ENDORSEMENT_STATUSES, ZContactChange, type TEndorsementChange } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { endorsements, policies } from '../../db/schema.ts';
import type { TEndorsementAnswer } from '../../providers/insurers/policy-connector.ts';

export type EndorsementRow = typeof endorsements.$inferSelect;

/** Kavach's record of the changes asked for on its policies: every move a guarded update. */
export function createEndorsementRepository(db: Database) {
  return {
    async byId(id: string): Promise<EndorsementRow | undefined> {
      const [row] = await db.select().from(endorsements).where(eq(endorsements.id, id));
      return row;
    },
    /** The policy's changes, oldest first. */
    forPolicy(policyId: string): Promise<EndorsementRow[]> {
      return db
        .select()
        .from(endorsements)
        .where(eq(endorsements.policyId, policyId))
        .orderBy(asc(endorsements.createdAt));
    },
    /**
     * A new change, SENDING (`opened`), unless the policy's latest change of the kind is this one (`same`: open or
     * made) or another still open (`busy`): then that one. Decided under the policy row's lock, so two processes asked
     * at once — a second tab, a replay — see each other's change even when the insurer approved the first before the
     * second looked.
     */
    open(
      values: { policyId: string; journeyId: string; change: TEndorsementChange },
      isSame: (row: EndorsementRow) => boolean,
    ): Promise<{ row: EndorsementRow; outcome: 'opened' | 'same' | 'busy' }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, values.policyId)).for('update');
        const [last] = await tx
          .select()
          .from(endorsements)
          .where(and(eq(endorsements.policyId, values.policyId), eq(endorsements.kind, values.change.kind)))
          .orderBy(desc(endorsements.createdAt))
          .limit(1);
        if (last) {
          const open = (OPEN_ENDORSEMENT_STATUSES as readonly string[]).includes(last.status);
          const same = (open || last.status === 'APPROVED') && isSame(last);
          if (same) return { row: last, outcome: 'same' };
          if (open) return { row: last, outcome: 'busy' };
        }
        const [row] = await tx
          .insert(endorsements)
          .values({ ...values, kind: values.change.kind, status: 'SENDING' })
          .returning();
        if (!row) throw new Error('endorsement insert returned no row');
        return { row, outcome: 'opened' };
      });
    },
    /**
     * The insurer's answer, applied once and in order: only to a change still SENDING, and only when newer than the one
     * applied (a repeat or a late answer changes nothing). PENDING keeps it SENDING.
     */
    async applyAnswer(id: string, answer: TEndorsementAnswer): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .update(endorsements)
        .set({
          status: answer.status === 'PENDING' ? 'SENDING' : answer.status,
          insurerRef: answer.endorsement_id,
          insurerVersion: answer.version,
          endorsementNumber: answer.endorsement_number,
          effectiveOn: answer.effective_on,
          reason: answer.reason,
          schedulePdf: answer.schedule_pdf ? Buffer.from(answer.schedule_pdf, 'base64') : null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(endorsements.id, id),
            eq(endorsements.status, 'SENDING'),
            sql`${endorsements.insurerVersion} < ${answer.version}`,
          ),
        )
        .returning();
      return row;
    },
    /** The revised schedule in force: the latest change the insurer approved with one, or undefined. */
    async currentSchedule(policyId: string): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .select()
        .from(endorsements)
        .where(
          and(
            eq(endorsements.policyId, policyId),
            eq(endorsements.status, 'APPROVED'),
            gt(endorsements.insurerVersion, 0),
          ),
        )
        .orderBy(desc(endorsements.updatedAt))
        .limit(1);
      return row;
    },
    /** The contact the insurer last approved for the journey's policy: where its notices go. */
    async approvedContact(journeyId: string): Promise<{ mobile: string | null; email: string | null }> {
      const rows = await db
        .select({ change: endorsements.change })
        .from(endorsements)
        .where(
          and(
            eq(endorsements.journeyId, journeyId),
            eq(endorsements.kind, 'CONTACT'),
            eq(endorsements.status, 'APPROVED'),
          ),
        )
        .orderBy(asc(endorsements.updatedAt));
      let mobile: string | null = null;
      let email: string | null = null;
      for (const { change } of rows) {
        const c = ZContactChange.safeParse(change);
        if (!c.success) continue;
        mobile = c.data.mobile ?? mobile;
        email = c.data.email ?? email;
      }
      return { mobile, email };
    },
    /** Changes still to be sent (a crash before the send, a lost job): what the sweep hands to the queue again. */
    unsent(): Promise<EndorsementRow[]> {
      return db
        .select()
        .from(endorsements)
        .where(and(eq(endorsements.status, 'SENDING'), sql`${endorsements.updatedAt} < now() - interval '1 minute'`))
        .limit(50);
    },
  };
}
export type EndorsementRepository = ReturnType<typeof createEndorsementRepository>;
