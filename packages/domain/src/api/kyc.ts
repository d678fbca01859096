import { z } from 'zod';
import { ZDocType, ZKycCheckStatus, ZKycRejectionReason, ZKycStatus } from '../constants/kyc';
import { ZMimeType } from '../code-lists/proposal';
import { JOURNEY_REF } from './journey-ref';

// docs/product/proposal-kyc.md §3 and §7: the upload handshake and the KYC status (docs/decisions.md §2 path for the
// status).
export const ZPresignPutUrlRequest = z
  .object({
    ...JOURNEY_REF,
    doc_name: z.string().trim().min(1).max(120),
    purpose_code: z.literal('KYC'),
    doc_type: ZDocType,
    mime_type: ZMimeType,
  })
  .strict();
export type TPresignPutUrlRequest = z.infer<typeof ZPresignPutUrlRequest>;

export const ZPresignPutUrlResponse = z.object({ pre_signed_url: z.string(), upload_reference_id: z.string() });
export type TPresignPutUrlResponse = z.infer<typeof ZPresignPutUrlResponse>;

export const ZProcessUploadRequest = z.object({ upload_reference_id: z.uuid('Unknown upload') }).strict();
export const ZProcessUploadResponse = z.object({
  upload_reference_id: z.string(),
  doc_type: ZDocType,
  status: z.literal('PROCESSED'),
  size_bytes: z.number(),
});
export type TProcessUploadResponse = z.infer<typeof ZProcessUploadResponse>;

/** Staff refused the documents (issue 19): the reason and what to upload again, in the buyer's words. */
export const ZKycRejection = z.object({ reason_code: ZKycRejectionReason, reason: z.string(), reupload: z.string() });
export type TKycRejection = z.infer<typeof ZKycRejection>;

/**
 * Where a journey's identity check stands, without its files: what every journey read shows and a paid snapshot keeps.
 */
export const ZKycSummary = z.object({
  ckyc_status: ZKycCheckStatus,
  ovd_status: ZKycCheckStatus,
  kyc_status: ZKycStatus,
});
export type TKycSummary = z.infer<typeof ZKycSummary>;
export const kycSummaryOf = ({ ckyc_status, ovd_status, kyc_status }: TKycSummary): TKycSummary => ({
  ckyc_status,
  ovd_status,
  kyc_status,
});

export const ZKycStatusResponse = z.object({
  ckyc_status: ZKycCheckStatus,
  ovd_status: ZKycCheckStatus,
  kyc_status: ZKycStatus,
  /** Set when kyc_status is REJECTED. */
  rejection: ZKycRejection.nullish(),
  /** The processed file of each slot, latest first wins: lets the screen show what is already uploaded. */
  documents: z.array(z.object({ doc_type: ZDocType, upload_reference_id: z.string() })),
});
export type TKycStatusResponse = z.infer<typeof ZKycStatusResponse>;
