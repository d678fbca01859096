import type { TMotorQuote } from '@kavach/domain';
import { orderQuotes, parseQuoteOrder, type QuoteOrder } from '../../../shared/quotes/quote-order.ts';

type PricedQuote = Extract<TMotorQuote, { eligible: true }>;

/**
 * Issue 48: the orders of a motor list, premium first as the server lists it. The IDV (what the insurer pays if the
 * vehicle is lost) differs between insurers within their ranges, so it is the other order a buyer compares on; it
 * means nothing for third party alone, which insures no value. Label and caption are keys of the motor namespace.
 */
export const MOTOR_QUOTE_SORTS = [
  { value: 'premium', label: 'sort.premium', caption: 'sort.premiumCaption' },
  { value: 'idv', label: 'sort.idv', caption: 'sort.idvCaption' },
] as const satisfies readonly QuoteOrder<string>[];
export type MotorQuoteSort = (typeof MOTOR_QUOTE_SORTS)[number]['value'];

export const parseMotorQuoteSort = (raw: string | null): MotorQuoteSort => parseQuoteOrder(MOTOR_QUOTE_SORTS, raw);

const KEYS: Record<MotorQuoteSort, (q: PricedQuote) => number> = {
  premium: (q) => q.total_premium,
  idv: (q) => -q.idv,
};

/** The priced quotes in the chosen order; ties keep the server's order. */
export const sortMotorQuotes = (quotes: readonly PricedQuote[], sort: MotorQuoteSort): PricedQuote[] =>
  orderQuotes(quotes, KEYS[sort]);
