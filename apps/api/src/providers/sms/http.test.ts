import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpSmsProvider } from './http.ts';

// A local fake SMS gateway: records what it was sent, and fails on demand.
const received: { auth: string | undefined; body: unknown }[] = [];
let url = '';
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.statusCode = req.url === '/fail' ? 503 : 202;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('posts the message with the sender id, +91 number and API key', async () => {
  await createHttpSmsProvider({ url: `${url}/send`, apiKey: 'key-123', senderId: 'KAVACH' }).send({
    to: '9876543210',
    text: 'Your code is 123456',
  });
  expect(received.at(-1)).toEqual({
    auth: 'Bearer key-123',
    body: { sender: 'KAVACH', to: '+919876543210', message: 'Your code is 123456' },
  });
});

it('throws when the gateway refuses, so the OTP request fails instead of pretending', async () => {
  await expect(
    createHttpSmsProvider({ url: `${url}/fail`, apiKey: 'k', senderId: 'KAVACH' }).send({
      to: '9876543210',
      text: 'x',
    }),
  ).rejects.toThrow('SMS gateway answered 503');
});
