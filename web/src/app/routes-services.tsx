import type { RouteObject } from 'react-router-dom';
import { withQueries } from './query-page.js';

/** Doctor directory, consultation room, the way into one's open consultation (/chat) and contact (features `medicos`, `contato`). */
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
      Component: await withQueries(async () => (await import('../features/medicos/pages/sala-atendimento-page.js')).SalaAtendimentoPage),
    }),
  },
  {
    // The patient's open consultation (or the way to start or recover one); /chat/:medicoId is the chat itself.
    path: '/chat',
    lazy: async () => ({
      Component: await withQueries(async () => (await import('../features/medicos/pages/minha-consulta-page.js')).MinhaConsultaPage),
    }),
  },
  {
    path: '/contato',
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/contato/pages/contato-page.js')).ContatoPage) }),
  },
];
