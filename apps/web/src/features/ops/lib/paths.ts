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
  insurers: '/ops/insurers',
  notices: '/ops/notices',
  privacy: '/ops/privacy',
  auditLog: '/ops/audit-log',
  staff: '/ops/staff',
  /** Where an invitation's link leads: its secret after the #, never sent to a server in the address. */
  enrol: '/ops/enrol',
  claims: '/ops/claims',
} as const;
