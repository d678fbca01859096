import type { MotorEntry } from '@kavach/domain';

/**
 * A registered Honda Activa from Pune, its policy ending 28/11/2026, as the entry page hands it to the quotes
 * (the entry form's answer for its filled-in test form, what history state keeps, what a quote request is
 * built from); for the tests.
 */
export const ACTIVA_ENTRY: MotorEntry = {
  registrationNumber: 'MH12AB1234',
  vehicleId: 'honda-activa-6g-standard',
  rtoCode: 'MH-12',
  registrationDate: '2024-09-23',
  previousPolicy: { expiryDate: '2026-11-28', claimLastYear: 'NO', claimFreeYears: 2, thirdPartyUntil: null },
};
