import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { requireSignedIn } from '../../modules/account/require-signed-in.ts';
import type { JourneyOwner } from '../../modules/journeys/journey.ts';
import { ANY_VERTICAL, assertOwnedJourney, ownsJourney } from '../../modules/journeys/load-owned-journey.ts';
import { createJourneyRepository } from '../../modules/journeys/repository.ts';
import { loadOwnedPolicy } from '../../modules/payments/load-owned-policy.ts';
import { createPaymentRepository } from '../../modules/payments/repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSession } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who a route answers, checked before its inputs are (`callerFirst`): `'session'` a session the server issued
     * (401 SESSION_REQUIRED), `'signed-in'` a signed-in user (401). A route whose path or body names a journey
     * (`journey_id`, `journeyId`) answers only that journey's owner without saying so: anyone else gets its 404 first;
     * so does a buyer's route whose path names a policy (`policy_number`), for the owner of the policy's journey.
     */
    caller?: 'session' | 'signed-in';
  }
}

/** The names a journey's id goes by in paths and bodies. */
const JOURNEY_KEYS = ['journey_id', 'journeyId'] as const;
const STAFF_CONSOLE = '/v1/ops/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The keys an input schema names, when it is an object (or an object before a transform). */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in);
  return [];
}

type Where = 'params' | 'body';
/** Where a route takes a journey's id, if it does. */
function journeyIdIn(route: RouteOptions): { where: Where; key: string } | undefined {
  for (const where of ['params', 'body'] as const) {
    const key = keysOf(route.schema?.[where]).find((k) => (JOURNEY_KEYS as readonly string[]).includes(k));
    if (key) return { where, key };
  }
  return undefined;
}

/**
 * Identify the caller, then validate: a stranger is never told what a route's inputs should be (a 400 naming the
 * fields) before being told it may not call it. Each rule runs at preValidation, after the body is parsed and before
 * the route's schema reads it, and answers exactly what the route itself answers such a caller for a valid request;
 * the route still checks again, under its own locks.
 */
export default fp(async function callerFirst(app: FastifyInstance) {
  const journeys = createJourneyRepository(app.db);
  // Whose each journey was when last read. A journey keeps its vertical and session, and gains a user once, at
  // sign-in; so an owner remembered here that admits the caller still does, unless the journey was since removed or
  // its account erased, which the route's own read then answers (404). One that does not admit the caller is read
  // again (the sign-in may be newer than it): only a grant is taken from memory. A buyer's journey calls each cost
  // a statement fewer (docs/performance.md, "Purchases, 2 December").
  const owners = new LRUCache<string, JourneyOwner>({ max: 10_000 });

  const ownerOfJourney = (at: { where: Where; key: string }) => async (req: FastifyRequest) => {
    const session = await req.currentSession();
    const source = (at.where === 'params' ? req.params : req.body) as Record<string, unknown> | null | undefined;
    const id = source?.[at.key];
    // No session owns anything; an id that is no id at all is the schema's to refuse, and names no one's journey.
    if (session && !(typeof id === 'string' && UUID.test(id))) return;
    if (!session || typeof id !== 'string') throw notFound('Journey');
    if (ownsJourney(session, owners.get(id))) return;
    const journey = await journeys.findOwnerById(id);
    if (journey) owners.set(id, journey);
    assertOwnedJourney(session, journey, ANY_VERTICAL);
  };

  const payments = createPaymentRepository(app.db);
  const ownerOfPolicy = async (req: FastifyRequest) => {
    const typed = (req.params as Record<string, unknown> | undefined)?.policy_number;
    if (typeof typed !== 'string') throw notFound('Policy');
    await loadOwnedPolicy(req, { payments, journeys }, typed);
  };

  app.addHook('onRoute', (route) => {
    // The operations console identifies its callers itself, before anything else (guardStaffRoutes): staff, who
    // own no journey and read any one they review.
    if (route.url.startsWith(STAFF_CONSOLE)) return;
    const caller = route.config?.caller;
    const journey = caller ? undefined : journeyIdIn(route);
    const policy = !caller && !journey && keysOf(route.schema?.params).includes('policy_number');
    const check =
      caller === 'session'
        ? async (req: FastifyRequest) => void (await requireSession(req))
        : caller === 'signed-in'
          ? async (req: FastifyRequest) => void (await requireSignedIn(req))
          : journey
            ? ownerOfJourney(journey)
            : policy
              ? ownerOfPolicy
              : undefined;
    if (!check) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
});
