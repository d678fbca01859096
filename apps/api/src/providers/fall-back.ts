import type { FastifyBaseLogger } from 'fastify';

/**
 * A call to an outside service (CKYC, the vehicle registry) whose failure must not fail the buyer's step: the
 * failure is logged by its message only (the input may be personal data and is never logged) and `fallback`,
 * the answer that sends the buyer the manual way, is given instead.
 */
export async function orFallBack<T>(call: () => Promise<T>, fallback: T, log: FastifyBaseLogger, what: string) {
  try {
    return await call();
  } catch (err) {
    log.warn({ err: { message: (err as Error).message } }, what);
    return fallback;
  }
}
