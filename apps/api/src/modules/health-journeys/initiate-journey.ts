import type { TInitiateJourneyRequest } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { QuoteDetail } from '../health-quotes/build-quote.ts';
import type { StoredQuoteRequest } from '../health-quotes/create-async-quote.ts';
import type { QuoteRepository } from '../health-quotes/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import type { JourneyRepository } from './repository.ts';

/**
 * POST /v1/health/journey/initiate-journey: a purchase journey on a quote, owned by the caller's session. Only
 * a quote of the caller's own session will do; anyone else's is not found (issue 13), before its plan is told.
 */
export async function initiateJourney(deps: { quotes: QuoteRepository; journeys: JourneyRepository }, input: TInitiateJourneyRequest, session: SessionRow, vertical: 'HEALTH' | 'TERM' = 'HEALTH') {
  const quote = await deps.quotes.findQuote(input.quote_id);
  if (!quote || quote.status !== 'SUCCESS') throw notFound('Quote');
  const list = await deps.quotes.findList(quote.quotationListId);
  if (!list || list.vertical !== vertical || list.sessionId !== session.id) throw notFound('Quote');
  if (quote.planId !== input.plan_id || quote.insurerId !== input.insurer_id) {
    throw new AppError('VALIDATION_FAILED', 'The quote is for another plan', { fields: { plan_id: 'Does not match the quote' } });
  }
  const request = list.request as StoredQuoteRequest;
  const { breakup } = quote.detail as QuoteDetail;
  const journey = await deps.journeys.insert({
    vertical,
    sessionId: session.id,
    userId: session.userId,
    quoteId: quote.id,
    planId: quote.planId,
    insurerId: quote.insurerId,
    quoteRequest: request,
    addons: request.addons,
    premium: breakup,
    quotedPremium: breakup,
    status: 'INITIATED',
  });
  return { journey_id: journey.id };
}
