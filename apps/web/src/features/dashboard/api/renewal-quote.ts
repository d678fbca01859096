import { MESSAGES, ZRenewalQuoteResponse, ZRenewPolicyResponse } from '@kavach/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { initiatePayment } from '../../../shared/api/journey-payment.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

/**
 * GET /v1/policies/{policy_number}/renewal-quote: the insurer's renewal terms, read afresh each time they are opened
 * (they change with the day: the grace, the bonus window).
 */
export const renewalQuoteQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: ['policies', policyNumber, 'renewal-quote'],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/policies/${encodeURIComponent(policyNumber)}/renewal-quote`, {
        signal,
        schema: ZRenewalQuoteResponse,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * POST /v1/policies/{policy_number}/renew: the renewal as a journey confirmed on the insurer's terms of the day, then a
 * payment opened for it as for any purchase; the browser goes to the gateway, whose return is the purchase's own
 * success page (it reads the journey and the attempt from the session, as the review's Pay does).
 */
export async function renewAndPay(policyNumber: string): Promise<void> {
  const renewal = await apiRequest(`/v1/policies/${encodeURIComponent(policyNumber)}/renew`, {
    method: 'POST',
    schema: ZRenewPolicyResponse,
  });
  const started = await initiatePayment(renewal.vertical, renewal.journey_id);
  if (!started.payment_url || !started.payment_attempt_id) throw new Error(MESSAGES.PAYMENT_URL_MISSING);
  sessionStore.set('journey_id', renewal.journey_id);
  sessionStore.set('payment_attempt_id', started.payment_attempt_id);
  window.location.assign(started.payment_url);
}
