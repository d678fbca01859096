import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * One Chromium per test file; each test gets a fresh context (fresh storages) at the viewport it asks for, closed
 * when the test ends: a page left open keeps its polls, timers and animations running beside the next tests.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /** A page at `baseUrl` (the run's server unless a test started one of its own, support/server.ts), inside a test. */
    async newPage(viewport: ViewportName = 'desktop', baseUrl = inject('baseUrl')): Promise<Page> {
      if (!browser) throw new Error('browser not launched');
      // E2E_VIEWPORT=mobile|desktop runs every page at one size, for looking at screens (with E2E_SHOTS_DIR).
      const size = VIEWPORTS[(process.env.E2E_VIEWPORT as ViewportName | undefined) ?? viewport] ?? VIEWPORTS[viewport];
      const context = await browser.newContext({
        viewport: size,
        baseURL: baseUrl,
        locale: 'en-IN',
      });
      onTestFinished(() => context.close().catch(() => {}));
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}
