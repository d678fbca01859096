import { expect, it } from 'vitest';
import { describeWithApp, newSession, type BuyerJourney } from '../../../test/test-app.ts';
import {
  motorOwner,
  motorVehicleDetails,
  saveMotorPart,
  shiftedDate,
  signedInMotorJourney,
} from '../../../test/motor-fixtures.ts';

// docs/product/review-payment-term-bike.md §5.6a: a looked-up registration's vehicle, RTO, registration date and
// current policy's end are the registry's. The sandbox registry (providers/vehicle-registry/sandbox.ts) knows
// MH12CD5678 as a 38-month-old Swift VXi of Pune whose policy ends in 40 days, and DL08GH3456 as a Creta S of Delhi
// registered 70 months ago whose policy ended 20 days ago.

type Quote = {
  eligible: boolean;
  idv: number;
  total_premium: number;
  addons: { addon_type: string; available: boolean }[];
};

const swiftAsRegistered = (over: Record<string, unknown> = {}) => ({
  registration_number: 'MH12CD5678',
  vehicle_id: 'maruti-suzuki-swift-vxi',
  rto_code: 'MH-12',
  registration_date: shiftedDate(0, -38),
  policy_type: 'THIRD_PARTY',
  previous_policy: { expiry_date: shiftedDate(40), claim_last_year: 'NO', claim_free_years: 2 },
  addons: [],
  ...over,
});
const cretaAsRegistered = (over: Record<string, unknown> = {}) => ({
  registration_number: 'DL08GH3456',
  vehicle_id: 'hyundai-creta-s',
  rto_code: 'DL-08',
  registration_date: shiftedDate(0, -70),
  policy_type: 'COMPREHENSIVE',
  previous_policy: { expiry_date: shiftedDate(-20), claim_last_year: 'NO', claim_free_years: 0 },
  addons: ['ZERO_DEPRECIATION'],
  ...over,
});

describeWithApp('motor facts come from the registry', (ctx, api) => {
  const quote = async (body: Record<string, unknown>) =>
    api('POST', '/v1/motor/quotes', { 'x-session-id': await newSession(ctx().app) }, body);
  const cheapest = (quotes: Quote[]) => quotes.find((q) => q.eligible)!;

  it('refuses a quote that declares any registered fact otherwise, naming the fact on the field it was declared in', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vehicle_id: 'honda-activa-6g-standard' }, 'vehicle_id', 'make of MH12CD5678 as Maruti Suzuki, not Honda'],
      [{ vehicle_id: 'maruti-suzuki-dzire-vxi' }, 'vehicle_id', 'model of MH12CD5678 as Swift, not Dzire'],
      [{ vehicle_id: 'maruti-suzuki-swift-vxi-cng' }, 'vehicle_id', 'fuel of MH12CD5678 as PETROL, not CNG'],
      [{ vehicle_id: 'maruti-suzuki-swift-zxi' }, 'vehicle_id', 'variant of MH12CD5678 as VXi, not ZXi'],
      [{ rto_code: 'MH-04' }, 'rto_code', 'RTO of MH12CD5678 as MH-12, not MH-04'],
      [{ registration_date: shiftedDate(0, -12) }, 'registration_date', 'registration date of MH12CD5678'],
      [
        { previous_policy: { expiry_date: shiftedDate(3), claim_last_year: 'NO', claim_free_years: 2 } },
        'previous_policy.expiry_date',
        'current policy’s end date of MH12CD5678',
      ],
      [{ previous_policy: null }, 'previous_policy.expiry_date', 'not none'],
    ];
    for (const [declared, field, words] of cases) {
      const refused = await quote(swiftAsRegistered(declared));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.fields[field]).toContain(words);
    }
    expect((await quote(swiftAsRegistered())).statusCode).toBe(200);
    // A number the registry does not know is quoted on what the buyer says.
    expect(
      (await quote(swiftAsRegistered({ registration_number: 'MH12ZZ9999', vehicle_id: 'honda-city-v' }))).statusCode,
    ).toBeLessThan(500);
  });

  // Issue 48: MH14TP2468, an Activa bought new 20 months ago, still has its five years of third party; it was sold a
  // second one by default. The registry's end date is a registered fact: a quote must declare it, and so buys own
  // damage alone.
  it('holds the third party the registry records running on: a quote without it is refused, with it own damage alone', async () => {
    const lookedUp = await api('GET', '/v1/motor/registrations/MH14TP2468', {
      'x-session-id': await newSession(ctx().app),
    });
    const until = lookedUp.json().third_party_until as string;
    expect(until > shiftedDate(365 * 3)).toBe(true);
    const activa = (previous: Record<string, unknown>, policyType = 'OWN_DAMAGE') => ({
      registration_number: 'MH14TP2468',
      vehicle_id: 'honda-activa-6g-standard',
      rto_code: 'MH-14',
      registration_date: shiftedDate(0, -20),
      policy_type: policyType,
      previous_policy: { expiry_date: shiftedDate(12), claim_last_year: 'NO', claim_free_years: 0, ...previous },
      addons: [],
    });
    const withoutIt = await quote(activa({}, 'COMPREHENSIVE'));
    expect(withoutIt.statusCode).toBe(400);
    expect(withoutIt.json().error.fields['previous_policy.third_party_valid_until']).toContain(
      'third-party cover’s end date of MH14TP2468',
    );
    const withIt = await quote(activa({ third_party_valid_until: until }));
    expect(withIt.statusCode).toBe(200);
    expect(cheapest(withIt.json().quotes)).toMatchObject({ eligible: true });
  });

  // Issue 45: DL08GH3456, a Creta registered in 2021, was quoted as registered this year — IDV ₹10.4 lakh instead of
  // ₹6.5 lakh, and the zero-depreciation cover sold, which no insurer offers at its age.
  it('prices the Creta on its registered date: its IDV and its add-ons follow its age, not the one declared', async () => {
    const declaredNew = await quote(cretaAsRegistered({ registration_date: shiftedDate(0, -10) }));
    expect(declaredNew.statusCode).toBe(400);
    expect(declaredNew.json().error.fields.registration_date).toContain('registration date of DL08GH3456');

    const registered = cheapest((await quote(cretaAsRegistered())).json().quotes);
    expect(registered.idv).toBe(650_000);
    expect(registered.addons.find((a) => a.addon_type === 'ZERO_DEPRECIATION')?.available).toBe(false);

    // Entered by hand, without its number, as a car registered this year: quoted so, and refused when the number is
    // given at the vehicle step.
    const byHand = cretaAsRegistered({ registration_number: null, registration_date: shiftedDate(0, -10) });
    const j = await signedInMotorJourney(ctx().app, byHand);
    const started = (await api('GET', `/v1/motor/journey/get-journey-details/${j.journeyId}`, j.headers)).json();
    expect(started.cover.idv).toBeGreaterThan(1_000_000);
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const refused = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'DL08GH3456' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['vehicle_details.registration_number']).toContain(
      'registration date of DL08GH3456',
    );
    expect(refused.json().error.requote).toEqual({ registration_number: 'DL08GH3456', vehicle_kind: 'CAR' });
  });

  // Issue 45: third party for MH12CD5678 as a Honda Activa (₹1,233 instead of the Swift's ₹4,421), entered by hand
  // without a lookup, was saved and issued; the Swift's owner was then refused cover for their own car.
  it('refuses at the vehicle step a number the registry knows as another vehicle, and insures the registered one', async () => {
    const activaByHand = swiftAsRegistered({
      registration_number: null,
      vehicle_id: 'honda-activa-6g-standard',
      registration_date: shiftedDate(0, -26),
    });
    const j: BuyerJourney = await signedInMotorJourney(ctx().app, activaByHand);
    expect((await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() })).statusCode).toBe(200);
    const refused = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12CD5678' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['vehicle_details.registration_number']).toContain(
      'The vehicle registry records the make of MH12CD5678 as Maruti Suzuki, not Honda',
    );
    // The quote the number needs, which the page links to: a car's, as the registry records it, on this scooter's page.
    expect(refused.json().error.requote).toEqual({ registration_number: 'MH12CD5678', vehicle_kind: 'CAR' });

    const owner: BuyerJourney = await signedInMotorJourney(ctx().app, swiftAsRegistered());
    await saveMotorPart(ctx().app, owner, 'save-owner-details', { owner: motorOwner({ pan_number: 'ABCDK4321F' }) });
    const saved = await saveMotorPart(ctx().app, owner, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12CD5678' }),
    });
    expect(saved.statusCode).toBe(200);
    const details = (
      await api('GET', `/v1/motor/journey/get-journey-details/${owner.journeyId}`, owner.headers)
    ).json();
    // The Swift's third party with its insurer's own owner-driver cover (₹280 here, the catalogue's; ₹4,421 was with
    // the flat ₹331 the tariff file once gave every insurer).
    expect(details.premium.premium_summary.total_premium).toBe(4361);
  });

  it('insures at the vehicle step the number the quote was looked up by, and no other', async () => {
    const j = await signedInMotorJourney(ctx().app, swiftAsRegistered());
    await saveMotorPart(ctx().app, j, 'save-owner-details', { owner: motorOwner() });
    const other = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12CD5679' }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields['vehicle_details.registration_number']).toBe(
      'This quote is for MH12CD5678, the number its details were looked up by. To insure another vehicle, get a quote for it.',
    );
    // A number the registry does not know: its quote is of the kind this journey insures.
    expect(other.json().error.requote).toEqual({ registration_number: 'MH12CD5679', vehicle_kind: 'CAR' });
    const activa = await saveMotorPart(ctx().app, j, 'save-vehicle-details', {
      vehicle_details: motorVehicleDetails({ registration_number: 'MH12AB1234' }),
    });
    expect(activa.json().error.requote).toEqual({ registration_number: 'MH12AB1234', vehicle_kind: 'TWO_WHEELER' });
  });
});
