import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';

let lines: string[] = [];
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  ctx = await startTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => ctx.stop());

it('logs requests with mobiles, PANs and e-mails masked, and never the session id', async () => {
  lines = [];
  const { session_id } = (await ctx.app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: {} })).json();
  await ctx.app.inject({
    method: 'GET',
    url: '/v1/no-route?mobile=9876543210&pan=ABCDK1234F&email=asha.rao@example.in',
    headers: { 'x-session-id': session_id },
  });
  const log = lines.join('\n');
  expect(log).toContain('/v1/no-route?mobile=98******10&pan=ABCXX****F&email=a***@example.in');
  expect(log).not.toContain('9876543210');
  expect(log).not.toContain('ABCDK1234F');
  expect(log).not.toContain('asha.rao');
  expect(log).not.toContain(session_id);
});
