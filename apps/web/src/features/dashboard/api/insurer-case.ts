import { ZInsurerCaseResponse, type TAnswerCounterOfferRequest, type TBookMedicalTestRequest } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * The buyer answers their insurer (issue 45): POST /v1/insurer-cases/medical-test books an offered slot, POST
 * /v1/insurer-cases/counter-offer declines an offer (the premium is refunded). Done once the dashboard is read again.
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
  return { bookSlot, declineOffer };
}
