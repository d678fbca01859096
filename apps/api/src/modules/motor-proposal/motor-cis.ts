import {
  MOTOR_ADDON_BENEFITS,
  MOTOR_ADDON_LABELS,
  MOTOR_POLICY_TYPE_LABELS,
  type TPremiumBreakup,
} from '@kavach/domain';
import { compulsoryDeductible, type MotorCatalogue, type Vehicle } from '@kavach/rating';
import { rs, type CustomerInformationSheet } from '../payments/schedule-pdf.ts';
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
): string[] {
  const lines: string[] = [];
  const cover = request.priced_cover;
  if (vehicle && hasOwnDamage(cover))
    lines.push(
      `Compulsory deductible: ${rs(compulsoryDeductible(catalogue.tariff, vehicle))} of each own-damage claim is yours`,
    );
  if (hasOwnDamage(cover) && request.voluntary_deductible)
    lines.push(`Voluntary deductible: a further ${rs(request.voluntary_deductible)} of each own-damage claim is yours`);
  if (vehicle && hasThirdParty(cover))
    lines.push(
      "Third-party liability: death of or bodily injury to others, without limit; damage to others' property up to " +
        rs(catalogue.tariff.third_party_property_damage_limit[vehicle.kind]),
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
): CustomerInformationSheet {
  const cover = request.priced_cover;
  const kind = vehicle?.kind === 'CAR' ? 'Private car' : vehicle ? 'Two-wheeler' : 'Motor';
  const addons = premium.addons
    .filter((a) => a.is_opted === 'YES')
    .map((a) => {
      const type = a.addon_type as keyof typeof MOTOR_ADDON_LABELS;
      const benefit = MOTOR_ADDON_BENEFITS[type] as string | undefined;
      return `${MOTOR_ADDON_LABELS[type] ?? a.display_name} add-on${benefit ? `: ${benefit}` : ''}`;
    });
  const pa = !cover || cover.pa_owner_driver > 0;
  return {
    product: `${kind} insurance policy`,
    policyType: MOTOR_POLICY_TYPE_LABELS[request.policy_type],
    sumInsured: hasOwnDamage(cover)
      ? `Insured declared value (IDV) ${rs(premium.sum_insured)}: the most paid for the vehicle's loss`
      : 'No insured value: third-party cover pays your liability to others, not for the vehicle',
    covered: [
      ...(hasOwnDamage(cover) ? ['Own damage: loss of or damage to the vehicle, up to its IDV'] : []),
      ...(hasThirdParty(cover) ? ["Third party: your legal liability for others' death, injury or property"] : []),
      ...(pa ? ['Personal accident cover for the owner-driver: Rs. 15,00,000'] : []),
      ...addons,
    ],
    exclusions: [],
    costSharing: motorDeductiblesAndLimits(catalogue, vehicle, request),
  };
}
