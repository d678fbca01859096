import { DEFAULT_QUOTE_FILTERS, type QuoteFilters } from '@kavach/domain';
import { useCallback, useState } from 'react';
import { localStore } from '../../../shared/lib/storage.ts';

/** The filters that produced a stored quotation request (so the bar shows what the list really is). */
export function filtersFromRequest(request: Record<string, unknown>): QuoteFilters {
  const criteria = (request.filter_criteria ?? null) as Partial<QuoteFilters> | null;
  return {
    coverage: typeof request.sum_insured_max === 'number' ? request.sum_insured_max : DEFAULT_QUOTE_FILTERS.coverage,
    tenure: (request.policy_period as QuoteFilters['tenure']) ?? DEFAULT_QUOTE_FILTERS.tenure,
    insurers: criteria?.insurers ?? [],
    room_rent_types: criteria?.room_rent_types ?? [],
    maternity_waiting_period_months: criteria?.maternity_waiting_period_months ?? null,
  };
}

// docs/product/quotes.md §3: the filter keys live in local storage, one per dropdown.
function persist(f: QuoteFilters) {
  localStore.set('filterCoverage', String(f.coverage));
  localStore.set('filterPolicyPeriod', f.tenure);
  localStore.setJson('filterInsurers', f.insurers);
  localStore.setJson('filterRoomRent', f.room_rent_types);
  localStore.setJson('filterMaternityWaitingPeriod', f.maternity_waiting_period_months);
}

/** The bar's filters: the buyer's last choice, else those of the request that produced the list shown. */
export function useQuoteFilters(request: Record<string, unknown> | null) {
  const [chosen, setChosen] = useState<QuoteFilters | null>(null);
  const update = useCallback((next: QuoteFilters) => {
    persist(next);
    setChosen(next);
  }, []);
  const filters = chosen ?? (request ? filtersFromRequest(request) : null);
  return { filters, update };
}
