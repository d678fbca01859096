import { ZApiError } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { changeJourney, type JourneyWriters } from './journey-changes.ts';
import { assertProposalJourney } from './load-proposal-journey.ts';
import type { JourneyRow } from './repository.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * A proposal step's save route, the same for every vertical: the caller's journey of this vertical (404
 * otherwise), signed in (401), then under the journey's lock: not paid (409), the step's rules, and a saved
 * change to a confirmed journey sends it back to review (journey-changes.ts).
 */
export function proposalSaveRoute<D>(
  app: FastifyInstance,
  opts: { tags: string[]; vertical: string; response: ZodType; deps: (writers: JourneyWriters) => D },
) {
  return <B extends { journey_id: string }>(
    url: string,
    summary: string,
    body: ZodType<B>,
    run: (deps: D, journey: JourneyRow, body: B) => Promise<unknown>,
  ) =>
    app.post(
      url,
      { schema: { tags: opts.tags, summary, body, response: { 200: opts.response, ...errors } } },
      async (req) => {
        const parsed = req.body as B;
        const session = await req.currentSession();
        // No session, no journey of its own (the same 404 as a stranger's): refused before a transaction is opened.
        if (!session) throw notFound('Journey');
        return changeJourney(
          app.db,
          parsed.journey_id,
          'This journey can no longer be changed',
          (writers, locked) => run(opts.deps(writers), locked, parsed),
          (journey) => assertProposalJourney(session, journey, opts.vertical),
        );
      },
    );
}
