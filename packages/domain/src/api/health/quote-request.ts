import { z } from 'zod';
import { ZYesNo } from '../../constants/health';
import { ADDON_OPTION_NONE } from '../../constants/addons';
import { NO_EXISTING_DISEASE, ZMaternityWaitingPeriod, ZPedValue } from '../../constants/health-cover';
import {
  ZCoverageAmount,
  DEFAULT_COVERAGE,
  ZPolicyPeriod,
  ZRoomRentType,
  DEFAULT_POLICY_PERIOD,
  ZHealthInsurerId,
} from '../../code-lists/cover';
import {
  isChildRelation,
  MAX_CHILDREN,
  relationOf,
  repeatedRelations,
  ZMemberCoveragePlanType,
} from '../../constants/health-members';
import { EXISTING_CONDITIONS, ZRelation } from '../../code-lists/proposal';
import { ZDob } from '../../validation/fields';
import { ZUpperGender, quoteRequestOpening } from '../quotation-list';
import { ZPincodeValue } from '../../validation/fields';

// docs/product/quotes.md §3 "Quote request fields", shared by the async quote, the filter re-quote and the single
// quote.

/**
 * Each key once in a list. A second entry for the same add-on, or the same option of one, was read by one check and
 * another by the price: a rider's cover checked at its first value and priced at its last (attack24).
 */
const onceEach =
  <T>(keyOf: (item: T) => string, message: string) =>
  (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message });
      seen.add(key);
    });
  };

export const ZAddonRequestItem = z
  .object({
    addon_type: z.string().regex(/^[A-Z][A-Z0-9_]{1,60}$/, 'Unknown add-on type'),
    is_opted: ZYesNo,
    addon_options: z
      .array(
        z
          .object({
            addon_option_type: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/, 'Unknown option type'),
            addon_option_value: z.string().max(100),
          })
          .strict(),
      )
      .max(10)
      .superRefine(onceEach((o) => o.addon_option_type, 'This option is given twice'))
      .default([{ addon_option_type: ADDON_OPTION_NONE, addon_option_value: ADDON_OPTION_NONE }]),
  })
  .strict();
export type TAddonRequestItem = z.infer<typeof ZAddonRequestItem>;
/** A buyer's add-on choice: at most `max` add-ons, each named once. */
export const zAddonChoices = (max: number) =>
  z
    .array(ZAddonRequestItem)
    .max(max)
    .superRefine(onceEach((a) => a.addon_type, 'This add-on is listed twice'));

export const ZMemberCovered = z
  .object({
    relation: ZRelation.optional(),
    name: z.string().max(50).optional(),
    dob: ZDob,
    gender: ZUpperGender,
    age: z.number().int().min(0).max(120).optional(),
    age_unit: z.enum(['YEAR', 'MONTH', 'DAY']).optional(),
    /** The conditions this member has (docs/product/quotes.md §3): each loads this member's share of the premium. */
    ped_list: z.array(z.enum(EXISTING_CONDITIONS)).max(7).optional(),
  })
  .strict();
export type TMemberCovered = z.infer<typeof ZMemberCovered>;

export const ZFilterCriteria = z
  .object({
    insurers: z.array(ZHealthInsurerId).max(16).default([]),
    is_portable: z.boolean().nullable().default(null),
    maternity_cover: z.boolean().nullable().default(null),
    maternity_waiting_period_months: ZMaternityWaitingPeriod.nullable().default(null),
    ped_waiting_period_months: z
      .union([z.literal(12), z.literal(24), z.literal(36), z.literal(48)])
      .nullable()
      .default(null),
    room_rent_types: z.array(ZRoomRentType).max(3).default([]),
    special_feature_tags: z
      .array(z.string().regex(/^[A-Z][A-Z0-9_]{1,40}$/))
      .max(10)
      .default([]),
  })
  .strict();
export type TFilterCriteria = z.infer<typeof ZFilterCriteria>;

export const ZHealthQuoteRequest = z
  .object({
    ...quoteRequestOpening('HEALTH_INSURANCE'),
    insurer_id: ZHealthInsurerId.nullish(),
    gender: ZUpperGender.optional(),
    pincode: ZPincodeValue,
    member_covered: z.array(ZMemberCovered).min(1, 'Add at least one member').max(8, 'At most 8 members'),
    ped_list: z.array(ZPedValue).max(7).default([]),
    sum_insured_min: ZCoverageAmount.optional(),
    sum_insured_max: ZCoverageAmount.default(DEFAULT_COVERAGE),
    policy_period: ZPolicyPeriod.default(DEFAULT_POLICY_PERIOD),
    member_coverage_plan_type: ZMemberCoveragePlanType.optional(),
    deductible: z.number().int().min(0).max(1_000_000).default(0),
    addons: zAddonChoices(30).default([]),
    filter_criteria: ZFilterCriteria.nullish(),
  })
  .strict()
  .superRefine((req, ctx) => {
    for (const relation of repeatedRelations(req.member_covered))
      ctx.addIssue({ code: 'custom', path: ['member_covered'], message: `Only one ${relation} member` });
    if (req.member_covered.filter((m) => isChildRelation(relationOf(m))).length > MAX_CHILDREN)
      ctx.addIssue({ code: 'custom', path: ['member_covered'], message: `At most ${MAX_CHILDREN} children` });
    if (req.ped_list.includes(NO_EXISTING_DISEASE) && req.member_covered.some((m) => (m.ped_list ?? []).length > 0))
      ctx.addIssue({
        code: 'custom',
        path: ['ped_list'],
        message: 'NO_EXISTING_DISEASE while a member names a condition',
      });
    if (req.sum_insured_min !== undefined && req.sum_insured_min > req.sum_insured_max) {
      ctx.addIssue({
        code: 'custom',
        path: ['sum_insured_min'],
        message: 'sum_insured_min must not exceed sum_insured_max',
      });
    }
  });
export type THealthQuoteRequest = z.infer<typeof ZHealthQuoteRequest>;
export type THealthQuoteRequestInput = z.input<typeof ZHealthQuoteRequest>;
