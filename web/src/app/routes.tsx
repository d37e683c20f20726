import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/site/components/site-layout.js';
import { HomePage } from '../features/site/pages/home-page.js';
import { NotFoundPage } from '../features/site/pages/not-found-page.js';
import { contaRoutes } from './routes-conta.js';
import { perfilRoutes } from './routes-perfil.js';
import { contentRoutes } from './routes-content.js';
import { serviceRoutes } from './routes-services.js';
import { pagamentoRoutes } from './routes-pagamento.js';

// The header's account corner comes with its own chunk; Amplify Auth loads later still (auth-session).
const AccountMenu = lazy(async () => ({ default: (await import('../features/conta/components/account-menu.js')).AccountMenu }));

/**
 * Every page but the home page is loaded on demand (route `lazy`), so the first paint of `/`
 * carries only the shell, the header and the home page.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <SiteLayout
        accountSlot={
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        }
      />
    ),
    children: [
      { path: '/', element: <HomePage /> },
      ...contentRoutes,
      ...serviceRoutes,
      ...contaRoutes,
      ...perfilRoutes,
      ...pagamentoRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
