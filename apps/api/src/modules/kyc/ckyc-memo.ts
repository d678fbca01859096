import { createHash } from 'node:crypto';
import type { CkycAnswer } from '../../providers/ckyc/index.ts';
import type { Journey } from '../journeys/journey.ts';
import type { KycPerson } from '../journeys/vertical.ts';

/** The registry's last answer on a journey (journeys.ckyc_search): for whom, what, when. */
export type CkycMemo = NonNullable<Journey['ckycSearch']>;

/** How long each answer is reused, by what it was. */
export type CkycReuse = Record<CkycAnswer, number>;

const MINUTE_MS = 60_000;
/**
 * Each CKYC search is a paid call. A read of the journey (the KYC screen, the review page) reuses the answer for the
 * same person a day; a registry that could not be reached is asked again after a minute, never taken as "not found".
 */
export const READ_REUSE: CkycReuse = {
  FOUND: 24 * 60 * MINUTE_MS,
  NOT_FOUND: 24 * 60 * MINUTE_MS,
  UNREACHABLE: MINUTE_MS,
};
/** Confirmation freezes the KYC result that money follows: it reuses only an answer of the last ten minutes. */
export const CONFIRMATION_REUSE: CkycReuse = {
  FOUND: 10 * MINUTE_MS,
  NOT_FOUND: 10 * MINUTE_MS,
  UNREACHABLE: MINUTE_MS,
};

/**
 * Who the registry is asked about: the PAN with the name and birth date the answer is checked against, compared as
 * `sameKycIdentity` compares them. Hashed, so the memo never holds a second copy of the PAN.
 */
export function ckycIdentity(person: Pick<KycPerson, 'pan_number' | 'full_name' | 'dob'>): string {
  const name = person.full_name.trim().replace(/\s+/g, ' ').toUpperCase();
  return createHash('sha256')
    .update(JSON.stringify([person.pan_number.trim().toUpperCase(), name, person.dob ?? '']))
    .digest('hex');
}

/** The remembered answer, if it is about this person and still young enough to reuse; else null (ask the registry). */
export function reusableAnswer(
  memo: CkycMemo | null,
  identity: string,
  reuse: CkycReuse,
  now = new Date(),
): CkycAnswer | null {
  if (!memo || memo.identity !== identity) return null;
  return now.getTime() - Date.parse(memo.searched_at) < reuse[memo.answer] ? memo.answer : null;
}
