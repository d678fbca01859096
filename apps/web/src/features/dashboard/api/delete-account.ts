import { ZDeleteAccountResponse } from '@kavach/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** DELETE /v1/account: erases the signed-in user's data; the session ends with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest('/v1/account', { method: 'DELETE', schema: ZDeleteAccountResponse }),
    retry: false,
  });
}
