import { ZOpsFreeLookCancelResponse, ZOpsFreeLookQuoteResponse } from '@kavach/domain';
import { saveBlob, servedFileName } from '../../../shared/lib/save-file.ts';
import { opsRequest, staffSession } from './ops-request.ts';

/** POST /v1/ops/policies/{policy_number}/free-look-cancel: the buyer returned the policy within 30 days. */
export const cancelInFreeLook = (policyNumber: string) =>
  opsRequest(`/v1/ops/policies/${encodeURIComponent(policyNumber)}/free-look-cancel`, {
    method: 'POST',
    schema: ZOpsFreeLookCancelResponse,
  });

/** GET /v1/ops/policies/{policy_number}/free-look-refund: what a return refunds today, shown before confirming. */
export const freeLookRefund = (policyNumber: string) =>
  opsRequest(`/v1/ops/policies/${encodeURIComponent(policyNumber)}/free-look-refund`, {
    schema: ZOpsFreeLookQuoteResponse,
  });

/** GET /v1/ops/policies/{policy_number}/schedule: the schedule PDF, saved as the buyer's download is named. */
export async function downloadSchedule(policyNumber: string): Promise<void> {
  const token = staffSession.get();
  const res = await fetch(`/v1/ops/policies/${encodeURIComponent(policyNumber)}/schedule`, {
    headers: token ? { 'x-staff-session': token } : {},
  });
  if (!res.ok) throw new Error(`The schedule could not be downloaded (${res.status})`);
  saveBlob(await res.blob(), servedFileName(res, `${policyNumber}.pdf`));
}
