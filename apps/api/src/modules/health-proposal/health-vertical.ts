import { DEFAULT_KYC_CONFIG, ZGender, todayIso } from '@kavach/domain';
import type { HealthCatalogue } from '@kavach/rating';
import { planOnRecord } from '../journeys/offered-plan.ts';
import { priceJourney } from '../journeys/price-journey.ts';
import { PLAN_GONE, defineVertical } from '../journeys/vertical.ts';
import { healthSchedule } from './health-schedule.ts';

/**
 * Health on the journey core: members, nominee, contact and the plan's medical questions; cover for the policy period.
 */
export function healthVertical(catalogue: HealthCatalogue, sampleCatalogue: boolean) {
  return defineVertical<'HEALTH'>({
    vertical: 'HEALTH',
    kycConfig: (journey) => catalogue.plansById.get(journey.planId)?.kyc_staged_config ?? DEFAULT_KYC_CONFIG,
    missingParts: (journey) => {
      const missing: Record<string, string> = {};
      const { proposer, insured_members, nominee, contact, medical } = journey.proposal;
      if (!proposer || !insured_members) missing.members = 'Proposer and insured member details are missing';
      if (!nominee) missing.nominee = 'Nominee details are missing';
      if (!contact) missing.contact = 'Contact details are missing';
      if (!medical) missing.medical = 'The medical declaration is missing';
      return missing;
    },
    describe: (journey) => {
      const { plan, insurer } = planOnRecord(catalogue, journey.planId);
      const members = journey.proposal.insured_members ?? [];
      return {
        plan_name: plan?.plan_name ?? PLAN_GONE,
        insurer_name: insurer?.insurer_name ?? '',
        people: members.map((m) => m.full_name),
      };
    },
    kycPerson: (journey) => {
      const p = journey.proposal.proposer;
      // A record kept after its buyer deleted the account names nobody KYC could check.
      if (!p?.pan_number) return null;
      // Every proposal now stores the gender and the PAN upper-cased; a row from before either rule reads the same.
      const gender = ZGender.safeParse(p.gender?.toUpperCase()).data ?? null;
      return {
        full_name: p.full_name,
        dob: p.dob ?? null,
        gender,
        pan_number: p.pan_number.toUpperCase(),
        mobile: p.mobile ?? null,
      };
    },
    // The insured members' ages on the day (a birthday can move a member into the next age band), and the conditions
    // the medical declaration lists as its save priced them: confirmation charges what the review showed.
    contact: (journey) => ({
      mobile: journey.proposal.contact?.mobile ?? null,
      email: journey.proposal.contact?.email ?? null,
    }),
    priceOn: (journey, now) => ({
      premium: priceJourney(catalogue, journey, journey.addons, todayIso(now)),
      quoteRequest: journey.quoteRequest,
    }),
    reviewStep: 'REVIEW_SUBMIT',
    onRecord: (journey) => {
      const plan = catalogue.plansById.get(journey.planId);
      return plan ? { pedWaitingMonths: plan.ped_waiting_period_months, noClaimBonus: plan.no_claim_bonus } : {};
    },
    policy: {
      years: (paid) => paid.premium.policy_years,
      // A health premium is paid once for the whole policy period, one to three years.
      paidMonths: (paid) => paid.premium.policy_years * 12,
      render: healthSchedule(catalogue, sampleCatalogue),
    },
  });
}
