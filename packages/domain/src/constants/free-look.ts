/**
 * The free-look period (IRDAI, Protection of Policyholders' Interests Regulations 2024): a health or life policy
 * may be returned within 30 days of receiving it, for any reason. Motor has none (its schedule says so).
 */
export const FREE_LOOK_DAYS = 30;

/**
 * Stamp duty the insurer paid on issuing the policy, which the regulation lets it keep on a free-look return, at the
 * product's rate. Life: 20 paise for every ₹1,000 of sum assured or part of it (Indian Stamp Act 1899, Schedule I,
 * Article 47 D, as the Insurance Institute of India's IC-24 states it). Health: ₹1 a policy, an illustrative figure
 * (no public source found for the accident-and-sickness rate as insurers pay it); an insurer that states its own
 * figure replaces it.
 */
export const LIFE_STAMP_DUTY_PAISE_PER_THOUSAND = 20;
export const HEALTH_STAMP_DUTY_PAISE = 100;

/** The stamp duty a free-look return keeps, in paise: by the sum assured for life cover, a flat figure for health. */
export function freeLookStampDutyPaise(product: 'HEALTH' | 'TERM', sumInsuredRupees: number): number {
  return product === 'TERM'
    ? Math.ceil(sumInsuredRupees / 1000) * LIFE_STAMP_DUTY_PAISE_PER_THOUSAND
    : HEALTH_STAMP_DUTY_PAISE;
}

export const FREE_LOOK_REFUND_REASON = 'Policy cancelled in the free-look period';

/** The free-look paragraph of a health or life schedule: what `freeLookRefundPaise` keeps, in the buyer's words. */
export function freeLookScheduleText(product: 'HEALTH' | 'TERM'): string {
  const stampDuty =
    product === 'TERM'
      ? `stamp duty of ${LIFE_STAMP_DUTY_PAISE_PER_THOUSAND} paise for every Rs. 1,000 of sum assured, and the cost of any medical examination the insurer paid for`
      : `Rs. ${HEALTH_STAMP_DUTY_PAISE / 100} stamp duty, and the cost of any medical examination the insurer paid for`;
  return `You have ${FREE_LOOK_DAYS} days from the date you receive this policy to review it. If you are not satisfied you may return it through Kavach and receive a refund of the premium, less the premium for the days you were on cover, ${stampDuty}.`;
}

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** The last day a policy received (issued) on `issuedOn` may still be returned. */
export function freeLookLastDay(issuedOn: string): string {
  return new Date(dayOf(issuedOn) + FREE_LOOK_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The number of days in the `months` of cover from `startDate` (a calendar year from 24 November 2026: 365). */
function daysPaidFor(startDate: string, months: number): number {
  const paidUntil = new Date(dayOf(startDate));
  paidUntil.setUTCMonth(paidUntil.getUTCMonth() + months);
  return Math.round((paidUntil.getTime() - dayOf(startDate)) / DAY_MS);
}

/**
 * What goes back when a policy is returned in its free-look period (IRDAI, Protection of Policyholders' Interests
 * Regulations 2024): the premium less the risk premium for the days it was on cover (from its start date to the day
 * of cancellation; none before it started), the stamp duty at the product's rate (`freeLookStampDutyPaise`) and the
 * medical examination costs the insurer actually incurred. The risk premium is those days' share of the period that
 * premium paid for, `paidMonths` from the start date, which the product states: a year for a yearly term premium,
 * though the cover runs for decades (what the buyer paid bought one year of it); the whole policy period for a health
 * premium paid for one to three years. Whole paise; each deduction only as far as there is premium left; never below
 * nothing.
 */
export function freeLookRefundPaise(p: {
  premiumPaise: number;
  startDate: string;
  /** The months of cover the premium paid for, from the start date (TERM_PREMIUM_MONTHS, a health policy's period). */
  paidMonths: number;
  cancelledOn: string;
  stampDutyPaise: number;
  /** What the insurer paid for the medical examinations it asked for (its answer says; 0 for none). */
  medicalCostsPaise: number;
}): {
  refundPaise: number;
  riskPremiumPaise: number;
  stampDutyPaise: number;
  medicalCostsPaise: number;
  daysOnCover: number;
} {
  // A premium with no period it paid for would give away the whole premium, or divide by nothing: a caller's error.
  if (!Number.isInteger(p.paidMonths) || p.paidMonths < 1)
    throw new RangeError(`A premium pays for whole months of cover, not ${p.paidMonths}`);
  const paidDays = daysPaidFor(p.startDate, p.paidMonths);
  const daysOnCover = Math.min(paidDays, Math.max(0, Math.round((dayOf(p.cancelledOn) - dayOf(p.startDate)) / DAY_MS)));
  const riskPremiumPaise = Math.round((p.premiumPaise * daysOnCover) / paidDays);
  let left = p.premiumPaise - riskPremiumPaise;
  const stampDutyPaise = Math.min(p.stampDutyPaise, left);
  left -= stampDutyPaise;
  const medicalCostsPaise = Math.min(p.medicalCostsPaise, left);
  left -= medicalCostsPaise;
  return { refundPaise: Math.max(0, left), riskPremiumPaise, stampDutyPaise, medicalCostsPaise, daysOnCover };
}
