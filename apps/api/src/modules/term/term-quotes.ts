import { termNoQuoteReason, termPolicyTerm } from '@kavach/domain';
import type { TTermQuotationStatusResponse, TTermQuoteRequest } from '@kavach/domain';
import { rateTermPlan, type TermCatalogue, type TermPlan, type TermPremium } from '@kavach/rating';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { PricedQuote } from '../quotes/create-single-quote.ts';
import { resolvePlace } from '../quotes/create-async-quote.ts';
import { signPricedQuote, type QuoteTokens } from '../quotes/quote-token.ts';
import { startQuotationList } from '../quotes/fan-out.ts';
import { readQuotationList } from '../quotes/get-quotation-status.ts';
import type { QuotationListRow, QuoteRepository } from '../quotes/repository.ts';
import { validateAddonChoices } from '../quotes/validate-addon-choices.ts';
import { buildTermContext, termRatingInput, termRefusal, type TermContext } from './term-context.ts';
import { buildTermQuoteDetail, toTermQuote } from './term-quote-detail.ts';
import { ZStoredTermRequest } from './stored-term-request.ts';
import { singleQuotePlan } from '../quotes/single-quote-plan.ts';

export type TermDeps = { catalogue: TermCatalogue; repo: QuoteRepository; timeoutMs: number; log: FastifyBaseLogger };

/** POST /v1/termlife/async-quote: the same fan-out and polling design as health (docs/decisions.md §3). */
export async function createTermAsyncQuote(deps: TermDeps, request: TTermQuoteRequest, sessionId: string | null) {
  const ctx = buildTermContext(request);
  const place = await resolvePlace(request.pincode);
  const insurers = request.filter_criteria?.insurers ?? [];
  // A plan that does not offer the age chosen is not listed (rateTermPlan declines it), rather than listed with the
  // nearest age it offers: as the aggregators list plans for the cover-till age chosen, so every premium on the list
  // buys the same years of cover and the cheapest is truly the cheapest for what was asked.
  const plans = deps.catalogue.plans.filter((p) => insurers.length === 0 || insurers.includes(p.insurer_id));
  const term = termPolicyTerm(ctx.age, request.cover_till_age);
  const stored = {
    ...request,
    policy_term: term,
    premium_paying_term: term,
    pincode_details: place,
  };
  return startQuotationList(
    deps,
    { sessionId, vertical: 'TERM', request: stored, ctx, plans },
    {
      quote: async (plan: TermPlan, c: TermContext) => rateTermPlan(termRatingInput(deps.catalogue, plan, c)),
      build: (plan: TermPlan, _c: TermContext, premium: TermPremium) =>
        buildTermQuoteDetail(deps.catalogue, plan, premium),
    },
  );
}

/**
 * GET /v1/termlife/async-quote/{id}, for the list's owner (load-owned-list.ts). A complete list with no quote says
 * why (termNoQuoteReason), worked out from the request and the plans it was quoted on.
 */
export async function getTermQuotationStatus(
  catalogue: TermCatalogue,
  repo: QuoteRepository,
  list: QuotationListRow,
): Promise<TTermQuotationStatusResponse> {
  const { rows, ...read } = await readQuotationList(repo, list);
  const empty = read.quotation_status.polling_status === 'COMPLETED' && rows.length === 0;
  return {
    ...read,
    quotation_list: rows.map(toTermQuote),
    termlife_quotation_request: list.request as Record<string, unknown>,
    no_quotes_reason: empty ? noQuotesReason(catalogue, list) : null,
  };
}

function noQuotesReason(catalogue: TermCatalogue, list: QuotationListRow) {
  const request = ZStoredTermRequest.parse(list.request);
  const insurers = request.filter_criteria?.insurers ?? [];
  const plans = catalogue.plans.filter((p) => insurers.length === 0 || insurers.includes(p.insurer_id));
  const ask = {
    age: request.cover_till_age - request.policy_term,
    coverTillAge: request.cover_till_age,
    sumAssured: request.sum_assured,
    annualIncome: request.annual_income,
  };
  return termNoQuoteReason(ask, plans);
}

/** One term plan with its riders priced for a stored request: pure computation over the catalogue. */
export function priceTermQuote(catalogue: TermCatalogue, request: TTermQuoteRequest): PricedQuote {
  const plan = singleQuotePlan(catalogue, request.plan_id);
  validateAddonChoices(catalogue, plan, request.addons, request.sum_assured);
  const premium = rateTermPlan(termRatingInput(catalogue, plan, buildTermContext(request)));
  if (!premium.eligible)
    throw termRefusal(
      premium,
      request.addons,
      (reason) => new AppError('BAD_REQUEST', `This plan cannot be quoted: ${reason}`),
    );
  const { detail, priority } = buildTermQuoteDetail(catalogue, plan, premium);
  return { planId: plan.plan_id, insurerId: plan.insurer_id, priority, detail };
}

/** POST /v1/termlife/single-quote: one plan with its riders, priced now; like health, stored only when acted on. */
export async function createTermSingleQuote(
  deps: { catalogue: TermCatalogue; tokens: QuoteTokens },
  request: TTermQuoteRequest,
  sessionId: string,
) {
  const term = termPolicyTerm(buildTermContext(request).age, request.cover_till_age);
  const stored = {
    ...request,
    policy_term: term,
    premium_paying_term: term,
    pincode_details: await resolvePlace(request.pincode),
  };
  const priced = priceTermQuote(deps.catalogue, stored);
  const { quote_token, row } = signPricedQuote(deps.tokens, { vertical: 'TERM', sessionId, request: stored }, priced);
  return {
    quotation_list_id: row.quotationListId,
    quotation_list: [toTermQuote({ ...row, detail: row.detail as never })],
    quote_token,
  };
}
