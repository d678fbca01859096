import { z } from 'zod';
import { codesOf, isOneOf } from './option';
import { MESSAGES } from '../validation/messages';
import { addDays, indiaDate } from '../validation/dates';
import {
  KYC_DOCUMENT_TYPES,
  type KycDocumentType,
  ZKycDocumentType,
  MIME_TYPES,
  MIME_TYPE_CONTENT_TYPES,
  type MimeType,
} from '../code-lists/proposal';

// docs/product/proposal-kyc.md §3: one doc_type per uploaded file (a side of a document).
export const DOC_TYPES = [
  'PAN',
  'AADHAAR_FRONT',
  'AADHAAR_BACK',
  'PASSPORT_FRONT',
  'PASSPORT_BACK',
  'VOTER_ID_FRONT',
  'VOTER_ID_BACK',
  'DRIVING_LICENSE',
  'NREGA_JOB_CARD',
  'PROPOSER_IMAGE',
  'INCOME_PROOF',
] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const ZDocType = z.enum(DOC_TYPES);

/** The wire enum for a real content type (parameters and case ignored), or null when not accepted. */
export function mimeTypeFromContentType(contentType: string): MimeType | null {
  const bare = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const found = MIME_TYPES.find(
    (m) => MIME_TYPE_CONTENT_TYPES[m] === bare || (m === 'IMAGE_JPEG' && bare === 'image/jpg'),
  );
  return found ?? null;
}

/**
 * docs/product/proposal-kyc.md §3, CKYC's rule: an address is proved only by an officially valid document — masked
 * Aadhaar, passport, driving licence, voter ID or NREGA job card. PAN proves identity only, never an address.
 */
export const ADDRESS_PROOF_DOCUMENTS = [
  'AADHAAR_CARD',
  'PASSPORT',
  'DRIVING_LICENSE',
  'VOTER_ID',
  'NREGA_JOB_CARD',
] as const satisfies readonly KycDocumentType[];
export const provesAddress = (doc: KycDocumentType): boolean => isOneOf(ADDRESS_PROOF_DOCUMENTS, doc);

export type KycStagedConfig = {
  readonly any_of_poa: readonly KycDocumentType[];
  readonly any_of_poi: readonly KycDocumentType[];
  readonly mandatory_uploads: readonly KycDocumentType[];
};
/** A plan's KYC stages, as a catalogue states them: its proof-of-address list holds address proofs only. */
export const ZKycStagedConfig = z.object({
  any_of_poa: z.array(ZKycDocumentType.refine(provesAddress, MESSAGES.KYC_NOT_ADDRESS_PROOF)),
  any_of_poi: z.array(ZKycDocumentType),
  mandatory_uploads: z.array(ZKycDocumentType),
});

// docs/product/proposal-kyc.md §3: used when the journey config carries no kyc_staged_config.
export const DEFAULT_KYC_CONFIG: KycStagedConfig = {
  any_of_poa: ADDRESS_PROOF_DOCUMENTS,
  any_of_poi: ['PAN_CARD', 'AADHAAR_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  mandatory_uploads: ['PROPOSER_IMAGE'],
};

export type DocumentSlot = {
  readonly doc_type: DocType;
  readonly label: string;
  readonly side: 'FRONT' | 'BACK' | 'SELFIE';
};

// docs/product/proposal-kyc.md §3: Aadhaar, Passport and Voter ID have front and back; PAN, Driving License and NREGA
// Job Card front only.
export const DOCUMENT_SLOTS: Readonly<Record<KycDocumentType, readonly DocumentSlot[]>> = {
  PAN_CARD: [{ doc_type: 'PAN', label: 'PAN Card', side: 'FRONT' }],
  AADHAAR_CARD: [
    { doc_type: 'AADHAAR_FRONT', label: 'Aadhaar Front', side: 'FRONT' },
    { doc_type: 'AADHAAR_BACK', label: 'Aadhaar Back', side: 'BACK' },
  ],
  PASSPORT: [
    { doc_type: 'PASSPORT_FRONT', label: 'Passport Front', side: 'FRONT' },
    { doc_type: 'PASSPORT_BACK', label: 'Passport Back', side: 'BACK' },
  ],
  VOTER_ID: [
    { doc_type: 'VOTER_ID_FRONT', label: 'Voter ID Front', side: 'FRONT' },
    { doc_type: 'VOTER_ID_BACK', label: 'Voter ID Back', side: 'BACK' },
  ],
  DRIVING_LICENSE: [{ doc_type: 'DRIVING_LICENSE', label: 'Driving License', side: 'FRONT' }],
  // The job card's first page carries the holder's name, photo and address.
  NREGA_JOB_CARD: [{ doc_type: 'NREGA_JOB_CARD', label: 'NREGA Job Card', side: 'FRONT' }],
  PROPOSER_IMAGE: [{ doc_type: 'PROPOSER_IMAGE', label: 'Selfie', side: 'SELFIE' }],
  INCOME_PROOF: [{ doc_type: 'INCOME_PROOF', label: 'Income proof (salary slips, Form 16 or ITR)', side: 'FRONT' }],
};

/** The KYC document a doc_type belongs to (the server needs it to decide what a file proves). */
export function kycDocumentOf(docType: DocType): KycDocumentType {
  const owner = KYC_DOCUMENT_TYPES.find((d) => DOCUMENT_SLOTS[d].some((s) => s.doc_type === docType));
  if (!owner) throw new Error(`No KYC document has slot ${docType}`);
  return owner;
}

/** A check that either passed or has not yet (CKYC found, OVD documents complete). */
export const KYC_CHECK_STATUSES = ['SUCCESS', 'PENDING'] as const;
export const ZKycCheckStatus = z.enum(KYC_CHECK_STATUSES);

/**
 * The journey's KYC (issue 19): CKYC found is SUCCESS at once; a KYC resting on uploaded documents waits for the
 * broker's staff as UNDER_REVIEW, then becomes SUCCESS (approved) or REJECTED (with a reason; the buyer uploads again).
 */
export const KYC_STATUSES = ['SUCCESS', 'PENDING', 'UNDER_REVIEW', 'REJECTED'] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
/** A review page's KYC line (issue 19): where the buyer's identity check stands, in their words. */
export function kycStatusLabel(status: string | null | undefined): string {
  if (status === 'SUCCESS') return 'Verified';
  if (status === 'UNDER_REVIEW') return 'Under review: your documents are being checked';
  if (status === 'REJECTED') return 'Not accepted: please upload your documents again';
  return 'Not complete yet';
}

/** Where staff's check of a journey's uploaded KYC documents stands (issue 19); null until they are sent. */
export const KYC_REVIEW_STATUSES = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];
export const ZKycReviewStatus = z.enum(KYC_REVIEW_STATUSES);
/** What staff decide. */
export const KYC_DECISIONS = ['APPROVED', 'REJECTED'] as const satisfies readonly KycReviewStatus[];

/** Why staff refuse a document KYC: what they pick from, and what the buyer is told to upload again. */
export const KYC_REJECTION_REASONS = {
  DOCUMENT_UNREADABLE: {
    label: 'Document unreadable or cut off',
    reupload: 'Upload your identity and address documents again as clear photos, all four corners visible.',
  },
  NAME_MISMATCH: {
    label: 'Name on the documents differs from the proposer',
    reupload: 'Upload documents that show the proposer’s name as entered in the proposal.',
  },
  DOB_MISMATCH: {
    label: 'Date of birth on the documents differs',
    reupload: 'Upload an identity document showing the proposer’s date of birth as entered in the proposal.',
  },
  AADHAAR_NOT_MASKED: {
    label: 'Aadhaar number not masked',
    reupload: 'Upload a masked Aadhaar (first 8 digits hidden), front and back.',
  },
  DOCUMENT_EXPIRED: {
    label: 'Document expired',
    reupload: 'Upload an identity or address document that is still valid.',
  },
  SELFIE_MISMATCH: {
    label: 'Selfie unclear or not the proposer',
    reupload: 'Take a new selfie in good light, with your face clearly visible.',
  },
  INCOME_PROOF_NOT_ACCEPTED: {
    label: 'Income proof unreadable, not the life assured’s, or short of the income declared',
    reupload:
      'Upload the last three salary slips, Form 16 or an ITR acknowledgement in the life assured’s name, showing the annual income declared.',
  },
} as const satisfies Readonly<Record<string, { label: string; reupload: string }>>;
export type KycRejectionReason = keyof typeof KYC_REJECTION_REASONS;

/**
 * Issue 48: after staff reject the documents of a purchase already paid for, the money stays held this many days for
 * the buyer to upload again; then, or when the buyer cancels first, it is refunded in full. Kavach's own rule, not a
 * regulation's (docs/product/proposal-kyc.md, "Documents not accepted").
 */
export const KYC_REUPLOAD_DAYS = 15;

/** The last Indian day on which a buyer whose paid purchase's documents were rejected at `rejectedAt` may upload again. */
export const kycReuploadDueBy = (rejectedAt: Date): string => addDays(indiaDate(rejectedAt), KYC_REUPLOAD_DAYS);

/** Whether that last day is over on `now`: the held payment is then refunded. */
export const kycReuploadLapsed = (rejectedAt: Date, now: Date): boolean =>
  indiaDate(now) > kycReuploadDueBy(rejectedAt);
export const KYC_REJECTION_REASON_CODES = codesOf(KYC_REJECTION_REASONS);
export const ZKycRejectionReason = z.enum(KYC_REJECTION_REASON_CODES, 'Choose a reason from the list');

export const PURPOSE_CODES = ['KYC'] as const;

// docs/product/proposal-kyc.md §9.
export const UPLOAD_MAX_BYTES = 10_485_760;

/**
 * docs/product/proposal-kyc.md §5: term's income proof must be a document a person can read, not any file of an
 * accepted type (a 70-byte 1×1 PNG passed): a PDF of at least 1 KB with a page (any PDF writer's text page is larger;
 * a hand-made shell is not), or a JPEG or PNG photo or scan at least 500 pixels on each side (a page photographed or
 * scanned legibly is far larger).
 */
export const INCOME_PROOF_MIN_PDF_BYTES = 1024;
export const INCOME_PROOF_MIN_SIDE_PX = 500;
export const UPLOAD_PROGRESS_STEPS = [10, 30, 70, 100] as const;
export const UPLOAD_PROGRESS_CLEAR_MS = 1000;
export const KYC_FALLBACK_DELAY_MS = 2000;
export const SELFIE_JPEG_QUALITY = 0.8;

/**
 * The proposer fields KYC vouches for (docs/decisions.md §4a). Changing any of them makes the KYC result someone
 * else's: the journey's processed documents are set aside and KYC starts again, and a confirmation is withdrawn.
 */
export const KYC_IDENTITY_FIELDS = ['full_name', 'dob', 'pan_number'] as const;

/** What says who a person is for KYC; a part may be kept elsewhere (a term journey's birth date is the quote's). */
export type KycIdentity = Partial<Record<(typeof KYC_IDENTITY_FIELDS)[number], string>>;

/** Whether two proposers are the same person for KYC (names compared without case or spacing differences). */
export function sameKycIdentity(a: KycIdentity | null | undefined, b: KycIdentity | null | undefined): boolean {
  const norm = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return KYC_IDENTITY_FIELDS.every((f) => norm(a?.[f]) === norm(b?.[f]));
}
