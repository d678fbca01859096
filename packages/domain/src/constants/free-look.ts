/**
 * The free-look period (IRDAI, Protection of Policyholders' Interests Regulations 2024): a health or life policy
 * may be returned within 30 days of receiving it, for any reason. Motor has none (its schedule says so).
 */
export const FREE_LOOK_DAYS = 30;

/**
 * Stamp duty the insurer paid on issuing the policy, which the regulation lets it keep: ₹1 a policy here (the
 * Indian Stamp Act's rate for a health or life policy of this size, as insurers pay it in consolidated form). An
 * insurer integration that states its own figure replaces this.
 */
export const FREE_LOOK_STAMP_DUTY_PAISE = 100;

export const FREE_LOOK_REFUND_REASON = 'Policy cancelled in the free-look period';

/** The free-look paragraph of a health or life schedule: what `freeLookRefundPaise` keeps, in the buyer's words. */
export const FREE_LOOK_SCHEDULE_TEXT = `You have ${FREE_LOOK_DAYS} days from the date you receive this policy to review it. If you are not satisfied you may return it through Kavach and receive a refund of the premium, less the premium for the days you were on cover and Rs. ${FREE_LOOK_STAMP_DUTY_PAISE / 100} stamp duty.`;

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
 * What goes back when a policy is returned in its free-look period: the premium less the risk premium for the
 * days it was on cover (from its start date to the day of cancellation; none before it started) and the stamp
 * duty. The risk premium is those days' share of the period that premium paid for, `paidMonths` from the start
 * date, which the product states: a year for a yearly term premium, though the cover runs for decades (what the
 * buyer paid bought one year of it); the whole policy period for a health premium paid for one to three years.
 * Whole paise; never below nothing.
 */
export function freeLookRefundPaise(p: {
  premiumPaise: number;
  startDate: string;
  /** The months of cover the premium paid for, from the start date (TERM_PREMIUM_MONTHS, a health policy's period). */
  paidMonths: number;
  cancelledOn: string;
}): { refundPaise: number; riskPremiumPaise: number; stampDutyPaise: number; daysOnCover: number } {
  // A premium with no period it paid for would give away the whole premium, or divide by nothing: a caller's error.
  if (!Number.isInteger(p.paidMonths) || p.paidMonths < 1)
    throw new RangeError(`A premium pays for whole months of cover, not ${p.paidMonths}`);
  const paidDays = daysPaidFor(p.startDate, p.paidMonths);
  const daysOnCover = Math.min(paidDays, Math.max(0, Math.round((dayOf(p.cancelledOn) - dayOf(p.startDate)) / DAY_MS)));
  const riskPremiumPaise = Math.round((p.premiumPaise * daysOnCover) / paidDays);
  const stampDutyPaise = Math.min(FREE_LOOK_STAMP_DUTY_PAISE, p.premiumPaise - riskPremiumPaise);
  return {
    refundPaise: Math.max(0, p.premiumPaise - riskPremiumPaise - stampDutyPaise),
    riskPremiumPaise,
    stampDutyPaise,
    daysOnCover,
  };
}
