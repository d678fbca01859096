import {
  addDays,
  MOTOR_RENEWAL_WINDOW_DAYS,
  RENEWAL_NOT_OPEN,
  renewalOpen,
  toDisplayDate,
  type ClaimStatus,
  type JourneyVertical,
  type TRenewalQuoteResponse,
} from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';
import {
  InsurerRefused,
  InsurerUnavailable,
  type PolicyConnector,
  type TRenewalTerms,
} from '../../providers/insurers/policy-connector.ts';
import type { InsurerDesk } from '../insurers/insurer-desk.ts';
import type { Journey } from '../journeys/journey.ts';
import { planNames, type Verticals } from '../journeys/vertical.ts';
import { asPaid } from '../payments/journey-snapshot.ts';
import type { PolicyRow } from '../payments/repository.ts';

export type QuoteRenewalDeps = {
  verticals: Verticals;
  insurers: InsurerDesk;
  connectors: ReadonlyMap<string, PolicyConnector>;
  /** The claims made on a policy (modules/claims), whatever became of them. */
  claimsOf: (policyId: string) => Promise<readonly { status: ClaimStatus }[]>;
};

export const NOT_RENEWED_TERM =
  'A term plan runs for its whole term and is not renewed: its yearly premium is paid to the insurer.';
export const NOT_RENEWED_CANCELLED = 'This policy was cancelled, so it cannot be renewed.';

/**
 * The insurer's renewal terms for the caller's policy (docs/product/renewals.md), asked over the connector of the
 * insurer that issued it: Kavach decides nothing of them, it only puts them in the buyer's words.
 */
export async function quoteRenewal(
  deps: QuoteRenewalDeps,
  policy: PolicyRow,
  journey: Journey,
  today: string,
): Promise<TRenewalQuoteResponse> {
  const { terms } = await askRenewalTerms(deps, policy, journey, today);
  const { plan_name, insurer_name } = planNames(deps.verticals, asPaid(journey, policy.snapshot));
  return {
    policy_number: policy.policyNumber,
    vertical: journey.vertical,
    plan_name,
    insurer_name,
    outcome: terms.outcome,
    cover_start: terms.cover_start,
    cover_end: terms.cover_end,
    premium: terms.premium_paise / 100,
    sum_insured: terms.sum_insured,
    ncb_percent: terms.ncb_percent,
    inspection_required: terms.inspection_required,
    waiting_periods: terms.waiting_periods,
    notes: [...carriedOver(journey.vertical, terms), ...terms.notes],
  };
}

/**
 * The insurer's renewal terms for the policy on its connector, and whether the expiring year had a claim (which the
 * insurer was told): refused (409) for a cancelled policy, a term plan, one the insurer holds no record of, and one
 * whose renewal is not open yet (a renewal bought a year ahead would credit a policy that may still be returned).
 */
export async function askRenewalTerms(
  deps: QuoteRenewalDeps,
  policy: PolicyRow,
  journey: Journey,
  today: string,
): Promise<{ terms: TRenewalTerms; claimInYear: boolean }> {
  if (policy.cancelledAt) throw new AppError('CONFLICT', NOT_RENEWED_CANCELLED);
  if (journey.vertical === 'TERM') throw new AppError('CONFLICT', NOT_RENEWED_TERM);
  if (!renewalOpen(policy.endDate, today))
    throw new AppError(
      'CONFLICT',
      `${RENEWAL_NOT_OPEN}: this one from ${toDisplayDate(addDays(policy.endDate, -MOTOR_RENEWAL_WINDOW_DAYS))}.`,
    );
  const row = await deps.insurers.cases.forJourney(journey.id);
  const connector = row && deps.connectors.get(row.insurerId);
  if (!row?.insurerRef || !connector) throw new AppError('CONFLICT', 'The insurer holds no record of this policy');
  // A claim made on this policy, unless the insurer rejected it, ends the year's no-claim bonus.
  const claimInYear = (await deps.claimsOf(policy.id)).some((c) => c.status !== 'REJECTED');
  try {
    return { terms: await connector.quoteRenewal(row.insurerRef, { claim_in_year: claimInYear }), claimInYear };
  } catch (err) {
    if (err instanceof InsurerRefused) throw new AppError('CONFLICT', err.words);
    if (err instanceof InsurerUnavailable)
      throw new AppError('SERVICE_UNAVAILABLE', 'The insurer did not answer. Please try again in a few minutes.');
    throw err;
  }
}

/** What carries over, in Kavach's words for every insurer's answer alike. */
function carriedOver(
  vertical: JourneyVertical,
  terms: { outcome: string; ncb_percent: number | null; inspection_required: boolean },
): string[] {
  if (terms.outcome === 'NEW_POLICY')
    return [
      'This is a new policy, not a renewal: waiting periods for existing illnesses and named conditions start again.',
    ];
  // A health plan's cumulative bonus is more cover, which the insurer's own note states with its rule.
  if (terms.ncb_percent === null || vertical === 'HEALTH') return [];
  return [
    terms.ncb_percent > 0
      ? `Your no-claim bonus of ${terms.ncb_percent} % carries over.`
      : 'No no-claim bonus carries over.',
    ...(terms.inspection_required ? ['Own-damage cover starts once the insurer has inspected the vehicle.'] : []),
  ];
}
