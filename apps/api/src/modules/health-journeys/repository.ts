import type { TAddonRequestItem, TPremiumBreakup } from '@kavach/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys } from '../../db/schema.ts';
import type { StoredQuoteRequest } from '../health-quotes/create-async-quote.ts';

export type JourneyRow = Omit<typeof journeys.$inferSelect, 'quoteRequest' | 'addons' | 'premium' | 'quotedPremium'> & {
  quoteRequest: StoredQuoteRequest;
  addons: TAddonRequestItem[];
  premium: TPremiumBreakup;
  quotedPremium: TPremiumBreakup;
};

export function createJourneyRepository(db: Database) {
  return {
    async insert(values: Omit<typeof journeys.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<JourneyRow> {
      const [row] = await db.insert(journeys).values(values).returning();
      if (!row) throw new Error('journey insert returned nothing');
      return row as JourneyRow;
    },
    async findById(id: string): Promise<JourneyRow | undefined> {
      const [row] = await db.select().from(journeys).where(eq(journeys.id, id)).limit(1);
      return row as JourneyRow | undefined;
    },
    async updateProposal(id: string, patch: Partial<Pick<typeof journeys.$inferInsert, 'proposer' | 'insuredMembers' | 'nominee' | 'contact' | 'medical' | 'journeyStep'>>): Promise<void> {
      await db.update(journeys).set({ ...patch, updatedAt: sql`now()` }).where(eq(journeys.id, id));
    },
    async setStatus(id: string, status: 'INITIATED' | 'CONFIRMED' | 'PAID'): Promise<void> {
      await db.update(journeys).set({ status, updatedAt: sql`now()` }).where(eq(journeys.id, id));
    },
    async updatePricing(id: string, addons: TAddonRequestItem[], premium: TPremiumBreakup): Promise<void> {
      await db.update(journeys).set({ addons, premium, updatedAt: sql`now()` }).where(eq(journeys.id, id));
    },
  };
}

export type JourneyRepository = ReturnType<typeof createJourneyRepository>;
