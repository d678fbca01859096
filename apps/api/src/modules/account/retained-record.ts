import { isOneOf } from '@kavach/domain';
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
export const REDUCED_JOURNEY_COLUMNS = {
  // The policyholder and how to reach them, for servicing, renewal notices and claims.
  proposer: ['full_name', 'mobile'],
  contact: ['mobile', 'email', 'address_1', 'address_2', 'address_3', 'area', 'city', 'state', 'pincode'],
  // Who is covered: a claim is checked against the insured person's name and date of birth.
  insuredMembers: ['member_id', 'relation', 'full_name', 'dob'],
  // Insurance Act 1938 §39: the nomination decides who is paid a claim.
  nominee: ['nominee_relation', 'full_name', 'appointee_relation', 'appointee_full_name'],
  // The cover bought; the members, pincode and declared conditions it was priced from go.
  quoteRequest: [
    'request_type',
    'plan_id',
    'policy_period',
    'member_coverage_plan_type',
    'sum_insured_min',
    'sum_insured_max',
    'sum_assured',
  ],
} as const satisfies Partial<Record<keyof typeof journeys.$inferSelect, readonly string[]>>;

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
  'snapshot',
  'providerOrderId',
  'providerPaymentId',
  'failureReason',
  'refundPaise',
  'refundId',
  'refundClaimedAt',
  'createdAt',
  'updatedAt',
] as const;
/** The user row stays, anonymised, so retained policies still point at one account; mobile, e-mail, Google id and name go. */
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

function pickKeys(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => pickKeys(v, keys));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => keys.includes(k)));
}

/** The update that reduces a paid journey to its retained record. */
export function retainedJourney(row: typeof journeys.$inferSelect): Record<string, unknown> {
  const reduced = Object.fromEntries(
    Object.entries(REDUCED_JOURNEY_COLUMNS).map(([column, keys]) => [
      column,
      pickKeys(row[column as keyof typeof row], keys),
    ]),
  );
  return {
    ...clearedColumns(journeys, [...RETAINED_JOURNEY_COLUMNS, ...Object.keys(REDUCED_JOURNEY_COLUMNS)]),
    ...reduced,
  };
}

/**
 * The policy's copy of what was paid for, reduced like the journey: the cover and the people on it as the
 * retained journey keeps them; the medical declaration, PAN, date of birth of the proposer and KYC result go.
 */
export function retainedSnapshot(snapshot: unknown): Partial<JourneySnapshot> | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const kept = Object.entries(snapshot).filter(
    ([key]) => isOneOf(RETAINED_JOURNEY_COLUMNS, key) || key in REDUCED_JOURNEY_COLUMNS,
  );
  return Object.fromEntries(
    kept.map(([key, value]) => [
      key,
      key in REDUCED_JOURNEY_COLUMNS
        ? pickKeys(value, REDUCED_JOURNEY_COLUMNS[key as keyof typeof REDUCED_JOURNEY_COLUMNS])
        : value,
    ]),
  );
}

export const clearedAttempt = () => clearedColumns(paymentAttempts, RETAINED_ATTEMPT_COLUMNS);
export const clearedUser = () => clearedColumns(users, RETAINED_USER_COLUMNS);
