import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` from the moment the app is ready until it closes, in every process (what it does is
 * safe to run twice at once: the sweeps hand rows to the job queue, which keeps one job per row). A failed run is
 * logged as `what` and waits for the next tick; the timer never holds the process open.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void work().catch((err: unknown) =>
          app.log.warn({ err: err instanceof Error ? err.message : String(err) }, `${what} failed`),
        ),
      intervalMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
