import {
  MESSAGES,
  todayIso,
  termPayeeProblems,
  type TTermContact,
  type TTermLifeAssured,
  type TTermLifestyle,
  type TTermNominees,
  TERM_COMPLETE,
  completePart,
} from '@kavach/domain';
import type { TermCatalogue } from '@kavach/rating';
import { AppError, invalidField, refuseProblems } from '../../lib/app-error.ts';
import { proposalSteps } from '../journeys/proposal-steps.ts';
import type { JourneyRepository } from '../journeys/repository.ts';
import { withPart, type Journey } from '../journeys/journey.ts';
import type { Database } from '../../db/client.ts';
import { heldCoverProblem } from '../term/held-life-cover.ts';
import {
  lifeAssuredOf,
  lifestyleOf,
  nextTermStep,
  priceTermJourney,
  termCoverOf,
  termRequestOf,
} from '../term/term-journey.ts';

/** `db`: the save's transaction, where the life assured's other purchases are read. */
export type TermStepDeps = { catalogue: TermCatalogue; journeys: JourneyRepository; db: Database };

const { saveStep } = proposalSteps(nextTermStep);

/**
 * The life assured: the cover, with the life cover they already hold through Kavach and elsewhere, must fit the
 * income (termCoverMultiple; asked again under a lock at confirmation, held-life-cover.ts), and a smoker status other
 * than the quote's re-prices the journey on it — a wrong answer here would void the claim, so the price follows the answer.
 */
export async function saveLifeAssured(
  deps: TermStepDeps,
  journey: Journey<'TERM'>,
  body: { life_assured: TTermLifeAssured },
) {
  const person = body.life_assured;
  const request = termRequestOf(journey);
  const problem = await heldCoverProblem(deps.db, withPart(journey, { proposer: person }), todayIso());
  if (problem) throw invalidField('annual_income', problem);
  // Named after the nominees (going back to this step): still not one of them.
  const payees = completePart(TERM_COMPLETE.nominees, journey.proposal.nominees);
  const renamed = payees ? Object.keys(termPayeeProblems(payees, insuredPerson(journey, person))) : [];
  if (renamed.some((path) => path.endsWith('full_name')))
    throw invalidField('life_assured.full_name', MESSAGES.NOMINEE_IS_INSURED);
  const lifestyle = lifestyleOf(journey);
  if (lifestyle && lifestyle.tobacco !== person.is_smoker) {
    throw invalidField(
      'is_smoker',
      'This differs from the tobacco answer in your lifestyle declaration: change that answer too',
    );
  }
  if (person.is_smoker !== request.is_smoker) {
    const repriced = { ...request, is_smoker: person.is_smoker };
    await deps.journeys.updateQuotedPricing(
      journey.id,
      repriced as never,
      priceTermJourney(deps.catalogue, journey, { request: repriced }),
    );
  }
  return saveStep(deps, journey, { proposer: person });
}

/** The life assured, as the quote's date of birth and the proposal's name: who a term policy's money cannot go to. */
const insuredPerson = (journey: Journey<'TERM'>, person: Pick<TTermLifeAssured, 'full_name'>) => ({
  full_name: person.full_name,
  dob: termCoverOf(journey).dob,
});

/**
 * The nominees and appointee, none of them the life assured, each parent or child of the age the relation says
 * (termPayeeProblems).
 */
export async function saveTermNominees(
  deps: TermStepDeps,
  journey: Journey<'TERM'>,
  body: { nominee_details: TTermNominees },
) {
  const person = lifeAssuredOf(journey);
  if (person)
    refuseProblems('nominee_details', termPayeeProblems(body.nominee_details, insuredPerson(journey, person)));
  return saveStep(deps, journey, { nominees: body.nominee_details });
}

export const saveTermContact = (
  deps: TermStepDeps,
  journey: Journey<'TERM'>,
  body: { contact_details: TTermContact },
) => saveStep(deps, journey, { contact: body.contact_details });

/** The declaration re-prices the journey by the plan's rules; tobacco must agree with the confirmed smoker status. */
export async function saveLifestyle(deps: TermStepDeps, journey: Journey<'TERM'>, body: { lifestyle: TTermLifestyle }) {
  const person = lifeAssuredOf(journey);
  if (!person) throw new AppError('CONFLICT', 'Save the life assured details first');
  if (body.lifestyle.tobacco !== person.is_smoker) {
    throw invalidField(
      'tobacco',
      person.is_smoker === 'YES'
        ? 'You confirmed you smoke or use tobacco: answer Yes, or change that answer first'
        : 'You confirmed you do not use tobacco: change that answer first, and the premium is re-priced',
    );
  }
  await deps.journeys.updateQuotedPricing(
    journey.id,
    journey.quoteRequest,
    priceTermJourney(deps.catalogue, journey, { lifestyle: body.lifestyle }),
  );
  return saveStep(deps, journey, { lifestyle: body.lifestyle });
}
