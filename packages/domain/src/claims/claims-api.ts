import { z } from 'zod';
import { ZMimeType } from '../code-lists/proposal';
import { ZCount, ZDay, ZInstant, ZRowId, ZRupees } from '../api/wire';
import { CLAIM_CLOCK_STATES, CLAIM_CLOCKS } from './claim-clocks';
import { CLAIM_KINDS, CLAIM_STATUSES } from './claim-states';

// Issue 47: a claim intimated from the buyer's dashboard, decided by the insurer (docs/product/claims.md).

/** The documents a claim can carry, named as insurers' claim forms name them. */
export const CLAIM_DOCUMENTS = [
  'CLAIM_FORM',
  'HOSPITAL_BILLS',
  'DISCHARGE_SUMMARY',
  'INVESTIGATION_REPORTS',
  'REPAIR_ESTIMATE',
  'DRIVING_LICENCE',
  'FIR',
  'DEATH_CERTIFICATE',
  'NOMINEE_ID_PROOF',
] as const;
export type ClaimDocument = (typeof CLAIM_DOCUMENTS)[number];

export const CLAIM_DOCUMENT_LABELS: Readonly<Record<ClaimDocument, string>> = {
  CLAIM_FORM: 'Claim form',
  HOSPITAL_BILLS: 'Hospital bills',
  DISCHARGE_SUMMARY: 'Discharge summary',
  INVESTIGATION_REPORTS: 'Investigation reports',
  REPAIR_ESTIMATE: 'Repair estimate',
  DRIVING_LICENCE: 'Driving licence',
  FIR: 'First information report (FIR)',
  DEATH_CERTIFICATE: 'Death certificate',
  NOMINEE_ID_PROOF: 'Nominee’s identity proof',
};

/** The documents that go with each kind of claim, as the claim form offers them. */
export const CLAIM_DOCUMENTS_BY_KIND: Readonly<Record<(typeof CLAIM_KINDS)[number], readonly ClaimDocument[]>> = {
  CASHLESS_PLANNED: ['INVESTIGATION_REPORTS'],
  CASHLESS_EMERGENCY: ['INVESTIGATION_REPORTS'],
  REIMBURSEMENT: ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY', 'INVESTIGATION_REPORTS'],
  OWN_DAMAGE: ['CLAIM_FORM', 'REPAIR_ESTIMATE', 'DRIVING_LICENCE'],
  THIRD_PARTY: ['CLAIM_FORM', 'FIR', 'DRIVING_LICENCE'],
  DEATH: ['CLAIM_FORM', 'DEATH_CERTIFICATE', 'NOMINEE_ID_PROOF'],
};

const ZText = (max: number) => z.string().trim().min(1).max(max);
const ZDocuments = z.array(z.enum(CLAIM_DOCUMENTS)).max(CLAIM_DOCUMENTS.length);

/**
 * What every claim states: what happened, when, for how much. Its documents are files uploaded to the claim once it
 * exists (ZClaimFileRequest), as the insurer asks for them: a claim is intimated first, as insurers want it within a
 * day or two of admission, and its papers follow.
 */
const common = {
  /** The browser's key for this intimation: a double click or a second tab makes one claim. */
  idempotency_key: z.uuid(),
  incident_date: ZDay,
  claimed_amount: ZRupees.positive(),
  description: ZText(500),
};

/** A claim takes at most this many files, all documents together (a bill may run to several pages). */
export const CLAIM_FILES_MAX = 20;

/** POST /v1/policies/{policy_number}/claims/{claim_id}/files: a signed URL to upload one document's file to. */
export const ZClaimFileRequest = z
  .object({
    document: z.enum(CLAIM_DOCUMENTS),
    file_name: ZText(120),
    mime_type: ZMimeType,
  })
  .strict();
export type TClaimFileRequest = z.infer<typeof ZClaimFileRequest>;
export const ZClaimFileUpload = z.object({ file_id: ZRowId, pre_signed_url: z.string() });
export type TClaimFileUpload = z.infer<typeof ZClaimFileUpload>;
export const ZClaimFileParams = z
  .object({ policy_number: z.string().min(1).max(60), claim_id: z.uuid(), file_id: z.uuid() })
  .strict();

/**
 * A file on a claim: WAITING for its upload, READY (checked, kept encrypted, not yet sent) or SENT to the insurer.
 * A file that fails its checks is deleted and never listed.
 */
export const ZClaimFile = z.object({
  id: ZRowId,
  document: z.enum(CLAIM_DOCUMENTS),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  state: z.enum(['WAITING', 'READY', 'SENT']),
});
export type TClaimFile = z.infer<typeof ZClaimFile>;

/** POST /v1/policies/{policy_number}/claims: the claim, its fields by its kind. */
export const ZIntimateClaimRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('CASHLESS_PLANNED'), hospital_name: ZText(120), ...common }).strict(),
  z.object({ kind: z.literal('CASHLESS_EMERGENCY'), hospital_name: ZText(120), ...common }).strict(),
  z.object({ kind: z.literal('REIMBURSEMENT'), hospital_name: ZText(120), ...common }).strict(),
  z.object({ kind: z.literal('OWN_DAMAGE'), survey_address: ZText(200), ...common }).strict(),
  z.object({ kind: z.literal('THIRD_PARTY'), fir_number: ZText(60), ...common }).strict(),
  z.object({ kind: z.literal('DEATH'), nominee_name: ZText(120), ...common }).strict(),
]);
export type TIntimateClaimRequest = z.infer<typeof ZIntimateClaimRequest>;

export const ZClaimClock = z.object({
  name: z.enum(Object.keys(CLAIM_CLOCKS) as [keyof typeof CLAIM_CLOCKS, ...(keyof typeof CLAIM_CLOCKS)[]]),
  state: z.enum(CLAIM_CLOCK_STATES),
  due_at: ZInstant,
  /** The clock as the buyer and staff read it: "Cashless decision due by 14:32", "Settlement overdue by 2 h". */
  words: z.string(),
});

/** One claim as its buyer sees it. */
export const ZClaimView = z.object({
  id: ZRowId,
  policy_number: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  claimed_amount: ZRupees,
  /** What the insurer approved (or settled); null before it has. */
  approved_amount: ZRupees.nullable(),
  /** Why the insurer rejected it, in its words. */
  reason: z.string().nullable(),
  documents_requested: ZDocuments,
  /** The insurer's own claim number, once it has taken the claim. */
  insurer_claim_number: z.string().nullable(),
  intimated_at: ZInstant,
  clocks: z.array(ZClaimClock),
  /** The documents' files the buyer uploaded, oldest first. */
  files: z.array(ZClaimFile),
});
export type TClaimView = z.infer<typeof ZClaimView>;

export const ZClaimListResponse = z.object({ claims: z.array(ZClaimView) });
export type TClaimListResponse = z.infer<typeof ZClaimListResponse>;

/** GET /v1/ops/claims: the open claims, the one whose clock is due soonest first. */
export const ZOpsClaimsResponse = z.object({
  claims: z.array(
    ZClaimView.extend({
      insurer_id: z.string(),
      /** The clock staff chase: the open one due soonest; null when none runs (waiting on documents). */
      next_clock: ZClaimClock.nullable(),
      overdue: z.boolean(),
    }),
  ),
  count: ZCount,
});
export type TOpsClaimsResponse = z.infer<typeof ZOpsClaimsResponse>;

export const ZClaimParams = z.object({ policy_number: z.string().min(1).max(60), claim_id: z.uuid() }).strict();
