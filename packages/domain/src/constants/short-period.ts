import type { JourneyVertical } from '../verticals/registry';

/**
 * What a policy cancelled by its buyer after the free-look period gives back, by the insurer's short-period scale
 * for its product (docs/product/cancellation.md#after-the-free-look-period, where each rule's source is named):
 * - HEALTH: the premium for the unexpired part of the period, in proportion (IRDAI Master Circular on Health
 *   Insurance Business 2024: cancellation by the policyholder, where no claim was made).
 * - MOTOR: the former India Motor Tariff's short-period scale (IMT 2002, GR 12), which insurers still publish as the
 *   premium they keep for the months the policy ran: up to 1 month 20 %, each month more 10 % more, past 8 months all.
 * - TERM: a regular-premium pure term policy has no surrender value; the cover stops and only the unexpired part of
 *   the instalment paid goes back, in proportion. Illustrative: each insurer's policy wording decides it.
 */
export const MOTOR_SHORT_PERIOD_SCALE: readonly { upToMonths: number; retainedPercent: number }[] = [
  { upToMonths: 1, retainedPercent: 20 },
  { upToMonths: 2, retainedPercent: 30 },
  { upToMonths: 3, retainedPercent: 40 },
  { upToMonths: 4, retainedPercent: 50 },
  { upToMonths: 5, retainedPercent: 60 },
  { upToMonths: 6, retainedPercent: 70 },
  { upToMonths: 7, retainedPercent: 80 },
  { upToMonths: 8, retainedPercent: 90 },
];

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((dayOf(to) - dayOf(from)) / DAY_MS);
function addMonths(isoDate: string, months: number): string {
  const d = new Date(dayOf(isoDate));
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * The months a policy ran from `startDate` until it was cancelled on `cancelledOn`, as the scale counts them: any
 * part of a month is a month (cancelled on the day a month after it started: 1; the day after: 2). Not yet started: 0.
 */
export function monthsOnCover(startDate: string, cancelledOn: string): number {
  if (cancelledOn < startDate) return 0;
  let months = 1;
  while (addMonths(startDate, months) < cancelledOn) months += 1;
  return months;
}

/** The share of a year's motor premium the scale keeps after `months` on cover, in percent. */
export function motorRetainedPercent(months: number): number {
  if (months <= 0) return 0;
  return MOTOR_SHORT_PERIOD_SCALE.find((step) => months <= step.upToMonths)?.retainedPercent ?? 100;
}

export type ShortPeriodRefund = {
  refundPaise: number;
  /** What the insurer keeps for the time on cover. */
  retainedPaise: number;
  daysOnCover: number;
  /** Motor: the months the scale counted, and the share it keeps; null for a proportionate refund. */
  monthsOnCover: number | null;
  retainedPercent: number | null;
};

/**
 * The refund of a policy cancelled after its free-look period (or a motor policy, which has none), cancelled on
 * `cancelledOn` (the India date: the cover ends that day). `premiumPaise` paid for `paidMonths` from `startDate` (a
 * term instalment; a health or motor policy's whole period). Nothing is kept for a policy not yet on cover.
 * Whole paise, never below nothing.
 */
export function shortPeriodRefundPaise(p: {
  vertical: JourneyVertical;
  premiumPaise: number;
  startDate: string;
  paidMonths: number;
  cancelledOn: string;
}): ShortPeriodRefund {
  if (!Number.isInteger(p.paidMonths) || p.paidMonths < 1)
    throw new RangeError(`A premium pays for whole months of cover, not ${p.paidMonths}`);
  const paidUntil = addMonths(p.startDate, p.paidMonths);
  const paidDays = daysBetween(p.startDate, paidUntil);
  const daysOnCover = Math.min(paidDays, Math.max(0, daysBetween(p.startDate, p.cancelledOn)));
  if (p.vertical === 'MOTOR') {
    // The scale is for a year's premium: a policy paid for several years (a new two-wheeler's) keeps its whole past
    // years and the scale's share of the year running; the years not begun go back. Illustrative past one year.
    const years = Math.max(1, Math.round(p.paidMonths / 12));
    const yearPaise = p.premiumPaise / years;
    const months = monthsOnCover(p.startDate, p.cancelledOn);
    const fullYears = Math.min(years, Math.floor(Math.max(0, months - 1) / 12));
    const monthsThisYear = fullYears === years ? 12 : months - fullYears * 12;
    const percent = motorRetainedPercent(monthsThisYear);
    const retainedPaise = Math.min(
      p.premiumPaise,
      Math.round(fullYears * yearPaise + (fullYears === years ? 0 : (yearPaise * percent) / 100)),
    );
    return {
      refundPaise: p.premiumPaise - retainedPaise,
      retainedPaise,
      daysOnCover,
      monthsOnCover: months,
      retainedPercent: years === 1 ? percent : null,
    };
  }
  // Health and term: the days on cover's share of the days the premium paid for.
  const retainedPaise = Math.round((p.premiumPaise * daysOnCover) / paidDays);
  return {
    refundPaise: Math.max(0, p.premiumPaise - retainedPaise),
    retainedPaise,
    daysOnCover,
    monthsOnCover: null,
    retainedPercent: null,
  };
}
