import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/**
 * GET /v1/broker: the broker's IRDAI registration and how it is paid, as the footer shows them (issue 46). The footer
 * is on every page, so its schema (and zod with it) is fetched with the answer rather than in the first script:
 * the home page's initial JavaScript stays within docs/performance.md's budget.
 */
export const brokerQuery = queryOptions({
  queryKey: ['broker'],
  queryFn: async () => {
    const { ZBrokerResponse } = await import('@kavach/domain/api/broker');
    return apiRequest('/v1/broker', { schema: ZBrokerResponse });
  },
  staleTime: Infinity,
});

export const useBroker = () => useQuery(brokerQuery).data;
