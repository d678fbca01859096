import {
  ZAuditChainCheck,
  ZStaffActionResponse,
  ZStaffListResponse,
  ZStaffMember,
  type TInviteStaffRequest,
} from '@kavach/domain';
import { opsQuery, opsRequest } from './ops-request.ts';

/** GET /v1/ops/staff: every member, where they stand and their live sessions (admins only; each look is audited). */
export const staffListQuery = () => opsQuery(['staff'], '/v1/ops/staff', ZStaffListResponse);

/** POST /v1/ops/staff/invitations: the link goes to the invitee's e-mail; the answer holds no secret. */
export const inviteStaff = (body: TInviteStaffRequest) =>
  opsRequest('/v1/ops/staff/invitations', { method: 'POST', body, schema: ZStaffMember });

export const STAFF_ACTIONS = ['disable', 'enable', 'end-sessions', 're-enrol'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** POST /v1/ops/staff/{id}/{action}: the member as they are now, and how many sessions it ended. */
export const actOnStaff = (staffId: string, action: StaffAction) =>
  opsRequest(`/v1/ops/staff/${encodeURIComponent(staffId)}/${action}`, {
    method: 'POST',
    body: {},
    schema: ZStaffActionResponse,
  });

/** GET /v1/ops/audit-log/check: whether every entry still holds in the log's chain (asked for, never polled). */
export const auditChainQuery = () => ({
  ...opsQuery(['audit-log', 'check'], '/v1/ops/audit-log/check', ZAuditChainCheck),
  enabled: false,
});
