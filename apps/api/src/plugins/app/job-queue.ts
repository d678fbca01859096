import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss, type Db } from 'pg-boss';
import { JOB_QUEUES, JOB_SCHEMA, type JobQueueName } from '../../db/job-database.ts';
import { rawQuery } from '../../db/client.ts';

/** A job's work: it throws to be tried again later (pg-boss's retry with back-off), and after the last try fails. */
export type JobHandler = (data: { caseId: string }) => Promise<void>;

export type FailedJob = {
  id: string;
  queue: string;
  case_id: string | null;
  tries: number;
  failed_at: string | null;
  error: string | null;
};

export type JobQueue = {
  /** Who works a queue; registered before the server is ready, worked in every process from then on. */
  handle(queue: JobQueueName, handler: JobHandler): void;
  /**
   * Puts a case's job on the queue: at most one waiting or at work per case and queue (a repeat is dropped), after
   * `delaySeconds` when given. Durable: in the database, whichever process works it, whenever it restarts.
   */
  send(queue: JobQueueName, caseId: string, delaySeconds?: number): Promise<void>;
  /** Jobs that used every try and failed, newest first (the console). */
  failed(limit?: number): Promise<FailedJob[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The durable job queue (docs/decisions.md §1, pg-boss in Kavach's own database): every process on one database
 * works the same queues, a job is handed to one worker at a time, a failed one is retried with back-off and, past
 * its last try, listed for staff. The tables and queues are installed with the migrations (db/job-database.ts).
 */
export default fp(async function jobQueue(app: FastifyInstance, opts: { jobDb: Db; pollingSeconds?: number }) {
  const boss = new PgBoss({ db: opts.jobDb, schema: JOB_SCHEMA, migrate: false, supervise: true, schedule: false });
  boss.on('error', (err) => app.log.warn({ err: err.message }, 'job queue error'));
  const handlers = new Map<JobQueueName, JobHandler>();
  let started = false;
  app.decorate('jobs', {
    handle(queue, handler) {
      handlers.set(queue, handler);
    },
    async send(queue, caseId, delaySeconds) {
      // The queues are 'exclusive' (db/job-database.ts): the database keeps one job per case waiting, at work or
      // waiting to be retried, and drops a repeat in the insert itself, so no check here can race a job's move.
      await boss.send(
        queue,
        { caseId },
        { singletonKey: caseId, ...(delaySeconds ? { startAfter: delaySeconds } : {}) },
      );
    },
    async failed(limit = 100) {
      return rawQuery<FailedJob>(
        app.db,
        `select id::text, name as queue, data ->> 'caseId' as case_id, retry_count as tries,
                to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as failed_at,
                coalesce(output ->> 'message', output::text) as error
           from ${JOB_SCHEMA}.job where state = 'failed' and name = any($1::text[])
          order by completed_on desc limit $2`,
        [Object.keys(JOB_QUEUES), limit],
      );
    },
  } satisfies JobQueue);
  app.addHook('onReady', async () => {
    await boss.start();
    started = true;
    for (const [queue, handler] of handlers)
      await boss.work<{ caseId: string }>(
        queue,
        { pollingIntervalSeconds: opts.pollingSeconds ?? 1, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
  });
  app.addHook('onClose', async () => {
    if (started) await boss.stop({ graceful: true, timeout: 5000 });
  });
});
