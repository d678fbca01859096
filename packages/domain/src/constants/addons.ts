import { z } from 'zod';
import type { YesNo } from './health';
import { codesOf, isOneOf } from './option';

// docs/product/quotes.md §4: how the add-ons of one addon_group_id toggle together.
export const ADDON_GROUP_SELECTION_TYPES = ['EITHER', 'ALL', 'ANY'] as const;
export const ZAddonGroupSelectionType = z.enum(ADDON_GROUP_SELECTION_TYPES);

/** docs/product/quotes.md §7: an add-on option slot with nothing chosen is sent with this value. */
export const ADDON_OPTION_NONE = 'NA';

// The spec names PROPOSER_FULL_NAME and PROPOSER_PAN; the others are the option kinds of the default
// add-ons below. NA is listed because a no-option add-on is sent with type and value NA.
export const ADDON_OPTION_TYPES = [
  'PROPOSER_FULL_NAME',
  'PROPOSER_PAN',
  'DEDUCTIBLE_AMOUNT',
  'CO_PAYMENT_PERCENTAGE',
  'DAILY_CASH_AMOUNT',
  'SUM_INSURED',
  ADDON_OPTION_NONE,
] as const;
export type AddonOptionType = (typeof ADDON_OPTION_TYPES)[number];

/** docs/product/quotes.md §5: these options are free-text inputs, so an add-on needs no choice from a list for them. */
export const FREE_TEXT_ADDON_OPTION_TYPES = [
  'PROPOSER_FULL_NAME',
  'PROPOSER_PAN',
] as const satisfies readonly AddonOptionType[];

export function isFreeTextAddonOption(type: string): boolean {
  return isOneOf(FREE_TEXT_ADDON_OPTION_TYPES, type);
}

/**
 * One entry of a quote request's `addons` list (docs/product/quotes.md §3). Values are strings because NA and free text
 * are.
 */
export type AddonRequestItem = {
  readonly addon_type: string;
  readonly is_opted: YesNo;
  readonly addon_options: readonly { readonly addon_option_type: string; readonly addon_option_value: string }[];
};

// docs/product/quotes.md §9: the default quote carries these add-ons, none opted, each with its one option and value
// (NA: none).
const DEFAULT_ADDON_OPTIONS = {
  UNLIMITED_RECHARGE: { addon_option_type: ADDON_OPTION_NONE, addon_option_value: ADDON_OPTION_NONE },
  AGGREGATE_DEDUCTIBLE: { addon_option_type: 'DEDUCTIBLE_AMOUNT', addon_option_value: '25000' },
  CO_PAYMENT_WAIVER: { addon_option_type: 'CO_PAYMENT_PERCENTAGE', addon_option_value: '20' },
  HOSPITAL_CASH_BENEFIT: { addon_option_type: 'DAILY_CASH_AMOUNT', addon_option_value: '1000' },
  CRITICAL_ILLNESS_RIDER: { addon_option_type: 'SUM_INSURED', addon_option_value: '100000' },
} as const satisfies Readonly<Record<string, { addon_option_type: AddonOptionType; addon_option_value: string }>>;
export const DEFAULT_ADDON_TYPES = codesOf(DEFAULT_ADDON_OPTIONS);
export type DefaultAddonType = (typeof DEFAULT_ADDON_TYPES)[number];

export const DEFAULT_ADDONS: readonly (AddonRequestItem & { readonly addon_type: DefaultAddonType })[] =
  DEFAULT_ADDON_TYPES.map((addon_type) => ({
    addon_type,
    is_opted: 'NO',
    addon_options: [DEFAULT_ADDON_OPTIONS[addon_type]],
  }));

/** Add-ons that pay for a pregnancy or the baby it brings: of use only where a woman of 18 or more is insured. */
export const MATERNITY_ADDON_TYPES = ['MATERNITY_BENEFIT', 'NEWBORN_COVER'] as const;

/**
 * Whether an add-on can pay anything for these insured members (issue 46): maternity and newborn cover only where an
 * insured woman is 18 or older — never for a single man, nor a family of men and children. Every other add-on may.
 */
export function addonFitsMembers(
  addonType: string,
  members: readonly { gender?: string | undefined; ageYears: number }[],
): boolean {
  if (!isOneOf(MATERNITY_ADDON_TYPES, addonType)) return true;
  return members.some((m) => m.gender === 'FEMALE' && m.ageYears >= 18);
}
