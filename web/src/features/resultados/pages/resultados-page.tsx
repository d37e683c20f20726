/**
 * /resultados (docs/validacao-medica.md, "How the result reaches the patient"): the signed-in
 * patient sees every consultation with its physician validation and documents; the e-mailed link
 * (`/resultados#consulta=<id>`) shows nothing until a one-time code sent to the consultation's
 * e-mail opens a results session; anyone else is invited to sign in or to open the e-mail's link.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { botaoPrimario } from '#web/components/form-controls.js';
import { MailIcon } from '#web/components/icons.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { PageLoading } from '#web/components/page-loading.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/auth-session.js';
import { useResultados, type OrigemResultados } from '../api/resultados.js';
import { AcessoPorCodigo } from '../components/acesso-por-codigo.js';
import { ListaResultados } from '../components/lista-resultados.js';
import {
  consultaDoFragmento,
  esquecerSessaoResultados,
  guardarSessaoResultados,
  lerSessaoResultados,
  type SessaoResultados,
} from '../sessao-resultados.js';

function Resultados({ origem, aoExpirar }: { origem: OrigemResultados; aoExpirar?: () => void }) {
  const resultados = useResultados(origem);
  const expirou = resultados.error instanceof ApiRequestError && resultados.error.status === 401;
  useEffect(() => {
    if (expirou) aoExpirar?.();
  }, [expirou, aoExpirar]);

  if (resultados.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
        <span className="h-6 w-6 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
        Carregando seus resultados…
      </p>
    );
  }
  if (resultados.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p className="font-semibold text-red-800">
          {resultados.error instanceof ApiRequestError ? resultados.error.message : 'Não foi possível carregar seus resultados.'}
        </p>
        <button type="button" className={`${botaoPrimario} mt-4`} onClick={() => void resultados.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <ListaResultados consultas={resultados.data.consultas} origem={origem} />;
}

function ConviteEntrar() {
  return (
    <section className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-marca-50 text-marca-700">
        <MailIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">Entre para ver seus resultados</h2>
      <p className="mt-2 text-slate-700">
        Entre na sua conta para ver todas as suas consultas e os documentos validados pelo médico. Se você fez a consulta sem conta, abra o
        link do e-mail que enviamos quando o médico respondeu.
      </p>
      <Link to="/auth" className={`${botaoPrimario} mt-6 w-full`}>
        Entrar na minha conta
      </Link>
    </section>
  );
}

export function ResultadosPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [sessao, setSessao] = useState<SessaoResultados | undefined>(() => lerSessaoResultados());
  // The fragment is read once, then taken off the address bar (nothing of it reaches a server anyway).
  // Without it, a lapsed session's consultation can ask for a new code.
  const [consultaId] = useState(() => consultaDoFragmento(location.hash) ?? sessao?.consultaId);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const entrar = (nova: SessaoResultados) => {
    guardarSessaoResultados(nova);
    setSessao(nova);
  };
  const expirar = () => {
    esquecerSessaoResultados();
    setSessao(undefined);
  };

  const conteudo = () => {
    if (session.status === 'loading') return <PageLoading />;
    if (session.status === 'signed-in') return <Resultados origem={{ tipo: 'conta' }} />;
    if (sessao) return <Resultados origem={{ tipo: 'acesso', token: sessao.token }} aoExpirar={expirar} />;
    if (consultaId) return <AcessoPorCodigo consultaId={consultaId} aoEntrar={entrar} />;
    return <ConviteEntrar />;
  };

  return (
    <div className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <MetadadosPagina titulo="Meus resultados" />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold tracking-wide text-marca-700 uppercase">Validação médica</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Meus resultados</h1>
        <p className="mt-2 text-slate-700">
          As entrevistas são conduzidas por inteligência artificial. Um médico de verdade revisa cada resultado antes de você recebê-lo.
        </p>
        <div className="mt-8">{conteudo()}</div>
      </div>
    </div>
  );
}
