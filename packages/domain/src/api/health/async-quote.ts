import { z } from 'zod';
import { ZRowId } from '../wire';
import { quotationListResponse, singleQuoteResponse } from '../quotation-list';
import { ZHealthQuote } from './quote';
import { ZHealthQuoteRequest } from './quote-request';

// POST /v1/health/async-quote and GET /v1/health/async-quote/{quotation_list_id} (docs/decisions.md §2, §3).
export const ZAsyncQuoteRequest = ZHealthQuoteRequest;

export const ZAsyncQuoteResponse = z.object({ quotation_list_id: ZRowId });
export type TAsyncQuoteResponse = z.infer<typeof ZAsyncQuoteResponse>;

export const ZQuotationListParams = z.object({ quotation_list_id: z.uuid('Unknown quotation list') });

export const ZQuotationStatusResponse = quotationListResponse(ZHealthQuote).extend({
  /** The request as stored (defaults applied), so the browser can rebuild its pre-quote details. */
  health_quotation_request: z.record(z.string(), z.unknown()),
  /**
   * Issue 48: why plans are missing from a completed list — each insurer's reason for declining the request (an
   * adult entry age, a member count) with how many plans gave it; empty while the list is open.
   */
  plans_declined: z.array(z.object({ reason: z.string(), plans: z.number().int().positive() })).default([]),
});
export type TQuotationStatusResponse = z.infer<typeof ZQuotationStatusResponse>;

// POST /v1/health/single-quote: one plan, priced now, with its add-ons.
export const ZSingleQuoteResponse = singleQuoteResponse(ZHealthQuote);
export type TSingleQuoteResponse = z.infer<typeof ZSingleQuoteResponse>;
