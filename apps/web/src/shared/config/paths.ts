// The pages of docs/product/review-payment-term-bike.md §2.1's route table that belong to no vertical; each vertical's
// own are its features' (app/verticals.ts).
export const paths = {
  home: '/',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  dashboard: '/dashboard',
  /** Issue 48: a paid purchase's KYC documents uploaded again, after staff did not accept them. */
  heldDocuments: '/dashboard/documents/:journeyId',
} as const;

/** The page where a paid purchase's documents are uploaded again (issue 48). */
export const heldDocumentsPath = (journeyId: string) => `/dashboard/documents/${encodeURIComponent(journeyId)}`;
