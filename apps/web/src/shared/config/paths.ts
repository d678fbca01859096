// The pages of docs/product/review-payment-term-bike.md §2.1's route table that belong to no vertical; each vertical's
// own are its features' (app/verticals.ts).
export const paths = {
  home: '/',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  dashboard: '/dashboard',
} as const;
