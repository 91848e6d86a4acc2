import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '@/lib/query-client';

/** Signed-in layouts get the API cache; public pages never load it. */
export function withQueryClient(Layout: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Layout />
      </QueryClientProvider>
    );
  };
}
