// Issue 48: the term list and each plan have their own address, as health's (features/health-quotes/lib/paths.ts).
const q = (listId: string) => `quote_id=${encodeURIComponent(listId)}`;

export const termQuoteListPath = (listId: string) => `/term-insurance/quote-list?${q(listId)}`;
export const termPlanPath = (listId: string, planId: string) =>
  `/term-insurance/plan/${encodeURIComponent(planId)}?${q(listId)}`;
