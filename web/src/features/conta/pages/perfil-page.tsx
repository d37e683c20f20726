import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DownloadIcon, ShieldIcon } from '#web/components/icons.js';
import { PageLoading, RedirectWithPlaceholder } from '#web/components/page-loading.js';
import { notify } from '#web/components/toast.js';
import { produto } from '#shared/constants.js';
import { formatDateLongPtBR } from '#shared/format.js';
import { mensagens } from '#shared/messages.js';
import type { ExclusaoContaResponse } from '#shared/schemas/perfil.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/auth-session.js';
import { baixarMeusDados, perfilQueryKey, usePerfil } from '../api/perfil.js';
import { Carregando } from '../components/carregando.js';
import { ContaExcluida } from '../components/conta-excluida.js';
import { ExcluirContaDialog } from '../components/excluir-conta-dialog.js';
import { PerfilFoto } from '../components/perfil-foto.js';
import { PerfilNomeForm } from '../components/perfil-nome-form.js';

const cartao = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** /perfil 'Meu Perfil' (docs/regras-do-produto.md#accounts-and-profile): name and picture, e-mail read-only, LGPD rights. */
export function PerfilPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const perfil = usePerfil(session.status === 'signed-in');
  const [exclusao, setExclusao] = useState<ExclusaoContaResponse>();
  const [baixando, setBaixando] = useState(false);

  // Shown after the session is gone: the answer to the deletion stays on screen.
  if (exclusao) return <ContaExcluida resultado={exclusao} />;
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') return <RedirectWithPlaceholder to="/auth" />;

  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarMeusDados();
      notify.success('Arquivo com seus dados baixado!');
    } catch (error) {
      notify.error(mensagens.perfil.erroCarregar, error instanceof ApiRequestError ? error.message : undefined);
    } finally {
      setBaixando(false);
    }
  };

  const aoExcluir = (resultado: ExclusaoContaResponse) => {
    setExclusao(resultado);
    queryClient.removeQueries({ queryKey: perfilQueryKey });
    void session.signOut();
  };

  return (
    <div className="bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold tracking-wide text-marca-700 uppercase">Minha conta</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Meu Perfil</h1>
        <p className="mt-2 text-slate-700">Seus dados de acesso, sua foto e o controle dos seus dados pessoais.</p>

        {perfil.isPending ? (
          <div className="mt-8">
            <Carregando texto="Carregando seu perfil…" />
          </div>
        ) : perfil.isError ? (
          <div role="alert" className={`${cartao} mt-8 text-center`}>
            <p className="font-semibold text-red-800">{mensagens.perfil.erroCarregar}</p>
            <button
              type="button"
              onClick={() => void perfil.refetch()}
              className="mt-4 rounded-lg bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
            >
              Tentar novamente
            </button>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)] lg:items-start">
            <section aria-labelledby="perfil-conta-titulo" className={cartao}>
              <h2 id="perfil-conta-titulo" className="sr-only">
                Foto e situação da conta
              </h2>
              <PerfilFoto nome={perfil.data.nome || perfil.data.email.replace(/@.*/, '')} avatarUrl={perfil.data.avatarUrl} />
              <p className="mt-4 text-center text-lg font-bold break-words text-slate-900">{perfil.data.nome || 'Paciente'}</p>
              <p className="text-center text-sm break-words text-slate-600">
                {/* A long address wraps before the @, not in the middle of a word. */}
                {perfil.data.email.split('@')[0]}
                <wbr />@{perfil.data.email.split('@').slice(1).join('@')}
              </p>
              <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-slate-100 pt-5 text-sm lg:grid-cols-1">
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Conta criada em</dt>
                  <dd className="mt-1 font-medium text-slate-900">{formatDateLongPtBR(perfil.data.criadoEm)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Status</dt>
                  <dd className="mt-1">
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-marca-100 px-2.5 py-0.5 text-xs font-semibold text-marca-900">
                      <span className="h-1.5 w-1.5 rounded-full bg-marca-600" aria-hidden="true" />
                      {perfil.data.status}
                    </span>
                  </dd>
                </div>
              </dl>
            </section>

            <div className="space-y-6">
              <section aria-labelledby="perfil-dados-titulo" className={cartao}>
                <h2 id="perfil-dados-titulo" className="text-lg font-bold text-slate-900">
                  Dados pessoais
                </h2>
                <p className="mt-1 mb-5 text-sm text-slate-600">O nome aparece no seu perfil e nos seus cadastros de paciente.</p>
                <PerfilNomeForm nomeAtual={perfil.data.nome} email={perfil.data.email} />
              </section>

              <section aria-labelledby="perfil-consultas-titulo" className={cartao}>
                <h2 id="perfil-consultas-titulo" className="text-lg font-bold text-slate-900">
                  Minhas consultas
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  As conversas, a validação médica e os documentos de cada consulta, também das que já terminaram.
                </p>
                <Link
                  to="/resultados"
                  className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-marca-800 ring-1 ring-marca-600/40 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
                >
                  Ver consultas e documentos
                </Link>
              </section>

              <section aria-labelledby="perfil-privacidade-titulo" className={cartao}>
                <div className="flex items-start gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-marca-100 text-marca-800">
                    <ShieldIcon className="h-5 w-5" />
                  </span>
                  <div>
                    <h2 id="perfil-privacidade-titulo" className="text-lg font-bold text-slate-900">
                      Privacidade e seus dados
                    </h2>
                    <p className="mt-1 text-sm text-slate-700">
                      Pela LGPD (art. 18), você pode receber uma cópia de tudo o que o {produto.nome} guarda sobre você e pedir a
                      exclusão da sua conta a qualquer momento.
                    </p>
                  </div>
                </div>
                <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                  <button
                    type="button"
                    onClick={() => void baixar()}
                    disabled={baixando}
                    className="inline-flex items-center justify-center gap-2 rounded-lg bg-marca-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:opacity-70"
                  >
                    <DownloadIcon className="h-4 w-4" />
                    {baixando ? 'Preparando arquivo...' : 'Baixar meus dados'}
                  </button>
                  <ExcluirContaDialog onExcluida={aoExcluir} />
                </div>
              </section>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
