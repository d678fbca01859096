import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadHealthCatalogue } from '../health-proposal/health-module.ts';
import type { HealthQuoteConnector } from './connectors/connector.ts';
import { createRateTableConnector } from './connectors/rate-table-connector.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { newSession, startTestApp } from '../../../test/test-app.ts';
import { quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { createQuoteRepository } from './repository.ts';

const catalogue = loadHealthCatalogue();
const plans = catalogue.plans;
const [hangs, throws, garbage] = plans.map((p) => p.plan_id);

// Insurers misbehaving in the three ways docs/decisions.md §3 names: no answer, an error, nonsense.
const faulty: Record<string, HealthQuoteConnector['quote']> = {
  [hangs as string]: () => new Promise(() => {}),
  [throws as string]: async () => {
    throw new Error('insurer API 502');
  },
  [garbage as string]: async () => ({ eligible: true, total_premium: Number.NaN }) as never,
};

describe('health fan-out faults', () => {
  it('drops a hanging, failing or garbage connector and completes the list with the others', async () => {
    const ctx = await startTestApp(
      'pglite',
      { QUOTE_CONNECTOR_TIMEOUT_MS: '300' },
      {
        connectorOverride: (planId) => {
          const quote = faulty[planId];
          return quote ? { planId, insurerId: 'x', quote } : undefined;
        },
      },
    );
    try {
      // The hanging connector never answers: the list completing at all shows it was dropped at its timeout.
      const done = await quoteAndWait(ctx.app, quoteRequest());
      const eligible = plans.filter((p) => p.sum_insured_options.includes(1_000_000));
      expect(done.quotation_status.polling_status).toBe('COMPLETED');
      expect(done.quotation_status.quotes_received).toBe(eligible.length);
      const ids = done.quotation_list.map((q: { plan_id: string }) => q.plan_id);
      expect(ids).not.toContain(hangs);
      expect(ids).not.toContain(throws);
      expect(ids).not.toContain(garbage);
      expect(ids.length).toBe(eligible.length - 3);
    } finally {
      await ctx.stop();
    }
  });

  it('shows the quotes that have come while one insurer is still answering, and adds its quote when it comes', async () => {
    const slow = plans.find((p) => p.sum_insured_options.includes(1_000_000));
    if (!slow) throw new Error('no plan offers ₹10 lakh');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const real = createRateTableConnector(catalogue, slow);
    const ctx = await startTestApp(
      'pglite',
      { QUOTE_CONNECTOR_TIMEOUT_MS: '60000' },
      {
        connectorOverride: (planId) =>
          planId === slow.plan_id
            ? { ...real, quote: async (rating, signal) => answered.then(() => real.quote(rating, signal)) }
            : undefined,
      },
    );
    try {
      const headers = { 'x-session-id': await newSession(ctx.app) };
      const start = await ctx.app.inject({
        method: 'POST',
        url: '/v1/health/async-quote',
        headers,
        payload: quoteRequest(),
      });
      const url = `/v1/health/async-quote/${start.json().quotation_list_id}`;
      const poll = async () => (await ctx.app.inject({ method: 'GET', url, headers })).json();
      const planIds = (list: { quotation_list: { plan_id: string }[] }) => list.quotation_list.map((q) => q.plan_id);
      const expected = (await poll()).quotation_status.quotes_expected as number;
      // Every other insurer's answer is there to see while the slow one has not answered.
      await vi.waitFor(async () => expect((await poll()).quotation_status.quotes_received).toBe(expected - 1), {
        timeout: 20_000,
        interval: 25,
      });
      const partial = await poll();
      expect(partial.quotation_status.polling_status).toBe('PENDING');
      expect(planIds(partial)).not.toContain(slow.plan_id);
      expect(planIds(partial).length).toBeGreaterThan(0);
      answer();
      await vi.waitFor(async () => expect((await poll()).quotation_status.polling_status).toBe('COMPLETED'), {
        timeout: 20_000,
        interval: 25,
      });
      const done = await poll();
      expect(done.quotation_status.quotes_received).toBe(expected);
      expect(planIds(done)).toContain(slow.plan_id);
      expect(planIds(done).length).toBe(planIds(partial).length + 1);
    } finally {
      await ctx.stop();
    }
  });

  it('keeps lists across a restart, and the next reader closes a list whose fan-out died', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-restart-'));
    try {
      const first = await startTestApp('pglite', {}, { dataDir });
      const token = await newSession(first.app);
      const headers = { 'x-session-id': token };
      const done = await quoteAndWait(first.app, quoteRequest(), headers);
      const session = await first.app.repos.sessions.findByTokenHash(hashSessionToken(token));
      // A list left PENDING by a process that crashed mid fan-out: deadline passed, answers missing.
      const orphan = await createQuoteRepository(first.handle.db).insertList({
        sessionId: session?.id ?? null,
        vertical: 'HEALTH',
        request: { pincode: '411001' },
        expectedCount: 5,
        deadlineAt: new Date(Date.now() - 1000),
        status: 'PENDING',
      });
      await first.stop();

      const second = await startTestApp('pglite', {}, { dataDir });
      try {
        const again = await second.app.inject({
          method: 'GET',
          url: `/v1/health/async-quote/${done.quotation_list_id}`,
          headers,
        });
        expect(again.statusCode).toBe(200);
        expect(again.json().quotation_list).toEqual(done.quotation_list);
        const closed = await second.app.inject({ method: 'GET', url: `/v1/health/async-quote/${orphan.id}`, headers });
        expect(closed.json().quotation_status).toEqual({
          polling_status: 'COMPLETED',
          quotes_expected: 5,
          quotes_received: 0,
        });
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Two cold starts of an on-disk PGlite (open, migrate) in one test: the hook's budget, not a single test's.
  }, 60_000);
});
