import { pickKeys, TERM_RETAINED, ZTermQuoteRequest } from '@kavach/domain';
import { expect, it } from 'vitest';
import { dobForAge, termQuote } from '../../../test/term-fixtures.ts';
import { ZStoredTermRequest, ZTermCoverOnRecord } from './stored-term-request.ts';

const stored = {
  ...ZTermQuoteRequest.parse(termQuote({ dob: dobForAge(40), sum_assured: 20_000_000 })),
  policy_term: 25,
  premium_paying_term: 25,
  pincode_details: { district: 'Pune', state: 'Maharashtra' },
};

it('reads a stored term request whole, as it was stored', () => {
  expect(ZStoredTermRequest.parse(stored)).toEqual(stored);
});

// Account deletion keeps only what TERM_RETAINED names; the schedule and the policy's term still read it.
it('reads the cover on record of a request reduced at account deletion, which no longer reads whole', () => {
  const reduced = pickKeys(stored, TERM_RETAINED.quoteRequest);
  expect(ZStoredTermRequest.safeParse(reduced).success).toBe(false);
  expect(ZTermCoverOnRecord.parse(reduced)).toEqual({
    dob: dobForAge(40),
    gender: 'MALE',
    sum_assured: 20_000_000,
    cover_till_age: 65,
    policy_term: 25,
    payment_frequency: 'YEARLY',
  });
});
