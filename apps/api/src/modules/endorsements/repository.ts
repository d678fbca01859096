import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { OPEN_ENDORSEMENT_STATUSES, ZContactChange, ZEndorsementChange, type TEndorsementChange } from '@kavach/domain';
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
      /** A change the insurer priced: it waits for the buyer's payment of that price, for the day it is for. */
      priced?: { premiumDifferencePaise: number; effectiveOn: string },
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
          .values({ ...values, kind: values.change.kind, status: priced ? 'AWAITING_PAYMENT' : 'SENDING', ...priced })
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
    /** The latest change of a kind asked on the policy, open or not. */
    async latestOfKind(policyId: string, kind: EndorsementRow['kind']): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .select()
        .from(endorsements)
        .where(and(eq(endorsements.policyId, policyId), eq(endorsements.kind, kind)))
        .orderBy(desc(endorsements.createdAt))
        .limit(1);
      return row;
    },
    /**
     * The insurer's price for today, for a change still waiting to be paid whose earlier price lapsed: a payment opened
     * for the old price no longer counts (its money goes back: change-payment.ts). A price of nothing (a few days left)
     * sends the change as it is, with nothing to pay.
     */
    async requote(id: string, priced: { premiumDifferencePaise: number; effectiveOn: string } | null) {
      const [row] = await db
        .update(endorsements)
        .set({
          ...(priced ?? { status: 'SENDING' as const, premiumDifferencePaise: 0 }),
          paymentAttemptId: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(endorsements.id, id), eq(endorsements.status, 'AWAITING_PAYMENT')))
        .returning();
      return row;
    },
    /**
     * Money kept for a change: AWAITING_PAYMENT → SENDING, once, and only for the payment it waits for, of its price. Answers the
     * change when this call moved it, 'SENT' when an earlier call did, 'CLOSED' when no change takes this money (it
     * was withdrawn, or paid by a later payment): then it goes back.
     */
    async markPaid(paymentAttemptId: string, amountPaise: number): Promise<EndorsementRow | 'SENT' | 'CLOSED'> {
      const [moved] = await db
        .update(endorsements)
        .set({ status: 'SENDING', updatedAt: sql`now()` })
        .where(
          and(
            eq(endorsements.paymentAttemptId, paymentAttemptId),
            eq(endorsements.status, 'AWAITING_PAYMENT'),
            // Only the price it waits for: money of another amount is not this change's.
            eq(endorsements.premiumDifferencePaise, amountPaise),
          ),
        )
        .returning();
      if (moved) return moved;
      const [paidBy] = await db
        .select({ status: endorsements.status })
        .from(endorsements)
        .where(eq(endorsements.paymentAttemptId, paymentAttemptId));
      return paidBy?.status === 'SENDING' || paidBy?.status === 'APPROVED' ? 'SENT' : 'CLOSED';
    },
    /** The buyer withdraws a change they have not paid for: AWAITING_PAYMENT → WITHDRAWN, once. */
    async withdraw(id: string): Promise<EndorsementRow | undefined> {
      const [row] = await db
        .update(endorsements)
        .set({ status: 'WITHDRAWN', updatedAt: sql`now()` })
        .where(and(eq(endorsements.id, id), eq(endorsements.status, 'AWAITING_PAYMENT')))
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
    /** The approved changes of these policies, oldest first, with the change parsed: what they make of each. */
    async approvedOf(policyIds: string[]): Promise<(EndorsementRow & { change: TEndorsementChange })[]> {
      if (policyIds.length === 0) return [];
      const rows = await db
        .select()
        .from(endorsements)
        .where(and(inArray(endorsements.policyId, policyIds), eq(endorsements.status, 'APPROVED')))
        .orderBy(asc(endorsements.updatedAt));
      return rows.map((row) => ({ ...row, change: ZEndorsementChange.parse(row.change) }));
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
