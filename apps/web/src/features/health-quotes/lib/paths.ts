// Issue 17: the health list, a plan and a comparison each have their own address.
import { ticksFromParam } from '../../../shared/quotes/use-compare-ticks.ts';

const q = (listId: string) => `quote_id=${encodeURIComponent(listId)}`;

export const quoteListPath = (listId: string) => `/health-insurance/quote-list?${q(listId)}`;
export const planPath = (listId: string, planId: string) =>
  `/health-insurance/plan/${encodeURIComponent(planId)}?${q(listId)}`;
export const comparePath = (listId: string, planIds: readonly string[]) =>
  `/health-insurance/compare?${q(listId)}&plans=${planIds.map(encodeURIComponent).join(',')}`;

/** The plan ids in a comparison's address: at most 3, each once. */
export const plansFromParam = ticksFromParam;
