import {
  addDays,
  declaredConditions,
  isBreakIn,
  motorCoverStart,
  EXISTING_CONDITION_LABELS,
  NO_EXISTING_DISEASE,
  pedOfDeclaredCondition,
  pricedPedList,
  type InsurerRequirement,
} from '@kavach/domain';
import { isJourneyOf } from '../journeys/journey.ts';
import { motorRequestOf } from '../motor-proposal/motor-journey.ts';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import { quotedAge, termRequestOf } from '../term/term-journey.ts';

/**
 * The sandbox insurer's deterministic rules (docs/insurers.md#sandbox-insurer-rules), applied to a proposal the
 * moment it arrives. A real insurer's underwriting is its own; these only let a person walk every path in a demo.
 */
export type FirstDecision =
  | { status: 'ISSUED' }
  | { status: 'REFERRED'; requirements: InsurerRequirement[] }
  | { status: 'COUNTER_OFFER'; counterOffer: { kind: 'LOADING'; extraPremiumPaise: number; reason: string } }
  | { status: 'DECLINED'; reason: string };

/** Term cover above this, in rupees, is underwritten by a person with a medical test and income proof. */
export const TERM_STRAIGHT_THROUGH_COVER = 1_00_00_000;
/** …and so is a life assured of this age or older. */
export const TERM_STRAIGHT_THROUGH_AGE_BELOW = 45;
/** Health: a condition the plan's table does not name costs this share of the premium paid, a year (counter-offer). */
export const HEALTH_LOADING_PERCENT = 20;
/** Health: this many declared conditions or more on one proposal, and the sandbox insurer declines it. */
export const HEALTH_DECLINE_FROM_CONDITIONS = 3;

export function underwrite(paid: PaidJourney, premiumPaise: number, today: string): FirstDecision {
  if (isJourneyOf(paid, 'HEALTH')) {
    const peds = pricedPedList(paid.quoteRequest.ped_list ?? [], paid.proposal.medical).filter(
      (p) => p !== NO_EXISTING_DISEASE,
    );
    if (peds.length === 0) return { status: 'ISSUED' };
    if (peds.length >= HEALTH_DECLINE_FROM_CONDITIONS) {
      const names = peds.map((p) => (EXISTING_CONDITION_LABELS as Record<string, string>)[p] ?? p);
      return {
        status: 'DECLINED',
        reason: `The insurer does not cover ${peds.length} declared conditions together on this plan (${names.join(', ')})`,
      };
    }
    // A condition the plan's table names is in the premium paid (its published loading); one it prices only as "any
    // other disease" the insurer reads and loads itself.
    const unnamed = [...declaredConditions(paid.proposal.medical).values()]
      .flat()
      .filter((o) => pedOfDeclaredCondition(o) === 'ANY_OTHER_DISEASE');
    if (unnamed.length === 0) return { status: 'ISSUED' };
    return {
      status: 'COUNTER_OFFER',
      counterOffer: {
        kind: 'LOADING',
        extraPremiumPaise: Math.round((premiumPaise * HEALTH_LOADING_PERCENT) / 100 / 100) * 100,
        reason: `A ${HEALTH_LOADING_PERCENT}% loading for ${[...new Set(unnamed)].map(conditionWords).join(', ')}`,
      },
    };
  }
  if (isJourneyOf(paid, 'TERM')) {
    const cover = termRequestOf(paid).sum_assured;
    const age = quotedAge(paid, today);
    if (cover > TERM_STRAIGHT_THROUGH_COVER || age >= TERM_STRAIGHT_THROUGH_AGE_BELOW)
      return { status: 'REFERRED', requirements: ['MEDICAL_TEST', 'INCOME_PROOF'] };
    return { status: 'ISSUED' };
  }
  // Motor: a lapsed vehicle's own damage waits for its inspection photos (the insurer's page); else issued at once.
  if (
    isJourneyOf(paid, 'MOTOR') &&
    isBreakIn(motorRequestOf(paid), motorCoverStart(motorRequestOf(paid), addDays(today, 1)))
  )
    return { status: 'REFERRED', requirements: ['INSPECTION'] };
  return { status: 'ISSUED' };
}

/** A declared option as the counter-offer names it: KIDNEY_DISEASE → "kidney disease"; OTHER → "another condition". */
const conditionWords = (option: string) =>
  option === 'OTHER' ? 'another condition' : option.toLowerCase().replaceAll('_', ' ');
