import {
  DEFAULT_KYC_CONFIG,
  DOCUMENT_SLOTS,
  KYC_REJECTION_REASONS,
  MESSAGES,
  type KycDocumentType,
  type KycRejectionReason,
  type KycStagedConfig,
  type TKycStatusResponse,
} from '@kavach/domain';
import type { UploadRow } from './repository.ts';

/** Staff's decision on a journey's documents (journeys.kyc_review_status), null until they were sent for review. */
export type KycReview = { status: string | null; reason: string | null };
export const reviewOf = (journey: { kycReviewStatus: string | null; kycReviewReason: string | null }): KycReview => ({
  status: journey.kycReviewStatus,
  reason: journey.kycReviewReason,
});

const latestBySlot = (processed: readonly UploadRow[]) => {
  const latest = new Map<string, UploadRow>();
  for (const u of processed) if (!latest.has(u.docType)) latest.set(u.docType, u);
  return latest;
};
const completeIn = (latest: ReadonlyMap<string, UploadRow>) => (doc: KycDocumentType) =>
  DOCUMENT_SLOTS[doc].every((slot) => latest.has(slot.doc_type));

/**
 * What the buyer must still upload, when documents prove who they are but not where they live (a PAN card alone:
 * PAN proves identity only, docs/product/proposal-kyc.md §3); null otherwise.
 */
export function missingAddressProof(config: KycStagedConfig | undefined, processed: readonly UploadRow[]) {
  const stages = config ?? DEFAULT_KYC_CONFIG;
  const complete = completeIn(latestBySlot(processed));
  return stages.any_of_poi.some(complete) && !stages.any_of_poa.some(complete)
    ? MESSAGES.KYC_ADDRESS_PROOF_MISSING
    : null;
}

/**
 * docs/decisions.md §4 KYC. CKYC: the proposer's PAN found in the registry (the CKYC provider's answer).
 * OVD: the processed documents cover both a proof of address and a proof of identity (every slot of a
 * document uploaded; Aadhaar front and back, say, can prove both). KYC: CKYC found is SUCCESS at once; OVD and
 * every mandatory upload (the selfie) done wait for staff (issue 19): UNDER_REVIEW, then SUCCESS when they
 * approve or REJECTED, with what to upload again. `staffReviewed`: documents a person checks whatever CKYC says
 * (term's income proof, issue 45): once one is uploaded, CKYC found waits for staff too.
 */
export function kycStatus(
  ckycSearch: 'FOUND' | 'NOT_FOUND',
  config: KycStagedConfig | undefined,
  processed: readonly UploadRow[],
  review: KycReview = { status: null, reason: null },
  staffReviewed: readonly string[] = [],
): TKycStatusResponse {
  const stages = config ?? DEFAULT_KYC_CONFIG;
  const latest = latestBySlot(processed);
  const complete = completeIn(latest);
  const ckyc = ckycSearch === 'FOUND' ? 'SUCCESS' : 'PENDING';
  const ovd = stages.any_of_poa.some(complete) && stages.any_of_poi.some(complete) ? 'SUCCESS' : 'PENDING';
  const mandatory = stages.mandatory_uploads.every(complete);
  const documented = ovd === 'SUCCESS' && mandatory;
  const forStaff = ckyc !== 'SUCCESS' || staffReviewed.some((docType) => latest.has(docType));
  const kyc =
    ckyc !== 'SUCCESS' && !documented
      ? 'PENDING'
      : !forStaff || review.status === 'APPROVED'
        ? 'SUCCESS'
        : review.status === 'REJECTED'
          ? 'REJECTED'
          : 'UNDER_REVIEW';
  const code = review.reason as KycRejectionReason | null;
  return {
    ckyc_status: ckyc,
    ovd_status: ovd,
    kyc_status: kyc,
    rejection:
      kyc === 'REJECTED' && code && code in KYC_REJECTION_REASONS
        ? {
            reason_code: code,
            reason: KYC_REJECTION_REASONS[code].label,
            reupload: KYC_REJECTION_REASONS[code].reupload,
          }
        : null,
    documents: [...latest.values()].map((u) => ({
      doc_type: u.docType as TKycStatusResponse['documents'][number]['doc_type'],
      upload_reference_id: u.id,
    })),
  };
}
