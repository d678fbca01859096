import { isOneOf, JOURNEY_VERTICALS, pickKeys, VERTICAL_REGISTRY, type Retained } from '@kavach/domain';
import { getTableColumns, type Table } from 'drizzle-orm';
import { journeys, paymentAttempts, users } from '../../db/schema.ts';
import type { JourneySnapshot } from '../payments/journey-snapshot.ts';

/**
 * What account deletion keeps of a paid journey: the record of the contract that insurance law requires us to
 * keep (SECURITY.md, "Account deletion"; DPDP Act 2023 §8(7) lets retention that a law requires override
 * erasure). Columns are named here; every other nullable column is cleared — so a column added later is erased
 * by default, never kept by accident — and JSON columns keep only the keys listed.
 */
export const RETAINED_JOURNEY_COLUMNS = [
  'id',
  'vertical',
  'sessionId',
  'userId',
  'quoteId',
  'planId',
  'insurerId',
  'addons',
  'premium',
  'quotedPremium',
  'status',
  'journeyStep',
  'confirmedAt',
  'createdAt',
  'updatedAt',
] as const;
/**
 * The JSON columns a paid journey keeps reduced, as its vertical's registry entry says (`retained`): of the proposal,
 * the policyholder and how to reach them, who or what is covered, who is paid a claim (Insurance Act 1938 §39: the
 * nomination); of the quote request, the cover bought. PAN, medical answers, income and the answers a quote was
 * priced from go; so does everything not named. Each vertical's schedule renders from this.
 */
export const REDUCED_COLUMNS = ['proposal', 'quoteRequest'] as const;

/**
 * Payment attempts of a paid journey are financial records, refunds included (the gateway's payment and refund
 * ids are what a reconciliation or a dispute is settled by); a column added later is cleared unless named here.
 * The attempt's copy of the confirmed snapshot is kept reduced (retainedSnapshot), like the policy's.
 */
export const RETAINED_ATTEMPT_COLUMNS = [
  'id',
  'journeyId',
  'provider',
  'amountPaise',
  'status',
  'purpose',
  'snapshot',
  'providerOrderId',
  'providerPaymentId',
  'failureReason',
  'refundPaise',
  'refundId',
  'refundClaimedAt',
  'keptAt',
  'createdAt',
  'updatedAt',
] as const;
/**
 * The user row stays, anonymised, so retained policies still point at one account; mobile, e-mail, Google id and name
 * go.
 */
export const RETAINED_USER_COLUMNS = ['id', 'createdAt', 'erasedAt'] as const;
/** An erased account is contacted by nobody: its marketing consent goes with its contact data (issue 19). */
export const REDUCED_USER_COLUMNS = { marketingConsent: false } as const;

/** Null for every nullable column of the table that is not kept. */
export function clearedColumns(table: Table, kept: readonly string[]): Record<string, null> {
  const set: Record<string, null> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)))
    if (!kept.includes(key) && !column.notNull) set[key] = null;
  return set;
}

/**
 * The premium as paid, with its breakdown, less what the declaration named: each loading keeps its percent (what the
 * premium was raised by) and loses the condition and the reason, which are health data the erasure removes.
 */
const PREMIUM_COLUMNS = ['premium', 'quotedPremium'] as const;
function withoutDeclaredConditions(premium: unknown): unknown {
  if (!premium || typeof premium !== 'object' || !('loadings' in premium) || !Array.isArray(premium.loadings))
    return premium;
  return { ...premium, loadings: premium.loadings.map((l: { percent?: unknown }) => ({ percent: l.percent })) };
}

/** What a vertical keeps; a record of a vertical this code does not know keeps nothing of its proposal or request. */
const reducedFor = (vertical: unknown): Retained =>
  isOneOf(JOURNEY_VERTICALS, vertical) ? VERTICAL_REGISTRY[vertical].retained : { proposal: {}, quoteRequest: {} };

/** A kept column's value as the record keeps it: reduced to its listed keys, a premium less its conditions, or whole. */
function keptValue(column: string, value: unknown, reduced: Retained): unknown {
  if (isOneOf(REDUCED_COLUMNS, column)) return pickKeys(value, reduced[column]);
  if (isOneOf(PREMIUM_COLUMNS, column)) return withoutDeclaredConditions(value);
  return value;
}

/** The update that reduces a paid journey to its retained record. */
export function retainedJourney(row: typeof journeys.$inferSelect): Record<string, unknown> {
  const reduced = reducedFor(row.vertical);
  return {
    ...clearedColumns(journeys, [...RETAINED_JOURNEY_COLUMNS, ...REDUCED_COLUMNS]),
    ...Object.fromEntries(
      [...REDUCED_COLUMNS, ...PREMIUM_COLUMNS].map((column) => [column, keptValue(column, row[column], reduced)]),
    ),
  };
}

/**
 * The policy's copy of what was paid for, reduced like the journey: the cover and the people on it as the
 * retained journey keeps them; the medical declaration, PAN, date of birth of the proposer and KYC result go.
 */
export function retainedSnapshot(snapshot: unknown): Partial<JourneySnapshot> | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const reduced = reducedFor((snapshot as { vertical?: unknown }).vertical);
  const kept = Object.entries(snapshot).filter(
    ([key]) => isOneOf(RETAINED_JOURNEY_COLUMNS, key) || isOneOf(REDUCED_COLUMNS, key),
  );
  return Object.fromEntries(kept.map(([key, value]) => [key, keptValue(key, value, reduced)]));
}

export const clearedAttempt = () => clearedColumns(paymentAttempts, RETAINED_ATTEMPT_COLUMNS);
export const clearedUser = () => clearedColumns(users, RETAINED_USER_COLUMNS);
