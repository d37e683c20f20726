/**
 * TanStack Query for the pages that use it. Imported only from their route loaders, so the home
 * page's first paint carries none of it; one client for the whole visit keeps the cache across pages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    // docs/regras-do-produto.md#messages-and-limits: 3 retries with growing delay capped at 30 s; cached data kept 5 minutes.
    queries: { retry: 3, retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000), gcTime: 5 * 60_000 },
  },
});

/** The page inside the app's QueryClientProvider. */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}

