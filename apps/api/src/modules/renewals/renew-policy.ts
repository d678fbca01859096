import { INSURER_CASE_FINAL, indiaDate, type TPremiumBreakup, type TRenewPolicyResponse } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sameAsStored } from '../../db/rows.ts';
import { policies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TRenewalTerms } from '../../providers/insurers/policy-connector.ts';
import { createInsurerCaseRepository, type InsurerCaseRepository } from '../insurers/repository.ts';
import type { Journey } from '../journeys/journey.ts';
import { createJourneyRepository, type JourneyRepository } from '../journeys/repository.ts';
import { planNames, verticalOf, type Verticals } from '../journeys/vertical.ts';
import { asPaid, type JourneySnapshot, type RenewalOnRecord } from '../payments/journey-snapshot.ts';
import { createPaymentRepository, type PaymentRepository, type PolicyRow } from '../payments/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { carriedKyc } from './carried-kyc.ts';
import { PORT_WITH_INSURER, PORTED_ALREADY, portStanding } from './port-standing.ts';

export const RENEWAL_TERMS_CHANGED =
  'The insurer’s renewal terms changed since you saw them (a claim made in the year changes the bonus): please look at them again before paying.';
export const RENEWAL_WITH_INSURER =
  'The renewal of this policy is paid for and with the insurer: its decision will be on your dashboard.';
export const RENEWED_ALREADY = (policyNumber: string, from: string) =>
  `This policy has been renewed: policy ${policyNumber} covers you from ${from}.`;
const NO_SNAPSHOT = 'This policy was bought before renewals could be made online: please contact us to renew it.';

/**
 * Where a policy's renewal stands (docs/product/renewals.md): none yet (or one the insurer declined, or one since
 * cancelled: the buyer may renew again), one open for payment, one paid and with the insurer, or one issued.
 */
export type RenewalStanding =
  | { kind: 'NONE' }
  | { kind: 'OPEN'; journey: Journey }
  | { kind: 'WITH_INSURER' }
  | { kind: 'ISSUED'; policy: PolicyRow };

export type StandingRepos = { journeys: JourneyRepository; payments: PaymentRepository; cases: InsurerCaseRepository };

export async function renewalStanding(repos: StandingRepos, policyId: string): Promise<RenewalStanding> {
  return standingOf(repos, await repos.journeys.renewalsOf(policyId));
}

/**
 * Where the journeys continuing one policy (its renewals, or its moves to another insurer: port-standing.ts) stand,
 * oldest first: one issued and not cancelled, else one paid and with the insurer, else the open one, else none.
 */
export async function standingOf(
  { journeys, payments, cases }: StandingRepos,
  continuing: readonly Journey[],
): Promise<RenewalStanding> {
  let open: Journey | undefined;
  for (const journey of continuing) {
    const issued = await payments.policyFor(journey.id);
    if (issued) {
      if (!issued.cancelledAt) return { kind: 'ISSUED', policy: issued };
      continue;
    }
    const withInsurer = await cases.forJourney(journey.id);
    // Ended without a policy (declined, withdrawn): continued again. Issued, its policy about to be recorded: with it.
    if (withInsurer && withInsurer.status !== 'ISSUED' && INSURER_CASE_FINAL.includes(withInsurer.status)) continue;
    if (journey.status === 'PAID' || withInsurer || (await journeys.isPaid(journey.id)))
      return { kind: 'WITH_INSURER' };
    open = journey;
  }
  return open ? { kind: 'OPEN', journey: open } : { kind: 'NONE' };
}

/** The renewal's premium as the insurer quoted it: one amount, the insurer's, with no lines Kavach did not price. */
function renewalPremium(before: TPremiumBreakup, terms: TRenewalTerms): TPremiumBreakup {
  const total = terms.premium_paise / 100;
  return {
    ...before,
    sum_insured: terms.sum_insured ?? before.sum_insured,
    base_premium: total,
    total_addon_premium: 0,
    discount_amount: 0,
    tax: 0,
    total_premium: total,
    monthly_premium: Math.round(total / 12),
    addons: [],
    loadings: [],
  };
}

/**
 * POST /v1/policies/{policy_number}/renew (issue 47): the caller's policy renewed on the insurer's terms, just asked
 * (`terms`), as a journey confirmed on them and ready to pay like a purchase. The expiring policy's row is locked while
 * its renewals are read, so two tabs make one journey; asked again, the open journey is confirmed on the day's terms
 * (an unchanged one is left as it is, with any checkout open on it). A renewal paid and with the insurer, or issued,
 * is refused (409) saying so. Kavach never prices or edits such a journey (changeJourney refuses it): the insurer
 * checks its own terms when the renewal is submitted.
 */
export async function renewPolicy(
  deps: { db: Database; verticals: Verticals },
  owned: { policy: PolicyRow; journey: Journey },
  terms: TRenewalTerms,
  claimInYear: boolean,
  session: SessionRow,
  now = new Date(),
): Promise<TRenewPolicyResponse> {
  const { policy, journey } = owned;
  const before = policy.snapshot as JourneySnapshot | null;
  if (!before) throw new AppError('CONFLICT', NO_SNAPSHOT);
  const renewal: RenewalOnRecord = {
    of_policy_number: policy.policyNumber,
    of_proposal_id: terms.proposal_id,
    of_end_date: policy.endDate,
    claim_in_year: claimInYear,
    outcome: terms.outcome,
    cover_start: terms.cover_start,
    cover_end: terms.cover_end,
    sum_insured: terms.sum_insured,
    ncb_percent: terms.ncb_percent,
    waiting_periods: terms.waiting_periods,
    inspection_required: terms.inspection_required,
  };
  const premium = renewalPremium(before.premium, terms);
  const vertical = verticalOf(deps.verticals, journey);
  const paid = asPaid(journey, before);
  const { insurer_name } = planNames(deps.verticals, paid);
  const carried = vertical.policy.renewedAs?.(paid, renewal, insurer_name) ?? paid;
  const snapshot: JourneySnapshot = {
    ...before,
    quoteRequest: carried.quoteRequest,
    proposal: carried.proposal,
    premium,
    renewal,
  };
  const { reviewStep } = vertical;
  const journeyId = await deps.db.transaction(async (tx) => {
    await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policy.id)).for('update');
    const journeys = createJourneyRepository(tx);
    const repos = { journeys, payments: createPaymentRepository(tx), cases: createInsurerCaseRepository(tx) };
    const standing = await renewalStanding(repos, policy.id);
    if (standing.kind === 'ISSUED')
      throw new AppError('CONFLICT', RENEWED_ALREADY(standing.policy.policyNumber, standing.policy.startDate));
    if (standing.kind === 'WITH_INSURER') throw new AppError('CONFLICT', RENEWAL_WITH_INSURER);
    // A policy moving to another insurer (paid, or moved) is not renewed with this one as well.
    const moving = await portStanding(repos, policy.id);
    if (moving.kind === 'ISSUED') throw new AppError('CONFLICT', PORTED_ALREADY(moving.policy.policyNumber));
    if (moving.kind === 'WITH_INSURER') throw new AppError('CONFLICT', PORT_WITH_INSURER);
    if (standing.kind === 'OPEN') {
      await reconfirm(journeys, standing.journey, snapshot, reviewStep, now);
      return standing.journey.id;
    }
    const created = await journeys.insert({
      vertical: journey.vertical,
      sessionId: session.id,
      userId: journey.userId ?? session.userId,
      quoteId: journey.quoteId,
      planId: before.planId,
      insurerId: before.insurerId,
      quoteRequest: snapshot.quoteRequest,
      addons: before.addons,
      premium,
      quotedPremium: premium,
      proposal: snapshot.proposal,
      status: 'INITIATED',
      journeyStep: reviewStep,
      ...carriedKyc(journey),
      renewalOfPolicyId: policy.id,
    });
    await journeys.confirm(created.id, snapshot, reviewStep);
    return created.id;
  });
  return {
    journey_id: journeyId,
    vertical: journey.vertical,
    outcome: terms.outcome,
    total_premium: premium.total_premium,
    cover_start: terms.cover_start,
    cover_end: terms.cover_end,
  };
}

/**
 * An open renewal confirmed again on the day's terms: unchanged terms on the day of its confirmation leave it (and a
 * checkout open on it) as it is; anything else is a new confirmation, which cancels checkouts opened for the old one.
 */
async function reconfirm(
  journeys: JourneyRepository,
  open: Journey,
  snapshot: JourneySnapshot,
  reviewStep: string,
  now: Date,
) {
  const sameDay = open.confirmedAt !== null && indiaDate(open.confirmedAt) === indiaDate(now);
  if (open.status === 'CONFIRMED' && sameDay && sameAsStored(snapshot, open.confirmedSnapshot)) return;
  await journeys.updateQuotedPricing(open.id, snapshot.quoteRequest, snapshot.premium);
  await journeys.confirm(open.id, snapshot, reviewStep);
}
