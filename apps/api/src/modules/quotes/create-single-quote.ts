import type { THealthQuoteRequest, TSingleQuoteResponse } from '@kavach/domain';
import type { Language } from '@kavach/domain/i18n/languages';
import { catalogueText, rateHealthPlan, type HealthCatalogue } from '@kavach/rating';
import { AppError } from '../../lib/app-error.ts';
import { buildQuoteDetail, type QuoteDetail } from './build-quote.ts';
import { resolvePlace, type StoredQuoteRequest } from './create-async-quote.ts';
import { toQuote, translateQuoteTexts } from './get-quotation-status.ts';
import { signPricedQuote, type QuoteTokens } from './quote-token.ts';
import { buildRatingContext, checkDeductible, ratingInputFor } from './rating-context.ts';
import { validateAddonChoices } from './validate-addon-choices.ts';
import { singleQuotePlan } from './single-quote-plan.ts';

export type PricedQuote<Detail = unknown> = { planId: string; insurerId: string; priority: number; detail: Detail };

/** One plan priced for a stored request (its place already resolved): pure computation over the catalogue. */
export function priceHealthQuote(catalogue: HealthCatalogue, request: StoredQuoteRequest): PricedQuote<QuoteDetail> {
  const plan = singleQuotePlan(catalogue, request.plan_id);
  if (request.insurer_id && request.insurer_id !== plan.insurer_id) {
    throw new AppError('VALIDATION_FAILED', 'insurer_id does not match the plan', {
      fields: { insurer_id: 'Does not match the plan' },
    });
  }
  validateAddonChoices(catalogue, plan, request.addons);
  checkDeductible(catalogue, request.deductible);
  const ctx = buildRatingContext(catalogue, request, request.pincode_details.district);
  const input = ratingInputFor(catalogue, plan, ctx);
  const premium = input
    ? rateHealthPlan(input)
    : { eligible: false as const, reason: 'This cover amount is not offered by the plan' };
  if (!premium.eligible) throw new AppError('BAD_REQUEST', `This plan cannot be quoted: ${premium.reason}`);
  const { detail, priority } = buildQuoteDetail(catalogue, plan, ctx, premium);
  return { planId: plan.plan_id, insurerId: plan.insurer_id, priority, detail };
}

/**
 * POST /v1/health/single-quote: one plan priced now with the buyer's add-ons. Nothing is written (issue 14): the
 * answer carries a signed, expiring `quote_token`, and the quote is stored only when a journey is started on it. The
 * token signs the catalogue's English; the answer says its texts in `language`.
 */
export async function createSingleQuote(
  deps: { catalogue: HealthCatalogue; tokens: QuoteTokens },
  request: THealthQuoteRequest,
  sessionId: string,
  language: Language,
): Promise<TSingleQuoteResponse> {
  const stored: StoredQuoteRequest = { ...request, pincode_details: await resolvePlace(request.pincode) };
  const priced = priceHealthQuote(deps.catalogue, stored);
  const { quote_token, row } = signPricedQuote(deps.tokens, { vertical: 'HEALTH', sessionId, request: stored }, priced);
  const quote = translateQuoteTexts(toQuote(row, true), catalogueText(deps.catalogue.translations, language));
  return { quotation_list_id: row.quotationListId, quotation_list: [quote], quote_token };
}
