import { DEFAULT_QUOTE_FILTERS } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { usePlansById } from '../../../shared/quotes/use-plan-information.ts';
import { healthPlanInformationQuery } from '../api/plans.ts';
import { filtersFromRequest } from './use-quote-filters.ts';
import { usePreQuoteDetails } from './use-pre-quote-details.ts';
import { useQuotePolling } from './use-quote-polling.ts';

/**
 * What the plan page and the comparison read of a quote list (issue 17): its quotes, the pre-quote answers and the
 * filters that produced it, and the plans' information. Either page opens from its own address, list or no list.
 */
export function useQuoteListContext(listId: string | null) {
  const polling = useQuotePolling(listId);
  const details = usePreQuoteDetails(polling.request);
  const filters = polling.request ? filtersFromRequest(polling.request) : DEFAULT_QUOTE_FILTERS;
  const plans = useQuery(healthPlanInformationQuery);
  const metaById = usePlansById(plans);
  const config = useClientConfig();
  return {
    polling,
    details,
    filters,
    metaById,
    illustrative: config.data?.sample_catalogues.health === true,
    // Everything a page draws with the plans: the sample-catalogue note arriving after them would push them down.
    pending: polling.loading || plans.isPending || config.isPending,
  };
}
