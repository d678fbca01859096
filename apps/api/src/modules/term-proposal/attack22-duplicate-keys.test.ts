import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import { lifeAssured, signedInTermJourney } from '../../../test/term-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('attack22: a JSON body naming one field twice', (ctx) => {
  it('refuses a save whose body gives the life assured twice, storing neither', async () => {
    // attack22: the JSON parser keeps the last of two equal keys, so a body saying both "smoker" and "non-smoker"
    // is answered 200 and stored as whichever came last. A proxy, log or audit tool reading the first copy sees
    // another proposal than the one priced and insured; an ambiguous body should be a 400 that stores nothing.
    const j = await signedInTermJourney(ctx().app);
    const smoker = JSON.stringify(lifeAssured({ is_smoker: 'YES' }));
    const nonSmoker = JSON.stringify(lifeAssured({ is_smoker: 'NO' }));
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/v1/termlife/journey/save-life-assured',
      headers: { ...j.headers, 'content-type': 'application/json' },
      payload: `{"journey_id":"${j.journeyId}","life_assured":${smoker},"life_assured":${nonSmoker}}`,
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    expect(row!.proposer).toBeNull();
  });
});
