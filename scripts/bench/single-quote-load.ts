// The single quote under load beside the bare route, against the server as `npm start` runs it: the figures the
// budgets compare within one run (docs/performance.md). Used by the full bench (10 s a row) and the CI smoke (3 s).
import autocannon from 'autocannon';
import { familyOfFour, quoteRequest } from '../../apps/api/test/health-fixtures.ts';
import { treeCpuMicros } from './process-cpu.mjs';
import { startServer } from './start-server.mjs';

/** `cpuMicros`: the server's CPU time per answered request (null without Linux's /proc). */
type Rate = { reqPerSec: number; p99Ms: number; errors: number; cpuMicros: number | null };
/** `shareOfBare`: the quote's requests a second ÷ the bare route's, in percent. */
export type SingleQuoteLoad = { bare: Rate; quote: Rate; poll?: Rate; shareOfBare: number };

/** A short warm-up, then `seconds` measured, 32 connections: the figures of the measured part. */
async function measured(serverPid: number, opts: autocannon.Options, seconds: number): Promise<Rate> {
  await autocannon({ ...opts, connections: 32, duration: Math.max(1, Math.round(seconds / 5)) });
  const cpuBefore = treeCpuMicros(serverPid);
  const r = await autocannon({ ...opts, connections: 32, duration: seconds });
  const cpuAfter = treeCpuMicros(serverPid);
  const answered = r.requests.total;
  return {
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    cpuMicros: cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered,
  };
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The single quote's rate ÷ the bare route's, taken in `pairs` short bursts of each one after the other, the median of
 * the pairs: whatever else the machine is doing slows a burst and its neighbour alike, where two long runs in turn
 * can meet very different loads. `errors` counts every failed or non-2xx answer of the bursts.
 */
async function interleavedShare(
  bare: autocannon.Options,
  quote: autocannon.Options,
  pairs: number,
  burstSeconds: number,
): Promise<{ share: number; errors: number }> {
  let errors = 0;
  const rateOf = async (o: autocannon.Options) => {
    const r = await autocannon({ ...o, connections: 32, duration: burstSeconds });
    errors += r.errors + r.non2xx + r.timeouts;
    return r.requests.total / Math.max(0.01, r.duration);
  };
  const shares: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    const b = await rateOf(bare);
    const q = await rateOf(quote);
    shares.push((100 * q) / Math.max(1, b));
  }
  shares.sort((a, b) => a - b);
  return { share: Math.round(shares[Math.floor(shares.length / 2)] ?? 0), errors };
}

/** The server as `npm start` runs it, a session, and the two calls every measure compares. Stop it with `server.stop`. */
export type QuoteServer = Awaited<ReturnType<typeof openQuoteServer>>;
export async function openQuoteServer(opts: { databaseUrl?: string; workers?: number }) {
  const server = await startServer({
    KAVACH_MODE: 'demo',
    DATABASE_URL: opts.databaseUrl ?? '',
    WORKERS: String(opts.workers ?? 1),
    QUOTE_RATE_LIMIT_PER_MINUTE: '0',
    QUOTES_PER_IP_PER_MINUTE: '0',
  });
  try {
    const url = server.base;
    const { session_id } = await post<{ session_id: string }>(`${url}/v1/utility/track-session`, {});
    const headers = { 'content-type': 'application/json', 'x-session-id': session_id };
    const single = quoteRequest({
      request_type: 'BASE_SINGLE_QUOTATION',
      plan_id: 'care-supreme',
      member_covered: familyOfFour,
    });
    // The bare route (no database, no work) in the same process and run: what the framework itself does here.
    const bareCall = { url: `${url}/livez` };
    const quoteCall = {
      url: `${url}/v1/health/single-quote`,
      method: 'POST' as const,
      headers,
      body: JSON.stringify(single),
    };
    return { server, url, session_id, headers, pid: server.child.pid ?? 0, bareCall, quoteCall };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/**
 * The CI smoke's one figure: the single quote's share of the bare route in `pairs` interleaved bursts, after one
 * warm-up pair of a second each (the JIT's first compilations would otherwise land in the measured pairs).
 */
export async function quoteShareOfBare(
  opened: QuoteServer,
  opts: { pairs: number; burstSeconds: number },
): Promise<{ shareOfBare: number; errors: number }> {
  await interleavedShare(opened.bareCall, opened.quoteCall, 1, 1);
  const { share, errors } = await interleavedShare(opened.bareCall, opened.quoteCall, opts.pairs, opts.burstSeconds);
  return { shareOfBare: share, errors };
}

/**
 * Bare route, then single quote, each for `seconds`, in one server process (or `workers`); with `poll`, also an open
 * quote page's poll of a completed list (every 1.5 s per page, so 1,000 open pages need 667 req/s).
 */
export async function singleQuoteLoad(opts: {
  databaseUrl?: string;
  workers?: number;
  seconds: number;
  poll?: boolean;
}): Promise<SingleQuoteLoad> {
  const { server, url, session_id, headers, pid, bareCall, quoteCall } = await openQuoteServer(opts);
  try {
    const bare = await measured(pid, bareCall, opts.seconds);
    const quote = await measured(pid, quoteCall, opts.seconds);
    const shareOfBare = Math.round((100 * quote.reqPerSec) / Math.max(1, bare.reqPerSec));
    if (!opts.poll) return { bare, quote, shareOfBare };
    const started = await post<{ quotation_list_id: string }>(
      `${url}/v1/health/async-quote`,
      quoteRequest({ member_covered: familyOfFour }),
      headers,
    );
    const listUrl = `${url}/v1/health/async-quote/${started.quotation_list_id}`;
    for (let i = 0; i < 200; i += 1) {
      const list = (await (await fetch(listUrl, { headers })).json()) as {
        quotation_status: { polling_status: string };
      };
      if (list.quotation_status.polling_status === 'COMPLETED') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    // Asked for as a browser asks (every one sends Accept-Encoding): the list is 75 KB of JSON, and taken whole
    // the measure was the loopback's copying of it, 2,300 to 7,400 a second from one run to the next.
    const pollHeaders = { 'x-session-id': session_id, 'accept-encoding': 'gzip, deflate, br' };
    const poll = await measured(pid, { url: listUrl, headers: pollHeaders }, opts.seconds);
    return { bare, quote, poll, shareOfBare };
  } finally {
    await server.stop();
  }
}
