import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';

/** The app's one query cache, module-level so route loaders can start a page's queries before its code has loaded. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * The meta of a query whose answer holds an insurer's catalogue texts (medical questions, add-ons), which the API
 * sends in the page's language (docs/i18n.md): a change of language asks for them again.
 */
export const IN_PAGE_LANGUAGE = { inPageLanguage: true } as const;

i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries({ predicate: (q) => q.meta?.['inPageLanguage'] === true });
});
