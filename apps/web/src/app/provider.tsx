import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client.ts';
import { HomeCoversContext } from '../shared/config/home-covers.ts';
import { HOME_COVERS } from './verticals.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HomeCoversContext value={HOME_COVERS}>{children}</HomeCoversContext>
    </QueryClientProvider>
  );
}
