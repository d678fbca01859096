import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { quoteCards, quoteRegisteredVehicle, totalPremium } from './support/motor.ts';

// Issue 46: the broker says who it is on every page (IRDAI: an intermediary shows its registration), how it is paid,
// and on what basis a quote list is ordered. The browser tests' server is a demo: its registration is the marked sample.
const browser = useBrowser();

const footerText = (page: Page) => page.getByRole('contentinfo').textContent();

describe('the broker’s disclosures', () => {
  it('every page’s footer shows the registration, marked a sample, its officers and how the broker is paid', async () => {
    const page = await browser.newPage('mobile');
    for (const address of ['/', '/health-insurance', '/term-insurance', '/car-insurance']) {
      await page.goto(address);
      await expect.poll(() => footerText(page)).toContain('Sample broker — not a real IRDAI registration');
      const footer = await footerText(page);
      for (const said of [
        'Insurance broker: Kavach Sample Insurance Broking, Direct Broker (General & Life), IRDAI registration no. ' +
          'SAMPLE-000, valid until 31/12/2099; CIN U00000MH2000PTC000000.',
        'Principal officer: Sample Principal Officer. Grievance officer: Sample Grievance Officer, ' +
          'grievance@example.in, 1800 000 0000.',
        'Kavach is paid a commission by the insurer on each policy sold',
      ])
        expect(footer, address).toContain(said);
    }
  });

  it('the car quote list says it is sorted by premium, lowest first, and its cards are in that order', async () => {
    const page = await browser.newPage('desktop');
    await quoteRegisteredVehicle(page, '/car-insurance', 'MH12CD5678', 'maruti-suzuki-swift-vxi');
    await page.getByText('Sorted by premium, lowest first.', { exact: true }).waitFor();
    const insurers = await quoteCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-insurer')));
    expect(insurers.length).toBeGreaterThan(1);
    const premiums: number[] = [];
    for (const insurer of insurers) premiums.push(await totalPremium(page, insurer ?? ''));
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(await footerText(page)).toContain('IRDAI registration no. SAMPLE-000');
  });
});
