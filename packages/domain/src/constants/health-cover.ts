import { z } from 'zod';
import { toOptions } from './option';
import type { PolicyPeriod } from '../code-lists/cover';
import { EXISTING_CONDITIONS } from '../code-lists/proposal';

/** Number of years a policy period covers (the multi-year discount in the rating engine needs it). */
export function policyPeriodYears(period: PolicyPeriod): number {
  return Number(period.slice('YEAR_'.length));
}

/** docs/product/quotes.md §4: answering "no" to the disease question sets ped to this single value. */
export const NO_EXISTING_DISEASE = 'NO_EXISTING_DISEASE';
/** Everything a ped_list may hold (docs/product/quotes.md §3 "ped_list which may include NO_EXISTING_DISEASE"). */
export const PED_VALUES = [...EXISTING_CONDITIONS, NO_EXISTING_DISEASE] as const;
export type PedValue = (typeof PED_VALUES)[number];
export const ZPedValue = z.enum(PED_VALUES);

/** Maternity cover waiting periods, in months (docs/product/quotes.md §9). */
export const MATERNITY_WAITING_PERIODS = [9, 12, 24, 36] as const;
export type MaternityWaitingPeriod = (typeof MATERNITY_WAITING_PERIODS)[number];
export const ZMaternityWaitingPeriod = z.literal(MATERNITY_WAITING_PERIODS);
export const MATERNITY_WAITING_PERIOD_LABELS: Readonly<Record<MaternityWaitingPeriod, string>> = {
  9: '9 Months',
  12: '12 Months',
  24: '24 Months',
  36: '36 Months',
};
export const MATERNITY_WAITING_PERIOD_OPTIONS = toOptions(MATERNITY_WAITING_PERIODS, MATERNITY_WAITING_PERIOD_LABELS);

/** docs/product/quotes.md §9: the default quote has no deductible. */
export const DEFAULT_DEDUCTIBLE = 0;
/** What a voluntary deductible means, said wherever one is shown (the review, the policy schedule). */
export const DEDUCTIBLE_NOTE = 'the policy pays claims above this amount';
