import {
  addDays,
  onIndiaDay,
  PORTING_NOT_OPEN,
  portingOpen,
  type PortedFrom,
  type TPortOption,
  type TPortOptionsResponse,
  type TPortPolicyResponse,
} from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createInsurerCaseRepository } from '../insurers/repository.ts';
import { isJourneyOf, type Journey } from '../journeys/journey.ts';
import { createJourneyRepository, type JourneyRepository } from '../journeys/repository.ts';
import { planNames, verticalOf, type Verticals } from '../journeys/vertical.ts';
import { asPaid, type JourneySnapshot, type RenewalOnRecord } from '../payments/journey-snapshot.ts';
import { createPaymentRepository, type PaymentRepository, type PolicyRow } from '../payments/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { carriedKyc } from './carried-kyc.ts';
import { PORT_WITH_INSURER, PORTED_ALREADY, portStanding, type PortRepos } from './port-standing.ts';
import { RENEWAL_WITH_INSURER, RENEWED_ALREADY, renewalStanding, type RenewalStanding } from './renew-policy.ts';

type Owned = { policy: PolicyRow; journey: Journey };

const NO_SNAPSHOT = 'This policy was bought before it could be moved online: please contact us to move it.';

/** A health policy that may move today, as paid for, and the day its successor's cover would start. */
function portable({ policy, journey }: Owned, today: string) {
  if (policy.cancelledAt) throw new AppError('CONFLICT', 'This policy is cancelled: it cannot be moved');
  if (!isJourneyOf(journey, 'HEALTH'))
    throw new AppError('CONFLICT', 'Only a health policy can be moved to another insurer');
  if (!portingOpen(policy.endDate, today)) throw new AppError('CONFLICT', PORTING_NOT_OPEN);
  if (!policy.snapshot) throw new AppError('CONFLICT', NO_SNAPSHOT);
  const paid = asPaid(journey, policy.snapshot);
  // Cover runs on the day after the old ends; one in its grace period, from tomorrow (the break is not covered).
  const [coverStart = ''] = [addDays(policy.endDate, 1), addDays(today, 1)].sort().slice(-1);
  return { paid, coverStart };
}

/** A plan the policy may move to: portable, and another insurer's (moving within one insurer is a renewal). */
const movableTo = (plan: HealthCatalogue['plans'][number] | undefined, paid: Journey) =>
  plan !== undefined && plan.is_portable && plan.insurer_id !== paid.insurerId;

/** The policy's journey on another plan: its people, cover and answers, none of the old plan's add-ons. */
function onPlan<J extends Journey<'HEALTH'>>(paid: J, plan: HealthCatalogue['plans'][number]): J {
  const request = { ...paid.quoteRequest, plan_id: plan.plan_id, insurer_id: plan.insurer_id, addons: [] };
  return { ...paid, planId: plan.plan_id, insurerId: plan.insurer_id, addons: [], quoteRequest: request };
}

/**
 * Refuses (409) a policy renewed or moved already, or whose renewal or move is with its insurer: it has a successor,
 * or will, and is continued once. Answers where its move stands otherwise.
 */
async function refuseContinued(repos: PortRepos, policyId: string): Promise<RenewalStanding> {
  const renewed = await renewalStanding(repos, policyId);
  if (renewed.kind === 'ISSUED')
    throw new AppError('CONFLICT', RENEWED_ALREADY(renewed.policy.policyNumber, renewed.policy.startDate));
  if (renewed.kind === 'WITH_INSURER') throw new AppError('CONFLICT', RENEWAL_WITH_INSURER);
  const moving = await portStanding(repos, policyId);
  if (moving.kind === 'ISSUED') throw new AppError('CONFLICT', PORTED_ALREADY(moving.policy.policyNumber));
  if (moving.kind === 'WITH_INSURER') throw new AppError('CONFLICT', PORT_WITH_INSURER);
  return moving;
}

/**
 * The plans the policy may move to (docs/product/renewals.md#portability): every portable plan of another insurer
 * that prices the same people, cover and declared conditions, priced by the catalogue on the new cover's first day,
 * cheapest first. A plan that cannot take them (a condition it excludes, a cover it does not offer) is left out; a
 * policy renewed or moved already has none (409).
 */
export async function portOptions(
  deps: { verticals: Verticals; catalogue: HealthCatalogue; repos: PortRepos },
  owned: Owned,
  today: string,
): Promise<TPortOptionsResponse> {
  const { paid, coverStart } = portable(owned, today);
  await refuseContinued(deps.repos, owned.policy.id);
  const options: TPortOption[] = [];
  for (const plan of deps.catalogue.plans) {
    if (!movableTo(plan, paid)) continue;
    const candidate = onPlan(paid, plan);
    let premium;
    try {
      premium = verticalOf(deps.verticals, candidate).priceOn(candidate, onIndiaDay(coverStart)).premium;
    } catch {
      continue;
    }
    const names = planNames(deps.verticals, candidate);
    options.push({
      plan_id: plan.plan_id,
      insurer_id: plan.insurer_id,
      ...names,
      sum_insured: premium.sum_insured ?? 0,
      total_premium: premium.total_premium,
    });
  }
  options.sort((a, b) => a.total_premium - b.total_premium);
  return { cover_start: coverStart, covered_since: await coveredSince(deps.repos, owned.policy), options };
}

/**
 * POST /v1/policies/{policy_number}/port (issue 47): a journey on the chosen plan of another insurer, at its review,
 * carrying the policy's people, cover, answers and KYC; the buyer checks the proposal (declaring anything new: the new
 * insurer underwrites it afresh) and pays as for any purchase. The policy's row is locked while its renewals and moves
 * are read: two tabs make one journey, and a policy renewed (or moving) already is refused (409) saying so.
 */
export async function portPolicy(
  deps: { db: Database; verticals: Verticals; catalogue: HealthCatalogue },
  owned: Owned,
  planId: string,
  session: SessionRow,
  today: string,
): Promise<TPortPolicyResponse> {
  const { paid, coverStart } = portable(owned, today);
  const plan = deps.catalogue.plansById.get(planId);
  if (!plan || !movableTo(plan, paid))
    throw new AppError('CONFLICT', 'This policy cannot move to that plan: please choose one of the plans listed');
  const candidate = onPlan(paid, plan);
  const { premium } = verticalOf(deps.verticals, candidate).priceOn(candidate, onIndiaDay(coverStart));
  const { policy, journey } = owned;
  const journeyId = await deps.db.transaction(async (tx) => {
    await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policy.id)).for('update');
    const repos = {
      journeys: createJourneyRepository(tx),
      payments: createPaymentRepository(tx),
      cases: createInsurerCaseRepository(tx),
    };
    const moving = await refuseContinued(repos, policy.id);
    if (moving.kind === 'OPEN') {
      if (moving.journey.planId === planId) return moving.journey.id;
      throw new AppError(
        'CONFLICT',
        `Your move to ${planNames(deps.verticals, moving.journey).plan_name} is open: continue it from your dashboard, or remove it there to choose another plan.`,
      );
    }
    const { reviewStep } = verticalOf(deps.verticals, journey);
    const created = await repos.journeys.insert({
      vertical: journey.vertical,
      sessionId: session.id,
      userId: journey.userId ?? session.userId,
      quoteId: journey.quoteId,
      planId: plan.plan_id,
      insurerId: plan.insurer_id,
      quoteRequest: candidate.quoteRequest,
      addons: [],
      premium,
      quotedPremium: premium,
      proposal: paid.proposal,
      status: 'INITIATED',
      journeyStep: reviewStep,
      ...carriedKyc(journey),
      portedFromPolicyId: policy.id,
    });
    return created.id;
  });
  return { journey_id: journeyId };
}

/**
 * The first day of the policy's continuous cover: back through the policies it renews or ports from, stopping at one
 * that was a new policy in a lapsed one's place (health past its grace: its waiting periods started again).
 */
export async function coveredSince(
  repos: Pick<PortRepos, 'journeys' | 'payments'>,
  policy: PolicyRow,
): Promise<string> {
  let current = policy;
  for (let hops = 0; hops < 20; hops++) {
    const journey = await repos.journeys.findById(current.journeyId);
    const renewal: RenewalOnRecord | undefined = (current.snapshot as JourneySnapshot | null)?.renewal;
    if (renewal?.outcome === 'NEW_POLICY') break;
    const before = journey?.renewalOfPolicyId ?? journey?.portedFromPolicyId;
    const previous = before ? await repos.payments.policyById(before) : undefined;
    if (!previous) break;
    current = previous;
  }
  return current.startDate;
}

/** The policy a journey ports from, as its submission names it to the new insurer (docs/insurers.md). */
export async function portedFromOf(
  deps: { verticals: Verticals; journeys: JourneyRepository; payments: PaymentRepository },
  journey: Journey,
): Promise<PortedFrom | null> {
  const policy = journey.portedFromPolicyId ? await deps.payments.policyById(journey.portedFromPolicyId) : undefined;
  const old = policy && (await deps.journeys.findById(policy.journeyId));
  if (!policy || !old) return null;
  const paid = asPaid(old, policy.snapshot);
  const sumInsured = paid.premium.sum_insured ?? 0;
  // The bonus its last renewal carried, as that renewal's terms stated it: a share of the sum insured.
  const bonusPercent = (policy.snapshot as JourneySnapshot | null)?.renewal?.ncb_percent ?? 0;
  return {
    policy_number: policy.policyNumber,
    insurer_name: planNames(deps.verticals, paid).insurer_name,
    covered_since: await coveredSince(deps, policy),
    sum_insured: sumInsured,
    cumulative_bonus: Math.round((sumInsured * bonusPercent) / 100),
    end_date: policy.endDate,
  };
}
