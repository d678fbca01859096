import { ZBrokerResponse } from '@kavach/domain/api/broker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** GET /v1/broker: the broker's IRDAI registration and how it is paid, as the footer shows them (issue 46). */
export const brokerQuery = queryOptions({
  queryKey: ['broker'],
  queryFn: () => apiRequest('/v1/broker', { schema: ZBrokerResponse }),
  staleTime: Infinity,
});

export const useBroker = () => useQuery(brokerQuery).data;
