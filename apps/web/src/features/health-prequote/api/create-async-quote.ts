import { MESSAGES } from '@kavach/domain/validation/messages';
import { buildHealthQuoteRequest, type PreQuoteDetails } from '@kavach/domain/health/pre-quote-details';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** spec 1 §8: a 200 without a string quotation_list_id is its own error, not a generic failure. */
export class QuoteIdMissingError extends Error {
  override name = 'QuoteIdMissingError';
  constructor() {
    super(MESSAGES.QUOTE_ID_MISSING);
  }
}

// spec 1 §4 Confirm: a base async quote (POST /v1/health/async-quote) built from the pre-quote answers.
export async function createAsyncQuote(details: PreQuoteDetails): Promise<string> {
  const body = await apiRequest<unknown>('/v1/health/async-quote', {
    method: 'POST',
    body: buildHealthQuoteRequest(details),
  });
  const id = (body as { quotation_list_id?: unknown } | null)?.quotation_list_id;
  if (typeof id !== 'string' || id === '') throw new QuoteIdMissingError();
  return id;
}

export function useCreateAsyncQuote() {
  return useMutation({ mutationFn: createAsyncQuote, retry: false });
}
