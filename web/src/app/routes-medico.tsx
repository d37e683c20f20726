import type { RouteObject } from 'react-router-dom';
import { withQueries } from './query-page.js';

/**
 * The physicians' cockpit (feature `medico`), outside the public site's layout: its own header,
 * loaded on demand (never prerendered, nothing of it in the public pages' chunks).
 */
export const medicoRoutes: RouteObject[] = [
  {
    path: '/medico',
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/medico/components/medico-layout.js')).MedicoLayout) }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/medico/pages/fila-page.js')).FilaPage }) },
      { path: 'casos/:consultaId', lazy: async () => ({ Component: (await import('../features/medico/pages/caso-page.js')).CasoPage }) },
    ],
  },
];
