import { z } from 'zod';
import { codeList } from './option';

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
});
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
