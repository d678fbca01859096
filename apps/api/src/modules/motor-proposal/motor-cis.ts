import {
  MOTOR_ADDON_BENEFITS,
  MOTOR_ADDON_LABELS,
  MOTOR_POLICY_TYPE_LABELS,
  type TPremiumBreakup,
} from '@kavach/domain';
import { compulsoryDeductible, type MotorCatalogue, type Vehicle } from '@kavach/rating';
import { rs, scheduleTexts, type CustomerInformationSheet, type ScheduleTexts } from '../payments/schedule-pdf.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';

/** The cover a motor policy was priced with; a policy from before the parts were recorded has both parts. */
type PricedCover = StoredMotorRequest['priced_cover'];
const hasOwnDamage = (cover: PricedCover) => !cover || cover.own_damage !== null;
const hasThirdParty = (cover: PricedCover) => !cover || cover.third_party !== null;

/**
 * What the owner bears of a claim and where third-party cover stops (the tariff's compulsory deductible, the chosen
 * voluntary one, the property-damage limit; docs/product/catalogue.md): the same lines on the CIS and the schedule.
 */
export function motorDeductiblesAndLimits(
  catalogue: MotorCatalogue,
  vehicle: Vehicle | undefined,
  request: StoredMotorRequest,
  { t }: ScheduleTexts = scheduleTexts(),
): string[] {
  const lines: string[] = [];
  const cover = request.priced_cover;
  if (vehicle && hasOwnDamage(cover))
    lines.push(t('motor.cis.compulsory', { amount: rs(compulsoryDeductible(catalogue.tariff, vehicle)) }));
  if (hasOwnDamage(cover) && request.voluntary_deductible)
    lines.push(t('motor.cis.voluntary', { amount: rs(request.voluntary_deductible) }));
  if (vehicle && hasThirdParty(cover))
    lines.push(
      t('motor.cis.thirdPartyLimit', {
        amount: rs(catalogue.tariff.third_party_property_damage_limit[vehicle.kind]),
      }),
    );
  return lines;
}

/**
 * A motor policy's Customer Information Sheet (docs/decisions.md §4): the parts of cover bought, the add-ons with
 * what they pay for, the deductibles and third-party limits. The catalogue states no exclusions for motor, so the
 * CIS states none rather than make them up.
 */
export function motorCis(
  catalogue: MotorCatalogue,
  vehicle: Vehicle | undefined,
  request: StoredMotorRequest,
  premium: TPremiumBreakup,
  texts: ScheduleTexts = scheduleTexts(),
): CustomerInformationSheet {
  const { t, td } = texts;
  const cover = request.priced_cover;
  const addons = premium.addons
    .filter((a) => a.is_opted === 'YES')
    .map((a) => {
      const type = a.addon_type as keyof typeof MOTOR_ADDON_LABELS;
      const benefit = MOTOR_ADDON_BENEFITS[type] as string | undefined;
      const name = td(MOTOR_ADDON_LABELS[type] ?? a.display_name);
      return benefit ? t('motor.cis.addonBenefit', { name, benefit: td(benefit) }) : t('motor.cis.addon', { name });
    });
  const pa = !cover || cover.pa_owner_driver > 0;
  return {
    product: vehicle?.kind === 'CAR' ? t('motor.cis.car') : vehicle ? t('motor.cis.twoWheeler') : t('motor.cis.motor'),
    policyType: td(MOTOR_POLICY_TYPE_LABELS[request.policy_type]),
    sumInsured: hasOwnDamage(cover) ? t('motor.cis.idv', { amount: rs(premium.sum_insured) }) : t('motor.cis.noIdv'),
    covered: [
      ...(hasOwnDamage(cover) ? [t('motor.cis.ownDamage')] : []),
      ...(hasThirdParty(cover) ? [t('motor.cis.thirdParty')] : []),
      ...(pa ? [t('motor.cis.pa')] : []),
      ...addons,
    ],
    exclusions: [],
    costSharing: motorDeductiblesAndLimits(catalogue, vehicle, request, texts),
  };
}
