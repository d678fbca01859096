import type { TClientConfigResponse } from '@kavach/domain/api/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiRequest<TClientConfigResponse>('/v1/config'),
  staleTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
