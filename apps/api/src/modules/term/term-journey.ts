import {
  coverIncomeProblem,
  termEntryAge,
  termPolicyTerm,
  todayIso,
  type TTermLifestyle,
  type TTermUnderwriting,
  type TermProposalPart,
  type TermProposalStep,
} from '@kavach/domain';
import { assessLifestyle, rateTermPlan, underwritingRules, type TermCatalogue } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import type { UploadRow } from '../kyc/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { offeredPlan } from '../journeys/offered-plan.ts';
import type { JourneyPrice } from '../journeys/vertical.ts';
import { toBreakup } from '../quotes/build-quote.ts';
import { ZStoredTermRequest, ZTermCoverOnRecord, type StoredTermRequest } from './stored-term-request.ts';
import { buildTermContext, termRatingInput, termRefusal } from './term-context.ts';

/** A live term journey's request, read whole by its schema; a record reduced at account deletion does not read. */
export const termRequestOf = (journey: Journey<'TERM'>): StoredTermRequest =>
  ZStoredTermRequest.parse(journey.quoteRequest);
/** The cover on record, which every term journey's request holds, erased or not. */
export const termCoverOf = (journey: Pick<Journey<'TERM'>, 'quoteRequest'>) =>
  ZTermCoverOnRecord.parse(journey.quoteRequest);
export const lifeAssuredOf = (journey: Journey<'TERM'>) => journey.proposal.proposer;
export const lifestyleOf = (journey: Journey<'TERM'>) => journey.proposal.lifestyle;

/**
 * The age cover bought on `today` starts at (termEntryAge of the quote's birth date): every rule of the proposal uses
 * it, so the price and the rules agree.
 */
export function quotedAge(journey: Journey<'TERM'>, today = todayIso()): number {
  const age = termEntryAge(termCoverOf(journey).dob, today);
  if (age === null) throw new AppError('CONFLICT', 'This journey has no valid date of birth');
  return age;
}

/** What the declaration does to this journey's plan: loadings and medical tests (assess-lifestyle.ts). */
export function termUnderwriting(
  catalogue: TermCatalogue,
  journey: Journey<'TERM'>,
  lifestyle = lifestyleOf(journey),
  today = todayIso(),
): TTermUnderwriting {
  const plan = offeredPlan(catalogue, journey.planId);
  return assessLifestyle(
    underwritingRules(catalogue, plan),
    { age: quotedAge(journey, today), sumAssured: termCoverOf(journey).sum_assured },
    lifestyle,
  );
}

/**
 * The journey priced as it stands, with what is about to change (`changes`: a new smoker status on the request, the
 * riders being chosen, the declaration being saved) and everything else as stored: the quoted request, the riders
 * chosen on the journey, the declaration's loadings. Every re-pricing goes through here, so none can drop the
 * riders the buyer chose: the premium the review shows is this one, and the one charged is its confirmed copy.
 */
export function priceTermJourney(
  catalogue: TermCatalogue,
  journey: Journey<'TERM'>,
  changes: { request?: StoredTermRequest; addons?: Journey<'TERM'>['addons']; lifestyle?: TTermLifestyle | null } = {},
  today = todayIso(),
) {
  const plan = offeredPlan(catalogue, journey.planId);
  const request = { ...(changes.request ?? termRequestOf(journey)), addons: changes.addons ?? journey.addons };
  const { loadings } = termUnderwriting(catalogue, journey, changes.lifestyle ?? lifestyleOf(journey), today);
  const premium = rateTermPlan({ ...termRatingInput(catalogue, plan, buildTermContext(request, today)), loadings });
  if (!premium.eligible)
    throw termRefusal(
      premium,
      request.addons,
      (reason) => new AppError('CONFLICT', `This plan can no longer be offered on this journey: ${reason}`),
    );
  return toBreakup(plan.plan_id, premium);
}

/**
 * The journey priced on `today` as it stands: the life assured's age that day sets the premium and the term to the
 * age the buyer chose, which the request keeps (the schedule prints it).
 */
export function priceTermJourneyOn(catalogue: TermCatalogue, journey: Journey<'TERM'>, today: string): JourneyPrice {
  const age = quotedAge(journey, today);
  // The cover the income supports falls with age (25× under 35 …): a birthday since the life assured was saved can
  // put the cover out of reach, which no price makes right.
  const person = lifeAssuredOf(journey);
  // The cover declared held elsewhere counts here too; the cover held through Kavach is counted under a lock at
  // confirmation (held-life-cover.ts).
  const problem =
    person?.annual_income !== undefined &&
    coverIncomeProblem(age, person.annual_income, termCoverOf(journey).sum_assured, {
      kavach: 0,
      elsewhere: person.other_life_cover ?? 0,
    });
  if (problem) throw new AppError('CONFLICT', problem, { fields: { annual_income: problem } });
  const asked = termRequestOf(journey);
  const term = termPolicyTerm(age, asked.cover_till_age);
  const request: StoredTermRequest = { ...asked, policy_term: term, premium_paying_term: term };
  return {
    premium: priceTermJourney(catalogue, journey, { request }, today),
    quoteRequest: request,
  };
}

export function incomeProofRequired(catalogue: TermCatalogue, journey: Journey<'TERM'>): boolean {
  const plan = offeredPlan(catalogue, journey.planId);
  return termCoverOf(journey).sum_assured >= underwritingRules(catalogue, plan).income_proof_cover_from;
}

/** Whether the processed documents, by their doc types, include the income proof. */
export const hasIncomeProof = (docTypes: readonly string[]) => docTypes.includes('INCOME_PROOF');

/** The parts confirmation needs besides KYC, each named for the buyer. */
export function missingTermParts(
  catalogue: TermCatalogue,
  journey: Journey<'TERM'>,
  processed: readonly UploadRow[],
): Record<string, string> {
  const missing: Partial<Record<TermProposalPart, string>> = {};
  const { proposer, nominees, contact, lifestyle } = journey.proposal;
  if (!proposer) missing.life_assured = 'Life assured details are missing';
  if (!nominees) missing.nominees = 'Nominee details are missing';
  if (!contact) missing.contact = 'Contact details are missing';
  if (!lifestyle) missing.lifestyle = 'The lifestyle and medical declaration is missing';
  if (incomeProofRequired(catalogue, journey) && !hasIncomeProof(processed.map((u) => u.docType)))
    missing.income_proof = 'Income proof is needed for this cover';
  return missing;
}

/** The first step still to do: where a resumed journey opens. */
export function nextTermStep(journey: Journey<'TERM'>, documentsDone: boolean): TermProposalStep {
  const { proposer, nominees, contact, lifestyle } = journey.proposal;
  if (!proposer) return 'LIFE_ASSURED';
  if (!nominees) return 'NOMINEES';
  if (!contact) return 'CONTACT';
  if (!lifestyle) return 'LIFESTYLE';
  return documentsDone ? 'REVIEW' : 'DOCUMENTS';
}
