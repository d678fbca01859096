import { STAFF_PASSWORD_TOO_SHORT, ZStaffPassword } from '@kavach/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { invalidField } from '../../lib/app-error.ts';

/**
 * zxcvbn's score (0–4) a staff password must reach: 4, at least 10^10 guesses. Below it fall every password of its
 * common-password list, keyboard walks, repeats, sequences and dates, a word with a year or digits after it (any
 * password of twelve or more characters counts 10^8 at the least, so 3 would let those through), and the words of the
 * account or the service.
 */
const MIN_SCORE = 4;
export const STAFF_PASSWORD_TOO_COMMON =
  'This password is too common or too easy to guess: use a few unrelated words, or a password manager';

let checker: ZxcvbnFactory | undefined;
/** Built on first use: its dictionaries take a moment to load, and most processes never see a password. */
const zxcvbn = () =>
  (checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/**
 * NIST SP 800-63B, section 5.1.1.2: a memorised secret is refused when it is too short, or when it is a commonly
 * used, expected or compromised value (common passwords, repeats and sequences, words of the service or the account).
 * `context` is those words: the member's e-mail and name. Throws a 400 on the password field.
 */
export function refuseWeakPassword(password: string, context: readonly string[]): void {
  if (!ZStaffPassword.safeParse(password).success) throw invalidField('password', STAFF_PASSWORD_TOO_SHORT);
  const parts = context.map((c) => c.split(/[^\p{L}\p{N}]+/u));
  const words = [...context, ...parts.flat(), ...parts.map((p) => p.join('')), 'kavach', 'broker', 'insurance'];
  if (
    zxcvbn().check(
      password,
      words.filter((w) => w.length >= 3),
    ).score < MIN_SCORE
  )
    throw invalidField('password', STAFF_PASSWORD_TOO_COMMON);
}
