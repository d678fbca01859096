import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every POST /v1/motor/quotes body the page sends, in order: tests prove a choice re-quoted on the server. */
export function recordMotorQuoteRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/motor/quotes')
      bodies.push(req.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

export const quoteCards = (page: Page) => page.locator('article[data-insurer]');
export const quoteCard = (page: Page, insurerId: string) => page.locator(`article[data-insurer="${insurerId}"]`);

/** One insurer's total premium in rupees, as its card shows it. */
export async function totalPremium(page: Page, insurerId: string): Promise<number> {
  const text = (await quoteCard(page, insurerId).getByTestId('total-premium').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits for the list to have answered and settled (no re-quote running), then gives the first card's insurer. */
export async function firstInsurer(page: Page): Promise<string> {
  await quoteCards(page).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  return (await quoteCards(page).first().getAttribute('data-insurer')) ?? '';
}
