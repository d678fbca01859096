import { formatInr } from '../format/money';
import { CLAIM_DOCUMENT_LABELS, type ClaimDocument } from './claims-api';
import type { ClaimStatus } from './claim-states';

/** Where a claim stands, in the words the dashboard and the buyer's notice use. */
export function claimStatusWords(c: {
  status: ClaimStatus;
  approvedRupees: number | null;
  reason: string | null;
  documentsRequested: readonly ClaimDocument[];
}): string {
  switch (c.status) {
    case 'SUBMITTING':
      return 'Sending your claim to the insurer.';
    case 'INTIMATED':
      return 'The insurer has your claim and is reviewing it.';
    case 'DOCUMENTS_REQUESTED':
      return `The insurer asks for: ${c.documentsRequested.map((d) => CLAIM_DOCUMENT_LABELS[d]).join(', ')}.`;
    case 'APPROVED':
      return `Approved for ${formatInr(c.approvedRupees ?? 0)}.`;
    case 'DISCHARGE_REQUESTED':
      return 'The hospital has asked the insurer to authorise your discharge.';
    case 'SETTLED':
      return `Settled: ${formatInr(c.approvedRupees ?? 0)}.`;
    case 'REJECTED':
      return `Rejected: ${(c.reason ?? '').replace(/\.+$/, '')}.`;
  }
}
