import type { TClientConfigResponse } from '@kavach/domain/api/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiRequest<TClientConfigResponse>('/v1/config'),
  staleTime: Infinity,
});

export const useClientConfig = () => useQuery(clientConfigQuery);

export type CatalogueVertical = keyof TClientConfigResponse['sample_catalogues'];

/**
 * Whether the vertical's premiums come from the bundled sample catalogue (the page then says they are
 * illustrative): each vertical's own, since an operator may replace one catalogue and keep another. False until known.
 */
export const useSampleCatalogue = (vertical: CatalogueVertical): boolean =>
  useClientConfig().data?.sample_catalogues[vertical] === true;

/** Whether any vertical still prices from a sample catalogue (the site-wide footer's note). */
export const useAnySampleCatalogue = (): boolean =>
  Object.values(useClientConfig().data?.sample_catalogues ?? {}).some(Boolean);
