import { MESSAGES, healthPayeeProblems, type TProposerDetails, type TSaveNomineeRequest } from '@kavach/domain';
import { AppError, refuseProblems } from '../../lib/app-error.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import { saveProposalStep } from '../journeys/proposal-steps.ts';
import { assertOnlyEnabled } from './enabled-fields.ts';
import { planJourneyConfig, type HealthProposalDeps } from './journey-config.ts';

/**
 * POST /v1/health/journey/save-nominee-details: one nominee, with an appointee when under 18 (schema-checked), neither
 * of them the proposer (healthPayeeProblems).
 */
export async function saveNominee(deps: HealthProposalDeps, journey: JourneyRow, body: TSaveNomineeRequest) {
  if (!journey.insuredMembers) throw new AppError('CONFLICT', 'Save the insured members first');
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
  const proposer = journey.proposer as TProposerDetails | null;
  if (proposer) refuseProblems('nominee_list.0', healthPayeeProblems(nominee, proposer));
  return saveProposalStep(deps.journeys, journey.id, { nominee }, 'ADDRESS_DETAILS');
}
