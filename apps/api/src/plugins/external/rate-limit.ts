import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { createCounterStore } from '../../modules/rate-limits/counter-store.ts';
import { requireSession } from '../app/session.ts';

/** At most `max` requests per `timeWindow` ms for each key the generator gives. */
export type RateLimitRule = {
  max: number;
  timeWindow: number;
  keyGenerator: (req: FastifyRequest) => string | Promise<string>;
};

/** The database the counters live in, and the limits as configured (README; 0 turns one off). */
export type LimitOptions = {
  db: Database;
  limits: Pick<
    AppConfig,
    | 'quotesPerMinute'
    | 'quotesPerIpPerMinute'
    | 'sessionsPerIpPerHour'
    | 'journeysPerIpPerHour'
    | 'registryLookupsPerSessionPerHour'
    | 'registryLookupsPerIpPerHour'
  >;
};

const PRUNE_EVERY_MS = 10 * 60_000;
export const EXPORTS_PER_SESSION_PER_HOUR = 10;

/**
 * Abuse limits for routes that cost work or rows (issues 10, 13). A route opts in with
 * `config: { rateLimit: rule or rules }`; every rule applies (a quote counts against its address and its
 * session), and the first one over its limit answers 429 with Retry-After. Counters live in the database
 * (modules/rate-limits), so several API processes enforce one limit between them, not one each.
 */
export default fp(async function limits(app: FastifyInstance, { db, limits: opts }: LimitOptions) {
  const store = createCounterStore(db);
  const address = (req: FastifyRequest) => clientAddress(req.ip);
  const active = (rules: RateLimitRule[]) => rules.filter((rule) => rule.max > 0);

  app.decorate(
    'quoteLimit',
    active([
      { max: opts.quotesPerIpPerMinute, timeWindow: 60_000, keyGenerator: (req) => `quote:ip:${address(req)}` },
      // A session the server never issued is refused (401), not handed a fresh bucket of its own.
      {
        max: opts.quotesPerMinute,
        timeWindow: 60_000,
        keyGenerator: async (req) => `quote:session:${(await requireSession(req)).id}`,
      },
    ]),
  );
  app.decorate(
    'registryLimit',
    active([
      {
        max: opts.registryLookupsPerIpPerHour,
        timeWindow: 60 * 60_000,
        keyGenerator: (req) => `registry:ip:${address(req)}`,
      },
      {
        max: opts.registryLookupsPerSessionPerHour,
        timeWindow: 60 * 60_000,
        keyGenerator: async (req) => `registry:session:${(await requireSession(req)).id}`,
      },
    ]),
  );
  app.decorate(
    'sessionLimit',
    active([
      {
        max: opts.sessionsPerIpPerHour,
        timeWindow: 60 * 60_000,
        keyGenerator: (req) => `session-create:ip:${address(req)}`,
      },
    ]),
  );
  app.decorate(
    'journeyLimit',
    active([
      {
        max: opts.journeysPerIpPerHour,
        timeWindow: 60 * 60_000,
        keyGenerator: (req) => `journey-create:ip:${address(req)}`,
      },
    ]),
  );

  // Staff sign-in (issue 19): beside the slowing of each e-mail's failing addresses, 20 tries per address in 15
  // minutes; and as many calls of enrolment links (issue 44), counted apart.
  app.decorate('staffLoginLimit', [
    { max: 20, timeWindow: 15 * 60_000, keyGenerator: (req: FastifyRequest) => `staff-login:ip:${address(req)}` },
  ]);
  app.decorate('staffEnrolLimit', [
    { max: 20, timeWindow: 15 * 60_000, keyGenerator: (req: FastifyRequest) => `staff-enrol:ip:${address(req)}` },
  ]);

  // A copy of one's own data (DPDP right to access) reads every table and puts a data request on the broker's
  // record each time: ten an hour a session is more than anyone needs, and a loop of them is refused.
  app.decorate('exportLimit', [
    {
      max: EXPORTS_PER_SESSION_PER_HOUR,
      timeWindow: 60 * 60_000,
      // Without a session the route itself answers 401 in its own words; the count is then by address.
      keyGenerator: async (req: FastifyRequest) => {
        const session = await req.currentSession();
        return session ? `account-export:session:${session.id}` : `account-export:ip:${address(req)}`;
      },
    },
  ]);

  const enforce = async (req: FastifyRequest, rules: RateLimitRule[]) => {
    // Every key first: a refused session (401) counts against nothing.
    const keys = await Promise.all(rules.map((rule) => rule.keyGenerator(req)));
    let retryAfterMs: number | undefined;
    for (const [i, rule] of rules.entries()) {
      const hit = await store.hit(keys[i] as string, rule.timeWindow);
      if (hit.count > rule.max) retryAfterMs = Math.max(retryAfterMs ?? 0, hit.retryAfterMs);
    }
    if (retryAfterMs !== undefined) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
      });
    }
  };

  app.addHook('onRoute', (route) => {
    const rules = [route.config?.rateLimit ?? []].flat();
    if (rules.length === 0) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), async (req: FastifyRequest) => enforce(req, rules)];
  });

  const timer = setInterval(
    () => void store.prune().catch((err: unknown) => app.log.warn({ err }, 'pruning rate-limit windows failed')),
    PRUNE_EVERY_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateLimitRule | RateLimitRule[];
  }
  interface FastifyInstance {
    quoteLimit: RateLimitRule[];
    registryLimit: RateLimitRule[];
    sessionLimit: RateLimitRule[];
    journeyLimit: RateLimitRule[];
    staffLoginLimit: RateLimitRule[];
    staffEnrolLimit: RateLimitRule[];
    exportLimit: RateLimitRule[];
  }
}
