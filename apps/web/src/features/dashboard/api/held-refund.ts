import { ZHeldRefundResponse } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * POST /v1/account/journeys/{id}/held-refund (issue 48): the buyer whose documents were not accepted cancels instead
 * of uploading again, and the held premium is refunded. Done once the dashboard has been read again, which lists the
 * refund and no longer the held purchase.
 */
export function useHeldRefund(journeyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/account/journeys/${encodeURIComponent(journeyId)}/held-refund`, {
        method: 'POST',
        schema: ZHeldRefundResponse,
      }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] }),
  });
}
