import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { quoteAndWait, quoteRequest } from '../../../test/health-fixtures.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';

// Issue 14: a quote list is 80–100 KB of JSON, which a phone on a slow network waits on. API answers go out
// compressed to a client that accepts it, and as they were to one that does not.
const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

describeWithApp('compressed API answers', (ctx) => {
  it('sends a completed quote list as brotli, gzip or plain by the client, the same JSON each time, polled again from memory', async () => {
    const { app } = ctx();
    const headers = { 'x-session-id': await newSession(app) };
    const list = await quoteAndWait(app, quoteRequest(), headers);
    const url = `/v1/health/async-quote/${list.quotation_list_id}`;
    const plain = await app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    // Twice each: the first answer may be built afresh, the second comes from the completed-list cache.
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': accept } });
        expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, encoding]);
        expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
        if (encoding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(res.headers.vary).toContain('accept-encoding');
      }
    }
  });

  it('leaves small answers as they are, and never takes a compressed request body', async () => {
    const { app } = ctx();
    const small = await app.inject({ method: 'GET', url: '/livez', headers: { 'accept-encoding': 'br' } });
    expect([small.headers['content-encoding'], small.json()]).toEqual([undefined, { status: 'ok' }]);
    const body = zlib.gzipSync(JSON.stringify({}));
    const packed = await app.inject({
      method: 'POST',
      url: '/v1/utility/track-session',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(packed.statusCode).toBeGreaterThanOrEqual(400);
    expect(packed.statusCode).toBeLessThan(500);
  });
});
