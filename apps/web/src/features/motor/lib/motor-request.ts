import type { MotorAddonType, MotorEntry, MotorPolicyType, TMotorQuote, TMotorQuoteRequest } from '@kavach/domain';
import type { MotorT } from '../i18n.ts';

/** The quote list's own choices, each of which re-quotes on the server. */
export type MotorQuoteChoices = {
  policyType: MotorPolicyType;
  idv: number | null;
  voluntaryDeductible: number | null;
  addons: readonly MotorAddonType[];
  /** The owner declares other PA cover of ₹15 lakh or more: the owner-driver cover is left out. */
  otherPaCover: boolean;
};

/**
 * Issue 18: a new vehicle is sold bundled (1 yr own damage + long-term third party) or third party alone; a
 * registered one comprehensive or third party alone, or, while a third-party cover runs on past its policy (the
 * bundle's), own damage alone: a second third-party cover would pay no claim twice.
 */
export function policyTypesFor(
  entry: Pick<MotorEntry, 'registrationDate' | 'previousPolicy'>,
): readonly MotorPolicyType[] {
  if (entry.registrationDate === null) return ['BUNDLED', 'THIRD_PARTY'];
  return entry.previousPolicy?.thirdPartyUntil ? ['OWN_DAMAGE'] : ['COMPREHENSIVE', 'THIRD_PARTY'];
}

export const hasOwnDamage = (policyType: MotorPolicyType) => policyType !== 'THIRD_PARTY';
/** The owner-driver's PA cover goes with third party: own damage alone has none to leave out. */
export const carriesPaCover = (policyType: MotorPolicyType) => policyType !== 'OWN_DAMAGE';

/**
 * The body of POST /v1/motor/quotes. Third party alone has no IDV, deductible or add-ons (they are own-damage
 * terms), so they are not sent for it.
 */
export function motorQuoteRequest(entry: MotorEntry, choices: MotorQuoteChoices): TMotorQuoteRequest {
  const ownDamage = hasOwnDamage(choices.policyType);
  const previous = entry.registrationDate === null ? null : entry.previousPolicy;
  return {
    // The server compares the vehicle, RTO and dates with what the registry records of this number.
    registration_number: entry.registrationNumber,
    vehicle_id: entry.vehicleId,
    rto_code: entry.rtoCode,
    registration_date: entry.registrationDate,
    policy_type: choices.policyType,
    previous_policy: previous && {
      expiry_date: previous.expiryDate,
      claim_last_year: previous.claimLastYear,
      claim_free_years: previous.claimLastYear === 'YES' ? 0 : previous.claimFreeYears,
      third_party_valid_until: previous.thirdPartyUntil,
    },
    idv: ownDamage ? choices.idv : null,
    voluntary_deductible: ownDamage ? choices.voluntaryDeductible : null,
    addons: ownDamage ? [...choices.addons] : [],
    other_pa_cover: carriesPaCover(choices.policyType) && choices.otherPaCover ? 'YES' : 'NO',
  };
}

type Priced = Extract<TMotorQuote, { eligible: true }>;

/** The IDV slider's range: from the lowest any insurer accepts to the highest, or null without own damage. */
export function idvRange(quotes: readonly TMotorQuote[]): { min: number; max: number } | null {
  const priced = quotes.filter((q): q is Priced => q.eligible && q.own_damage !== null);
  if (priced.length === 0) return null;
  return { min: Math.min(...priced.map((q) => q.idv_min)), max: Math.max(...priced.map((q) => q.idv_max)) };
}

export type BreakupLine = { label: string; amount: number; kind: 'charge' | 'discount' | 'subtotal' | 'total' };

/**
 * A card's premium breakup, in the order a policy schedule lists it: every figure is the server's, each line worded by
 * `t` (an add-on by `addonLabel`).
 */
export function premiumBreakup(quote: Priced, t: MotorT, addonLabel: (type: MotorAddonType) => string): BreakupLine[] {
  const lines: BreakupLine[] = [];
  const od = quote.own_damage;
  if (od) {
    lines.push({ label: t('breakup.ownDamage'), amount: od.basic, kind: 'charge' });
    if (od.deductible_discount > 0)
      lines.push({ label: t('breakup.deductibleDiscount'), amount: od.deductible_discount, kind: 'discount' });
    if (od.ncb_discount > 0)
      lines.push({ label: t('breakup.ncb', { percent: od.ncb_percent }), amount: od.ncb_discount, kind: 'discount' });
  }
  if (quote.third_party)
    lines.push({
      label: t('breakup.thirdParty', { count: quote.third_party.years }),
      amount: quote.third_party.premium,
      kind: 'charge',
    });
  if (quote.pa_owner_driver > 0)
    lines.push({ label: t('breakup.paCover'), amount: quote.pa_owner_driver, kind: 'charge' });
  for (const addon of quote.addons)
    if (addon.is_opted && addon.available)
      lines.push({ label: addonLabel(addon.addon_type), amount: addon.premium, kind: 'charge' });
  lines.push({ label: t('breakup.net'), amount: quote.net_premium, kind: 'subtotal' });
  lines.push({ label: t('breakup.gst'), amount: quote.gst, kind: 'charge' });
  lines.push({ label: t('breakup.total'), amount: quote.total_premium, kind: 'total' });
  return lines;
}
