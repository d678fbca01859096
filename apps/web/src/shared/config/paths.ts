// The route table of docs/product/review-payment-term-bike.md §2.1, in one place.
export const paths = {
  home: '/',
  health: '/health-insurance',
  healthPage: (page: 'quote-list' | 'proposal') => `/health-insurance/${page}`,
  term: '/term-insurance',
  bike: '/bike-insurance',
  car: '/car-insurance',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  reviewSubmit: '/health/review-submit',
  dashboard: '/dashboard',
} as const;
