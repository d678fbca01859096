import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { OPEN_ENDORSEMENT_STATUSES, ZContactChange, type TEndorsementChange } from '@kavach/domain';
import type { Database } from '../../db/client.ts';
import { endorsements } from '../../db/schema.ts';
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
    /** The policy's open change of this kind, if any (at most one: the partial unique index). */
    async openOf(policyId: string, kind: EndorsementRow['kind']): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .select()
        .from(endorsements)
        .where(
          and(
            eq(endorsements.policyId, policyId),
            eq(endorsements.kind, kind),
            inArray(endorsements.status, [...OPEN_ENDORSEMENT_STATUSES]),
          ),
        );
      return row;
    },
    /**
     * A new change, SENDING: undefined when the policy has one of the kind open already (a second tab, a replay, two
     * processes at once — the partial unique index lets one in).
     */
    async open(values: {
      policyId: string;
      journeyId: string;
      change: TEndorsementChange;
    }): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .insert(endorsements)
        .values({ ...values, kind: values.change.kind, status: 'SENDING' })
        .onConflictDoNothing()
        .returning();
      return row;
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
