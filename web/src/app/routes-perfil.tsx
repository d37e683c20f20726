import type { RouteObject } from 'react-router-dom';

/** The signed-in patient's profile and recovery list (feature `conta`). */
export const perfilRoutes: RouteObject[] = [
  {
    path: '/perfil',
    lazy: async () => ({ Component: (await import('../features/conta/pages/perfil-page.js')).PerfilPage }),
  },
  {
    path: '/pagamento/recuperacao',
    lazy: async () => ({ Component: (await import('../features/conta/pages/recuperacao-page.js')).RecuperacaoPage }),
  },
];
