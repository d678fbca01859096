import type { JourneyStep } from '@kavach/domain';

/**
 * docs/product/review-payment-term-bike.md §2.5: proposer, members, nominee and contact go back to the proposal details
 * (this proposal's member and address steps), medical to MEDICAL_QUESTIONS, kyc to KYC_STEP.
 */
export const EDIT_TARGETS = {
  proposer: 'MEMBER_NOMINEE_DETAILS',
  members: 'MEMBER_NOMINEE_DETAILS',
  nominee: 'MEMBER_NOMINEE_DETAILS',
  contact: 'ADDRESS_DETAILS',
  medical: 'MEDICAL_QUESTIONS',
  kyc: 'KYC_STEP',
} as const satisfies Readonly<Record<string, JourneyStep>>;
export type EditSection = keyof typeof EDIT_TARGETS;

export function isEditSection(value: string): value is EditSection {
  return Object.hasOwn(EDIT_TARGETS, value);
}

export const proposalUrl = (journeyId: string) =>
  `/health-insurance/proposal?journey_id=${encodeURIComponent(journeyId)}`;

// What the buyer does about each part the server found missing (fields of the 409,
// docs/product/review-payment-term-bike.md §7), as this feature's catalogue keys.
export const COMPLETE_LABELS = {
  proposer: 'complete.proposer',
  members: 'complete.members',
  nominee: 'complete.nominee',
  contact: 'complete.contact',
  medical: 'complete.medical',
  kyc: 'complete.kyc',
} as const satisfies Readonly<Record<EditSection, string>>;
