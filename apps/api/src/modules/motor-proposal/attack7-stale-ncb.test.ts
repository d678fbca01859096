import { eq, sql } from 'drizzle-orm';
import { premiumChanged } from '@kavach/domain';
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

// A motor journey is priced when it starts, from the quote's dates as they stood that day: a previous policy
// ending in 5 days keeps its no-claim bonus (it lapses 90 days after expiry). The buyer who comes back to the same
// journey 100 days later — the old policy lapsed 95 days ago, the bonus gone by law — must not be charged, or
// issued a policy, with the 25% bonus of the day they started: confirmation prices the journey again on its day.
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

    // Confirmation prices the journey as its facts stand today: the bonus has lapsed, so the premium the buyer
    // reviewed is not the one they would be charged. Refused, and the journey now holds the price it earns.
    const confirm = () => api('POST', '/v1/motor/journey/confirmation', j.headers, { journey_id: j.journeyId });
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    const review = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    const repriced = review.premium.premium_summary.total_premium as number;
    expect(repriced).toBeGreaterThan(j.quote.total_premium);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: premiumChanged(repriced) });
    // The review itemises the cover as charged: no bonus, and lines that add up to the new total.
    expect(review.cover).toMatchObject({ total_premium: repriced, own_damage: { ncb_percent: 0, ncb_discount: 0 } });

    // Having reviewed it, the buyer confirms again: at the new premium, which is what the gateway charges.
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', total_premium: repriced });
    const { status } = await payConfirmedJourney(ctx().app, 'MOTOR', j);
    expect(status).toMatchObject({ status: 'SUCCESS', total_number: repriced });
    const pdf = await api('GET', `/v1/motor/policy/download/${j.journeyId}`, j.headers);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // The policy starts tomorrow, 96 days after the previous one ended: no no-claim bonus, and not charged as one.
    expect(text).toContain('No-claim bonus: None');
    expect(text).not.toContain('No-claim bonus: 25%');
  });
});
