import { ZOpsFreeLookCancelResponse } from '@kavach/domain';
import { opsRequest } from './ops-request.ts';

/** POST /v1/ops/policies/{policy_number}/free-look-cancel: the buyer returned the policy within 30 days. */
export const cancelInFreeLook = (policyNumber: string) =>
  opsRequest(`/v1/ops/policies/${encodeURIComponent(policyNumber)}/free-look-cancel`, {
    method: 'POST',
    schema: ZOpsFreeLookCancelResponse,
  });
