import { useTranslation } from 'react-i18next';

/**
 * A text the domain package wrote — a validation message, an option's label, a plan fact — in the page's language.
 * Those texts are their own English keys (docs/i18n.md): one the catalogue lacks shows as written.
 */
export function useDomainText(): (text: string) => string {
  const { t } = useTranslation('domain');
  return (text) => t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
}
