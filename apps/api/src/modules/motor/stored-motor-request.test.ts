import { MOTOR_RETAINED, pickKeys, ZMotorQuoteRequest } from '@kavach/domain';
import { expect, it } from 'vitest';
import { activaQuote } from '../../../test/motor-fixtures.ts';
import { ZStoredMotorRequest } from './stored-motor-request.ts';

const stored = {
  ...ZMotorQuoteRequest.parse(activaQuote()),
  insurer_id: 'acko',
  idv: 52_000,
  priced_cover: {
    eligible: true,
    idv: 52_000,
    idv_min: 47_000,
    idv_max: 57_000,
    own_damage: { basic: 1_100, deductible_discount: 0, ncb_percent: 25, ncb_discount: 275, net: 825 },
    third_party: { premium: 714, years: 1 },
    pa_owner_driver: 375,
    addons: [{ addon_type: 'ZERO_DEPRECIATION', premium: 300, available: true, is_opted: false }],
    total_addon_premium: 0,
    net_premium: 1_914,
    gst: 345,
    total_premium: 2_259,
  },
};

// The schedule of a motor policy whose buyer deleted the account renders from what the record keeps.
it('reads a motor journey’s request whole, after account deletion too', () => {
  expect(ZStoredMotorRequest.parse(stored)).toEqual(stored);
  expect(ZStoredMotorRequest.parse(pickKeys(stored, MOTOR_RETAINED.quoteRequest))).toEqual(stored);
});
