import {
  INSURANCE_FOR,
  PRE_QUOTE_STEPS,
  firstPreQuoteStep,
  type InsuranceFor,
  type PreQuoteStep,
} from '@kavach/domain/constants/health';
import { type PedValue } from '@kavach/domain/constants/health-cover';
import { DEFAULT_COVERAGE } from '@kavach/domain/code-lists/cover';
import { MEMBER_TYPE_KEYS, type MemberTypeKey } from '@kavach/domain/constants/health-members';
import {
  parsePreQuoteDetails,
  type PreQuoteDetails,
  type SelectedMember,
} from '@kavach/domain/health/pre-quote-details';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';

// The journey's answers live in the spec's storage keys (docs/product/quotes.md §3) so a reload resumes where it was.

export const EMPTY_DETAILS: PreQuoteDetails = {
  gender: 'Male',
  name: '',
  dob: '',
  step: '',
  members: [],
  proposer: null,
  pincode: '',
  pincode_details: null,
  ped: [],
  pedMembers: {},
  hasExistingDisease: '',
  hasExistingPolicy: '',
  existingCover: '',
  coverage: DEFAULT_COVERAGE,
};

/** docs/product/quotes.md §3: the blank proposer added when the buyer is not among the insured members. */
export const BLANK_PROPOSER = { name: '', gender: '', mobile: '', dob: '', pan: '', pincode: '' };

/** docs/product/quotes.md §2: a missing (or unknown) insuranceFor is treated as self. */
export function readInsuranceFor(): InsuranceFor {
  const stored = sessionStore.get('insuranceFor');
  return INSURANCE_FOR.find((choice) => choice === stored) ?? 'self';
}

export function writeInsuranceFor(choice: InsuranceFor): void {
  sessionStore.set('insuranceFor', choice);
}

export function readDetails(): PreQuoteDetails {
  return parsePreQuoteDetails(localStore.getJson('preQuoteDetails')) ?? EMPTY_DETAILS;
}

export function writeDetails(details: PreQuoteDetails): void {
  localStore.setJson('preQuoteDetails', details);
}

export function writeSelectedMembers(members: SelectedMember[]): void {
  localStore.setJson('selectedMember', members);
}

export function writeSelectedPeds(ped: PedValue[]): void {
  localStore.setJson('selectedPEDs', ped);
}

/**
 * The stored step, made consistent with what is stored: health info needs saved members, and a
 * personal-details step must match the self/family choice (the visitor may have switched on home).
 */
export function resumeStep(insuranceFor: InsuranceFor, details: PreQuoteDetails): PreQuoteStep {
  const stored = PRE_QUOTE_STEPS.find((step) => step === sessionStore.get('PreQuoteStep'));
  if (stored === 'HEALTH_INFO' && details.members.length > 0) return 'HEALTH_INFO';
  return firstPreQuoteStep(insuranceFor);
}

export function writeStep(step: PreQuoteStep): void {
  sessionStore.set('PreQuoteStep', step);
}

export function readMemberType(): MemberTypeKey | null {
  const stored = sessionStore.get('selectedMemberType');
  return MEMBER_TYPE_KEYS.find((key) => key === stored) ?? null;
}

export function writeMemberType(type: MemberTypeKey | null): void {
  if (type) sessionStore.set('selectedMemberType', type);
  else sessionStore.remove('selectedMemberType');
}
