import type { HealthCatalogue, HealthPlanEntry } from '@kavach/rating';
import type { FastifyBaseLogger } from 'fastify';
import { buildQuoteDetail } from './build-quote.ts';
import type { HealthQuoteConnector } from './connectors/connector.ts';
import type { RatingContext } from './rating-context.ts';
import type { QuoteRepository, QuoteStatus } from './repository.ts';

export type FanOutDeps = {
  catalogue: HealthCatalogue;
  repo: QuoteRepository;
  connectorFor: (plan: HealthPlanEntry) => HealthQuoteConnector;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

class ConnectorTimeout extends Error {}

/**
 * DESIGN.md §3: one connector per eligible plan, all at once, each with its own time limit. Each answer is
 * stored as it arrives; one that fails, times out or returns garbage drops out without failing the list.
 * When all have answered the list is COMPLETED (a crash mid-way is closed later by the deadline check).
 */
export async function runFanOut(deps: FanOutDeps, listId: string, ctx: RatingContext, plans: readonly HealthPlanEntry[]): Promise<void> {
  await Promise.all(plans.map((plan) => quoteOnePlan(deps, listId, ctx, plan)));
  await deps.repo.completeList(listId);
}

async function quoteOnePlan(deps: FanOutDeps, listId: string, ctx: RatingContext, plan: HealthPlanEntry) {
  let status: QuoteStatus;
  let detail: unknown;
  let priority = 0;
  try {
    const result = await withTimeout((signal) => deps.connectorFor(plan).quote(ctx, signal), deps.timeoutMs);
    if (!result || typeof result !== 'object' || typeof result.eligible !== 'boolean') throw new Error('connector returned garbage');
    if (result.eligible) {
      if (!Number.isFinite(result.total_premium) || result.total_premium <= 0) throw new Error('connector returned an impossible premium');
      const built = buildQuoteDetail(deps.catalogue, plan, ctx, result);
      status = 'SUCCESS';
      detail = built.detail;
      priority = built.priority;
    } else {
      status = 'DECLINED';
      detail = { reason: result.reason };
    }
  } catch (err) {
    status = err instanceof ConnectorTimeout ? 'TIMEOUT' : 'FAILED';
    detail = { reason: err instanceof Error ? err.message : 'connector failed' };
    deps.log.warn({ planId: plan.plan_id, status }, 'health connector dropped out');
  }
  try {
    await deps.repo.insertQuote({ quotationListId: listId, planId: plan.plan_id, insurerId: plan.insurer_id, status, priority, detail });
  } catch (err) {
    deps.log.error({ err, planId: plan.plan_id }, 'could not store a quote');
  }
}

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ConnectorTimeout(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
