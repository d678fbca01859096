import {
  MESSAGES,
  ZEndorsementView,
  ZEndorsementsResponse,
  ZInitiatePaymentResponse,
  type TRequestEndorsementRequest,
} from '@kavach/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

const endorsementsPath = (policyNumber: string) => `/v1/policies/${encodeURIComponent(policyNumber)}/endorsements`;
const key = (policyNumber: string) => ['policies', policyNumber, 'endorsements'];

/**
 * GET /v1/policies/{policy_number}/endorsements: what the policy may change, and each change asked for with where it
 * stands; read again every few seconds while one is with the insurer.
 */
export const endorsementsQuery = (policyNumber: string) =>
  queryOptions({
    queryKey: key(policyNumber),
    queryFn: ({ signal }) => apiRequest(endorsementsPath(policyNumber), { signal, schema: ZEndorsementsResponse }),
    refetchInterval: (q) => (q.state.data?.endorsements.some((e) => e.status === 'SENDING') ? 3000 : false),
    retry: false,
  });

/** POST /v1/policies/{policy_number}/endorsements: one change, sent to the insurer. */
export function useRequestEndorsement(policyNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestEndorsementRequest) =>
      apiRequest(endorsementsPath(policyNumber), { method: 'POST', body, schema: ZEndorsementView }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: key(policyNumber) }),
  });
}

/**
 * POST …/endorsements/{id}/pay: the gateway's page for the insurer's price of a change; the browser goes there, and
 * comes back through the payment pages to the dashboard. The ids are kept as for any payment.
 */
export function usePayEndorsement(policyNumber: string, journeyId: string) {
  return useMutation({
    mutationFn: async (endorsementId: string) => {
      const started = await apiRequest(`${endorsementsPath(policyNumber)}/${endorsementId}/pay`, {
        method: 'POST',
        schema: ZInitiatePaymentResponse,
      });
      if (!started.payment_url || !started.payment_attempt_id) throw new Error(MESSAGES.PAYMENT_URL_MISSING);
      sessionStore.set('journey_id', journeyId);
      sessionStore.set('payment_attempt_id', started.payment_attempt_id);
      window.location.assign(started.payment_url);
    },
    retry: false,
  });
}

/** POST …/endorsements/{id}/withdraw: a priced change not paid for, withdrawn. */
export function useWithdrawEndorsement(policyNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endorsementId: string) =>
      apiRequest(`${endorsementsPath(policyNumber)}/${endorsementId}/withdraw`, {
        method: 'POST',
        schema: ZEndorsementView,
      }),
    retry: false,
    onSettled: () => client.invalidateQueries({ queryKey: key(policyNumber) }),
  });
}

/** Where the revised schedule of one change downloads from. */
export const endorsementSchedulePath = (policyNumber: string, endorsementId: string) =>
  `${endorsementsPath(policyNumber)}/${endorsementId}/schedule`;
