import {
  MAJORITY_AGE,
  MOTOR_ADDON_BENEFITS,
  MOTOR_ADDON_LABELS,
  MOTOR_POLICY_TYPE_LABELS,
  PA_COVER_EXCLUDED_SCHEDULE,
  periodEnd,
  toDisplayDate,
  VERTICAL_REGISTRY,
} from '@kavach/domain';
import type { MotorCatalogue } from '@kavach/rating';
import type { RenderPolicySchedule } from '../journeys/vertical.ts';
import { maskedPan, renderSchedule, rs } from '../payments/schedule-pdf.ts';
import { motorCis, motorDeductiblesAndLimits } from './motor-cis.ts';
import { motorRequestOf, nomineeOf, ownerOf, vehicleDetailsOf } from './motor-journey.ts';

/**
 * The motor schedule: its Customer Information Sheet first (motor-cis.ts), then the vehicle and its numbers, the
 * insured declared value, the deductibles and third-party limits, own damage with its no-claim bonus,
 * third party (and for how long), the owner-driver's PA cover, add-ons, GST and the total; then free-look and claims.
 * The figures are the paid journey's (its snapshot), never priced again.
 */
export function motorSchedule(catalogue: MotorCatalogue, sampleCatalogue: boolean): RenderPolicySchedule<'MOTOR'> {
  return (journey, policy, by) => {
    const request = motorRequestOf(journey);
    const vehicle = catalogue.vehiclesById.get(request.vehicle_id);
    const insurer = catalogue.insurers.find((i) => i.insurer_id === request.insurer_id);
    const owner = ownerOf(journey);
    const details = vehicleDetailsOf(journey);
    const nominee = nomineeOf(journey);
    const p = journey.premium;
    return renderSchedule(
      {
        title: 'Motor Insurance Policy Schedule',
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: motorCis(catalogue, vehicle, request, p),
      },
      ({ heading, row, text }) => {
        row('Cover', MOTOR_POLICY_TYPE_LABELS[request.policy_type]);
        // Each part's own period: own damage runs the policy's year; third party runs its years from the same day
        // (5 for a new two-wheeler), the policy's whole period when it is the only cover.
        const cover = request.priced_cover;
        const period = (years: number) =>
          `${toDisplayDate(policy.startDate)} to ${toDisplayDate(periodEnd(policy.startDate, years))}`;
        if (!cover || cover.own_damage)
          row('Own damage period', `${toDisplayDate(policy.startDate)} to ${toDisplayDate(policy.endDate)}`);
        if (cover?.third_party) row('Third party period', period(cover.third_party.years));
        heading('Vehicle');
        if (vehicle)
          row('Vehicle', `${vehicle.make} ${vehicle.model} ${vehicle.variant} (${vehicle.fuel.toLowerCase()})`);
        row('Registration', details?.registration_number ?? 'New vehicle, number to be issued');
        if (details) {
          row('Engine number', details.engine_number);
          row('Chassis number', details.chassis_number);
          if (details.financier) row('Hypothecated to', details.financier);
        }
        row('RTO', request.rto_code);
        // Third party alone insures the owner's liability to others, not the vehicle: it has no insured value to state.
        if (cover?.own_damage) row('Insured declared value (IDV)', rs(p.sum_insured));
        const limits = motorDeductiblesAndLimits(catalogue, vehicle, request);
        if (limits.length > 0) heading('Deductibles and limits');
        for (const line of limits) text(line);
        heading('Owner');
        if (owner) {
          row('Name', owner.full_name);
          // A record kept after the buyer deleted their account has no PAN (account/retained-record.ts).
          if (owner.pan_number) row('PAN', maskedPan(owner.pan_number));
        }
        heading('Premium');
        if (cover?.own_damage) {
          row('Own damage', rs(cover.own_damage.basic));
          if (cover.own_damage.deductible_discount > 0)
            row('Voluntary deductible discount', `- ${rs(cover.own_damage.deductible_discount)}`);
          row(
            'No-claim bonus',
            cover.own_damage.ncb_percent > 0
              ? `${cover.own_damage.ncb_percent}%, - ${rs(cover.own_damage.ncb_discount)}`
              : 'None',
          );
        }
        if (cover?.third_party)
          row(
            'Third party',
            `${rs(cover.third_party.premium)} for ${cover.third_party.years} year${cover.third_party.years > 1 ? 's' : ''}`,
          );
        if (cover && cover.pa_owner_driver > 0) row('Personal accident, owner-driver', rs(cover.pa_owner_driver));
        if (!cover) row('Own damage, third party and PA cover', rs(p.base_premium));
        const opted = p.addons.filter((a) => a.is_opted === 'YES');
        for (const a of opted) {
          const type = a.addon_type as keyof typeof MOTOR_ADDON_LABELS;
          const benefit = MOTOR_ADDON_BENEFITS[type] as string | undefined;
          text(
            `${MOTOR_ADDON_LABELS[type] ?? a.display_name} (${rs(a.total_premium)})${benefit ? `: ${benefit}` : ''}`,
          );
        }
        row('GST (18%)', rs(p.tax));
        row('Total premium paid', rs(p.total_premium));
        // The owner-driver's PA cover goes with third party: standalone own damage carries none, and states none.
        if (!cover || cover.pa_owner_driver > 0) {
          heading('Personal accident cover (owner-driver, Rs. 15,00,000)');
          if (nominee)
            text(
              `Nominee: ${nominee.full_name} (${nominee.relation.toLowerCase()}, age ${nominee.age})${nominee.appointee_name && nominee.age < MAJORITY_AGE ? `; appointee ${nominee.appointee_name}` : ''}`,
            );
        } else if (cover.third_party && request.other_pa_cover === 'YES') {
          // The cover the law asks for with third party is missing only on the owner's word: the schedule says so.
          heading('Personal accident cover (owner-driver)');
          text(PA_COVER_EXCLUDED_SCHEDULE);
        }
        if (details?.previous_policy) {
          heading('Previous policy');
          text(`${details.previous_policy.insurer_name}, policy ${details.previous_policy.policy_number}`);
        }
        // IRDAI: standalone own damage records the third-party policy it sits beside.
        const thirdPartyUntil = request.previous_policy?.third_party_valid_until;
        if (details?.third_party_policy && request.policy_type === 'OWN_DAMAGE') {
          heading('Third-party policy in force');
          text(
            `${details.third_party_policy.insurer_name}, policy ${details.third_party_policy.policy_number}${thirdPartyUntil ? `, valid until ${toDisplayDate(thirdPartyUntil)}` : ''}`,
          );
        }
      },
      {
        freeLook:
          'A motor policy has no free-look period; you may cancel it, and the insurer refunds the premium for the unused period by its short-period scale, as long as no claim was made.',
        claims: `Call ${insurer?.claims_phone ?? 'the insurer'} quoting policy number ${policy.policyNumber}. For an accident, tell the insurer before the vehicle is repaired; for theft, file a police report at once.`,
        hasFreeLook: VERTICAL_REGISTRY.MOTOR.freeLook,
        sampleCatalogue,
      },
    );
  };
}
