import type { ApiVertical } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { attemptStatusQuery } from '../api/payment-status.ts';
import { paymentReturnQuery, type SignedReturn } from '../api/payment-return.ts';

type Input = { provider: string; vertical: ApiVertical; attemptId: string; signed: SignedReturn | null };

/**
 * The processing page's work (docs/product/review-payment-term-bike.md §4.10): pass the gateway's signed result to the
 * server, wait 1 s, then ask for the attempt's status every 2 s until it is settled.
 */
export function useProcessingStatus({ provider, vertical, attemptId, signed }: Input) {
  const verification = useQuery({
    ...paymentReturnQuery(provider, signed ?? ({} as SignedReturn)),
    enabled: signed !== null,
  });
  // Only a refused signature stops here; if the return call itself failed, the gateway's webhook still settles the
  // attempt.
  const verified =
    signed === null || verification.isSuccess || (verification.isError && !isRefusal(verification.error));
  const status = useQuery({ ...attemptStatusQuery(vertical, attemptId), enabled: verified });
  const refused = verification.isError && isRefusal(verification.error);
  return { refused, status };
}

// 400 'Invalid payment signature': the server did not accept the result as the gateway's.
const isRefusal = (error: Error) => error instanceof ApiError && error.status === 400;
