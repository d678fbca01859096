import { VERTICAL_REGISTRY, type JourneyVertical } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from './client.ts';
import { retryServerHiccups } from './retry.ts';

/**
 * `/v1/{health|termlife|motor}/journey`: every vertical's journey calls sit under it
 * (docs/product/review-payment-term-bike.md §7).
 */
export const journeyApi = (vertical: JourneyVertical) => `/v1/${VERTICAL_REGISTRY[vertical].journeyApi}/journey`;

/**
 * A read of one journey (`GET …/journey/{endpoint}/{journeyId}`) as a query, its answer parsed with the domain's
 * schema. A refusal is not asked again; a server hiccup once.
 */
export const journeyReadQuery = <T>(
  vertical: JourneyVertical,
  endpoint: 'get-journey-details' | 'aggregated-premium-details',
  journeyId: string,
  schema: ResponseSchema<T>,
) =>
  queryOptions({
    queryKey: [vertical, endpoint, journeyId],
    queryFn: () => apiRequest(`${journeyApi(vertical)}/${endpoint}/${encodeURIComponent(journeyId)}`, { schema }),
    retry: retryServerHiccups,
  });
