import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVehicleRegistry } from './index.ts';

// A VAHAN data partner stand-in: it counts the calls it is paid for, knows MH12AB1234, and fails for MH12EE0000.
let server: Server;
const calls: string[] = [];
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const number = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    calls.push(number);
    if (number === 'MH12EE0000') return void res.writeHead(502).end();
    if (number !== 'MH12AB1234') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        vehicle_id: 'honda-activa-6g-standard',
        rto_code: 'MH-12',
        registration_date: '2024-09-01',
        policy_expiry: null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vehicles`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('asks the registry once per number and reuses its answer, found or not, but never a failure', async () => {
  const registry = createVehicleRegistry({ provider: 'http', url, apiKey: 'key' }, Fastify({ logger: false }).log);
  for (let i = 0; i < 3; i += 1) {
    expect(await registry.lookup('MH12AB1234')).toMatchObject({ rto_code: 'MH-12', registration_number: 'MH12AB1234' });
    expect(await registry.lookup('MH12ZZ0000')).toBeNull();
    expect(await registry.lookup('MH12EE0000')).toBeNull();
  }
  expect(calls.sort()).toEqual(['MH12AB1234', 'MH12EE0000', 'MH12EE0000', 'MH12EE0000', 'MH12ZZ0000']);
});
