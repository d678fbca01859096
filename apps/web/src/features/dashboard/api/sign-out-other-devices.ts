import { ZSignOutOthersResponse } from '@kavach/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v1/account/sessions/sign-out-others: every other session of the user ends; this one keeps working. */
export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/v1/account/sessions/sign-out-others', { method: 'POST', schema: ZSignOutOthersResponse }),
    retry: false,
  });
}
