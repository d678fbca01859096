import { expect, it } from 'vitest';
import { complaint } from '../../../test/grievance-fixtures.ts';
import { signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('attack22: a complaint must say something', (ctx, api) => {
  it('refuses a complaint whose subject and description are only invisible or control characters', async () => {
    // attack22: the subject (5 to 120) and description (20 to 2,000) limits count characters after trim(), which
    // removes only whitespace: zero-width spaces and BEL characters fill the minimum. The complaint is stored and
    // queued for staff with an IRDAI 3- and 14-day clock, though it says nothing anyone can read or answer.
    const j = await signedInTermJourney(ctx().app);
    const raised = await api('POST', '/v1/users/me/grievances', j.headers, {
      ...complaint(j.journeyId),
      subject: '\u200b'.repeat(6),
      description: '\u0007'.repeat(25),
    });
    expect(raised.statusCode).toBe(400);
    const mine = await api('GET', '/v1/users/me/grievances', j.headers);
    expect(mine.json()).toEqual([]);
  });
});
