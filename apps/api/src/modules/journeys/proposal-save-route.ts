import type { JourneyVertical } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { ErrorStatus, RouteSchema } from '../../lib/route-schema.ts';
import { changeJourney, type JourneyWriters } from './journey-changes.ts';
import { ownJourneyOf } from './load-owned-journey.ts';
import { assertProposalJourney } from './load-proposal-journey.ts';
import type { Journey } from './journey.ts';

const SAVE_ERRORS: ErrorStatus[] = [400, 401, 404, 409];

/**
 * A proposal step's save route, the same for every vertical: the caller's journey of this vertical (404
 * otherwise), signed in (401), then under the journey's lock: not paid (409), the step's rules, and a saved
 * change to a confirmed journey sends it back to review (journey-changes.ts).
 */
export function proposalSaveRoute<V extends JourneyVertical, D>(
  app: FastifyInstance,
  opts: { route: RouteSchema; vertical: V; response: ZodType; deps: (writers: JourneyWriters) => D },
) {
  return <B extends { journey_id: string }>(
    url: string,
    summary: string,
    body: ZodType<B>,
    run: (deps: D, journey: Journey<V>, body: B) => Promise<unknown>,
  ) =>
    app.post(url, { schema: opts.route(summary, opts.response, { body }, SAVE_ERRORS) }, async (req) => {
      const parsed = req.body as B;
      const session = await req.currentSession();
      // No session, no journey of its own (the same 404 as a stranger's): refused before a transaction is opened.
      if (!session) throw notFound('Journey');
      return changeJourney(
        app.db,
        parsed.journey_id,
        'This journey can no longer be changed',
        (writers, locked) => run(opts.deps(writers), ownJourneyOf(locked, opts.vertical), parsed),
        (journey) => assertProposalJourney(session, journey, opts.vertical),
      );
    });
}
