import type { QuoteRequestType } from '@kavach/domain';
import { AppError } from '../../lib/app-error.ts';

/**
 * The async and single quote calls (health and term) take the one request body; its request_type must name the
 * call it was sent to, a 400 on that field otherwise.
 */
export function requireRequestType(body: { request_type: string }, expected: QuoteRequestType): void {
  if (body.request_type !== expected)
    throw new AppError('VALIDATION_FAILED', 'Wrong request type', { fields: { request_type: `Must be ${expected}` } });
}
