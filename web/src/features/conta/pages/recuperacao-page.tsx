import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CalendarIcon, FileTextIcon, LockIcon, StethoscopeIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { PageLoading } from '#web/components/page-loading.js';
import { notify } from '#web/components/toast.js';
import { mensagens } from '#shared/messages.js';
import type { ConsultaRecuperavel } from '#shared/schemas/perfil.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/auth-session.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';
import { useAcessarConsulta, useRecuperacao } from '../api/recuperacao.js';
import { AnexosConsulta } from '../components/anexos-consulta.js';
import { Carregando } from '../components/carregando.js';

const textos = mensagens.paginasPagamento;
const botaoPrimario =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-marca-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:opacity-70';

const botaoSecundarioPequeno =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-marca-800 ring-1 ring-marca-600/40 transition-colors hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:opacity-70';

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

function ConsultaItem({ consulta, destacada }: { consulta: ConsultaRecuperavel; destacada: boolean }) {
  const navigate = useNavigate();
  const acessar = useAcessarConsulta();

  const entrar = () =>
    acessar.mutate(consulta.id, {
      onSuccess: ({ chatToken }) => void navigate(caminhoLinkSeguro(chatToken)),
      onError: (error) => notify.error('Não foi possível abrir a consulta', error instanceof ApiRequestError ? error.message : undefined),
    });

  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:flex-row sm:flex-wrap sm:items-center sm:p-5 ${
        destacada ? 'ring-2 ring-marca-600' : 'ring-slate-200'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <InitialsAvatar name={consulta.medicoNome} className="h-12 w-12 text-base" />
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold text-slate-900">{consulta.medicoNome}</h2>
          <p className="text-sm text-slate-700">{consulta.especialidade}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1">
              <CalendarIcon className="h-3.5 w-3.5" />
              <time dateTime={consulta.dataCriacao}>{dataHora.format(new Date(consulta.dataCriacao)).replace(', ', ' às ')}</time>
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
              {consulta.tipoConsulta === 'gratuita' ? 'Consulta gratuita' : 'Pagamento aprovado'}
            </span>
          </p>
        </div>
      </div>
      {consulta.aberta ? (
        <button type="button" onClick={entrar} disabled={acessar.isPending} className={botaoPrimario}>
          <StethoscopeIcon className="h-4 w-4" />
          {acessar.isPending ? 'Abrindo...' : 'Acessar Consulta'}
          <span className="sr-only"> com {consulta.medicoNome}</span>
        </button>
      ) : (
        // An ended consultation opens read-only: the transcript and its documents stay reachable.
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">Consulta encerrada</span>
          <button type="button" onClick={entrar} disabled={acessar.isPending} className={botaoSecundarioPequeno}>
            <FileTextIcon className="h-4 w-4" />
            {acessar.isPending ? 'Abrindo...' : 'Ver conversa e documentos'}
            <span className="sr-only"> da consulta com {consulta.medicoNome}</span>
          </button>
        </div>
      )}
      <AnexosConsulta consultaId={consulta.id} medicoNome={consulta.medicoNome} />
    </li>
  );
}

/** /pagamento/recuperacao: the signed-in patient's approved consultations, to get back into one. */
export function RecuperacaoPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const recuperacao = useRecuperacao(session.status === 'signed-in');
  const destaque = params.get('consulta');
  const location = useLocation();

  if (session.status === 'loading') return <PageLoading />;

  if (session.status === 'signed-out') {
    return (
      <div className="bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-lg px-4 py-14 sm:py-20">
          <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
              <LockIcon className="h-7 w-7" />
            </span>
            <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{textos.recuperacaoAcessoNegado}</h1>
            <p className="mt-2 text-slate-700">{textos.recuperacaoNaoLogado}</p>
            <Link to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} className={`${botaoPrimario} mt-6`}>
              Fazer Login
            </Link>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold tracking-wide text-marca-700 uppercase">Minha conta</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Minhas Consultas</h1>
        <p className="mt-2 text-slate-700">
          Consultas com pagamento aprovado na sua conta. Escolha uma para voltar ao atendimento ou, se já terminou, rever a conversa e
          baixar os documentos.
        </p>

        {params.get('erro') === 'processamento' && (
          <div role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
            Houve um problema ao processar o retorno do pagamento. Se ele foi aprovado, sua consulta aparece abaixo.
          </div>
        )}

        <div className="mt-8">
          {recuperacao.isPending ? (
            <Carregando texto="Buscando suas consultas…" />
          ) : recuperacao.isError ? (
            <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <p className="font-semibold text-red-800">{textos.recuperacaoErroConsulta}</p>
              <button type="button" onClick={() => void recuperacao.refetch()} className={`${botaoPrimario} mt-4`}>
                Tentar novamente
              </button>
            </div>
          ) : recuperacao.data.consultas.length === 0 ? (
            <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h2 className="text-xl font-bold text-slate-900">{textos.nenhumPagamentoPendente}</h2>
              <p className="mt-2 text-slate-700">Não encontramos consultas com pagamento aprovado na sua conta.</p>
              <Link to="/medicos-virtuais" className={`${botaoPrimario} mt-6`}>
                Ver médicos disponíveis
              </Link>
            </section>
          ) : (
            <ul className="space-y-4" aria-label="Consultas com pagamento aprovado">
              {recuperacao.data.consultas.map((consulta) => (
                <ConsultaItem key={consulta.id} consulta={consulta} destacada={consulta.id === destaque} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
