import { indiaDate } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileUp } from '../../lib/repeat-while-up.ts';
import { remindRenewals } from './remind-renewals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renewals: { remind(): Promise<number> };
  }
}

/** How often every process looks for reminders due (by the app's clock): hourly is soon enough for a day's. */
const REMINDER_INTERVAL_MS = 60 * 60_000;

/** Renewals (issue 47, docs/product/renewals.md): the reminders before and after a policy's end. */
export default fp(async function renewals(app: FastifyInstance) {
  const deps = { db: app.db, notices: app.notices, verticals: app.verticals };
  app.decorate('renewals', { remind: () => remindRenewals(deps, indiaDate(app.clock.now())) });
  repeatWhileUp(app, 'renewal reminders', REMINDER_INTERVAL_MS, () => app.renewals.remind());
});
