import { ApiError } from './client.ts';

/**
 * TanStack Query's `retry` for reads: a refusal (not signed in, not found, not this buyer's) is an answer that
 * asking again cannot change; only a server hiccup or a dropped connection is worth one more try.
 */
export const retryServerHiccups = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);
