import { MESSAGES, healthPayeeProblems, type TSaveNomineeRequest, HEALTH_COMPLETE, completePart } from '@kavach/domain';
import { AppError, refuseProblems } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { saveProposalStep } from '../journeys/proposal-steps.ts';
import { assertOnlyEnabled } from './enabled-fields.ts';
import { planJourneyConfig, type HealthProposalDeps } from './journey-config.ts';

/**
 * POST /v1/health/journey/save-nominee-details: one nominee, with an appointee when under 18 (schema-checked), neither
 * of them the proposer (healthPayeeProblems).
 */
export async function saveNominee(deps: HealthProposalDeps, journey: Journey<'HEALTH'>, body: TSaveNomineeRequest) {
  if (!journey.proposal.insured_members) throw new AppError('CONFLICT', 'Save the insured members first');
  const { config } = planJourneyConfig(deps.catalogue, journey.planId);
  const nominee = body.nominee_list[0];
  if (!nominee)
    throw new AppError('VALIDATION_FAILED', 'A nominee is required', { fields: { nominee_list: MESSAGES.REQUIRED } });
  // docs/product/proposal-kyc.md §7 sends occupation BUSINESSMAN by default whatever the plan collects; it is kept, not
  // refused.
  assertOnlyEnabled(nominee, config.nominee_config.enabled_nominee_fields, {
    path: 'nominee_list.0',
    alwaysAllowed: ['nominee_for_member', 'occupation'],
  });
  const proposer = completePart(HEALTH_COMPLETE.proposer, journey.proposal.proposer);
  if (proposer) refuseProblems('nominee_list.0', healthPayeeProblems(nominee, proposer));
  return saveProposalStep(deps.journeys, journey, { nominee }, 'ADDRESS_DETAILS');
}
