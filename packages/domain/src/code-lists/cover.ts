// The code lists of what Kavach sells and how it keeps its records: covers and their amounts, insurers, add-ons,
// payments, complaints and the audit log. What a proposal asks about people is in proposal.ts. Each list is written
// once, as one table: codes with their labels (codeList in constants/option.ts), amounts with theirs, or codes with
// the wire value they stand for (codesOf). The tables live together, apart from the rules that use them, so that the
// product's words can be read against the spec in one place (and one day translated there); a rule imports the
// codes it needs from here.
import { z } from 'zod';
import { codeList, type Option } from '../constants/option';

/**
 * What the operations console's audit log records (issue 19), in the words the log page shows. The log is
 * append-only and keeps every row, so a code is never taken out of this list once written.
 */
export const { labels: AUDIT_ACTION_LABELS, codes: AUDIT_ACTIONS } = codeList({
  CREATE_FIRST_ADMIN: 'Created the first admin (command line)',
  SIGN_IN: 'Signed in',
  SIGN_OUT: 'Signed out',
  CREATE_STAFF: 'Added a staff member',
  SEARCH_POLICIES: 'Searched policies',
  READ_POLICY_SCHEDULE: 'Downloaded a policy schedule',
  FREE_LOOK_CANCEL: 'Cancelled a policy in its free look',
  LIST_KYC_REVIEWS: 'Listed the KYC queue',
  VIEW_KYC: 'Opened a KYC review',
  VIEW_KYC_DOCUMENT: 'Viewed a KYC document',
  APPROVE_KYC: 'Approved a KYC',
  REJECT_KYC: 'Rejected a KYC',
  LIST_GRIEVANCES: 'Listed the complaints',
  VIEW_GRIEVANCE: 'Opened a complaint',
  ACKNOWLEDGE_GRIEVANCE: 'Acknowledged a complaint',
  RESPOND_GRIEVANCE: 'Responded to a complaint',
  CLOSE_GRIEVANCE: 'Closed a complaint',
  READ_PRIVACY_RECORDS: 'Read the consent and data-request records',
  READ_RECONCILIATION: 'Read a day’s reconciliation',
  READ_INSURER_CASES: 'Read the cases waiting on insurers',
  READ_NOTICES: 'Read the notices sent to buyers',
  // Issue 44: the staff lifecycle, and every read of the console on the record.
  INVITE_STAFF: 'Invited a staff member',
  ENROL_STAFF: 'Set their own password and authenticator',
  RE_ENROL_STAFF: 'Sent a member to enrol again',
  DISABLE_STAFF: 'Disabled a staff member',
  ENABLE_STAFF: 'Enabled a staff member',
  END_STAFF_SESSIONS: 'Ended a member’s sessions',
  LIST_STAFF: 'Listed the staff',
  READ_AUDIT_LOG: 'Read the audit log',
  CHECK_AUDIT_LOG: 'Checked the audit log’s chain',
  READ_SUMMARY: 'Read today’s figures',
  LIST_PAYMENTS: 'Listed payments',
  READ_PAYMENT_HISTORY: 'Read a payment’s history',
  OPEN_CONSOLE: 'Opened the console',
  CONSOLE_READ: 'Read a console page',
});
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const ZAuditAction = z.enum(AUDIT_ACTIONS);

/**
 * OPEN → ACKNOWLEDGED → RESPONDED → CLOSED. Staff may respond without a separate acknowledgement (the response
 * acknowledges it) and close only what they have answered in writing. A buyer does not reopen a RESPONDED or CLOSED complaint: an
 * answer they are not happy with is escalated (GRIEVANCE_ESCALATION), or raised again as a new complaint.
 */
export const { labels: GRIEVANCE_STATE_LABELS, codes: GRIEVANCE_STATES } = codeList({
  OPEN: 'Received',
  ACKNOWLEDGED: 'Acknowledged',
  RESPONDED: 'Answered',
  CLOSED: 'Closed',
});
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];
export const ZGrievanceState = z.enum(GRIEVANCE_STATES);

export const { labels: GRIEVANCE_CATEGORY_LABELS, codes: GRIEVANCE_CATEGORIES } = codeList({
  CLAIM: 'A claim',
  POLICY_DOCUMENT: 'The policy document',
  PAYMENT_REFUND: 'A payment or refund',
  MIS_SELLING: 'Mis-selling (I was sold something I did not ask for)',
  SERVICE: 'Service',
  OTHER: 'Something else',
});
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];
export const ZGrievanceCategory = z.enum(GRIEVANCE_CATEGORIES, 'Choose what your complaint is about');

export const {
  labels: POLICY_PERIOD_LABELS,
  codes: POLICY_PERIODS,
  defaultCode: DEFAULT_POLICY_PERIOD,
  options: POLICY_PERIOD_OPTIONS,
} = codeList(
  {
    YEAR_01: '1 Year',
    YEAR_02: '2 Years',
    YEAR_03: '3 Years',
  },
  'YEAR_01',
);
export type PolicyPeriod = (typeof POLICY_PERIODS)[number];
export const ZPolicyPeriod = z.enum(POLICY_PERIODS);

// docs/product/quotes.md §9: existing cover ranges, rupee bounds so the value can be read by a machine as well.
export const {
  labels: EXISTING_COVER_RANGE_LABELS,
  codes: EXISTING_COVER_RANGES,
  options: EXISTING_COVER_RANGE_OPTIONS,
} = codeList({
  '150000-500000': '1.5 to 5 Lakh',
  '500000-1000000': '5 to 10 Lakh',
  '1000000-1500000': '10 to 15 Lakh',
  '1500000+': '15 Lakh and above',
});
export type ExistingCoverRange = (typeof EXISTING_COVER_RANGES)[number];

export const {
  labels: ROOM_RENT_TYPE_LABELS,
  codes: ROOM_RENT_TYPES,
  options: ROOM_RENT_TYPE_OPTIONS,
} = codeList({
  SINGLE_ROOM: 'Single Room',
  SHARED_ROOM: 'Shared Room',
  NO_ROOM_RENT_LIMIT: 'No Room Rent Limit',
});
export type RoomRentType = (typeof ROOM_RENT_TYPES)[number];
export const ZRoomRentType = z.enum(ROOM_RENT_TYPES);

// docs/product/quotes.md §9: the 16 health insurers. The slug is our stable id (docs/decisions.md §3: the catalogue
// names them); it is URL-safe so it can name logo files and appear in filter query strings.
export const { labels: HEALTH_INSURER_NAMES, codes: HEALTH_INSURER_IDS } = codeList({
  'aditya-birla': 'Aditya Birla',
  'bajaj-allianz': 'Bajaj Allianz',
  'care-health': 'Care Health',
  cholamandalam: 'Cholamandalam',
  digit: 'Digit',
  galaxy: 'Galaxy',
  'hdfc-ergo': 'HDFC ERGO',
  'icici-lombard': 'ICICI Lombard',
  'iffco-tokio': 'Iffco Tokio',
  magma: 'Magma',
  manipalcigna: 'ManipalCigna',
  'new-india-assurance': 'New India Assurance',
  'niva-bupa': 'Niva Bupa',
  oriental: 'Oriental',
  reliance: 'Reliance',
  'royal-sundaram': 'Royal Sundaram',
});
export type HealthInsurerId = (typeof HEALTH_INSURER_IDS)[number];
export const ZHealthInsurerId = z.enum(HEALTH_INSURER_IDS);

export const { labels: KYC_STAGE_LABELS, codes: KYC_STAGES } = codeList({
  LOADING: 'Checking KYC Status',
  POA: 'Proof of Address',
  POI: 'Proof of Identity',
  MANDATORY: 'Mandatory Upload',
  REVIEW_SUBMIT: 'Review and Submit',
});
export type KycStage = (typeof KYC_STAGES)[number];

/**
 * COMPREHENSIVE: one year of own damage and third party. THIRD_PARTY: the cover the law requires, alone.
 * OWN_DAMAGE: standalone own damage, only beside a third-party policy still in force. BUNDLED: a new vehicle's
 * one year of own damage with the long-term third-party cover the law requires (5 years two-wheeler, 3 car).
 */
export const { labels: MOTOR_POLICY_TYPE_LABELS, codes: MOTOR_POLICY_TYPES } = codeList({
  COMPREHENSIVE: 'Comprehensive',
  THIRD_PARTY: 'Third party only',
  OWN_DAMAGE: 'Own damage only',
  BUNDLED: 'New vehicle: 1 year own damage + long-term third party',
});
export type MotorPolicyType = (typeof MOTOR_POLICY_TYPES)[number];
export const ZMotorPolicyType = z.enum(MOTOR_POLICY_TYPES);

/** Add-ons an insurer may offer on own damage, each with its own age limit in the insurer's rates. */
export const { labels: MOTOR_ADDON_LABELS, codes: MOTOR_ADDON_TYPES } = codeList({
  ZERO_DEPRECIATION: 'Zero depreciation',
  ENGINE_PROTECTION: 'Engine protection',
  RETURN_TO_INVOICE: 'Return to invoice',
  CONSUMABLES: 'Consumables',
  ROADSIDE_ASSISTANCE: 'Roadside assistance',
  NCB_PROTECTOR: 'NCB protector',
});
export type MotorAddonType = (typeof MOTOR_ADDON_TYPES)[number];
export const ZMotorAddonType = z.enum(MOTOR_ADDON_TYPES);

/**
 * A payment attempt's states as we record them (docs/decisions.md §4a): PENDING until the gateway answers; SUCCESS when
 * its money is kept;
 * FAILED or CANCELLED with no money kept; REFUND_DUE then REFUNDED for money that arrived but may not be kept.
 */
export const { labels: PAYMENT_RECORD_STATUS_LABELS, codes: PAYMENT_RECORD_STATUSES } = codeList({
  PENDING: 'Waiting for the gateway',
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Closed unpaid',
  REFUND_DUE: 'Refund due',
  REFUNDED: 'Refunded',
});
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];
export const ZPaymentRecordStatus = z.enum(PAYMENT_RECORD_STATUSES);

/**
 * What a payment attempt pays for: the premium the buyer confirmed (one kept per journey), the difference an
 * insurer's counter-offer asks on top of it, once accepted (one kept per journey too), or the price of a change to an
 * issued policy (one kept per change: docs/product/endorsements.md).
 */
export const { labels: PAYMENT_PURPOSE_LABELS, codes: PAYMENT_PURPOSES } = codeList({
  PREMIUM: 'Premium',
  COUNTER_OFFER: 'Counter-offer difference',
  ENDORSEMENT: 'Change to the policy',
});
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A coverage choice; `value` is the sum insured in rupees. */
export type CoverageOption = Option<number>;

// docs/product/quotes.md §9: the 13 sum-insured choices, 10 lakh the default. Labels are written out (not computed)
// because they are product text; a test checks them against lakhCroreLabel.
export const COVERAGE_OPTIONS = [
  { value: 300_000, label: '3 Lakh', is_default: false },
  { value: 500_000, label: '5 Lakh', is_default: false },
  { value: 750_000, label: '7.5 Lakh', is_default: false },
  { value: 1_000_000, label: '10 Lakh', is_default: true },
  { value: 1_500_000, label: '15 Lakh', is_default: false },
  { value: 2_000_000, label: '20 Lakh', is_default: false },
  { value: 2_500_000, label: '25 Lakh', is_default: false },
  { value: 5_000_000, label: '50 Lakh', is_default: false },
  { value: 10_000_000, label: '1 Crore', is_default: false },
  { value: 15_000_000, label: '1.5 Crore', is_default: false },
  { value: 20_000_000, label: '2 Crore', is_default: false },
  { value: 30_000_000, label: '3 Crore', is_default: false },
  { value: 50_000_000, label: '5 Crore', is_default: false },
] as const satisfies readonly CoverageOption[];
export type CoverageAmount = (typeof COVERAGE_OPTIONS)[number]['value'];
export const COVERAGE_AMOUNTS: readonly CoverageAmount[] = COVERAGE_OPTIONS.map((o) => o.value);
export const ZCoverageAmount = z.literal(COVERAGE_AMOUNTS);
export const DEFAULT_COVERAGE: CoverageAmount = 1_000_000;

// docs/product/review-payment-term-bike.md §9: term cover choices in rupees, 1 crore the default.
export const TERM_COVER_OPTIONS = [
  { value: 750_000, label: '7.5 Lakh', is_default: false },
  { value: 1_000_000, label: '10 Lakh', is_default: false },
  { value: 1_500_000, label: '15 Lakh', is_default: false },
  { value: 2_000_000, label: '20 Lakh', is_default: false },
  { value: 2_500_000, label: '25 Lakh', is_default: false },
  { value: 5_000_000, label: '50 Lakh', is_default: false },
  { value: 10_000_000, label: '1 Crore', is_default: true },
  { value: 15_000_000, label: '1.5 Crore', is_default: false },
  { value: 20_000_000, label: '2 Crore', is_default: false },
  { value: 30_000_000, label: '3 Crore', is_default: false },
  { value: 50_000_000, label: '5 Crore', is_default: false },
] as const satisfies readonly Option<number>[];
export type TermCoverAmount = (typeof TERM_COVER_OPTIONS)[number]['value'];
export const TERM_COVER_AMOUNTS: readonly TermCoverAmount[] = TERM_COVER_OPTIONS.map((o) => o.value);
export const ZTermCoverAmount = z.literal(TERM_COVER_AMOUNTS);
export const DEFAULT_TERM_COVER: TermCoverAmount = 10_000_000;
