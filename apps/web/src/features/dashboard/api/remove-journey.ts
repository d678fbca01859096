import { ZRemoveJourneyResponse } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { forgetJourney } from '../../../shared/auth/auth-session.ts';

/**
 * DELETE /v1/account/journeys/{id}: an unpaid purchase and what the buyer gave for it are erased. It counts as done
 * once the dashboard has been read again without it, so the card goes as the dialog closes; what this tab kept of its
 * proposal is forgotten with it.
 */
export function useRemoveJourney(journeyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/account/journeys/${encodeURIComponent(journeyId)}`, {
        method: 'DELETE',
        schema: ZRemoveJourneyResponse,
      }),
    retry: false,
    onSuccess: () => {
      forgetJourney(journeyId);
      return client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] });
    },
  });
}
