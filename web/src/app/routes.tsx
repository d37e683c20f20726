import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/site/components/site-layout.js';
import { HomePage } from '../features/site/pages/home-page.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { publica } from './page-route.js';
import { contaRoutes } from './routes-conta.js';
import { perfilRoutes } from './routes-perfil.js';
import { contentRoutes } from './routes-content.js';
import { serviceRoutes } from './routes-services.js';
import { pagamentoRoutes } from './routes-pagamento.js';
import { medicoRoutes } from './routes-medico.js';
import { resultadosRoutes } from './routes-resultados.js';

// The header's account corner comes with its own chunk; Amplify Auth loads later still (auth-session).
const AccountMenu = lazy(async () => ({ default: (await import('../features/conta/components/account-menu.js')).AccountMenu }));

function NotFoundLoading() {
  return <div className="min-h-[70vh]" aria-hidden="true" />;
}

/** The account corner depends on this browser's session: never part of the prerendered home page. */
function AccountSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}

/**
 * Every page but the home page is loaded on demand (route `lazy`), so the first paint of `/`
 * carries only the shell, the header and the home page (not even the 404 page). Routes whose handle
 * says `prerender` are public pages the build renders into files of their own (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <SiteLayout
        accountSlot={<AccountSlot />}
      />
    ),
    children: [
      { path: '/', element: <HomePage />, handle: publica },
      ...contentRoutes,
      ...serviceRoutes,
      ...contaRoutes,
      ...perfilRoutes,
      ...pagamentoRoutes,
      ...resultadosRoutes,
      {
        path: '*',
        // As tall as the 404 page, so its arrival moves nothing (the footer stays where it is).
        HydrateFallback: NotFoundLoading,
        // The build's 404.html, which CloudFront answers (status 404) for any unknown address.
        handle: publica,
        lazy: async () => ({ Component: (await import('../features/site/pages/not-found-page.js')).NotFoundPage }),
      },
    ],
  },
  // The physicians' cockpit has its own frame, not the public site's.
  ...medicoRoutes,
];
