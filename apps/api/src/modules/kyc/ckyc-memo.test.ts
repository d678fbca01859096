import { expect, it } from 'vitest';
import { ckycIdentity, CONFIRMATION_REUSE, READ_REUSE, reusableAnswer, type CkycMemo } from './ckyc-memo.ts';

const rahul = { pan_number: 'ABCDE1234F', full_name: 'Rahul Kulkarni', dob: '1990-04-12' };
const at = new Date('2026-03-01T10:00:00.000Z');
const memo = (answer: CkycMemo['answer'], minutesAgo: number): CkycMemo => ({
  identity: ckycIdentity(rahul),
  answer,
  searched_at: new Date(at.getTime() - minutesAgo * 60_000).toISOString(),
});

it.each([
  [
    'the same person typed in other case and spacing',
    { pan_number: 'abcde1234f', full_name: ' rahul  KULKARNI' },
    true,
  ],
  ['another PAN', { pan_number: 'ABCDM1234F' }, false],
  ['another name', { full_name: 'Rahul Suresh Kulkarni' }, false],
  ['another birth date', { dob: '1990-04-13' }, false],
  ['no birth date', { dob: null }, false],
])('the registry is asked about %s: same identity %s', (_case, change, same) => {
  expect(ckycIdentity({ ...rahul, ...change }) === ckycIdentity(rahul)).toBe(same);
});

it('keeps no copy of the PAN or name', () => {
  const identity = ckycIdentity(rahul);
  expect(identity).toMatch(/^[0-9a-f]{64}$/);
  expect(identity.toUpperCase()).not.toContain('ABCDE1234F');
});

// Each row: what the registry said, how many minutes ago, and whether a read and a confirmation reuse it.
it.each([
  ['FOUND', 1, true, true],
  ['FOUND', 9, true, true],
  ['FOUND', 11, true, false],
  ['FOUND', 23 * 60, true, false],
  ['FOUND', 25 * 60, false, false],
  ['NOT_FOUND', 11, true, false],
  ['NOT_FOUND', 25 * 60, false, false],
  // An outage is no answer: held back a minute (no search per read), then asked again.
  ['UNREACHABLE', 0.5, true, true],
  ['UNREACHABLE', 2, false, false],
] as const)('%s from %s minutes ago: a read reuses it %s, a confirmation %s', (answer, minutesAgo, read, confirm) => {
  const remembered = memo(answer, minutesAgo);
  const identity = ckycIdentity(rahul);
  expect(reusableAnswer(remembered, identity, READ_REUSE, at)).toBe(read ? answer : null);
  expect(reusableAnswer(remembered, identity, CONFIRMATION_REUSE, at)).toBe(confirm ? answer : null);
});

it('an answer about someone else, or none, is never reused', () => {
  expect(reusableAnswer(memo('FOUND', 1), ckycIdentity({ ...rahul, pan_number: 'ABCDM1234F' }), READ_REUSE, at)).toBe(
    null,
  );
  expect(reusableAnswer(null, ckycIdentity(rahul), READ_REUSE, at)).toBe(null);
});
