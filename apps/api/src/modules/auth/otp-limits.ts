// docs/decisions.md §4: the OTP rules, in one place. SMS pumping costs money, and 10^6 codes are few: every limit
// counts. Every window slides: a code request counts for one hour after it was sent, so each lock ends on its own once
// the oldest request it counts is an hour old (SECURITY.md lists the numbers). Wrong tries lock a mobile only for
// the address whose codes they were (issue 13); from everywhere together a mobile gets at most 5 codes × 5 tries an
// hour.
export const OTP_LIMITS = {
  codeTtlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  windowMs: 60 * 60_000,
  sendsPerMobilePerWindow: 5,
  sendsPerIpPerWindow: 20,
  wrongTriesPerRequest: 5,
  /** Per mobile and asking address. */
  wrongTriesPerMobilePerWindow: 10,
} as const;

/** Seconds until a sliding-window lock ends on its own: when the oldest request it counts is an hour old. */
export function secondsUntilWindowFrees(oldestAt: Date | null, now = Date.now()): number {
  return oldestAt ? (oldestAt.getTime() + OTP_LIMITS.windowMs - now) / 1000 : OTP_LIMITS.windowMs / 1000;
}
