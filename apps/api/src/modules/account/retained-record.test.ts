import { isOneOf } from '@kavach/domain';
import { getTableColumns, type Table } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys, paymentAttempts, users } from '../../db/schema.ts';
import {
  REDUCED_COLUMNS,
  RETAINED_ATTEMPT_COLUMNS,
  RETAINED_JOURNEY_COLUMNS,
  REDUCED_USER_COLUMNS,
  RETAINED_USER_COLUMNS,
  retainedJourney,
} from './retained-record.ts';

// Account deletion clears every nullable column it does not name. A NOT NULL column cannot be cleared that
// way, so each one must be named as kept or reduced on purpose: a new one fails here until someone decides.
const notNullColumns = (table: Table) =>
  Object.entries(getTableColumns(table))
    .filter(([, c]) => c.notNull)
    .map(([key]) => key);

it.each([
  ['journeys', journeys, [...RETAINED_JOURNEY_COLUMNS, ...REDUCED_COLUMNS]],
  ['payment_attempts', paymentAttempts, [...RETAINED_ATTEMPT_COLUMNS]],
  ['users', users, [...RETAINED_USER_COLUMNS, ...Object.keys(REDUCED_USER_COLUMNS)]],
] as const)('every NOT NULL column of %s is named as kept or reduced', (_name, table, named) => {
  const unnamed = notNullColumns(table).filter((key) => !isOneOf(named, key));
  expect(unnamed).toEqual([]);
});

// The CKYC registry's remembered answer is keyed by a hash of the PAN, name and birth date: personal data, so the
// reduced record keeps none of it, and neither does any other KYC column.
it('the reduced journey keeps no CKYC answer and no KYC review', () => {
  const row = {
    vertical: 'HEALTH',
    proposal: { proposer: { full_name: 'Rahul Kulkarni', pan_number: 'ABCDE1234F' }, medical: [] },
    ckycSearch: { identity: 'a'.repeat(64), answer: 'FOUND', searched_at: '2026-01-01T00:00:00.000Z' },
    kycReviewStatus: 'APPROVED',
  } as unknown as typeof journeys.$inferSelect;
  const reduced = retainedJourney(row);
  const kycColumns = Object.keys(getTableColumns(journeys)).filter((key) => /^(ckyc|kyc)/.test(key));
  expect(kycColumns).toContain('ckycSearch');
  for (const key of kycColumns) expect(reduced[key], key).toBeNull();
  expect(reduced.proposal).toEqual({ proposer: { full_name: 'Rahul Kulkarni' } });
});
