import { expect, it } from 'vitest';
import { LONG_TERM_TP_YEARS, THIRD_PARTY_TOO_LONG, periodEnd } from '@kavach/domain';
import { activaQuote, ownDamageQuote, shiftedDate } from '../../../test/motor-fixtures.ts';
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
      expect({ until, status: quoted.statusCode, fields: quoted.json().error?.fields }).toEqual({
        until,
        status: 400,
        fields: { 'previous_policy.third_party_valid_until': THIRD_PARTY_TOO_LONG },
      });
    }
    // The Activa registered 26 months ago: its 5 years of third party from registration are still quoted beside.
    const fiveYears = periodEnd(activaQuote().registration_date as string, LONG_TERM_TP_YEARS.TWO_WHEELER);
    const beside = await api('POST', '/v1/motor/quotes', visitor, ownDamageQuote(fiveYears));
    expect(beside.statusCode).toBe(200);
    expect(beside.json().quotes.some((q: { eligible: boolean }) => q.eligible)).toBe(true);
  });
});
