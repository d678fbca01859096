import { claimFreeYearsOf } from '@kavach/domain';
import type { PaidJourney, RenewalOnRecord } from '../payments/journey-snapshot.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import { motorRequestOf, vehicleDetailsOf } from './motor-journey.ts';

/**
 * A motor policy as its renewal carries it (issue 47): the expiring policy is the renewal's previous policy (the bonus
 * it earned is then held by that policy's number, carried once), and the bonus and IDV are the insurer's terms. The
 * cover's lines stay those last priced: the insurer's schedule itemises the renewal's own.
 */
export function motorRenewedAs(
  paid: PaidJourney<'MOTOR'>,
  renewal: RenewalOnRecord,
  insurerName: string,
): PaidJourney<'MOTOR'> {
  const request = motorRequestOf(paid);
  const idv = renewal.sum_insured ?? request.idv;
  const ncbPercent = renewal.ncb_percent ?? 0;
  const cover = request.priced_cover;
  const renewed: StoredMotorRequest = {
    ...request,
    idv,
    previous_policy: {
      expiry_date: renewal.of_end_date,
      claim_last_year: renewal.claim_in_year ? 'YES' : 'NO',
      claim_free_years: claimFreeYearsOf(ncbPercent),
      third_party_valid_until: request.previous_policy?.third_party_valid_until ?? null,
    },
    ...(cover && {
      priced_cover: {
        ...cover,
        idv,
        own_damage: cover.own_damage && { ...cover.own_damage, ncb_percent: ncbPercent },
      },
    }),
  };
  const vehicle = vehicleDetailsOf(paid);
  return {
    ...paid,
    quoteRequest: renewed,
    proposal: {
      ...paid.proposal,
      ...(vehicle && {
        vehicle: {
          ...vehicle,
          previous_policy: { insurer_name: insurerName, policy_number: renewal.of_policy_number },
        },
      }),
    },
  };
}
