import { PA_COVER_EXCLUDED_SCHEDULE } from '@kavach/domain';
import { expect, it } from 'vitest';
import {
  activaQuote,
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';
import { paidScheduleText } from '../../../test/payments.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

type PricedQuote = { eligible: true; insurer_id: string; pa_owner_driver: number; net_premium: number };

/**
 * Issue 46: the owner-driver's compulsory ₹15 lakh personal accident cover goes with third party at each insurer's own
 * price (the motor catalogue's insurers.json), and is left out when the owner declares other PA cover of ₹15 lakh or
 * more — which the schedule then states.
 */
describeWithApp('motor: the owner-driver’s personal accident cover', (ctx, api) => {
  const pricedQuotes = async (request: Record<string, unknown>) => {
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    const res = await api('POST', '/v1/motor/quotes', visitor, request);
    expect(res.statusCode).toBe(200);
    const priced = (res.json().quotes as { eligible: boolean }[]).filter((q): q is PricedQuote => q.eligible);
    expect(priced.length).toBeGreaterThan(0);
    return new Map(priced.map((q) => [q.insurer_id, q]));
  };

  it('charges each insurer’s own PA price, and none when the owner declares other PA cover of ₹15 lakh or more', async () => {
    const included = await pricedQuotes(activaQuote());
    expect(included.get('acko')?.pa_owner_driver).toBe(295);
    expect(included.get('new-india-assurance')?.pa_owner_driver).toBe(375);
    const declared = await pricedQuotes(activaQuote({ other_pa_cover: 'YES' }));
    expect([...declared.keys()].sort()).toEqual([...included.keys()].sort());
    for (const [insurer, quote] of declared) {
      const before = included.get(insurer)!;
      expect(quote.pa_owner_driver).toBe(0);
      expect(quote.net_premium).toBe(before.net_premium - before.pa_owner_driver);
    }
  });

  it('asks no nominee for a cover left out, and the schedule says it was excluded on the owner’s declaration', async () => {
    const j = await signedInMotorJourney(ctx().app, activaQuote({ other_pa_cover: 'YES' }));
    expect(j.quote).toMatchObject({ pa_owner_driver: 0 });
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const vehicle = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails(),
    });
    // From the vehicle straight on to KYC: no nominee step.
    expect(vehicle.json().journey_step).toBe('DOCUMENTS');
    const details = await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers);
    expect(details.json()).toMatchObject({ other_pa_cover: 'YES', cover: { pa_owner_driver: 0 } });

    const schedule = await paidScheduleText(ctx().app, 'MOTOR', j);
    expect(schedule).toContain(`Personal accident cover (owner-driver) ${PA_COVER_EXCLUDED_SCHEDULE}`);
    expect(schedule).not.toContain('Personal accident, owner-driver');
    expect(schedule).not.toContain('Rs. 15,00,000)');
  });
});
