import type { JourneyVertical, TAddonRequestItem, TInitiateJourneyRequest } from '@kavach/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { QuoteDetail } from '../quotes/build-quote.ts';
import type { PricedQuote } from '../quotes/create-single-quote.ts';
import type { QuoteTokens } from '../quotes/quote-token.ts';
import type { QuoteRepository } from '../quotes/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import type { Journey } from './journey.ts';
import type { JourneyRepository } from './repository.ts';

export type InitiateDeps = {
  quotes: QuoteRepository;
  journeys: JourneyRepository;
  tokens: QuoteTokens;
  /** The vertical's pricing of one plan for a stored request (a single quote acted on is priced again here). */
  price: (request: never) => PricedQuote;
  /**
   * The journey's add-on choice from its quote's request and plan, in the journey's own shape: only a choice the
   * plan's rules allow (a 400 otherwise), whichever way the quote was made.
   */
  addonsOf: (request: never, planId: string) => TAddonRequestItem[];
  /** What the journey keeps of its request, where a vertical keeps more (motor keeps the cover as priced). */
  storedRequestOf?: (request: never, detail: never) => Journey['quoteRequest'];
};

/**
 * A single quote acted on (issue 14): its token must be untampered, unexpired, this vertical's and this session's;
 * the quote is then priced again by the server — never from the token — and stored under the promised ids.
 */
async function storeTokenQuote(
  deps: InitiateDeps,
  input: TInitiateJourneyRequest & { quote_token: string },
  session: SessionRow,
  vertical: JourneyVertical,
) {
  const claims = deps.tokens.verify(input.quote_token);
  if (!claims)
    throw new AppError('VALIDATION_FAILED', 'This quote has expired. Please get a new quote.', {
      fields: { quote_token: 'Expired or not valid' },
    });
  // The session it was priced in, or the one this session replaced at sign-in with its quotes (rotateSession).
  const ours = claims.sessionId === session.id || claims.sessionId === session.signedInFrom;
  if (claims.vertical !== vertical || !ours) throw notFound('Quote');
  if (claims.quoteId !== input.quote_id)
    throw new AppError('VALIDATION_FAILED', 'The quote token is for another quote', {
      fields: { quote_id: 'Does not match the quote token' },
    });
  if (await deps.quotes.findQuote(claims.quoteId)) return;
  const priced = deps.price(claims.request as never);
  await deps.quotes.insertCompletedListWithQuote(
    { id: claims.quotationListId, sessionId: session.id, vertical, request: claims.request },
    { id: claims.quoteId, ...priced },
  );
}

/**
 * POST /v1/health/journey/initiate-journey: a purchase journey on a quote, owned by the caller's session. Only
 * a quote of the caller's own session will do; anyone else's is not found (issue 13), before its plan is told.
 */
export async function initiateJourney(
  deps: InitiateDeps,
  input: TInitiateJourneyRequest,
  session: SessionRow,
  vertical: JourneyVertical,
) {
  if (input.quote_token !== undefined)
    await storeTokenQuote(deps, { ...input, quote_token: input.quote_token }, session, vertical);
  const quote = await deps.quotes.findQuote(input.quote_id);
  if (!quote || quote.status !== 'SUCCESS') throw notFound('Quote');
  const list = await deps.quotes.findList(quote.quotationListId);
  if (!list || list.vertical !== vertical || list.sessionId !== session.id) throw notFound('Quote');
  if (quote.planId !== input.plan_id || quote.insurerId !== input.insurer_id) {
    throw new AppError('VALIDATION_FAILED', 'The quote is for another plan', {
      fields: { plan_id: 'Does not match the quote' },
    });
  }
  // The list's request as its vertical's quote stored it: this vertical's (the list is checked to be, above).
  const request = list.request as Journey['quoteRequest'];
  const addons = deps.addonsOf(request as never, quote.planId);
  const { breakup } = quote.detail as QuoteDetail;
  const journey = await deps.journeys.insert({
    vertical,
    sessionId: session.id,
    userId: session.userId,
    quoteId: quote.id,
    planId: quote.planId,
    insurerId: quote.insurerId,
    quoteRequest: deps.storedRequestOf ? deps.storedRequestOf(request as never, quote.detail as never) : request,
    addons,
    premium: breakup,
    quotedPremium: breakup,
    status: 'INITIATED',
  });
  return { journey_id: journey.id };
}
