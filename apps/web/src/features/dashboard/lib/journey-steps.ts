// Where an unfinished journey stands, in the buyer's words (docs/product/proposal-kyc.md §2,
// docs/product/review-payment-term-bike.md §4.1).
const STEP_LABELS: Readonly<Record<string, string>> = {
  OTP_VERIFY: 'Sign-in',
  MEMBER_NOMINEE_DETAILS: 'Member and nominee details',
  PROPOSAL_DETAILS: 'Proposal details',
  ADDRESS_DETAILS: 'Address details',
  MEDICAL_QUESTIONS: 'Medical questions',
  KYC_STEP: 'Identity verification (KYC)',
  REVIEW_SUBMIT: 'Review and payment',
  // The term proposal's steps (issue 15).
  LIFE_ASSURED: 'Life assured details',
  NOMINEES: 'Nominee details',
  CONTACT: 'Contact details',
  LIFESTYLE: 'Lifestyle and medical declaration',
  DOCUMENTS: 'Documents and KYC',
  REVIEW: 'Review and payment',
  // The motor proposal's steps (issue 18); NOMINEE is the PA cover's nominee.
  OWNER: 'Owner details',
  VEHICLE: 'Vehicle details',
  NOMINEE: 'Nominee details',
};

export const journeyStepLabel = (step: string) => STEP_LABELS[step] ?? 'Plan chosen';
