import {
  addDays,
  bonusRuleOf,
  formatIndianNumber,
  renewalBonusPercent,
  claimFreeYearsOf,
  HEALTH_GRACE_DAYS,
  indiaDate,
  onIndiaDay,
  periodEnd,
  RENEWAL_NOT_OPEN,
  renewalNcb,
  renewalOpen,
} from '@kavach/domain';
import type { TRenewalQuoteRequest, TRenewalTerms } from '../../providers/insurers/policy-connector.ts';
import { isJourneyOf } from '../journeys/journey.ts';
import { verticalOf, type Verticals } from '../journeys/vertical.ts';
import { motorRequestOf } from '../motor-proposal/motor-journey.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import type { PaidJourney } from '../payments/journey-snapshot.ts';

/**
 * The sandbox insurer's renewal terms (docs/insurers.md#renewal-quote), by its documented rules: the same plan and
 * cover, priced by the same rating on the renewal's terms; health carries its waiting periods on if renewed within
 * the 30-day grace, else it is a new policy with fresh ones; motor carries its no-claim bonus one step up (kept with
 * an inspection up to 90 days after the end, lost after) and the IDV of the vehicle's new age. The renewal starts the
 * day after the old policy ends, or the day after today for one that has lapsed. With the terms, the journey as renewed
 * (its new request and premium), which the renewal's schedule is rendered from. A string: why it is not renewed.
 */
export function sandboxRenewalTerms(
  verticals: Verticals,
  paid: PaidJourney,
  issued: { proposalId: string; policyNumber: string; endDate: string },
  request: TRenewalQuoteRequest,
  now: Date,
): { terms: TRenewalTerms; renewed: PaidJourney } | string {
  const today = indiaDate(now);
  // Its renewals open 90 days before the end, as Kavach's: a renewal asked earlier is refused, not priced.
  if (!renewalOpen(issued.endDate, today)) return RENEWAL_NOT_OPEN;
  const coverStart = [addDays(issued.endDate, 1), addDays(today, 1)].sort().at(-1) ?? addDays(today, 1);
  const common = { proposal_id: issued.proposalId, policy_number: issued.policyNumber };
  if (isJourneyOf(paid, 'MOTOR')) {
    const before = motorRequestOf(paid);
    const ownDamage = before.priced_cover?.own_damage ?? null;
    const ncb = renewalNcb({
      currentPercent: ownDamage?.ncb_percent ?? 0,
      claimInYear: request.claim_in_year,
      endDate: issued.endDate,
      coverStart,
    });
    // The expiring policy is the renewal's previous policy; an IDV of 0 asks the rating for the new age's own.
    const renewed: StoredMotorRequest = {
      ...before,
      idv: 0,
      previous_policy: {
        expiry_date: issued.endDate,
        claim_last_year: 'NO',
        claim_free_years: claimFreeYearsOf(ncb.percent),
        third_party_valid_until: before.previous_policy?.third_party_valid_until ?? null,
      },
    };
    // Priced as the renewal's own journey: its request comes back with the cover priced (the new IDV, the bonus). A
    // cover the rating no longer prices as it is (own damage beside a third party that ends first) is not renewed.
    let priced;
    try {
      priced = verticalOf(verticals, paid).priceOn(withRequest(paid, renewed), now);
    } catch {
      return 'This cover cannot be renewed as it is: please get a new quote for the vehicle';
    }
    const { premium } = priced;
    const renewedJourney: PaidJourney = { ...paid, quoteRequest: motorRequestOf(priced), premium };
    const lostWords =
      ncb.lost === 'LAPSE'
        ? 'The policy ended more than 90 days ago: the no-claim bonus is lost, and the renewal carries none.'
        : ncb.lost === 'CLAIM'
          ? 'A claim in the expiring year: the renewal carries no no-claim bonus.'
          : null;
    const terms: TRenewalTerms = {
      ...common,
      outcome: 'RENEWAL',
      cover_start: coverStart,
      cover_end: periodEnd(coverStart, 1),
      premium_paise: Math.round(premium.total_premium * 100),
      sum_insured: ownDamage ? premium.sum_insured : null,
      ncb_percent: ownDamage ? ncb.percent : null,
      ncb_lost: ownDamage ? ncb.lost : null,
      inspection_required: ownDamage !== null && ncb.inspection,
      waiting_periods: null,
      notes: [
        ...(lostWords && ownDamage ? [lostWords] : []),
        ...(ownDamage && ncb.inspection
          ? ['The vehicle has been uninsured since the policy ended: we inspect it before own-damage cover starts.']
          : []),
      ],
    };
    return { terms, renewed: renewedJourney };
  }
  if (isJourneyOf(paid, 'HEALTH')) {
    const inGrace = today <= addDays(issued.endDate, HEALTH_GRACE_DAYS);
    const years = paid.premium.policy_years;
    const { premium } = verticalOf(verticals, paid).priceOn(paid, onIndiaDay(coverStart));
    // The plan's bonus as sold, on from the one this year's renewal carried (none for a new policy): a figure only
    // where the plan's words are a rate and a cap.
    const rule = inGrace ? bonusRuleOf(paid.noClaimBonus) : null;
    const bonus = rule ? renewalBonusPercent(rule, paid.renewal?.ncb_percent ?? 0, request.claim_in_year, years) : null;
    const sumInsured = premium.sum_insured ?? 0;
    const terms: TRenewalTerms = {
      ...common,
      outcome: inGrace ? 'RENEWAL' : 'NEW_POLICY',
      cover_start: coverStart,
      cover_end: periodEnd(coverStart, years),
      premium_paise: Math.round(premium.total_premium * 100),
      sum_insured: premium.sum_insured,
      ncb_percent: bonus,
      ncb_lost: null,
      inspection_required: false,
      waiting_periods: inGrace ? 'CONTINUE' : 'FRESH',
      notes: inGrace
        ? [
            'The waiting periods already served carry over to the renewal.',
            ...(bonus !== null
              ? [
                  `Cumulative bonus: ${bonus} % of the sum insured, ₹${formatIndianNumber(Math.round((sumInsured * bonus) / 100))} more cover at no cost (the plan’s rule: ${paid.noClaimBonus}).`,
                ]
              : []),
          ]
        : [
            `The policy ended more than ${HEALTH_GRACE_DAYS} days ago, after its grace period: this is a new policy, and its waiting periods start again from its first day.`,
          ],
    };
    return { terms, renewed: { ...paid, premium } };
  }
  return 'A term plan runs for its whole term and is not renewed';
}

/** The journey as the renewal is priced: its own answers but the stored request the renewal asks. */
function withRequest<J extends PaidJourney<'MOTOR'>>(paid: J, request: StoredMotorRequest): J {
  return { ...paid, quoteRequest: request };
}
