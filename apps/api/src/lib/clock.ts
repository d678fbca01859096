/**
 * Where the app reads the time for rules that run on days — reminders before expiry, grace periods, the motor
 * break-in window, claim clocks — so a test can move the day instead of waiting for it. The server uses the system's.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it stands still between moves. */
export function settableClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    /** Moves on by whole days (24 hours each; India keeps no daylight saving). */
    advanceDays(days: number) {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  } satisfies Clock & Record<string, unknown>;
}
