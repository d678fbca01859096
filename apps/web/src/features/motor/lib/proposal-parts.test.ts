import { ZMotorNominee, ZMotorVehicleDetails, type TMotorJourneyDetailsResponse } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, motorStepsFor, NOMINEE_PART, OWNER_PART, VEHICLE_PART } from './proposal-parts.ts';

const renewal = { registration_date: '2024-09-23', has_previous_policy: true } as TMotorJourneyDetailsResponse;
const newCar = { registration_date: null, has_previous_policy: false } as TMotorJourneyDetailsResponse;

describe('the motor proposal parts', () => {
  it('ask a renewal for its registration and previous policy, a new vehicle for neither', () => {
    const keys = (d: TMotorJourneyDetailsResponse) => VEHICLE_PART.fields(d).map((f) => f.key);
    expect(keys(renewal)).toEqual([
      'registration_number',
      'engine_number',
      'chassis_number',
      'financier',
      'previous_insurer',
      'previous_policy_number',
    ]);
    expect(keys(newCar)).toEqual(['engine_number', 'chassis_number', 'financier']);
  });

  it('send a new vehicle’s details without registration or previous policy, and a blank financier as none', () => {
    const wire = VEHICLE_PART.toWire(
      { engine_number: ' k12nn7654321 ', chassis_number: 'MA3ZFEB1S00123456', financier: ' ' },
      newCar,
    );
    expect(ZMotorVehicleDetails.parse(wire)).toEqual({
      registration_number: null,
      engine_number: 'K12NN7654321',
      chassis_number: 'MA3ZFEB1S00123456',
      financier: null,
      previous_policy: null,
      third_party_policy: null,
    });
  });

  it('put the previous policy’s problems on its own fields', () => {
    const wire = VEHICLE_PART.toWire(
      {
        registration_number: 'MH12AB1234',
        engine_number: 'JF50E1234567',
        chassis_number: 'ME4JF50A0K1234567',
        previous_insurer: '',
        previous_policy_number: 'x',
      },
      renewal,
    );
    const result = ZMotorVehicleDetails.safeParse(wire);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(fieldErrorsOf(result.error.issues)).sort()).toEqual([
        'previous_insurer',
        'previous_policy_number',
      ]);
  });

  it('start the owner step from what the buyer gave before, and the vehicle step from the number looked up (issue 48)', () => {
    const fresh = {
      owner: null,
      known_owner: { full_name: 'Asha Rao', dob: '1990-08-15', pan_number: 'ABCDK1234F' },
      vehicle_details: null,
      quoted_registration_number: 'MH12AB1234',
    } as unknown as TMotorJourneyDetailsResponse;
    expect(OWNER_PART.initial(fresh)).toEqual({ full_name: 'Asha Rao', dob: '15/08/1990', pan_number: 'ABCDK1234F' });
    expect(VEHICLE_PART.initial(fresh)).toEqual({ registration_number: 'MH12AB1234' });
  });

  it('send the owner’s date of birth as an ISO date and the nominee’s age as a number', () => {
    expect(OWNER_PART.toWire({ dob: '15/08/1990', pan_number: 'abcdk1234f' }, renewal)).toMatchObject({
      dob: '1990-08-15',
      pan_number: 'ABCDK1234F',
    });
    const minor = NOMINEE_PART.toWire({ full_name: 'Riya Sharma', relation: 'DAUGHTER', age: '9' }, renewal);
    expect(minor).toMatchObject({ age: 9, appointee_name: null });
    const issues = ZMotorNominee.safeParse(minor).error?.issues ?? [];
    expect(Object.keys(fieldErrorsOf(issues))).toEqual(['appointee_name']);
  });

  it('ask for a nominee only where there is a PA cover, and for the third-party policy beside own damage alone', () => {
    const withPa = { cover: { pa_owner_driver: 375 } } as TMotorJourneyDetailsResponse;
    const ownDamageAlone = {
      ...renewal,
      cover: { pa_owner_driver: 0 },
      third_party_until: '2029-09-22',
    } as TMotorJourneyDetailsResponse;
    expect(motorStepsFor(withPa)).toEqual(['OWNER', 'VEHICLE', 'NOMINEE', 'DOCUMENTS', 'REVIEW']);
    expect(motorStepsFor(ownDamageAlone)).toEqual(['OWNER', 'VEHICLE', 'DOCUMENTS', 'REVIEW']);
    expect(VEHICLE_PART.fields(ownDamageAlone).map((f) => f.key)).toContain('third_party_policy_number');
    expect(VEHICLE_PART.fields(renewal).map((f) => f.key)).not.toContain('third_party_policy_number');
    expect(
      VEHICLE_PART.toWire({ third_party_insurer: ' Bajaj ', third_party_policy_number: 'OG-1-23456' }, ownDamageAlone),
    ).toMatchObject({ third_party_policy: { insurer_name: 'Bajaj', policy_number: 'OG-1-23456' } });
  });
});
