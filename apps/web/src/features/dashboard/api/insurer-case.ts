import { ZInsurerCaseResponse, type TAnswerCounterOfferRequest, type TBookMedicalTestRequest } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';

/**
 * The buyer answers their insurer (issue 45): POST /v1/insurer-cases/medical-test books an offered slot, POST
 * /v1/insurer-cases/counter-offer declines an offer (the premium is refunded) or accepts it — then the browser goes to
 * the gateway's page to pay the difference, and comes back to the payment pages as for the premium. Done once the
 * dashboard is read again.
 */
export function useAnswerInsurer() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['users', 'me', 'dashboard'] });
  const bookSlot = useMutation({
    mutationFn: (body: TBookMedicalTestRequest) =>
      apiRequest('/v1/insurer-cases/medical-test', { method: 'POST', body, schema: ZInsurerCaseResponse }),
    retry: false,
    onSuccess: refresh,
  });
  const declineOffer = useMutation({
    mutationFn: (body: TAnswerCounterOfferRequest) =>
      apiRequest('/v1/insurer-cases/counter-offer', { method: 'POST', body, schema: ZInsurerCaseResponse }),
    retry: false,
    onSuccess: refresh,
  });
  const acceptOffer = useMutation({
    mutationFn: (body: { journey_id: string }) =>
      apiRequest('/v1/insurer-cases/counter-offer', {
        method: 'POST',
        body: { ...body, answer: 'ACCEPT' } satisfies TAnswerCounterOfferRequest,
        schema: ZInsurerCaseResponse,
      }),
    retry: false,
    onSuccess: (answer, body) => {
      if (!answer.payment_url || !answer.payment_attempt_id) return refresh();
      // The payment pages follow this attempt, as they follow the premium's (use-start-payment.ts).
      sessionStore.set('journey_id', body.journey_id);
      sessionStore.set('payment_attempt_id', answer.payment_attempt_id);
      window.location.assign(answer.payment_url);
    },
  });
  return { bookSlot, declineOffer, acceptOffer };
}
