import { ZApiError } from '@kavach/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { changeJourney, type JourneyWriters } from './journey-changes.ts';
import { loadProposalJourney } from './load-proposal-journey.ts';
import { createJourneyRepository, type JourneyRow } from './repository.ts';

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
  const journeys = createJourneyRepository(app.db);
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
        const journey = await loadProposalJourney(req, journeys, parsed.journey_id, opts.vertical);
        return changeJourney(app.db, journey.id, 'This journey can no longer be changed', (writers, locked) =>
          run(opts.deps(writers), locked, parsed),
        );
      },
    );
}
