import { isCashless, type ClaimDocument, type ClaimKind } from '@kavach/domain';
import type { TClaimAnswer, TClaimIntimation } from '../../providers/insurers/policy-connector.ts';

// The sandbox insurer's claim rules (docs/insurers.md#claims): made up, deterministic, so every path can be walked.

/** The documents the sandbox needs before it reviews a claim; a cashless claim's come from the hospital. */
export const SANDBOX_CLAIM_DOCUMENTS: Readonly<Record<ClaimKind, readonly ClaimDocument[]>> = {
  CASHLESS_PLANNED: [],
  CASHLESS_EMERGENCY: [],
  REIMBURSEMENT: ['CLAIM_FORM', 'HOSPITAL_BILLS', 'DISCHARGE_SUMMARY'],
  OWN_DAMAGE: ['CLAIM_FORM', 'REPAIR_ESTIMATE', 'DRIVING_LICENCE'],
  THIRD_PARTY: ['CLAIM_FORM', 'FIR'],
  DEATH: ['CLAIM_FORM', 'DEATH_CERTIFICATE', 'NOMINEE_ID_PROOF'],
};

/** A claim whose description names an excluded cause is rejected, with the exclusion as its reason. */
export const SANDBOX_EXCLUSIONS: readonly { words: RegExp; reason: string }[] = [
  { words: /\bcosmetic\b/i, reason: 'Cosmetic treatment is excluded under this policy (sandbox rule)' },
  { words: /\b(alcohol|drunk)\b/i, reason: 'Driving under the influence of alcohol is excluded (sandbox rule)' },
];

export type SandboxClaimState = Pick<TClaimAnswer, 'status' | 'approved_paise' | 'reason' | 'documents_requested'>;

/** The documents still missing of those the kind needs. */
export function missingDocuments(kind: ClaimKind, given: readonly ClaimDocument[]): ClaimDocument[] {
  return SANDBOX_CLAIM_DOCUMENTS[kind].filter((d) => !given.includes(d));
}

/** On intimation: under review when every document is in, else the missing ones asked for. */
export function onIntimation(i: Pick<TClaimIntimation, 'kind' | 'documents'>): SandboxClaimState {
  const missing = missingDocuments(i.kind, i.documents);
  return missing.length > 0
    ? { status: 'DOCUMENTS_REQUESTED', approved_paise: null, reason: null, documents_requested: missing }
    : { status: 'INTIMATED', approved_paise: null, reason: null, documents_requested: [] };
}

/**
 * The next step a claim takes when the demo moves it on (as days of the insurer's work would): a claim under review is
 * rejected for an excluded cause or approved for the amount claimed; a cashless approval's hospital then asks for the
 * discharge, which is authorised and settled; any other approval is settled. Null: nothing to move (waiting on
 * documents, or final).
 */
export function nextStep(
  i: Pick<TClaimIntimation, 'kind' | 'description' | 'claimed_paise'>,
  now: SandboxClaimState,
): SandboxClaimState | null {
  const keep = { approved_paise: now.approved_paise, reason: null, documents_requested: [] };
  switch (now.status) {
    case 'INTIMATED': {
      const excluded = SANDBOX_EXCLUSIONS.find((e) => e.words.test(i.description));
      return excluded
        ? { status: 'REJECTED', approved_paise: null, reason: excluded.reason, documents_requested: [] }
        : { status: 'APPROVED', approved_paise: i.claimed_paise, reason: null, documents_requested: [] };
    }
    case 'APPROVED':
      return isCashless(i.kind) ? { ...keep, status: 'DISCHARGE_REQUESTED' } : { ...keep, status: 'SETTLED' };
    case 'DISCHARGE_REQUESTED':
      return { ...keep, status: 'SETTLED' };
    default:
      return null;
  }
}
