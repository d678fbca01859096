import type { FastifyBaseLogger } from 'fastify';
import type { NewQuote, QuoteRepository, QuoteStatus } from './repository.ts';

/** What a connector answers: a priced quote, or a reasoned decline. */
export type ConnectorAnswer = { eligible: true; total_premium: number } | { eligible: false; reason: string };

export type FanOutPlan = { plan_id: string; insurer_id: string };

export type FanOutDeps<Plan extends FanOutPlan, Ctx, Answer extends ConnectorAnswer> = {
  repo: QuoteRepository;
  timeoutMs: number;
  log: FastifyBaseLogger;
  quote: (plan: Plan, ctx: Ctx, signal: AbortSignal) => Promise<Answer>;
  /** The stored quote and its sort key, from an eligible answer. */
  build: (plan: Plan, ctx: Ctx, answer: Extract<Answer, { eligible: true }>) => { detail: unknown; priority: number };
};

class ConnectorTimeout extends Error {}

/**
 * docs/decisions.md §3, for any vertical: one connector per eligible plan, all at once, each with its own time limit.
 * Each answer is stored as it arrives; one that fails, times out or returns garbage drops out without failing
 * the list. When all have answered the list is COMPLETED (a crash mid-way is closed later by its deadline).
 */
export async function runFanOut<Plan extends FanOutPlan, Ctx, Answer extends ConnectorAnswer>(
  deps: FanOutDeps<Plan, Ctx, Answer>,
  listId: string,
  ctx: Ctx,
  plans: readonly Plan[],
): Promise<void> {
  const store = storeTogether(deps);
  await Promise.all(plans.map(async (plan) => store(await answerOf(deps, listId, ctx, plan))));
  await deps.repo.completeList(listId);
}

/**
 * Answers stored as they arrive, those arriving in the same moment in one statement. Connectors that price in
 * process all answer at once, and twenty-odd inserts one after the other (one database connection on PGlite) were
 * most of a family's wait for its list; one that answers later is still stored, and shown to the polling page,
 * when it comes. A batch that cannot be stored is logged, and its plans are missing from the list.
 */
function storeTogether(deps: Pick<FanOutDeps<FanOutPlan, unknown, ConnectorAnswer>, 'repo' | 'log'>) {
  let open: { rows: NewQuote[]; stored: Promise<void> } | null = null;
  return (row: NewQuote): Promise<void> => {
    if (!open) {
      const rows: NewQuote[] = [];
      // Written once the answers already resolved in this turn of the event loop have joined it.
      const stored = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        open = null;
        await deps.repo.insertQuotes(rows).catch((err: unknown) => {
          deps.log.error({ err, planIds: rows.map((r) => r.planId) }, 'could not store quotes');
        });
      });
      open = { rows, stored };
    }
    open.rows.push(row);
    return open.stored;
  };
}

async function answerOf<Plan extends FanOutPlan, Ctx, Answer extends ConnectorAnswer>(
  deps: FanOutDeps<Plan, Ctx, Answer>,
  listId: string,
  ctx: Ctx,
  plan: Plan,
): Promise<NewQuote> {
  let status: QuoteStatus;
  let detail: unknown;
  let priority = 0;
  try {
    const result = await withTimeout((signal) => deps.quote(plan, ctx, signal), deps.timeoutMs);
    if (!result || typeof result !== 'object' || typeof result.eligible !== 'boolean')
      throw new Error('connector returned garbage');
    if (result.eligible) {
      if (!Number.isFinite(result.total_premium) || result.total_premium <= 0)
        throw new Error('connector returned an impossible premium');
      ({ detail, priority } = deps.build(plan, ctx, result as Extract<Answer, { eligible: true }>));
      status = 'SUCCESS';
    } else {
      status = 'DECLINED';
      detail = { reason: result.reason };
    }
  } catch (err) {
    status = err instanceof ConnectorTimeout ? 'TIMEOUT' : 'FAILED';
    detail = { reason: err instanceof Error ? err.message : 'connector failed' };
    deps.log.warn({ planId: plan.plan_id, status }, 'insurer connector dropped out');
  }
  return { quotationListId: listId, planId: plan.plan_id, insurerId: plan.insurer_id, status, priority, detail };
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

/**
 * An async quote for any vertical: the list stored as PENDING (COMPLETED at once when no plan is eligible), its id
 * answered at once, the fan-out run in the background. The deadline is a little past the connectors' own limit, so
 * a list whose fan-out died is still closed by whoever reads it next.
 */
export async function startQuotationList<Plan extends FanOutPlan, Ctx, Answer extends ConnectorAnswer>(
  deps: Omit<FanOutDeps<Plan, Ctx, Answer>, 'quote' | 'build'>,
  list: { sessionId: string | null; vertical: string; request: unknown; ctx: Ctx; plans: readonly Plan[] },
  connector: Pick<FanOutDeps<Plan, Ctx, Answer>, 'quote' | 'build'>,
): Promise<{ quotation_list_id: string }> {
  const row = await deps.repo.insertList({
    sessionId: list.sessionId,
    vertical: list.vertical,
    request: list.request,
    expectedCount: list.plans.length,
    deadlineAt: new Date(Date.now() + deps.timeoutMs + 1000),
    status: list.plans.length > 0 ? 'PENDING' : 'COMPLETED',
  });
  if (list.plans.length > 0) {
    runFanOut({ ...deps, ...connector }, row.id, list.ctx, list.plans).catch((err: unknown) =>
      deps.log.error({ err, listId: row.id, vertical: list.vertical }, 'fan-out failed'),
    );
  }
  return { quotation_list_id: row.id };
}
