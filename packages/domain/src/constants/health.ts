import { z } from 'zod';
import type { InsuranceFor } from './insurance-for';

// Health constants are split by concern into the files below; this module is the one entry point
// (`@kavach/domain/constants/health`) so callers need not know the split.
export * from './health-members';
export * from './health-cover';
export * from './health-insurers';
export * from './addons';
export * from './timings';

export const YES_NO = ['YES', 'NO'] as const;
export type YesNo = (typeof YES_NO)[number];
export const ZYesNo = z.enum(YES_NO);

export { INSURANCE_FOR, type InsuranceFor } from './insurance-for';

export const PRE_QUOTE_STEPS = ['SELF_PERSONAL_DETAILS', 'FAMILY_PERSONAL_DETAILS', 'HEALTH_INFO'] as const;
export type PreQuoteStep = (typeof PRE_QUOTE_STEPS)[number];

/** docs/product/quotes.md §2: self starts at SELF_PERSONAL_DETAILS, family at FAMILY_PERSONAL_DETAILS. */
export function firstPreQuoteStep(insuranceFor: InsuranceFor): PreQuoteStep {
  return insuranceFor === 'family' ? 'FAMILY_PERSONAL_DETAILS' : 'SELF_PERSONAL_DETAILS';
}

export const FAMILY_SUB_STEPS = ['select-type', 'select-members', 'enter-dob'] as const;
export type FamilySubStep = (typeof FAMILY_SUB_STEPS)[number];

// "plain card" in docs/product/quotes.md §2 has no wire name; STANDARD_PLAN is ours.
export const PLAN_CARD_TYPES = ['HERO_PLAN', 'STANDARD_PLAN'] as const;
export const ZPlanCardType = z.enum(PLAN_CARD_TYPES);

export const FEATURE_TYPES = ['INCLUDED', 'EXCLUDED'] as const;
export const ZFeatureType = z.enum(FEATURE_TYPES);

export const QUOTE_REQUEST_TYPES = ['BASE_ASYNC_QUOTATION', 'BASE_SINGLE_QUOTATION'] as const;
export type QuoteRequestType = (typeof QUOTE_REQUEST_TYPES)[number];
export const ZQuoteRequestType = z.enum(QUOTE_REQUEST_TYPES);

// docs/product/quotes.md §4 only knows PENDING and "another value meaning done"; docs/decisions.md §3 names that value
// COMPLETED.
export const POLLING_STATUSES = ['PENDING', 'COMPLETED'] as const;
export const ZPollingStatus = z.enum(POLLING_STATUSES);

/** docs/product/quotes.md §2: the hospital tab lists a fixed sample of 12 hospitals. */
export const SAMPLE_HOSPITAL_COUNT = 12;
