import { ZOpsInsurerCasesResponse, type TOpsInsurerCasesResponse } from '@kavach/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchemas } from '../../lib/route-schema.ts';
import { stageOf } from '../insurers/insurer-desk.ts';
import { journeyOf } from '../journeys/journey.ts';
import { planNames } from '../journeys/vertical.ts';
import { createStaffRepository } from './repository.ts';
import { staffMember } from './staff-auth.ts';

const route = routeSchemas('operations', [401, 403]);
const DAY_MS = 86_400_000;

/**
 * Issue 45: the cases waiting on insurers, with the days each has waited and the tries that found its insurer
 * unreachable, and the queue's jobs that used every retry — what staff chase with the insurer.
 */
const opsInsurerCaseRoutes: FastifyPluginAsyncZod<{ auditKey: Buffer }> = async (app, opts) => {
  const staff = createStaffRepository(app.db, opts.auditKey);
  app.get(
    '/v1/ops/insurer-cases',
    { schema: route('Cases waiting on insurers, and failed jobs', ZOpsInsurerCasesResponse) },
    async (req) => {
      const [waiting, failed] = await Promise.all([app.insurerDesk.cases.waiting(), app.jobs.failed()]);
      await staff.audit(staffMember(req), { action: 'READ_INSURER_CASES', target: null });
      const now = Date.now();
      const result: TOpsInsurerCasesResponse = {
        waiting: waiting.map(({ case: c, journey }) => {
          const insurerName = planNames(app.verticals, journeyOf(journey)).insurer_name || c.insurerId;
          return {
            case_id: c.id,
            journey_id: c.journeyId,
            vertical: journey.vertical,
            insurer_id: c.insurerId,
            insurer_name: insurerName,
            status: c.status,
            // A waiting case has had no refund: the words need no payment.
            stage: stageOf(c, insurerName, undefined).words,
            days_waiting: Math.max(0, Math.floor((now - c.createdAt.getTime()) / DAY_MS)),
            failed_tries: c.failedTries,
            last_failure: c.lastFailure,
          };
        }),
        failed_jobs: failed,
      };
      return result;
    },
  );
};

export default opsInsurerCaseRoutes;
