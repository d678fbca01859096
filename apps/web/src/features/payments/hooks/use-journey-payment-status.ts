import { isPaymentSuccess, type JourneyVertical } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { journeyPaymentStatus } from '../../../shared/api/journey-payment.ts';
import { retryServerHiccups } from '../api/payment-status.ts';

/**
 * The attempt's status by journey (spec 3 §7). `pollEveryMs` asks again while the attempt is neither paid nor
 * failed (the success page, spec 3 §4.10); without it the status is read once (the failed page).
 */
export function useJourneyPaymentStatus(
  vertical: JourneyVertical,
  journeyId: string | null,
  attemptId: string | null,
  pollEveryMs?: number,
) {
  return useQuery({
    queryKey: ['payments', 'journey-status', vertical, journeyId, attemptId],
    queryFn: () => journeyPaymentStatus(vertical, journeyId as string, attemptId as string),
    enabled: Boolean(journeyId && attemptId),
    retry: retryServerHiccups,
    refetchInterval: (q) =>
      pollEveryMs &&
      q.state.status === 'success' &&
      q.state.data &&
      !isPaymentSuccess(q.state.data.status) &&
      q.state.data.status !== 'FAILED'
        ? pollEveryMs
        : false,
    refetchIntervalInBackground: true,
  });
}
