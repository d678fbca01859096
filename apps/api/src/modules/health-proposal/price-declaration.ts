import {
  conditionNotCovered,
  declaredConditions,
  pedOfDeclaredCondition,
  CONDITION_QUESTION_IDS,
  isConditionQuestion,
  type THealthMedical,
} from '@kavach/domain';
import type { HealthPlanEntry, MedicalQuestion } from '@kavach/rating';
import { sameAsStored } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { conditionOptionLabels } from './declared-on-schedule.ts';
import { declinedPeds, priceJourney } from '../journeys/price-journey.ts';
import type { Journey } from '../journeys/journey.ts';
import type { HealthProposalDeps } from './journey-config.ts';

/**
 * docs/decisions.md §4a: the medical declaration is priced as it is saved, under the journey's lock. A condition the
 * plan declines refuses the save (400), beside each member's conditions question, naming the conditions as the buyer
 * chose them; otherwise the journey's premium becomes the one for the quote's conditions and the declared ones
 * (`priceJourney`), and the review's premium changes give the reason. Saving the same answers changes nothing.
 */
export async function priceDeclaration(
  deps: HealthProposalDeps,
  journey: Journey<'HEALTH'>,
  plan: HealthPlanEntry,
  questions: readonly MedicalQuestion[],
  medical: THealthMedical,
): Promise<void> {
  refuseDeclinedConditions(plan, questions, medical);
  const premium = priceJourney(deps.catalogue, { ...journey, proposal: { medical } }, journey.addons);
  if (!sameAsStored(premium, journey.premium)) await deps.journeys.updatePricing(journey.id, journey.addons, premium);
}

function refuseDeclinedConditions(
  plan: HealthPlanEntry,
  questions: readonly MedicalQuestion[],
  medical: THealthMedical,
): void {
  const labelOf = conditionOptionLabels(questions);
  const conditionsQuestion = questions.find((q) => isConditionQuestion(q.question_id));
  const fields: Record<string, string> = {};
  const refused = new Set<string>();
  for (const [member, options] of declaredConditions(medical)) {
    const declined = options.filter((o) => declinedPeds(plan, [pedOfDeclaredCondition(o)]).length > 0);
    if (declined.length === 0) continue;
    const names = declined.map((o) => labelOf.get(o) ?? o);
    names.forEach((n) => refused.add(n));
    fields[`medical.${member}.${conditionsQuestion?.question_id ?? CONDITION_QUESTION_IDS[0]}`] =
      conditionNotCovered(names);
  }
  if (refused.size > 0) throw new AppError('VALIDATION_FAILED', conditionNotCovered([...refused]), { fields });
}
