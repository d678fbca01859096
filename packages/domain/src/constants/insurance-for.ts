// docs/product/quotes.md §2: the three home cards, stored as insuranceFor. Kept free of zod: the home page's first load
// imports it.
export const INSURANCE_FOR = ['self', 'family', 'things'] as const;
export type InsuranceFor = (typeof INSURANCE_FOR)[number];
