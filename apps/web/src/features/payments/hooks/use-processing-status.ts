import {
  PAYMENT_PROCESSING_INITIAL_DELAY_MS,
  PAYMENT_PROCESSING_POLL_INTERVAL_MS,
  isPaymentSuccess,
  type ApiVertical,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { attemptStatus, retryServerHiccups } from '../api/payment-status.ts';
import { verifyPaymentReturn, type SignedReturn } from '../api/payment-return.ts';

type Input = { provider: string; vertical: ApiVertical; attemptId: string; signed: SignedReturn | null };

/**
 * The processing page's work (spec 3 §4.10): pass the gateway's signed result to the server, wait 1 s, then
 * ask for the attempt's status every 2 s until it is settled.
 */
export function useProcessingStatus({ provider, vertical, attemptId, signed }: Input) {
  // A query rather than an effect: the server treats a repeated return as one, and the query runs it once per URL.
  const verification = useQuery({
    queryKey: ['payments', 'return', provider, signed],
    queryFn: () => verifyPaymentReturn(provider, signed as SignedReturn),
    enabled: signed !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: retryServerHiccups,
  });
  // Only a refused signature stops here; if the return call itself failed, the gateway's webhook still settles the attempt.
  const verified =
    signed === null || verification.isSuccess || (verification.isError && !isRefusal(verification.error));
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => setWaited(true), PAYMENT_PROCESSING_INITIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified]);

  const status = useQuery({
    queryKey: ['payments', 'status', vertical, attemptId],
    queryFn: () => attemptStatus(vertical, attemptId),
    enabled: waited,
    retry: retryServerHiccups,
    refetchInterval: (q) =>
      q.state.status === 'success' && q.state.data && !isSettled(q.state.data.status)
        ? PAYMENT_PROCESSING_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
  });

  const refused = verification.isError && isRefusal(verification.error);
  return { refused, status };
}

const isSettled = (status: string) => isPaymentSuccess(status) || status === 'FAILED';
// 400 'Invalid payment signature': the server did not accept the result as the gateway's.
const isRefusal = (error: Error) => error instanceof ApiError && error.status === 400;
