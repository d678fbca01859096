import {
  DEFAULT_KYC_CONFIG,
  DOCUMENT_SLOTS,
  KYC_DOCUMENT_TYPES,
  KYC_FALLBACK_DELAY_MS,
  type DocType,
  type KycDocumentType,
  type KycStage,
  type KycStagedConfig,
  isOneOf,
  provesAddress,
} from '@kavach/domain';

/** The journey's kyc_staged_config as it arrives (plain strings); unknown document types are dropped. */
export type RawKycConfig = {
  any_of_poa: readonly string[];
  any_of_poi: readonly string[];
  mandatory_uploads: readonly string[];
};

/**
 * What the status call says; a failed call is null (docs/product/proposal-kyc.md §4 treats it like PENDING, or moves
 * on).
 */
export type KycStatusSnapshot = { ckyc_status: string; ovd_status: string; kyc_status: string } | null;

/** The stages that collect documents. */
export type UploadStage = Extract<KycStage, 'POA' | 'POI' | 'MANDATORY'>;
export const UPLOAD_STAGES: readonly UploadStage[] = ['POA', 'POI', 'MANDATORY'];

/** The buyer's document choice in the two "any of" stages. */
export type KycSelection = { readonly POA: KycDocumentType | null; readonly POI: KycDocumentType | null };

const isDocumentType = (v: string): v is KycDocumentType => isOneOf(KYC_DOCUMENT_TYPES, v);
const documentsOf = (list: readonly string[]) => [...new Set(list.filter(isDocumentType))];

/** docs/product/proposal-kyc.md §3: a journey without kyc_staged_config uses the default one. */
export function kycConfigOf(raw: RawKycConfig | null | undefined): KycStagedConfig {
  if (!raw) return DEFAULT_KYC_CONFIG;
  return {
    // A server's list is checked already; a PAN here would still be no proof of address (CKYC).
    any_of_poa: documentsOf(raw.any_of_poa).filter(provesAddress),
    any_of_poi: documentsOf(raw.any_of_poi),
    mandatory_uploads: documentsOf(raw.mandatory_uploads),
  };
}

/** The documents a stage offers: one to choose from in POA and POI, all of them in MANDATORY. */
export function stageOptions(stage: UploadStage, config: KycStagedConfig): readonly KycDocumentType[] {
  if (stage === 'POA') return config.any_of_poa;
  if (stage === 'POI') return config.any_of_poi;
  return config.mandatory_uploads;
}

/** The documents whose slots the stage asks for now. */
export function stageDocuments(
  stage: UploadStage,
  config: KycStagedConfig,
  selection: KycSelection,
): readonly KycDocumentType[] {
  if (stage === 'MANDATORY') return config.mandatory_uploads;
  const chosen = selection[stage];
  return chosen && stageOptions(stage, config).includes(chosen) ? [chosen] : [];
}

/**
 * docs/product/proposal-kyc.md §4: a stage is complete when every required slot of every required document has an
 * uploaded reference. POA and POI need a document chosen first, unless the config offers none (nothing to ask).
 */
export function stageComplete(
  stage: UploadStage,
  config: KycStagedConfig,
  selection: KycSelection,
  uploaded: (docType: DocType) => boolean,
): boolean {
  const documents = stageDocuments(stage, config, selection);
  if (stage !== 'MANDATORY' && documents.length === 0) return stageOptions(stage, config).length === 0;
  return documents.every((doc) => DOCUMENT_SLOTS[doc].every((slot) => uploaded(slot.doc_type)));
}

/**
 * docs/product/proposal-kyc.md §4 "KYC start": CKYC found goes straight to review; otherwise (or on a failed call) POA.
 */
export function stageAtStart(status: KycStatusSnapshot): KycStage {
  return status?.ckyc_status === 'SUCCESS' ? 'REVIEW_SUBMIT' : 'POA';
}

/** Where Continue leads: the stage, whether the POI choice is cleared, and how long to wait first. */
export type ContinueStep = { stage: KycStage; clearPoi: boolean; delayMs: number };

/**
 * docs/product/proposal-kyc.md §4 "KYC Continue" from each stage, given the status fetched just before (null when it
 * failed). From POA: OVD done skips to MANDATORY; otherwise (PENDING, any other value, a failed call) POI is skipped
 * when the chosen address proof also proves identity, else POI opens with its choice cleared. From POI:
 * MANDATORY. From MANDATORY: review at once when KYC is done or the call failed, else after 2 seconds.
 */
export function stageAfter(
  stage: UploadStage,
  status: KycStatusSnapshot,
  config: KycStagedConfig,
  selection: KycSelection,
): ContinueStep {
  if (stage === 'POA') {
    const skipPoi =
      status?.ovd_status === 'SUCCESS' ||
      (selection.POA !== null && config.any_of_poi.includes(selection.POA)) ||
      config.any_of_poi.length === 0;
    return skipPoi ? { stage: 'MANDATORY', clearPoi: false, delayMs: 0 } : { stage: 'POI', clearPoi: true, delayMs: 0 };
  }
  if (stage === 'POI') return { stage: 'MANDATORY', clearPoi: false, delayMs: 0 };
  // Documents sent for staff's review count as done here: the buyer may go on and pay (issue 19).
  const immediate = status === null || status.kyc_status === 'SUCCESS' || status.kyc_status === 'UNDER_REVIEW';
  return { stage: 'REVIEW_SUBMIT', clearPoi: false, delayMs: immediate ? 0 : KYC_FALLBACK_DELAY_MS };
}

/**
 * A returning buyer's earlier choice: the offered document with the most of its slots already uploaded
 * (complete ones first), so the files they sent show again. Null when none of its slots was uploaded.
 */
export function resumedChoice(
  options: readonly KycDocumentType[],
  uploaded: (docType: DocType) => boolean,
): KycDocumentType | null {
  let best: KycDocumentType | null = null;
  let bestScore = 0;
  for (const doc of options) {
    const slots = DOCUMENT_SLOTS[doc];
    const done = slots.filter((s) => uploaded(s.doc_type)).length;
    const score = done === 0 ? 0 : done === slots.length ? 10 + done : done;
    if (score > bestScore) [best, bestScore] = [doc, score];
  }
  return best;
}
