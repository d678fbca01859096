import { addDays, indiaDate } from '@kavach/domain';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A server in UTC, as servers and containers run, at 1:30 am in India (20:00 UTC the evening before): the hours in
 * which the server's own calendar still says yesterday. `at130Ist()` stops the clock there and answers the first day
 * of cover bought then, India's tomorrow.
 */
export function onUtcServerAtNightInIndia(): { at130Ist: () => string } {
  const realZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    vi.useRealTimers();
    if (realZone === undefined) delete process.env.TZ;
    else process.env.TZ = realZone;
  });
  return {
    at130Ist: () => {
      const today = indiaDate(new Date());
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${addDays(today, -1)}T20:00:00.000Z`) });
      return addDays(today, 1);
    },
  };
}

/** A date of birth on which someone turns `age` on `day` (YYYY-MM-DD). */
export const turningOn = (day: string, age: number) => `${Number(day.slice(0, 4)) - age}${day.slice(4)}`;
