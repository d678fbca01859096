// DESIGN.md §4: the OTP rules, in one place. SMS pumping costs money, and 10^6 codes are few: every limit counts.
export const OTP_LIMITS = {
  codeTtlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  windowMs: 60 * 60_000,
  sendsPerMobilePerWindow: 5,
  sendsPerIpPerWindow: 20,
  wrongTriesPerRequest: 5,
  wrongTriesPerMobilePerWindow: 10,
} as const;
