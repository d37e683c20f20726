import type { RouteObject } from 'react-router-dom';

/** Patient account pages (feature `conta`). */
export const contaRoutes: RouteObject[] = [
  {
    path: '/auth',
    lazy: async () => ({ Component: (await import('../features/conta/pages/auth-page.js')).AuthPage }),
  },
];
