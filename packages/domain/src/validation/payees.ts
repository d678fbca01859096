import type { TNominee } from '../api/health/proposal';
import type { TMotorNominee, TMotorOwner } from '../api/motor/motor-proposal';
import type { TTermNominees } from '../api/term/term-proposal';
import { PARENT_CHILD_MIN_GAP_YEARS, ageOn } from './age';
import { sameName, samePerson } from './kyc-match';
import { MESSAGES } from './messages';

// Who may receive a policy's money on the insured's death: never the insured. Each problem by its path in the step.

type Person = { full_name: string; dob: string };

/**
 * A term policy's sum assured is paid on the life assured's death (Insurance Act 1938 §39), to the nominees or, for a
 * nominee under 18, to the appointee: the life assured can be neither.
 */
export function termPayeeProblems(payees: TTermNominees, lifeAssured: Person): Record<string, string> {
  const problems: Record<string, string> = {};
  payees.nominees.forEach((n, i) => {
    if (samePerson(n, lifeAssured)) problems[`nominees.${i}.full_name`] = MESSAGES.NOMINEE_IS_INSURED;
    const gap = relationGapProblem(n.relation, n.dob, lifeAssured.dob);
    if (gap) problems[`nominees.${i}.dob`] = gap;
  });
  if (payees.appointee && samePerson(payees.appointee, lifeAssured))
    problems['appointee.full_name'] = MESSAGES.APPOINTEE_IS_INSURED;
  return problems;
}

/**
 * A parent is born at least PARENT_CHILD_MIN_GAP_YEARS before the life assured and a child as long after (the health
 * quote's rule for its members): a "mother" born after the life assured is a mistyped date or relation on the
 * record that decides who is paid.
 */
function relationGapProblem(relation: string, dob: string, lifeAssuredDob: string): string | null {
  const yearsBetween = (older: string, younger: string) => ageOn(older, younger) ?? 0;
  if (relation === 'FATHER' || relation === 'MOTHER')
    return yearsBetween(dob, lifeAssuredDob) >= PARENT_CHILD_MIN_GAP_YEARS ? null : MESSAGES.PARENT_NOMINEE_GAP;
  if (relation === 'SON' || relation === 'DAUGHTER')
    return yearsBetween(lifeAssuredDob, dob) >= PARENT_CHILD_MIN_GAP_YEARS ? null : MESSAGES.CHILD_NOMINEE_GAP;
  return null;
}

/**
 * The owner-driver's personal accident cover pays on the owner's death: the nominee (named with an age, not a date
 * of birth) is not the owner, nor is the appointee (named alone) who receives it for a minor, who is not the minor.
 */
export function motorPayeeProblems(nominee: TMotorNominee, owner: TMotorOwner): Record<string, string> {
  const problems: Record<string, string> = {};
  if (sameName(nominee.full_name, owner.full_name) && nominee.age === ageOn(owner.dob))
    problems.full_name = MESSAGES.NOMINEE_IS_INSURED;
  if (nominee.appointee_name && sameName(nominee.appointee_name, owner.full_name))
    problems.appointee_name = MESSAGES.APPOINTEE_IS_INSURED;
  // Named by age alone, the minor is known by name: a child named as their own appointee leaves no adult to pay.
  if (nominee.appointee_name && sameName(nominee.appointee_name, nominee.full_name))
    problems.appointee_name ??= MESSAGES.APPOINTEE_IS_NOMINEE;
  return problems;
}

/**
 * A health policy's nominee receives what it pays if the policyholder (the proposer, who may not be insured) dies,
 * through the appointee for a minor nominee: the proposer is neither. An appointee is known by a date of birth
 * where one is given, else by name alone.
 */
export function healthPayeeProblems(nominee: TNominee, proposer: Person): Record<string, string> {
  const problems: Record<string, string> = {};
  if (samePerson(nominee, proposer)) problems.full_name = MESSAGES.NOMINEE_IS_POLICYHOLDER;
  const appointee = nominee.appointee_full_name;
  if (
    appointee &&
    (nominee.appointee_dob
      ? samePerson({ full_name: appointee, dob: nominee.appointee_dob }, proposer)
      : sameName(appointee, proposer.full_name))
  )
    problems.appointee_full_name = MESSAGES.APPOINTEE_IS_POLICYHOLDER;
  return problems;
}

type Insured = Person & { gender: string };

/**
 * The insured Self is the proposer KYC checks, so one person: the same birth date and gender, and the same name as
 * sameName reads it (a middle name or an initial written or left out). Each problem by the record it is put on.
 */
export function selfIsProposerProblems(
  proposer: Insured,
  self: Insured,
): { proposer: Record<string, string>; self: Record<string, string> } {
  const onProposer: Record<string, string> = {};
  if (proposer.dob !== self.dob) onProposer.dob = MESSAGES.SELF_IS_PROPOSER_DOB;
  if (proposer.gender !== self.gender) onProposer.gender = MESSAGES.SELF_IS_PROPOSER_GENDER;
  const onSelf: Record<string, string> = {};
  if (!sameName(proposer.full_name, self.full_name)) onSelf.full_name = MESSAGES.SELF_IS_PROPOSER_NAME;
  return { proposer: onProposer, self: onSelf };
}
