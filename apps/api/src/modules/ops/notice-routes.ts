import { ZOpsNoticesResponse, type TOpsNoticesResponse } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchemas } from '../../lib/route-schema.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';

const route = routeSchemas('operations', [401, 403]);

/**
 * Issue 47: the notices sent to buyers, newest first, each with where it stands and its tries, and the addresses that
 * bounced — what staff look at when a buyer says they heard nothing (docs/product/notices.md).
 */
const opsNoticeRoutes: FastifyPluginAsyncZod<{ auditKey: Buffer }> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  app.get(
    '/v1/ops/notices',
    { schema: route('Notices sent to buyers, and addresses that bounced', ZOpsNoticesResponse) },
    async (req) => {
      const [notices, bounced] = await Promise.all([app.notices.repo.newest(200), app.notices.repo.bounced(100)]);
      await staff.audit(staffMember(req), { action: 'READ_NOTICES', target: null });
      const result: TOpsNoticesResponse = {
        notices: notices.map((n) => ({
          id: n.id,
          event: n.event,
          channel: n.channel,
          recipient: n.recipient,
          subject: n.subject,
          status: n.status,
          tries: n.tries,
          last_error: n.lastError,
          created_at: n.createdAt.toISOString(),
          sent_at: n.sentAt?.toISOString() ?? null,
        })),
        bounced_addresses: bounced.map((b) => ({
          address: b.address,
          reason: b.reason,
          bounced_at: b.bouncedAt.toISOString(),
        })),
      };
      return result;
    },
  );
};

export default opsNoticeRoutes;
