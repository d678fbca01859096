import { z } from 'zod';
import { ZPollingStatus } from '../../constants/health';
import { ZHealthQuote } from './quote';
import { ZHealthQuoteRequest } from './quote-request';

// POST /v1/health/async-quote and GET /v1/health/async-quote/{quotation_list_id} (DESIGN.md §2, §3).
export const ZAsyncQuoteRequest = ZHealthQuoteRequest;

export const ZAsyncQuoteResponse = z.object({ quotation_list_id: z.string() });
export type TAsyncQuoteResponse = z.infer<typeof ZAsyncQuoteResponse>;

export const ZQuotationListParams = z.object({ quotation_list_id: z.uuid('Unknown quotation list') });

export const ZQuotationStatusResponse = z.object({
  quotation_list_id: z.string(),
  quotation_status: z.object({
    polling_status: ZPollingStatus,
    quotes_expected: z.number(),
    quotes_received: z.number(),
  }),
  quotation_list: z.array(ZHealthQuote),
  /** The request as stored (defaults applied), so the browser can rebuild its pre-quote details. */
  health_quotation_request: z.record(z.string(), z.unknown()),
});
export type TQuotationStatusResponse = z.infer<typeof ZQuotationStatusResponse>;

// POST /v1/health/single-quote: one plan, priced now, with its add-ons.
export const ZSingleQuoteResponse = z.object({
  quotation_list_id: z.string(),
  quotation_list: z.array(ZHealthQuote).min(1),
  // A single quote is not stored (issue 14): pass this to initiate-journey to act on it within the hour.
  quote_token: z.string(),
});
export type TSingleQuoteResponse = z.infer<typeof ZSingleQuoteResponse>;
