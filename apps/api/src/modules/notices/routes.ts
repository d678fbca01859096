import type { TBrokerDisclosure } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownOrigin } from '../../lib/own-origin.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import { createJourneyRepository } from '../journeys/repository.ts';
import { sendPolicySchedule } from '../payments/policy-schedule-file.ts';
import { policies } from '../../db/schema.ts';
import { createNotices, type Notices } from './notices.ts';
import { verifyScheduleLink } from './schedule-link.ts';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

/** How often every process hands notices a crash left unqueued back to the queue. */
const SWEEP_INTERVAL_MS = 60_000;

export type NoticeRouteOptions = {
  email: EmailSender;
  sms: SmsProvider;
  broker: TBrokerDisclosure;
  secret: string;
  publicBaseUrl: string | null;
};

/**
 * The buyer's notices (docs/product/notices.md): `app.notices` for every event's code to tell the buyer, the job
 * queue's worker that sends them, and GET /v1/policy-schedules/{policy_id}, the schedule behind the issued-policy
 * e-mail's signed link.
 */
export default fp(async function notices(app: FastifyInstance, opts: NoticeRouteOptions) {
  const desk = createNotices({
    db: app.db,
    jobs: app.jobs,
    verticals: app.verticals,
    email: opts.email,
    sms: opts.sms,
    broker: opts.broker,
    secret: opts.secret,
    baseUrl: () => opts.publicBaseUrl?.replace(/\/$/, '') ?? ownOrigin(app),
    log: app.log,
  });
  app.decorate('notices', desk);
  app.jobs.handle('notice-send', async ({ caseId }) => void (await desk.send(caseId)));

  repeatWhileUp(app, 'notice sweep', SWEEP_INTERVAL_MS, () => desk.sweep());

  const journeys = createJourneyRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/policy-schedules/:policy_id',
    {
      schema: {
        tags: ['policy'],
        summary: "The policy schedule PDF, by the issued-policy e-mail's signed link",
        params: z.object({ policy_id: z.uuid() }),
        querystring: z.object({
          expires: z.coerce.number().int().min(0),
          sig: z.string().regex(/^[0-9a-f]{64}$/),
        }),
      },
    },
    async (req, reply) => {
      const verdict = verifyScheduleLink(opts.secret, req.params.policy_id, req.query);
      if (verdict === 'invalid') throw notFound('Policy');
      if (verdict === 'expired')
        throw new AppError('NOT_FOUND', 'This link has expired. Please sign in to download your policy.');
      const [policy] = await app.db.select().from(policies).where(eq(policies.id, req.params.policy_id));
      const journey = policy && (await journeys.findById(policy.journeyId));
      if (!journey || !policy) throw notFound('Policy');
      return sendPolicySchedule(
        reply,
        { verticals: app.verticals, insurers: app.insurerDesk, db: app.db },
        journey,
        policy,
      );
    },
  );
});
