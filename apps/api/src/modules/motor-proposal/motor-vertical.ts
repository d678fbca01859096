import { DEFAULT_KYC_CONFIG, MOTOR_POLICY_TYPE_LABELS, motorCoverStart } from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import { defineVertical } from '../journeys/vertical.ts';
import { motorInsuredOnce } from './motor-covers.ts';
import { missingMotorParts, motorJourneyPriceOn, motorPolicyYears, motorRequestOf, ownerOf } from './motor-journey.ts';
import { motorRenewedAs } from './motor-renewal.ts';
import { motorSchedule } from './motor-schedule.ts';

/**
 * Motor on the journey core: owner, vehicle and previous policy, PA nominee. The policy runs the own-damage year, or
 * a third-party-only cover's whole term; a renewal starts when the previous policy ends.
 */
export function motorVertical(catalogue: MotorCatalogue, sampleCatalogue: boolean) {
  return defineVertical<'MOTOR'>({
    vertical: 'MOTOR',
    kycConfig: () => DEFAULT_KYC_CONFIG,
    missingParts: missingMotorParts,
    describe: (journey) => {
      const request = motorRequestOf(journey);
      const vehicle = catalogue.vehiclesById.get(request.vehicle_id);
      const insurer = catalogue.insurers.find((i) => i.insurer_id === request.insurer_id);
      const owner = ownerOf(journey);
      const cover = `${MOTOR_POLICY_TYPE_LABELS[request.policy_type]} cover`;
      return {
        plan_name: vehicle ? `${cover}: ${vehicle.make} ${vehicle.model}` : cover,
        insurer_name: insurer?.insurer_name ?? '',
        people: owner ? [owner.full_name] : [],
      };
    },
    kycPerson: (journey) => {
      const owner = ownerOf(journey);
      // A record kept after its buyer deleted the account names nobody KYC could check.
      if (!owner?.pan_number) return null;
      const { full_name, dob, gender, pan_number, mobile } = owner;
      return { full_name, dob: dob ?? null, gender: gender ?? null, pan_number, mobile: mobile ?? null };
    },
    contact: (journey) => ({ mobile: ownerOf(journey)?.mobile ?? null, email: ownerOf(journey)?.email ?? null }),
    priceOn: (journey, now) => motorJourneyPriceOn(catalogue, journey, now),
    reviewStep: 'REVIEW',
    policy: {
      startsOn: (paid, dayAfterPayment) => motorCoverStart(motorRequestOf(paid), dayAfterPayment),
      years: (paid) => motorPolicyYears(motorRequestOf(paid)),
      insuredOnce: motorInsuredOnce,
      // Third party alone insures the owner's liability to others, not the vehicle: no insured value.
      sumInsured: (paid) => (motorRequestOf(paid).priced_cover?.own_damage ? paid.premium.sum_insured : null),
      // Paid for the whole period; asked of no motor policy, which has no free look (its registry entry).
      paidMonths: (paid) => motorPolicyYears(motorRequestOf(paid)) * 12,
      render: motorSchedule(catalogue, sampleCatalogue),
      renewedAs: motorRenewedAs,
    },
  });
}
