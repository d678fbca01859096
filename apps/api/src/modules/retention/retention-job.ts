import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { purgeExpiredData, type PurgeCounts } from './purge-expired-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the retention purge, as the hourly job makes it. */
    purgeExpiredData(): Promise<PurgeCounts>;
  }
}

const HOURLY = 60 * 60 * 1000;

/**
 * Runs the retention purge in the server: once when the app is ready, then every hour; the timer is cleared
 * and a run in progress is awaited on close, so the database is never closed under it. Every process runs it;
 * the purge itself is safe to run concurrently on PostgreSQL.
 */
export default fp(async function retentionJob(
  app: FastifyInstance,
  opts: { retentionDays: number; storage: ObjectStorage; intervalMs?: number | undefined },
) {
  const purge = async () => {
    const purged = await purgeExpiredData({ db: app.db, storage: opts.storage }, opts.retentionDays);
    if (purged.sessions > 0) app.repos.sessions.forget();
    return purged;
  };
  app.decorate('purgeExpiredData', purge);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    // A slow run is never overlapped by the next tick.
    running ??= purge()
      .then(
        (purged) => app.log.info({ purged }, 'retention purge'),
        (err: unknown) => app.log.error({ err }, 'retention purge failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, opts.intervalMs ?? HOURLY);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
