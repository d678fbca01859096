import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';

let lines: string[] = [];
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  ctx = await startTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => ctx.stop());

it('logs requests by path alone: no query string, mobiles, PANs and e-mails in the path masked, never the session id', async () => {
  lines = [];
  const { session_id } = (
    await ctx.app.inject({ method: 'POST', url: '/v1/utility/track-session', payload: {} })
  ).json();
  await ctx.app.inject({
    method: 'GET',
    url: '/v1/no-route/9876543210?mobile=9876543210&pan=ABCDK1234F&email=asha.rao@example.in&name=Asha%20Rao&q=heart%20disease',
    headers: { 'x-session-id': session_id },
  });
  const log = lines.join('\n');
  expect(log).toContain('"url":"/v1/no-route/98******10"');
  expect(log).not.toContain('?');
  expect(log).not.toContain('heart');
  expect(log).not.toContain('Asha');
  expect(log).not.toContain('9876543210');
  expect(log).not.toContain('ABCDK1234F');
  expect(log).not.toContain('asha.rao');
  expect(log).not.toContain(session_id);
});

it('logs a failed query with its SQL and error code, never its parameters or the values the database quotes back', async () => {
  lines = [];
  const insert = (fullName: string) =>
    ctx.handle.db
      .insert(users)
      .values({ mobile: '9876543210', email: 'asha.rao@example.in', fullName })
      .catch((err: unknown) => err);
  expect(await insert('Asha Rao')).not.toBeInstanceOf(Error);
  // A NUL the text column cannot store (22021), then the same mobile again (23505, whose detail names it).
  for (const failed of [await insert('Asha Rao, 12 Prabhat Road\u0000'), await insert('Asha Rao')]) {
    expect(failed).toBeInstanceOf(Error);
    ctx.app.log.error({ err: failed }, 'unhandled error');
  }
  const log = lines.join('\n');
  expect(log).toContain('insert into \\"users\\"');
  expect(log).toContain('"code":"22021"');
  expect(log).toContain('"code":"23505"');
  for (const personal of ['9876543210', 'asha.rao', 'Asha Rao', 'Prabhat Road']) expect(log).not.toContain(personal);
});

it('masks a long request path in linear time: an anonymous 15 KB path shaped like an e-mail does not stall the server', async () => {
  lines = [];
  // Fits Node's default 16 KB header limit. The e-mail mask tries every start position and rescans the rest of the
  // path from each, so a path like this costs a second or more of the event loop on every request.
  const hostile = `/v1/no-route/a@${'a.'.repeat(7_500)}!`;
  const benign = `/v1/no-route/${'a'.repeat(hostile.length - 13)}`;
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, ms: performance.now() - started };
  };
  await timed(benign);
  const plain = await timed(benign);
  const crafted = await timed(hostile);
  expect(crafted.status).toBe(404);
  expect(crafted.ms).toBeLessThan(Math.max(150, plain.ms * 10));
});
