/** The console's pages (issue 19). */
export const OPS_PATHS = {
  home: '/ops',
  signIn: '/ops/sign-in',
  kyc: '/ops/kyc',
  kycItem: (journeyId: string) => `/ops/kyc/${encodeURIComponent(journeyId)}`,
  grievances: '/ops/grievances',
  grievance: (id: string) => `/ops/grievances/${encodeURIComponent(id)}`,
  policies: '/ops/policies',
  payments: '/ops/payments',
  privacy: '/ops/privacy',
  auditLog: '/ops/audit-log',
} as const;
