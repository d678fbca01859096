import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { codeFromOutbox } from './proposal.ts';

// The Hindi a buyer reads, from the app's own catalogues (docs/i18n.md): a walk in Hindi finds each control by the
// words on it, so an English fallback anywhere on the way fails the walk.
const web = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');
const FOLDERS: Record<string, string> = { common: 'shared/i18n', kyc: 'shared/kyc', quotes: 'shared/quotes' };
const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(namespace: string): Record<string, unknown> {
  let loaded = catalogues.get(namespace);
  if (!loaded) {
    const folder = namespace === 'domain' ? null : (FOLDERS[namespace] ?? `features/${namespace}`);
    const file = folder
      ? path.join(web, folder, 'locales', 'hi.json')
      : path.resolve(web, '..', '..', '..', 'packages', 'domain', 'src', 'i18n', 'locales', 'hi.json');
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogues.set(namespace, loaded);
  }
  return loaded;
}

/**
 * A Hindi text: `hindi('health-review', 'page.title')`, with its placeholders filled; the domain's texts by their
 * English (`hindi('domain', 'Male')`).
 */
export function hindi(namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const entry =
    namespace === 'domain'
      ? catalogue(namespace)[key]
      : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue(namespace));
  if (typeof entry !== 'string') throw new Error(`no Hindi for ${namespace}:${key}`);
  return entry.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A Hindi text as a pattern, its placeholders any text: for a button that carries an amount. */
export function hindiPattern(namespace: string, key: string): RegExp {
  const escaped = hindi(namespace, key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/{{\w+}}/g, '.+')}$`);
}

/** The header's switch, as a buyer uses it: the page is Hindi once `<html lang>` says so. */
export async function chooseHindi(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
}

/** The OTP sign-in, in Hindi (e2e/support/proposal.ts signInWithOtp). */
export async function signInWithOtpInHindi(page: Page, name: string, mobile: string): Promise<void> {
  await page.getByLabel(hindi('common', 'otp.fullName')).fill(name);
  await page.getByLabel(hindi('common', 'otp.mobile')).fill(mobile);
  await page.getByRole('button', { name: hindi('common', 'otp.continue') }).click();
  const firstDigit = page.getByLabel(hindi('common', 'otp.digit', { index: 1, length: 6 }));
  await firstDigit.waitFor();
  const code = await codeFromOutbox(page, mobile);
  await firstDigit.focus();
  await page.keyboard.type(code);
  await page.getByText(hindi('common', 'otp.verified')).waitFor();
}
