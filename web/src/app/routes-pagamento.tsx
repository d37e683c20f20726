import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import { useRuntimeConfig } from '../lib/runtime-config-context.js';
import { page } from './page-route.js';
import { withQueries } from './query-page.js';

/**
 * docs/arquitetura.md#test-only-routes: the payment test pages exist only in the local and sandbox stages. One SPA build
 * serves every stage, so the stage comes from the runtime config; in prod the address is an unknown
 * page and the test page's code is never fetched.
 */
function SomenteEmTestes({ children }: { children: ReactNode }) {
  const { stage } = useRuntimeConfig();
  return <Suspense fallback={<PageLoading />}>{stage === 'prod' ? <NotFoundPage /> : children}</Suspense>;
}

const NotFoundPage = lazy(async () => ({ default: (await import('../features/site/pages/not-found-page.js')).NotFoundPage }));
const TestesPagamentoPage = lazy(async () => ({
  default: await withQueries(async () => (await import('../features/pagamento/pages/testes-pagamento-page.js')).TestesPagamentoPage),
}));
const TestePagamentoPage = lazy(async () => ({ default: (await import('../features/pagamento/pages/teste-pagamento-page.js')).TestePagamentoPage }));

/**
 * Scheduling, payment, return, secure-link and chat-door pages (features `consulta`, `pagamento`, `chat`).
 * The waiting and return pages read the payment status with TanStack Query.
 */
export const pagamentoRoutes: RouteObject[] = [
  page('/agendar-consulta', async () => (await import('../features/consulta/pages/agendar-consulta-page.js')).AgendarConsultaPage),
  page('/cadastro-pagamento', async () => (await import('../features/pagamento/pages/cadastro-pagamento-page.js')).CadastroPagamentoPage),
  page('/aguardando-pagamento', async () => withQueries(async () => (await import('../features/pagamento/pages/aguardando-pagamento-page.js')).AguardandoPagamentoPage)),
  page('/pagamento/redirect', async () => withQueries(async () => (await import('../features/pagamento/pages/pagamento-redirect-page.js')).PagamentoRedirectPage)),
  page('/pagamento/sucesso', async () => withQueries(async () => (await import('../features/pagamento/pages/pagamento-sucesso-page.js')).PagamentoSucessoPage)),
  page('/pagamento/pendente', async () => withQueries(async () => (await import('../features/pagamento/pages/pagamento-pendente-page.js')).PagamentoPendentePage)),
  page('/pagamento/falha', async () => (await import('../features/pagamento/pages/pagamento-falha-page.js')).PagamentoFalhaPage),
  // The secure link carries its token in the fragment (/chat-seguro#<token>), never in a path a
  // server would log: /chat-seguro/<token> is an unknown page. Without a token the page says so at
  // once ('Token de acesso não fornecido').
  page('/chat-seguro', async () => (await import('../features/chat/pages/chat-seguro-page.js')).ChatSeguroPage),
  // The chat reads the physician's validation with TanStack Query after the end.
  page('/chat/:medicoId', async () => withQueries(async () => (await import('../features/chat/pages/chat-page.js')).ChatPage)),
  {
    path: '/testes-pagamento',
    element: (
      <SomenteEmTestes>
        <TestesPagamentoPage />
      </SomenteEmTestes>
    ),
  },
  {
    path: '/teste-pagamento',
    element: (
      <SomenteEmTestes>
        <TestePagamentoPage />
      </SomenteEmTestes>
    ),
  },
];
