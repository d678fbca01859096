import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the element's text has every part (a string it contains, or a pattern it matches), then returns
 * that text. A page may still be rendering when a test reads it, so no test reads text once and asserts on it.
 */
export async function textWith(locator: Locator, parts: readonly (string | RegExp)[]): Promise<string> {
  const text = async () => (await locator.textContent()) ?? '';
  for (const part of parts) {
    if (typeof part === 'string') await expect.poll(text).toContain(part);
    else await expect.poll(text).toMatch(part);
  }
  return text();
}

/** Waits until the list has at least one element and every element's text contains `part`. */
export async function everyTextContains(locator: Locator, part: string): Promise<void> {
  await expect
    .poll(() => locator.allTextContents())
    .toSatisfy((texts: string[]) => texts.length > 0 && texts.every((t) => t.includes(part)));
}

/**
 * The page as it settles: every finite animation and CSS transition running now has ended. A button that has just
 * been enabled fades from grey to brand colour over 150 ms, and axe measuring contrast half-way through that fade
 * reports colours the user never reads; on a busy machine the fade can still be running when axe starts. Endless
 * animations (spinners, skeletons) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe run in the page itself. AxeBuilder's default opens a blank page for each check to merge the results of
 * cross-origin frames, which the app has none of: that was half of each of the browser files' 90-odd checks.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Serious and critical axe violations on the page as it stands; call it once the page shows what is checked. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await axeOn(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

/** Every axe violation on the page as it stands, whatever its impact (issue 17: none on the buyer's pages). */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await axeOn(page).analyze();
  return violations.map(
    (v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A full-page screenshot into E2E_SHOTS_DIR when it is set (for looking at the screens); nothing otherwise. */
export async function lookAt(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/**
 * From the next page loaded on: how far the page's content has jumped under the reader, as Lighthouse's cumulative
 * layout shift sums it (shifts just after the user's own input do not count). Read it with `layoutShift`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { kavachLayoutShift: number; kavachShiftObserver: PerformanceObserver };
    w.kavachLayoutShift = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.kavachLayoutShift += entry.value;
    };
    w.kavachShiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.kavachShiftObserver.observe({ type: 'layout-shift', buffered: true });
    // takeRecords hands over what the observer holds but has not yet reported, and reports it no more.
    (w as unknown as { kavachTakeShifts: () => void }).kavachTakeShifts = () =>
      add(w.kavachShiftObserver.takeRecords());
  });
}

/**
 * The layout shift summed since the page loaded (recordLayoutShifts), to two decimals, once what the page shows now
 * has been laid out and painted: two frames on, with the shifts the observer had not yet reported. Read it once, when
 * the page shows what the test waited for: a poll would pass on its first read, before any shift.
 */
export async function layoutShift(page: Page): Promise<number> {
  const total = await page.evaluate(async () => {
    const w = window as unknown as { kavachLayoutShift?: number; kavachTakeShifts?: () => void };
    if (w.kavachTakeShifts === undefined) return undefined;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    w.kavachTakeShifts();
    return w.kavachLayoutShift;
  });
  if (total === undefined) throw new Error('recordLayoutShifts was not called before the page loaded');
  return Math.round(total * 100) / 100;
}
