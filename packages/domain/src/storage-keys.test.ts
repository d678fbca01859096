import { describe, it, expect } from 'vitest';
import { FILTER_STORAGE_KEYS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('spell the spec session keys exactly', () => {
    const values = Object.values(SESSION_STORAGE_KEYS);
    for (const key of [
      'insuranceFor',
      'session_id',
      'session_data',
      'google_user_data',
      'journey_id',
      'tenure',
      'quote_id',
      'selectedMemberType',
      'PreQuoteStep',
      'otp_request_id',
      'plan_config',
      'journey_config',
      'plan_id',
      'quote_step',
      'allPlanMeta',
      'coverage',
      'plan_type',
      'journeyStep',
      'payment_attempt_id',
    ]) {
      expect(values).toContain(key);
    }
  });

  it('spell the spec local keys exactly', () => {
    expect(LOCAL_STORAGE_KEYS).toMatchObject({
      PRE_QUOTE_DETAILS: 'preQuoteDetails',
      SELECTED_MEMBER: 'selectedMember',
      SELECTED_PEDS: 'selectedPEDs',
      TWO_WHEELER_VEHICLE_DATA: 'twoWheelerVehicleData',
    });
  });

  it('never reuse a key', () => {
    const all = [...Object.values(SESSION_STORAGE_KEYS), ...Object.values(LOCAL_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
    expect(FILTER_STORAGE_KEYS.every((k) => Object.values(LOCAL_STORAGE_KEYS).includes(k))).toBe(true);
  });
});
