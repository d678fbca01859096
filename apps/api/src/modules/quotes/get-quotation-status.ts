import type { THealthQuote, TQuotationStatusResponse } from '@kavach/domain';
import type { QuoteDetail } from './build-quote.ts';
import type { QuotationListRow, QuoteRepository, QuoteRow } from './repository.ts';

/**
 * A list's quotes found so far, best value first, for every vertical. A PENDING list that has all its answers,
 * or whose deadline has passed, is closed here by whichever process reads it (docs/decisions.md §3). The caller has
 * loaded the list as its owner (load-owned-list.ts).
 */
export async function readQuotationList(repo: QuoteRepository, list: QuotationListRow, now = new Date()) {
  let status = list.status as 'PENDING' | 'COMPLETED';
  let received = list.expectedCount;
  if (status === 'PENDING') {
    received = await repo.countAnswers(list.id);
    if (received >= list.expectedCount || now > list.deadlineAt) {
      await repo.completeList(list.id);
      status = 'COMPLETED';
    }
  }
  return {
    quotation_list_id: list.id,
    quotation_status: { polling_status: status, quotes_expected: list.expectedCount, quotes_received: received },
    rows: await repo.successfulQuotes(list.id),
  };
}

/**
 * GET /v1/health/async-quote/{id}. The quotes' catalogue texts (the no-claim bonus) through `text`, the catalogue's
 * translation into the reader's language: the stored quotes keep the catalogue's English, whoever reads them later.
 */
export async function getQuotationStatus(
  repo: QuoteRepository,
  list: QuotationListRow,
  text: (s: string) => string = (s) => s,
  now = new Date(),
): Promise<TQuotationStatusResponse> {
  const { rows, ...read } = await readQuotationList(repo, list, now);
  return {
    ...read,
    quotation_list: rows.map((row, index) => translateQuoteTexts(toQuote(row, index === 0), text)),
    health_quotation_request: list.request as Record<string, unknown>,
    // Issue 48: said once the list is whole (a completed answer is cached), never on each poll of an open one.
    plans_declined: read.quotation_status.polling_status === 'COMPLETED' ? await repo.declinedReasons(list.id) : [],
  };
}

/** A quote as a buyer reads it: its plan's texts from the catalogue through `text`. A new object. */
export function translateQuoteTexts(quote: THealthQuote, text: (s: string) => string): THealthQuote {
  return quote.no_claim_bonus ? { ...quote, no_claim_bonus: text(quote.no_claim_bonus) } : quote;
}

export function toQuote(row: QuoteRow, hero: boolean): THealthQuote {
  const { breakup, ...detail } = row.detail as QuoteDetail;
  return {
    quote_id: row.id,
    quotation_list_id: row.quotationListId,
    plan_id: row.planId,
    insurer_id: row.insurerId as THealthQuote['insurer_id'],
    ...detail,
    priority: row.priority,
    // docs/product/quotes.md §2: the hero card is the top of the list by the stated value score, not a "best" label.
    plan_card_type: hero ? 'HERO_PLAN' : 'STANDARD_PLAN',
    periodic_premium_breakups: breakup,
    plan_premium_breakups: [breakup],
  };
}
