// Calendar dates as plain strings: DD/MM/YYYY on screen, YYYY-MM-DD on the wire (docs/decisions.md §5).
// No Date objects cross these functions, so time zones never shift a birthday.

export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** docs/product/quotes.md §5: a date of birth must have a year above 1900. */
export const MIN_DOB_YEAR_EXCLUSIVE = 1900;

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Parts of a real YYYY-MM-DD date, or null. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const m = ISO_PATTERN.exec(iso);
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function isValidIsoDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/**
 * docs/product/quotes.md §5: typed date-of-birth text keeps digits only, gains slashes as it grows and stops at
 * 10 characters. A slash is added only once a digit follows it, so backspace is never blocked.
 */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** 'DD/MM/YYYY' to 'YYYY-MM-DD' when it is a real calendar date with a year above 1900, else null. */
export function parseDisplayDate(display: string): string | null {
  const m = DISPLAY_PATTERN.exec(display.trim());
  if (!m) return null;
  const date = realDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return date && date.year > MIN_DOB_YEAR_EXCLUSIVE ? toIsoDate(date) : null;
}

/** 'YYYY-MM-DD' to 'DD/MM/YYYY'; an empty string for anything else, so a bad value shows blank. */
export function toDisplayDate(iso: string | null | undefined): string {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? `${pad2(date.day)}/${pad2(date.month)}/${String(date.year).padStart(4, '0')}` : '';
}

/**
 * A date of birth in either form (screen or wire) as YYYY-MM-DD, or null when it is not a real
 * date after 1900. Lets one rule serve both the typed text and an API body.
 */
export function normaliseDob(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  if (DISPLAY_PATTERN.test(text)) return parseDisplayDate(text);
  const date = parseIsoDate(text);
  return date && date.year > MIN_DOB_YEAR_EXCLUSIVE ? toIsoDate(date) : null;
}

/**
 * Today's date in India as YYYY-MM-DD. Every rule dated "today" — an age, a price, the first day of cover, a date of
 * birth not in the future — runs on India's calendar, whatever the zone of the server (UTC in most containers) or
 * of the browser: the policy starts on India's tomorrow, and a price worked out on another day's age would not be the
 * one the cover starts at.
 */
export function todayIso(now: Date = new Date()): string {
  return indiaDate(now);
}

/** Negative, zero or positive as a is before, equal to or after b (ISO strings sort as dates). */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from one date to another (UTC arithmetic, so no daylight-saving hour creeps in). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcTime(to) - utcTime(from)) / 86_400_000);
}

// setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
function utcTime({ year, month, day }: CalendarDate): number {
  const t = new Date(0);
  t.setUTCFullYear(year, month - 1, day);
  return t.getTime();
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** India's offset from UTC: 5 h 30 min all year, with no daylight saving since 1945, so no zone data is needed. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant on the Indian day `day` (YYYY-MM-DD), in its morning: what a price "on" that day is worked out at (a
 * renewal's or a move's first day, a change's effective day), clear of midnight on either side.
 */
export const onIndiaDay = (day: string): Date => new Date(`${day.slice(0, 10)}T09:00:00+05:30`);

/**
 * The calendar day in India (IST) at an instant, as YYYY-MM-DD. Policy periods and refund dates follow the
 * buyer's day: at 01:00 IST the server's UTC clock still says yesterday.
 */
export function indiaDate(instant: Date | string): string {
  const time = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  if (time >= lastDay.from && time < lastDay.until) return lastDay.iso;
  const local = time + IST_OFFSET_MS;
  const from = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
  lastDay = { from, until: from + DAY_MS, iso: new Date(local).toISOString().slice(0, 10) };
  return lastDay.iso;
}

const DAY_MS = 86_400_000;
/**
 * The last Indian day asked for and the instants it spans: every date of birth in a quote is checked against today,
 * and building the date string each time was a tenth of the single quote's work.
 */
let lastDay = { from: 0, until: 0, iso: '' };

/** ISO date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of a period of `years` from `start` (YYYY-MM-DD): the day before the same date `years` later. */
export function periodEnd(start: string, years: number): string {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return addDays(end.toISOString().slice(0, 10), -1);
}

/** The day after `instant`'s day in India (YYYY-MM-DD): the day cover bought at that instant starts. */
export function indiaTomorrow(instant: Date | string = new Date()): string {
  return addDays(indiaDate(instant), 1);
}
