import type { RouteObject } from 'react-router-dom';
import { withQueries } from './query-page.js';

/** Doctor directory, consultation room and contact (features `medicos`, `consulta`, `contato`). */
export const serviceRoutes: RouteObject[] = [
  {
    path: '/medicos-virtuais',
    lazy: async () => ({
      Component: await withQueries(async () => (await import('../features/medicos/pages/medicos-virtuais-page.js')).MedicosVirtuaisPage),
    }),
  },
  {
    path: '/sala-atendimento',
    lazy: async () => ({
      Component: await withQueries(async () => (await import('../features/consulta/pages/sala-atendimento-page.js')).SalaAtendimentoPage),
    }),
  },
  {
    path: '/contato',
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/contato/pages/contato-page.js')).ContatoPage) }),
  },
];
