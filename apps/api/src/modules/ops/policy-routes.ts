import {
  ZOpsFreeLookCancelResponse,
  ZOpsFreeLookQuoteResponse,
  ZOpsPaymentHistoryResponse,
  ZOpsPaymentParams,
  ZOpsPolicyParams,
  ZOpsReconciliationQuery,
  ZOpsReconciliationResponse,
  ZPaymentRecordStatus,
  type TOpsPaymentHistoryResponse,
} from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { sendPolicySchedule } from '../payments/policy-schedule-file.ts';
import { cancelDepsOf } from '../cancellation/cancel-policy.ts';
import { cancelInFreeLook, freeLookQuote } from './cancel-policy.ts';
import { reconcileDay } from './reconciliation.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';
import { routeSchemas } from '../../lib/route-schema.ts';

const route = routeSchemas('operations', [400, 401, 403, 404, 409]);

/** Issue 19: issued policies and the money behind them — a return in the free-look period, the day's reconciliation. */
const opsPolicyRoutes: FastifyPluginAsyncZod<{
  byId: ReadonlyMap<string, PaymentProvider>;
  auditKey: Buffer;
}> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  const deps = { ...cancelDepsOf(app, opts.byId), auditKey: opts.auditKey };

  app.get(
    '/v1/ops/policies/:policy_number/free-look-refund',
    {
      schema: route('What a free-look return of a policy would refund today', ZOpsFreeLookQuoteResponse, {
        params: ZOpsPolicyParams,
      }),
    },
    async (req) => freeLookQuote(deps, req.params.policy_number),
  );

  app.post(
    '/v1/ops/policies/:policy_number/free-look-cancel',
    {
      schema: route(
        'Cancel a policy the buyer returned in its free-look period, and refund what IRDAI allows',
        ZOpsFreeLookCancelResponse,
        { params: ZOpsPolicyParams },
      ),
    },
    async (req) => cancelInFreeLook(deps, staffMember(req), req.params.policy_number),
  );

  app.get(
    '/v1/ops/policies/:policy_number/schedule',
    {
      schema: {
        tags: ['operations'],
        summary: 'A policy’s schedule PDF, as the buyer downloads it (the read is audited)',
        params: ZOpsPolicyParams,
      },
    },
    async (req, reply) => {
      const policy = await deps.payments.policyByNumber(req.params.policy_number);
      const journey = policy && (await deps.journeys.findById(policy.journeyId));
      if (!policy || !journey) throw notFound('Policy');
      await staff.audit(staffMember(req), { action: 'READ_POLICY_SCHEDULE', target: policy.policyNumber });
      return sendPolicySchedule(
        reply,
        { verticals: app.verticals, insurers: app.insurerDesk, db: app.db },
        journey,
        policy,
      );
    },
  );

  app.get(
    '/v1/ops/payments/:payment_attempt_id/history',
    {
      schema: route(
        'Every status a payment attempt took, and every verified webhook delivery',
        ZOpsPaymentHistoryResponse,
        { params: ZOpsPaymentParams },
      ),
    },
    async (req) => {
      const attempt = await deps.payments.findAttempt(req.params.payment_attempt_id);
      if (!attempt) throw notFound('Payment');
      const events = await deps.payments.historyOf(attempt.id);
      await staff.audit(staffMember(req), { action: 'READ_PAYMENT_HISTORY', target: attempt.id });
      return {
        payment_attempt_id: attempt.id,
        events: events.map((e): TOpsPaymentHistoryResponse['events'][number] => {
          const at = e.at.toISOString();
          const detail = (e.detail ?? {}) as {
            from?: string | null;
            reason?: string | null;
            provider_payment_id?: string | null;
          };
          if (e.kind === 'WEBHOOK') {
            const paymentId = detail.provider_payment_id;
            return { kind: 'WEBHOOK', status: e.status, note: paymentId ? `Gateway payment ${paymentId}` : null, at };
          }
          // The trigger copies payment_attempts.status, an enum column: anything else is a corrupt row, not a 4xx.
          return {
            kind: 'STATUS',
            status: ZPaymentRecordStatus.parse(e.status),
            from: ZPaymentRecordStatus.nullable().parse(detail.from ?? null),
            note: detail.reason ?? null,
            at,
          };
        }),
      };
    },
  );

  app.get(
    '/v1/ops/reconciliation',
    {
      schema: route('One day’s captures against its policies: what does not match', ZOpsReconciliationResponse, {
        querystring: ZOpsReconciliationQuery,
      }),
    },
    async (req) => {
      const day = await reconcileDay(app.db, req.query.date);
      // It lists a day's journeys and payment ids: who looked is on the log, with the day, never what was shown.
      await staff.audit(staffMember(req), { action: 'READ_RECONCILIATION', target: day.date });
      return day;
    },
  );
};

export default opsPolicyRoutes;
