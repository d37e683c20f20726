import type { RouteObject } from 'react-router-dom';
import { page, publica } from './page-route.js';
import { withQueries } from './query-page.js';

/**
 * Doctor directory, consultation room, the way into one's open consultation (/chat) and contact
 * (features `medicos`, `contato`). The directory, the room and contact are public pages, prerendered
 * at build; /chat depends on this browser's consultation and is drawn in the browser.
 */
export const serviceRoutes: RouteObject[] = [
  page('/medicos-virtuais', () => withQueries(async () => (await import('../features/medicos/pages/medicos-virtuais-page.js')).MedicosVirtuaisPage), publica),
  page('/sala-atendimento', () => withQueries(async () => (await import('../features/medicos/pages/sala-atendimento-page.js')).SalaAtendimentoPage), publica),
  // The patient's open consultation (or the way to start or recover one); /chat/:medicoId is the chat itself.
  page('/chat', () => withQueries(async () => (await import('../features/medicos/pages/minha-consulta-page.js')).MinhaConsultaPage)),
  page('/contato', () => withQueries(async () => (await import('../features/contato/pages/contato-page.js')).ContatoPage), publica),
];
