import { useTranslation } from 'react-i18next';
import { englishNamespace } from './english-namespace.ts';
import { translateDomainText } from './i18n.ts';

// English has no catalogue: a domain text is its own English. An empty bundle says so, so an English page never waits
// (or, rendered on the server, throws) for one to load.
const NS = englishNamespace('domain', {});
const asKey = { keySeparator: false, nsSeparator: false } as const;

/**
 * A text the domain package wrote — a validation message, an option's label, a plan fact, a sentence built with
 * values — in the page's language (docs/i18n.md). A text the catalogue lacks shows as written.
 */
export function useDomainText(): (text: string) => string {
  const { t, i18n } = useTranslation(NS);
  const catalogue = i18n.getResourceBundle(i18n.language, 'domain') as Record<string, string> | undefined;
  return (text) =>
    // English, and the pseudo-locale, which marks it, go through t; another language through the domain's own
    // translator, which also knows the texts built with values.
    catalogue && translateDomainText ? translateDomainText(text, catalogue) : t(text, { ...asKey, defaultValue: text });
}
