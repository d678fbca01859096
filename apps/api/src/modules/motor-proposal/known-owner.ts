import { isRecord, type TKnownOwner } from '@kavach/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journeys, users } from '../../db/schema.ts';
import { journeyOf, type Journey } from '../journeys/journey.ts';

/** The owner step's fields another proposal of the same buyer may already hold, under the same names. */
const OWNER_KEYS = [
  'full_name',
  'dob',
  'gender',
  'pan_number',
  'mobile',
  'email',
  'address_1',
  'city',
  'state',
  'pincode',
] as const satisfies readonly (keyof TKnownOwner)[];
/** How many of the buyer's latest other proposals are read for them. */
const PROPOSALS_READ = 10;

/**
 * Issue 48: what Kavach already knows of a signed-in buyer for the motor owner step, so they are not asked it again:
 * the newest of their other proposals (of any vertical) that gave each field — the proposer's and the contact's —
 * and the account's name, mobile and e-mail. Only ever the buyer's own: the journey is theirs (the route checked).
 */
export async function knownOwner(db: Database, journey: Journey<'MOTOR'>): Promise<TKnownOwner> {
  const userId = journey.userId;
  if (!userId) return {};
  const [account] = await db
    .select({ fullName: users.fullName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select()
    .from(journeys)
    .where(and(eq(journeys.userId, userId), ne(journeys.id, journey.id)))
    .orderBy(desc(journeys.updatedAt))
    .limit(PROPOSALS_READ);
  const known: TKnownOwner = {};
  const take = (source: unknown) => {
    if (!isRecord(source)) return;
    for (const key of OWNER_KEYS) {
      const value = source[key];
      if (typeof value === 'string' && value.trim() !== '' && known[key] === undefined) known[key] = value;
    }
  };
  // The login's mobile and e-mail are the buyer's now; a proposal's name is as the buyer's documents spell it.
  take({ mobile: account?.mobile, email: account?.email });
  for (const row of rows) {
    let proposal: unknown;
    try {
      proposal = journeyOf(row).proposal;
    } catch {
      continue; // A proposal no schema reads helps nothing here; the journey's own routes report it.
    }
    if (!isRecord(proposal)) continue;
    take(proposal.proposer);
    take(proposal.contact);
  }
  take({ full_name: account?.fullName });
  return known;
}
