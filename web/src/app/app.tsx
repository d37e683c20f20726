import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../../../shared/schemas/runtime-config.js';
import { SessionProvider } from '../lib/auth-session.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';
import { routes } from './routes.js';

const router = createBrowserRouter(routes);

const queryClient = new QueryClient({
  defaultOptions: {
    // site-and-accounts §9: 3 retries with growing delay capped at 30 s; cached data kept 5 minutes.
    queries: { retry: 3, retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000), gcTime: 5 * 60_000 },
  },
});

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </RuntimeConfigContext.Provider>
  );
}
