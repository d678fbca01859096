import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, module-level so route loaders can start a page's queries before its code has loaded. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
