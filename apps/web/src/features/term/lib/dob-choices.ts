import { TERM_MAX_AGE, TERM_MIN_AGE, ZTermPerson, ageOn, daysInMonth, todayIso } from '@kavach/domain';
import { z } from 'zod';

/** The months in order, as keys of the term namespace (locales/en.json). */
export const MONTH_KEYS = [
  'dob.months.january',
  'dob.months.february',
  'dob.months.march',
  'dob.months.april',
  'dob.months.may',
  'dob.months.june',
  'dob.months.july',
  'dob.months.august',
  'dob.months.september',
  'dob.months.october',
  'dob.months.november',
  'dob.months.december',
] as const;

/**
 * docs/product/review-payment-term-bike.md §5.4 "Age choices 18 to 75": the birth years offered, youngest first. A year
 * is offered when some day in it makes the buyer 18 to 75 today — the oldest such year depends on whether today is past
 * that year's last day.
 */
export function dobYearChoices(today: string = todayIso()): number[] {
  const thisYear = Number(today.slice(0, 4));
  const years: number[] = [];
  for (let year = thisYear - TERM_MIN_AGE; year >= thisYear - TERM_MAX_AGE - 1; year--) {
    const youngest = ageOn(`${year}-12-31`, today) ?? -1;
    const oldest = ageOn(`${year}-01-01`, today) ?? -1;
    if (oldest >= TERM_MIN_AGE && youngest <= TERM_MAX_AGE) years.push(year);
  }
  return years;
}

/** The days a month has (31 until the month is chosen; 29 in February until a year is). */
export function dayChoices(month: number | null, year: number | null): number[] {
  const days = month === null ? 31 : daysInMonth(year ?? 2000, month);
  return Array.from({ length: days }, (_, i) => i + 1);
}

export type DobParts = { day: string; month: string; year: string };

const pad2 = (n: string) => n.padStart(2, '0');

/** The stored YYYY-MM-DD split into the selects' values; '' for a part not chosen. */
export function dobParts(iso: string): DobParts {
  const [year = '', month = '', day = ''] = iso ? iso.split('-') : [];
  return { day: day ? String(Number(day)) : '', month: month ? String(Number(month)) : '', year };
}

/** DD/MM/YYYY once all three are chosen (checked by checkTermDob), else ''. */
export function dobDisplay({ day, month, year }: DobParts): string {
  return day && month && year ? `${pad2(day)}/${pad2(month)}/${year}` : '';
}

/** A new month or year keeps the day only if that month still has it. */
export function withDobPart(parts: DobParts, part: keyof DobParts, value: string): DobParts {
  const next = { ...parts, [part]: value };
  const days = dayChoices(next.month ? Number(next.month) : null, next.year ? Number(next.year) : null);
  return next.day && Number(next.day) > days.length ? { ...next, day: '' } : next;
}

/**
 * The person step's schema (the domain's ZTermPerson) over the three selects: the date is checked once put together.
 */
export const ZTermPersonChoice = ZTermPerson.extend({
  dob: z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .transform(dobDisplay)
    .pipe(ZTermPerson.shape.dob),
});
