import type { THealthQuoteRequest, TSingleQuoteResponse } from '@kavach/domain';
import { rateHealthPlan, type HealthCatalogue } from '@kavach/rating';
import { AppError, notFound } from '../../lib/app-error.ts';
import { buildQuoteDetail } from './build-quote.ts';
import { resolvePlace, type StoredQuoteRequest } from './create-async-quote.ts';
import { toQuote } from './get-quotation-status.ts';
import { buildRatingContext, ratingInputFor } from './rating-context.ts';
import type { QuoteRepository } from './repository.ts';
import { validateAddonChoices } from './validate-addon-choices.ts';

/** POST /v1/health/single-quote: one plan priced now with the buyer's add-ons; stored as a list of one. */
export async function createSingleQuote(
  deps: { catalogue: HealthCatalogue; repo: QuoteRepository },
  request: THealthQuoteRequest,
  sessionId: string | null,
): Promise<TSingleQuoteResponse> {
  if (!request.plan_id) throw new AppError('VALIDATION_FAILED', 'plan_id is required for a single quote', { fields: { plan_id: 'This field is required' } });
  const plan = deps.catalogue.plansById.get(request.plan_id);
  if (!plan) throw notFound('Plan');
  if (request.insurer_id && request.insurer_id !== plan.insurer_id) {
    throw new AppError('VALIDATION_FAILED', 'insurer_id does not match the plan', { fields: { insurer_id: 'Does not match the plan' } });
  }
  validateAddonChoices(deps.catalogue, plan, request.addons);
  const place = await resolvePlace(request.pincode);
  const ctx = buildRatingContext(deps.catalogue, request, place.district);
  const input = ratingInputFor(deps.catalogue, plan, ctx);
  const premium = input ? rateHealthPlan(input) : { eligible: false as const, reason: 'This cover amount is not offered by the plan' };
  if (!premium.eligible) throw new AppError('BAD_REQUEST', `This plan cannot be quoted: ${premium.reason}`);

  const stored: StoredQuoteRequest = { ...request, pincode_details: place };
  const { detail, priority } = buildQuoteDetail(deps.catalogue, plan, ctx, premium);
  const ids = await deps.repo.insertCompletedListWithQuote({ sessionId, vertical: 'HEALTH', request: stored }, { planId: plan.plan_id, insurerId: plan.insurer_id, priority, detail });
  const row = { id: ids.id, quotationListId: ids.quotationListId, planId: plan.plan_id, insurerId: plan.insurer_id, status: 'SUCCESS', priority, detail, createdAt: new Date() };
  return { quotation_list_id: ids.quotationListId, quotation_list: [toQuote(row, true)] };
}
