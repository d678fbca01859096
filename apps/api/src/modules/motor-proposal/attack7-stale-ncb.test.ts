import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journeys } from '../../db/schema.ts';
import {
  motorNominee,
  motorOwner,
  motorVehicleDetails,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { payConfirmedJourney, pdfText } from '../../../test/payments.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

// A motor journey is priced once, when it starts, from the quote's dates as they stood that day: a previous policy
// ending in 5 days keeps its no-claim bonus (it lapses 90 days after expiry). Nothing prices it again at
// confirmation, so the buyer who comes back to the same journey 100 days later — the old policy lapsed 95 days
// ago, the bonus gone by law — is still charged, and issued a policy, with the 25% bonus of the day they started.
describeWithApp('attack7: a motor journey confirmed long after it was priced', (ctx, api) => {
  const save = (j: BuyerJourney, step: string, body: Record<string, unknown>) =>
    api('POST', `/v1/motor/journey/${step}`, j.headers, { journey_id: j.journeyId, ...body });

  it('does not charge or issue a no-claim bonus the lapsed previous policy no longer earns', async () => {
    const j = await signedInMotorJourney(ctx().app);
    await save(j, 'save-owner-details', { owner: motorOwner() });
    await save(j, 'save-vehicle-details', { vehicle_details: motorVehicleDetails() });
    await save(j, 'save-nominee-details', { nominee: motorNominee });

    // 100 days pass: the journey's stored dates are what they would be had it been started 100 days ago (the
    // previous policy that ended 5 days after the start ended 95 days ago; the vehicle is 100 days older).
    const [row] = await ctx().handle.db.select().from(journeys).where(eq(journeys.id, j.journeyId));
    const request = row!.quoteRequest as Record<string, any>;
    await ctx()
      .handle.db.update(journeys)
      .set({
        quoteRequest: {
          ...request,
          registration_date: shiftedDate(-100, -26),
          previous_policy: { ...request.previous_policy, expiry_date: shiftedDate(-95) },
        } as never,
        createdAt: sql`now() - interval '100 days'`,
      })
      .where(eq(journeys.id, j.journeyId));

    const confirmed = await api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    if (confirmed.statusCode === 409) return; // refused: the buyer is sent to get a fresh quote
    expect(confirmed.statusCode).toBe(200);
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status.status).toBe('SUCCESS');
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // The policy starts tomorrow, 96 days after the previous one ended: no no-claim bonus, and not charged as one.
    expect(text).not.toContain('No-claim bonus: 25%');
    expect(confirmed.json().total_premium).toBeGreaterThan(j.quote.total_premium);
  });
});
