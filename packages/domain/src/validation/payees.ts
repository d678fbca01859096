import type { TMotorNominee, TMotorOwner } from '../api/motor/motor-proposal';
import type { TTermNominees } from '../api/term/term-proposal';
import { ageOn } from './age';
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
  });
  if (payees.appointee && samePerson(payees.appointee, lifeAssured))
    problems['appointee.full_name'] = MESSAGES.APPOINTEE_IS_INSURED;
  return problems;
}

/**
 * The owner-driver's personal accident cover pays on the owner's death: the nominee (named with an age, not a date
 * of birth) is not the owner, nor is the appointee (named alone) who receives it for a minor.
 */
export function motorPayeeProblems(nominee: TMotorNominee, owner: TMotorOwner): Record<string, string> {
  const problems: Record<string, string> = {};
  if (sameName(nominee.full_name, owner.full_name) && nominee.age === ageOn(owner.dob))
    problems.full_name = MESSAGES.NOMINEE_IS_INSURED;
  if (nominee.appointee_name && sameName(nominee.appointee_name, owner.full_name))
    problems.appointee_name = MESSAGES.APPOINTEE_IS_INSURED;
  return problems;
}
