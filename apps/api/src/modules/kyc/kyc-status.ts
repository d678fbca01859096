import {
  DEFAULT_KYC_CONFIG,
  DOCUMENT_SLOTS,
  type KycDocumentType,
  type KycStagedConfig,
  type TKycStatusResponse,
} from '@kavach/domain';
import type { UploadRow } from './repository.ts';

/**
 * DESIGN.md §4 KYC. CKYC: the proposer's PAN found in the registry (the CKYC provider's answer).
 * OVD: the processed documents cover both a proof of address and a proof of identity (every slot of a
 * document uploaded; Aadhaar front and back, say, can prove both). KYC: CKYC found, or OVD and every
 * mandatory upload (the selfie) done.
 */
export function kycStatus(
  ckycSearch: 'FOUND' | 'NOT_FOUND',
  config: KycStagedConfig | undefined,
  processed: readonly UploadRow[],
): TKycStatusResponse {
  const stages = config ?? DEFAULT_KYC_CONFIG;
  const latest = new Map<string, UploadRow>();
  for (const u of processed) if (!latest.has(u.docType)) latest.set(u.docType, u);
  const complete = (doc: KycDocumentType) => DOCUMENT_SLOTS[doc].every((slot) => latest.has(slot.doc_type));
  const ckyc = ckycSearch === 'FOUND' ? 'SUCCESS' : 'PENDING';
  const ovd = stages.any_of_poa.some(complete) && stages.any_of_poi.some(complete) ? 'SUCCESS' : 'PENDING';
  const mandatory = stages.mandatory_uploads.every(complete);
  return {
    ckyc_status: ckyc,
    ovd_status: ovd,
    kyc_status: ckyc === 'SUCCESS' || (ovd === 'SUCCESS' && mandatory) ? 'SUCCESS' : 'PENDING',
    documents: [...latest.values()].map((u) => ({
      doc_type: u.docType as TKycStatusResponse['documents'][number]['doc_type'],
      upload_reference_id: u.id,
    })),
  };
}
