import { expect, it } from 'vitest';
import { ownDamageQuote, shiftedDate } from '../../../test/motor-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

/**
 * attack19: own damage alone is quoted when the buyer says a third-party policy runs on past the current one ("Third
 * party valid until"). The server cannot see another insurer's policy, but it knows how long one can run: a new
 * two-wheeler's long-term third party is 5 years, a car's 3, and every other third-party policy is yearly.
 */
describeWithApp('motor: the third-party policy own damage alone is sold beside (attack19)', (ctx, api) => {
  // The Activa (registered 26 months ago) quoted own damage alone "beside" a third-party policy valid until
  // 31/12/9999, or for ten more years: every insurer quotes it, and it is bought as any other.
  it('refuses own damage alone beside a third-party policy said to run longer than any third-party policy can', async () => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    for (const until of ['9999-12-31', shiftedDate(0, 120)]) {
      const quoted = await api('POST', '/v1/motor/quotes', visitor, ownDamageQuote(until));
      expect(quoted.statusCode).toBeLessThan(500);
      const sold =
        quoted.statusCode === 200
          ? quoted
              .json()
              .quotes.filter((q: { eligible: boolean }) => q.eligible)
              .map((q: { insurer_id: string }) => q.insurer_id)
          : [];
      expect({ until, sold }).toEqual({ until, sold: [] });
    }
  });
});
