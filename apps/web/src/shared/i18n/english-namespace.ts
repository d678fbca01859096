import { i18n } from './i18n.ts';

/**
 * A feature's English texts, added to i18next when its chunk loads, so they travel with the code that shows them
 * (docs/i18n.md). Answers the namespace's name, for `useTranslation`.
 */
export function englishNamespace<const N extends string>(namespace: N, english: Record<string, unknown>): N {
  // Merged, not skipped when present: loading another language may have marked the English bundle loaded, empty.
  i18n.addResourceBundle('en', namespace, english, true, false);
  return namespace;
}
