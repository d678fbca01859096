import {
  MESSAGES,
  ageYearsAndDays,
  checkPlanEntryAge,
  healthPayeeProblems,
  indiaTomorrow,
  isChildRelation,
  selfIsProposerProblems,
  type TSaveInsuredMembersRequest,
  HEALTH_COMPLETE,
  completePart,
} from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Journey } from '../journeys/journey.ts';
import { saveProposalStep } from '../journeys/proposal-steps.ts';
import { assertOnlyEnabled } from './enabled-fields.ts';
import { planJourneyConfig, type HealthProposalDeps } from './journey-config.ts';
import { journeyMembers } from './journey-members.ts';

/**
 * POST /v1/health/journey/save-insured-member-details. The proposal describes the people quoted; it cannot
 * change who is insured or their dates of birth (that would change the premium without a new quote).
 */
export async function saveInsuredMembers(
  deps: HealthProposalDeps,
  journey: Journey<'HEALTH'>,
  body: TSaveInsuredMembersRequest,
) {
  const { config } = planJourneyConfig(deps.catalogue, journey.planId);
  const entryAge = deps.catalogue.plansById.get(journey.planId)?.entry_age;
  assertOnlyEnabled(body.proposer_details, config.proposer_config.enabled_proposer_fields, {
    path: 'proposer_details',
    alwaysAllowed: ['proposer_relation'],
    rename: { pan_number: 'pan' },
  });
  const quoted = journeyMembers(journey);
  const fields: Record<string, string> = {};
  if (body.insured_member_list.length !== quoted.length)
    fields.insured_member_list = `All ${quoted.length} insured members are needed, as quoted`;
  const seen = new Set<string>();
  body.insured_member_list.forEach((member, i) => {
    const path = `insured_member_list.${i}`;
    const q = quoted.find((x) => x.member_type === member.member_type);
    if (!q || seen.has(member.member_type)) {
      fields[`${path}.member_type`] = 'Not an insured member of this quote';
      return;
    }
    seen.add(member.member_type);
    // The id the medical declaration and the schedule know this member by: another member's would print one
    // person's declared conditions under another's name (attack25).
    if (member.member_id !== q.member_id) fields[`${path}.member_id`] = `This member's id is ${q.member_id}`;
    if (q.relation !== member.relation) fields[`${path}.relation`] = 'Does not match the quoted member';
    if (q.dob !== member.dob) fields[`${path}.dob`] = MESSAGES.QUOTED_DOB_CHANGED;
    if (q.gender !== member.gender) fields[`${path}.gender`] = 'Does not match the quoted member';
    // Issue 17: the plan's own entry ages are the only age limit (no 65 cap), on the first day of cover (India's
    // tomorrow), as the quote was priced (rating-context.ts).
    const age = ageYearsAndDays(member.dob, indiaTomorrow());
    const ageProblem = age && entryAge ? checkPlanEntryAge(age, entryAge) : null;
    if (ageProblem) fields[`${path}.dob`] ??= ageProblem;
    const enabled = isChildRelation(member.relation)
      ? config.insured_member_config.child_member_enabled_fields
      : config.insured_member_config.adult_member_enabled_fields;
    assertOnlyEnabled(member, enabled, { path, alwaysAllowed: ['member_id', 'member_type', 'relation'] });
  });
  const proposer = body.proposer_details;
  // The zone was rated on the quote's pincode: a proposer elsewhere is another premium.
  if (proposer.pincode !== String(journey.quoteRequest.pincode))
    fields['proposer_details.pincode'] = MESSAGES.QUOTED_PINCODE_CHANGED;
  const selfAt = body.insured_member_list.findIndex((m) => m.relation === 'SELF');
  const self = quoted.find((q) => q.relation === 'SELF');
  if (self) {
    const named = body.insured_member_list[selfAt];
    const problems = selfIsProposerProblems(proposer, { ...self, full_name: named?.full_name ?? proposer.full_name });
    for (const [field, message] of Object.entries(problems.proposer)) fields[`proposer_details.${field}`] ??= message;
    for (const [field, message] of Object.entries(problems.self))
      fields[`insured_member_list.${selfAt}.${field}`] ??= message;
  }
  // Named after the nominee (going back to this step): still not the nominee nor its appointee.
  const nominee = completePart(HEALTH_COMPLETE.nominee, journey.proposal.nominee);
  const [payee] = nominee ? Object.values(healthPayeeProblems(nominee, proposer)) : [];
  if (payee) fields['proposer_details.full_name'] ??= payee;
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Insured members do not match the quote', { fields });

  return saveProposalStep(
    deps.journeys,
    journey,
    { proposer: body.proposer_details, insured_members: body.insured_member_list },
    'MEMBER_NOMINEE_DETAILS',
  );
}
