// Browser storage keys. The values are the spec's keys character for character (docs/product/quotes.md §3,
// docs/product/proposal-kyc.md §3, docs/product/review-payment-term-bike.md §3.18); the few the spec leaves unnamed are
// marked.

export const SESSION_STORAGE_KEYS = {
  INSURANCE_FOR: 'insuranceFor',
  SESSION_ID: 'session_id',
  SESSION_DATA: 'session_data',
  GOOGLE_USER_DATA: 'google_user_data',
  JOURNEY_ID: 'journey_id',
  TENURE: 'tenure',
  QUOTE_ID: 'quote_id',
  SELECTED_MEMBER_TYPE: 'selectedMemberType',
  PRE_QUOTE_STEP: 'PreQuoteStep',
  OTP_REQUEST_ID: 'otp_request_id',
  PLAN_CONFIG: 'plan_config',
  JOURNEY_CONFIG: 'journey_config',
  PLAN_ID: 'plan_id',
  QUOTE_STEP: 'quote_step',
  ALL_PLAN_META: 'allPlanMeta',
  COVERAGE: 'coverage',
  PLAN_TYPE: 'plan_type',
  JOURNEY_STEP: 'journeyStep',
  PAYMENT_ATTEMPT_ID: 'payment_attempt_id',
  // Not named by the spec (docs/product/review-payment-term-bike.md §4.12 "step numbers 1 to 6 are kept in session
  // storage").
  TERM_WIZARD_STEP: 'termWizardStep',
  // Not named by the spec (docs/product/proposal-kyc.md §2 "the step and the journey data are kept in session
  // storage").
  JOURNEY_DATA: 'journey_data',
  // Not named by the spec: the operations console's staff session (issue 19), apart from any customer session.
  OPS_STAFF_SESSION: 'ops_staff_session',
} as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

export const LOCAL_STORAGE_KEYS = {
  PRE_QUOTE_DETAILS: 'preQuoteDetails',
  SELECTED_MEMBER: 'selectedMember',
  SELECTED_PEDS: 'selectedPEDs',
  TWO_WHEELER_VEHICLE_DATA: 'twoWheelerVehicleData',
  // "the filter keys" (docs/product/quotes.md §3) are not spelled out; one key per filter-bar dropdown.
  FILTER_COVERAGE: 'filterCoverage',
  FILTER_POLICY_PERIOD: 'filterPolicyPeriod',
  FILTER_ROOM_RENT: 'filterRoomRent',
  FILTER_INSURERS: 'filterInsurers',
  FILTER_MATERNITY_WAITING_PERIOD: 'filterMaternityWaitingPeriod',
  // Not named by the spec: the visitor's language (issue 49), kept when the logo starts over.
  LANGUAGE: 'language',
} as const;
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** The filter keys alone, so "clear filters" need not list them again. */
export const FILTER_STORAGE_KEYS = [
  LOCAL_STORAGE_KEYS.FILTER_COVERAGE,
  LOCAL_STORAGE_KEYS.FILTER_POLICY_PERIOD,
  LOCAL_STORAGE_KEYS.FILTER_ROOM_RENT,
  LOCAL_STORAGE_KEYS.FILTER_INSURERS,
  LOCAL_STORAGE_KEYS.FILTER_MATERNITY_WAITING_PERIOD,
] as const;
