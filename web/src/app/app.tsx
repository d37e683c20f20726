import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../lib/auth-session.js';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole SPA: the browser's router in the page, a memory router when the home page is
 * prerendered at build time (prerender.tsx). It renders before /config.json has arrived (see
 * runtime-config-context.ts), and TanStack Query comes only with the pages that use it (query-page.ts).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
