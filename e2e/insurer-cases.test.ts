import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE_DIRS } from '../apps/api/src/catalogue/sample-catalogues.ts';
import { lookAt, seriousViolations, textWith } from './support/assert.ts';
import { useBrowser } from './support/browser.ts';
import { PAY_BUTTON } from './support/health.ts';
import { signInToConsole } from './support/ops-console.ts';
import { TEST_CARDS, payOnCardPage, readyToPayJourney } from './support/purchase.ts';
import { startServer, type RunningServer } from './support/server.ts';

const browser = useBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/**
 * Every catalogue insurer's API, down: each call answers 503. Kavach reaches it as it reaches a real insurer
 * (INSURER_CONNECTOR=http, docs/insurers.md), so this file runs a server of its own with that setting; the run's
 * server keeps the sandbox insurer.
 */
async function insurersDown() {
  const api = http.createServer((req, res) => {
    req.resume();
    res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (!address || typeof address !== 'object') throw new Error('the insurers’ API is not listening');
  const insurerIds = Object.values(SAMPLE_CATALOGUE_DIRS).flatMap((dir) =>
    (JSON.parse(fs.readFileSync(path.join(dir, 'insurers.json'), 'utf8')) as { insurer_id: string }[]).map(
      (i) => i.insurer_id,
    ),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-insurers-'));
  const file = path.join(dir, 'insurers.json');
  const entry = (id: string) => ({
    url: `http://127.0.0.1:${address.port}/${id}`,
    api_key: `key-${id}`,
    callback_secret: `callback-secret-of-${id}`,
  });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(insurerIds.map((id) => [id, entry(id)]))));
  return {
    file,
    close: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let insurers: Awaited<ReturnType<typeof insurersDown>> | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  insurers = await insurersDown();
  server = await startServer({ INSURER_CONNECTOR: 'http', INSURERS_FILE: insurers.file });
});
afterAll(async () => {
  await server?.stop();
  await insurers?.close();
});

// Issue 45: a purchase whose insurer does not answer waits, retried by the job queue; staff see it
// (docs/product/insurer-cases.md#what-the-buyer-sees).
describe('the console: cases waiting on insurers', () => {
  it('a paid purchase whose insurer is down waits; staff see it on the Insurers page with its failed tries', async () => {
    if (!server) throw new Error('no server');
    const buyer = await browser.newPage('desktop', server.baseUrl);
    const { journeyId } = await readyToPayJourney(buyer);
    await buyer.goto(`/health/review-submit?journey_id=${journeyId}`);
    await heading(buyer, 'Confirm Your Details').waitFor();
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await payOnCardPage(buyer, TEST_CARDS.success);
    await buyer.waitForURL('**/payment-success?**');
    // Paid: the buyer reads that the proposal is with the insurer, not that anything failed.
    await textWith(buyer.getByRole('region', { name: 'Payment Successful!' }), [
      'With Bajaj Allianz: your proposal is with the insurer, who decides and issues the policy',
    ]);
    await expect.poll(() => buyer.getByRole('button', { name: 'Download Policy' }).count()).toBe(0);

    const staff = await browser.newPage('desktop', server.baseUrl);
    await signInToConsole(staff, server.opsAdmin);
    await staff.getByRole('link', { name: 'Insurers' }).click();
    await heading(staff, 'Waiting on insurers').waitFor();
    const row = staff
      .getByRole('table', { name: 'Cases waiting on insurers' })
      .getByRole('row')
      .filter({ hasText: journeyId });
    await textWith(row, [
      '0 days',
      'Health',
      'With Bajaj Allianz: your proposal is with the insurer',
      'bajaj-allianz: answered 503',
    ]);
    // The queue tries again within seconds: opened again, the page counts the second failed try.
    const failedTries = async () => {
      await staff.reload();
      const cell = await textWith(row.getByRole('cell').nth(4), [/^\d+: /]);
      return Number(cell.split(':')[0]);
    };
    await expect.poll(failedTries, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // Its job has tries left (ten, backing off to fifteen minutes): none is listed as having used them all.
    await staff.getByText('No job has failed.').waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await lookAt(staff, 'ops-insurers-waiting');
  });
});
