import type { JourneyVertical } from '../verticals/registry';
import { claimFreeYearsOf, daysUntil, NCB_LAPSE_DAYS, ncbPercent } from '../constants/motor';
import { addDays } from '../validation/dates';

// docs/product/renewals.md: the days a policy's end (or a term plan's yearly premium) is reminded of, the grace a
// lapsed health policy has, and the no-claim bonus a motor renewal carries. Every function takes `today` (an Indian
// calendar day, YYYY-MM-DD) so a test moves the day instead of waiting for it.

/** Days before the date a reminder is sent on: 45, 30, 15, 7 and 1 days before. */
export const REMINDER_DAYS_BEFORE = [45, 30, 15, 7, 1] as const;
/** The one reminder after a policy ended: the day after its last day, the first without cover. */
export const REMINDER_DAYS_AFTER = 1;
/**
 * The sandbox's grace period for an annual health policy, 30 days after its end, as IRDAI's norm for annual health
 * policies has it: renewed within it, waiting periods served and the bonus carry over (no claim is paid for the days
 * between); after it the insurer sells a new policy with fresh waiting periods.
 */
export const HEALTH_GRACE_DAYS = 30;

/**
 * One reminder of a date: `daysBefore` it (negative: after it). Its key names it among a policy's reminders of that
 * date, so it is sent once whatever repeats.
 */
export type Reminder = { due: string; daysBefore: number; on: string; key: string };

function reminderOf(due: string, daysBefore: number): Reminder {
  const key = daysBefore >= 0 ? `${due}:D-${daysBefore}` : `${due}:D+${-daysBefore}`;
  return { due, daysBefore, on: addDays(due, -daysBefore), key };
}

/**
 * The reminder of `due` to send on `today`: the latest whose day has come, so a day the sweep missed (the server was
 * down) is caught up once, and a missed older one is not sent after a newer one's day. None before the first.
 */
function latestReminder(due: string, daysBefore: readonly number[], today: string): Reminder | null {
  const come = daysBefore.map((d) => reminderOf(due, d)).filter((r) => r.on <= today);
  return come.at(-1) ?? null;
}

/**
 * The reminder a policy in force from `startDate` to `endDate` is due on `today`, or null. Health and motor: before
 * its end, and once after it, until the grace (health) or the bonus window (motor) is over. Term runs for decades and
 * is not renewed: its yearly premium falls due on each anniversary of the start, and is reminded of before it.
 */
export function dueReminder(
  policy: { vertical: JourneyVertical; startDate: string; endDate: string },
  today: string,
): Reminder | null {
  if (policy.vertical === 'TERM') {
    const due = nextPremiumDue(policy.startDate, policy.endDate, today);
    return due ? latestReminder(due, REMINDER_DAYS_BEFORE, today) : null;
  }
  const last = addDays(policy.endDate, lateRenewalDays(policy.vertical));
  if (today > last) return null;
  return latestReminder(policy.endDate, [...REMINDER_DAYS_BEFORE, -REMINDER_DAYS_AFTER], today);
}

/** How long after its end a policy is still renewed as itself: the health grace, the motor bonus window. */
function lateRenewalDays(vertical: Exclude<JourneyVertical, 'TERM'>): number {
  return vertical === 'HEALTH' ? HEALTH_GRACE_DAYS : NCB_LAPSE_DAYS;
}

/**
 * The next day a term plan's yearly premium falls due after `today`: the start's next anniversary before the cover
 * ends (the first year's premium was paid at purchase). Null when no premium is left to pay.
 */
export function nextPremiumDue(startDate: string, endDate: string, today: string): string | null {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  for (let year = Math.max(y + 1, Number(today.slice(0, 4))); ; year++) {
    const due = anniversary(year, m, d);
    if (due > endDate) return null;
    if (due > today) return due;
  }
}

/** The same day in `year`; 29 February falls on 28 February in other years. */
function anniversary(year: number, month: number, day: number): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Where a health or motor policy stands against its end on `today`, for the dashboard: in force with days left,
 * lapsed but still renewable as itself (health's grace, motor's bonus window), or lapsed for good.
 */
export type ExpiryStanding =
  | { state: 'IN_FORCE'; daysLeft: number }
  | { state: 'LAPSED_RENEWABLE'; daysAgo: number; until: string }
  | { state: 'LAPSED'; daysAgo: number };

export function expiryStanding(
  policy: { vertical: Exclude<JourneyVertical, 'TERM'>; endDate: string },
  today: string,
): ExpiryStanding {
  const daysLeft = daysUntil(policy.endDate, today);
  if (daysLeft >= 0) return { state: 'IN_FORCE', daysLeft };
  const until = addDays(policy.endDate, lateRenewalDays(policy.vertical));
  return today <= until
    ? { state: 'LAPSED_RENEWABLE', daysAgo: -daysLeft, until }
    : { state: 'LAPSED', daysAgo: -daysLeft };
}

/**
 * The no-claim bonus a motor renewal carries (docs/product/renewals.md): one step up the ladder (0, 20, 25, 35, 45,
 * 50 %) for a claim-free year, none after a claim. Renewed after the policy ended, the bonus is kept for a gap of up
 * to 90 days — the vehicle is inspected first, as any break-in — and lost after it.
 */
export function renewalNcb(p: {
  currentPercent: number;
  claimInYear: boolean;
  endDate: string;
  /** The first day of the renewed cover. */
  coverStart: string;
}): { percent: number; inspection: boolean; lapsedDays: number; lost: 'CLAIM' | 'LAPSE' | null } {
  const lapsedDays = Math.max(0, daysUntil(p.coverStart, p.endDate) - 1);
  const inspection = lapsedDays > 0;
  if (lapsedDays > NCB_LAPSE_DAYS) return { percent: 0, inspection, lapsedDays, lost: 'LAPSE' };
  if (p.claimInYear) return { percent: 0, inspection, lapsedDays, lost: 'CLAIM' };
  return { percent: ncbPercent(claimFreeYearsOf(p.currentPercent) + 1), inspection, lapsedDays, lost: null };
}
