import { useTranslation } from 'react-i18next';
import { englishNamespace } from './english-namespace.ts';

// English has no catalogue: a domain text is its own English. An empty bundle says so, so an English page never waits
// (or, rendered on the server, throws) for one to load.
const NS = englishNamespace('domain', {});

/**
 * A text the domain package wrote — a validation message, an option's label, a plan fact — in the page's language.
 * Those texts are their own English keys (docs/i18n.md): one the catalogue lacks shows as written.
 */
export function useDomainText(): (text: string) => string {
  const { t } = useTranslation(NS);
  return (text) => t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
}
