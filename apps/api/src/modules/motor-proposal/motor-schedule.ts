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
import { maskedPan, renderSchedule, rs, scheduleTexts } from '../payments/schedule-pdf.ts';
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
    const texts = scheduleTexts(by.language);
    const { t, td } = texts;
    return renderSchedule(
      {
        title: t('motor.title'),
        policy,
        insurer: insurer?.insurer_name ?? journey.insurerId,
        record: insurer,
        by,
        cis: motorCis(catalogue, vehicle, request, p, texts),
      },
      ({ heading, row, text }) => {
        row(t('motor.cover'), td(MOTOR_POLICY_TYPE_LABELS[request.policy_type]));
        // Each part's own period: own damage runs the policy's year; third party runs its years from the same day
        // (5 for a new two-wheeler), the policy's whole period when it is the only cover.
        const cover = request.priced_cover;
        const period = (years: number) =>
          t('motor.period', {
            from: toDisplayDate(policy.startDate),
            to: toDisplayDate(periodEnd(policy.startDate, years)),
          });
        if (!cover || cover.own_damage)
          row(
            t('motor.ownDamagePeriod'),
            t('motor.period', { from: toDisplayDate(policy.startDate), to: toDisplayDate(policy.endDate) }),
          );
        if (cover?.third_party) row(t('motor.thirdPartyPeriod'), period(cover.third_party.years));
        heading(t('motor.vehicle'));
        if (vehicle)
          row(
            t('motor.vehicle'),
            `${vehicle.make} ${vehicle.model} ${vehicle.variant} (${vehicle.fuel.toLowerCase()})`,
          );
        row(t('motor.registration'), details?.registration_number ?? t('motor.newVehicle'));
        if (details) {
          row(t('motor.engine'), details.engine_number);
          row(t('motor.chassis'), details.chassis_number);
          if (details.financier) row(t('motor.hypothecated'), details.financier);
        }
        row(t('motor.rto'), request.rto_code);
        // Third party alone insures the owner's liability to others, not the vehicle: it has no insured value to state.
        if (cover?.own_damage) row(t('motor.idv'), rs(p.sum_insured));
        const limits = motorDeductiblesAndLimits(catalogue, vehicle, request, texts);
        if (limits.length > 0) heading(t('motor.limits'));
        for (const line of limits) text(line);
        heading(t('motor.owner'));
        if (owner) {
          row(t('common.name'), owner.full_name);
          // A record kept after the buyer deleted their account has no PAN (account/retained-record.ts).
          if (owner.pan_number) row(t('common.pan'), maskedPan(owner.pan_number));
        }
        heading(t('motor.premium'));
        if (cover?.own_damage) {
          row(t('motor.ownDamage'), rs(cover.own_damage.basic));
          if (cover.own_damage.deductible_discount > 0)
            row(t('motor.voluntaryDiscount'), `- ${rs(cover.own_damage.deductible_discount)}`);
          row(
            t('motor.ncb'),
            cover.own_damage.ncb_percent > 0
              ? t('motor.ncbValue', {
                  percent: cover.own_damage.ncb_percent,
                  amount: rs(cover.own_damage.ncb_discount),
                })
              : t('common.none'),
          );
        }
        if (cover?.third_party)
          row(
            t('motor.thirdParty'),
            t('motor.thirdPartyValue', { amount: rs(cover.third_party.premium), count: cover.third_party.years }),
          );
        if (cover && cover.pa_owner_driver > 0) row(t('motor.pa'), rs(cover.pa_owner_driver));
        if (!cover) row(t('motor.allParts'), rs(p.base_premium));
        const opted = p.addons.filter((a) => a.is_opted === 'YES');
        for (const a of opted) {
          const type = a.addon_type as keyof typeof MOTOR_ADDON_LABELS;
          const benefit = MOTOR_ADDON_BENEFITS[type] as string | undefined;
          const name = td(MOTOR_ADDON_LABELS[type] ?? a.display_name);
          const price = rs(a.total_premium);
          text(benefit ? t('common.addonPriced', { name, price, benefit: td(benefit) }) : `${name} (${price})`);
        }
        row(t('motor.gst'), rs(p.tax));
        row(t('common.totalPaid'), rs(p.total_premium));
        // The owner-driver's PA cover goes with third party: standalone own damage carries none, and states none.
        if (!cover || cover.pa_owner_driver > 0) {
          heading(t('motor.paHeading'));
          if (nominee)
            text(
              t('motor.nominee', {
                name: nominee.full_name,
                relation: td(nominee.relation).toLowerCase(),
                age: nominee.age,
                appointee:
                  nominee.appointee_name && nominee.age < MAJORITY_AGE
                    ? t('motor.appointee', { name: nominee.appointee_name })
                    : '',
              }),
            );
        } else if (cover.third_party && request.other_pa_cover === 'YES') {
          // The cover the law asks for with third party is missing only on the owner's word: the schedule says so.
          heading(t('motor.paHeadingNone'));
          text(td(PA_COVER_EXCLUDED_SCHEDULE));
        }
        if (details?.previous_policy) {
          heading(t('motor.previous'));
          text(
            t('motor.policyOf', {
              insurer: details.previous_policy.insurer_name,
              number: details.previous_policy.policy_number,
            }),
          );
        }
        // IRDAI: standalone own damage records the third-party policy it sits beside.
        const thirdPartyUntil = request.previous_policy?.third_party_valid_until;
        if (details?.third_party_policy && request.policy_type === 'OWN_DAMAGE') {
          heading(t('motor.thirdPartyInForce'));
          const named = {
            insurer: details.third_party_policy.insurer_name,
            number: details.third_party_policy.policy_number,
          };
          text(
            thirdPartyUntil
              ? t('motor.validUntil', { ...named, date: toDisplayDate(thirdPartyUntil) })
              : t('motor.policyOf', named),
          );
        }
      },
      {
        freeLook: t('motor.freeLook'),
        claims: t('motor.claims', {
          phone: insurer?.claims_phone ?? t('common.theInsurer'),
          policyNumber: policy.policyNumber,
        }),
        hasFreeLook: VERTICAL_REGISTRY.MOTOR.freeLook,
        sampleCatalogue,
      },
    );
  };
}
