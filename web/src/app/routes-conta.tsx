import type { RouteObject } from 'react-router-dom';
import { page, publica } from './page-route.js';

/** Patient account pages (feature `conta`): the sign-in page is public and prerendered at build. */
export const contaRoutes: RouteObject[] = [
  page('/auth', async () => (await import('../features/conta/pages/auth-page.js')).AuthPage, publica),
];
