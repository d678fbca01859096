import { ZMotorAddonType, ZMotorQuoteRequest } from '@kavach/domain';
import type { MotorPremium } from '@kavach/rating';
import { z } from 'zod';

/**
 * The cover as priced when the journey started (rating's MotorPremium): the review and the schedule itemise it, never
 * priced again.
 */
const ZPricedCover: z.ZodType<MotorPremium> = z.object({
  eligible: z.literal(true),
  idv: z.number(),
  idv_min: z.number(),
  idv_max: z.number(),
  own_damage: z
    .object({
      basic: z.number(),
      deductible_discount: z.number(),
      ncb_percent: z.number(),
      ncb_discount: z.number(),
      net: z.number(),
    })
    .nullable(),
  third_party: z.object({ premium: z.number(), years: z.number() }).nullable(),
  pa_owner_driver: z.number(),
  addons: z.array(
    z.object({ addon_type: ZMotorAddonType, premium: z.number(), available: z.boolean(), is_opted: z.boolean() }),
  ),
  total_addon_premium: z.number(),
  net_premium: z.number(),
  gst: z.number(),
  total_premium: z.number(),
});

/**
 * A motor quote request as a journey stores it: the buyer's answers (ZMotorQuoteRequest, whose checks hold on any
 * later day), the insurer and the IDV it settled on, and the cover as priced. Account deletion keeps all of it
 * (MOTOR_RETAINED).
 */
export const ZStoredMotorRequest = z.object({
  ...ZMotorQuoteRequest.shape,
  insurer_id: z.string(),
  idv: z.number(),
  priced_cover: ZPricedCover.optional(),
});
export type StoredMotorRequest = z.output<typeof ZStoredMotorRequest>;
