import type { RouteObject } from 'react-router-dom';
import { withQueries } from './query-page.js';

/** The signed-in patient's profile and recovery list (feature `conta`). */
export const perfilRoutes: RouteObject[] = [
  {
    path: '/perfil',
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/conta/pages/perfil-page.js')).PerfilPage) }),
  },
  {
    path: '/pagamento/recuperacao',
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/conta/pages/recuperacao-page.js')).RecuperacaoPage) }),
  },
];
