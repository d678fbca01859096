import type { Page } from 'playwright-core';

/**
 * The pseudo-locale crawl (docs/i18n.md): the app in `en-XA` marks every catalogue text ⟦…⟧, so a word a reader sees
 * outside the marks bypassed the catalogues. Words that are data — a plan's or a person's name, a registration — are
 * the server's: every string the page's API answers carried is recorded and allowed.
 */
export async function usePseudoLocale(page: Page): Promise<{ dataWords: Set<string> }> {
  const dataWords = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []) dataWords.add(word);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => {});
  });
  // Awaited: a page opened before the script is in place would read in English.
  await page.addInitScript(() => window.localStorage.setItem('language', 'en-XA'));
  return { dataWords };
}

/** Names that are the same in every language: the brand, the languages' own names, codes a buyer knows as they are. */
const EVERY_LANGUAGE = new Set([
  'Kavach',
  'English',
  'PAN',
  'OTP',
  'KYC',
  'CKYC',
  'IDV',
  'UPI',
  'IFSC',
  'CIS',
  'NCB',
  'IRDAI',
]);

/**
 * The words on the page — its visible text, and the labels, titles, placeholders and alternatives a reader is given —
 * that no catalogue marked and no API answer carried. Marks nest (a text put into another), so they are taken off from
 * the inside out.
 */
export async function untranslatedWords(page: Page, dataWords: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels];
  });
  const words = new Set<string>();
  for (let text of texts) {
    for (let before = ''; before !== text;) [before, text] = [text, text.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
    for (const word of text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])
      if (!dataWords.has(word) && !EVERY_LANGUAGE.has(word) && !/^[A-Z0-9-]+$/.test(word) && word.length > 1)
        words.add(word);
  }
  return [...words].sort();
}
