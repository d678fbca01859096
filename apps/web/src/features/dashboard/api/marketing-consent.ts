import { ZMarketingConsentResponse } from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const URL = '/v1/account/marketing-consent';

/** GET: whether the user agreed to offers and reminders, and when they last said. */
export const marketingConsentQuery = queryOptions({
  queryKey: ['account', 'marketing-consent'],
  queryFn: () => apiRequest(URL, { schema: ZMarketingConsentResponse }),
  retry: false,
});

/** PUT: give or withdraw it; the answer is the record as stored. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) =>
      apiRequest(URL, { method: 'PUT', body: { consent }, schema: ZMarketingConsentResponse }),
    onSuccess: (saved) => queryClient.setQueryData(marketingConsentQuery.queryKey, saved),
    retry: false,
  });
}
