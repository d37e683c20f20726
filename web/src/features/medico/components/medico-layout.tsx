import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet, useOutletContext } from 'react-router-dom';
import { mensagensMedico, type MedicoValidador } from '#shared/schemas/validacao.js';
import { botaoSecundario } from '#web/components/form-controls.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { useSession, type SessionUser } from '#web/lib/auth-session.js';
import { usePerfilMedico } from '../api/perfil.js';
import { mensagemDoErro, statusDoErro } from '#web/lib/api-errors.js';
import { MedicoSignIn } from './medico-sign-in.js';
import { Carregando, Aviso } from './estados.js';

const AppToaster = lazy(async () => ({ default: (await import('#web/components/toaster.js')).AppToaster }));

export interface MedicoContexto {
  readonly medico: MedicoValidador;
  readonly user: SessionUser;
}

/** The signed-in physician, for the cockpit's pages (rendered inside `MedicoLayout`). */
export const useMedico = () => useOutletContext<MedicoContexto>();

export const crmDe = (medico: MedicoValidador) => `CRM ${medico.crm}/${medico.uf}${medico.rqe ? ` · RQE ${medico.rqe}` : ''}`;

function Cabecalho({ medico, aoSair }: { medico?: MedicoValidador; aoSair?: () => void }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#conteudo-medico"
        className="sr-only rounded-md bg-marca-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-4 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-4 px-4 lg:px-6">
        <Link to="/medico" className="flex items-center gap-2 font-bold whitespace-nowrap text-marca-800 focus-visible:outline-2 focus-visible:outline-marca-700">
          <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-md bg-marca-700 text-sm text-white">
            Z
          </span>
          ZapSaúde <span className="font-normal text-slate-500">·</span> <span className="font-semibold text-slate-800">Painel médico</span>
        </Link>
        {medico && (
          <p className="ml-auto truncate text-right text-sm leading-tight">
            <span className="block font-semibold text-slate-900">{medico.nome}</span>
            <span className="block text-slate-600">
              {crmDe(medico)}
              {medico.especialidade ? ` · ${medico.especialidade}` : ''}
            </span>
          </p>
        )}
        {aoSair && (
          <button type="button" onClick={aoSair} className={`${medico ? '' : 'ml-auto'} ${botaoSecundario} px-3! py-1.5! text-sm`}>
            Sair
          </button>
        )}
      </div>
    </header>
  );
}

function Moldura({ children, medico, aoSair }: { children: ReactNode; medico?: MedicoValidador; aoSair?: () => void }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      {/* In the frame, so that every state of the cockpit has it. A page's own title wins: React puts each newly rendered
          <title> ahead of those already in <head>, and this one comes before the pages in the tree. */}
      <MetadadosPagina titulo="Painel médico" />
      <Cabecalho medico={medico} aoSair={aoSair} />
      <main id="conteudo-medico" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}

/**
 * The physicians' cockpit frame (outside the public site's layout): sign-in with the site's user
 * pool, then `GET /api/medico/perfil`. Accounts outside the `medicos` group get a refusal.
 */
export function MedicoLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const perfil = usePerfilMedico(session.status === 'signed-in' ? session.user?.sub : undefined);

  const sair = async () => {
    await session.signOut();
    queryClient.removeQueries({ queryKey: ['medico'] });
  };

  if (session.status === 'loading') {
    return (
      <Moldura>
        <Carregando />
      </Moldura>
    );
  }
  if (session.status === 'signed-out' || !session.user) {
    return (
      <Moldura>
        <MedicoSignIn />
      </Moldura>
    );
  }
  if (perfil.isPending) {
    return (
      <Moldura aoSair={() => void sair()}>
        <Carregando />
      </Moldura>
    );
  }
  if (perfil.isError) {
    const status = statusDoErro(perfil.error);
    return (
      <Moldura aoSair={() => void sair()}>
        {status === 403 ? (
          <Aviso titulo="Acesso restrito" tom="bloqueado">
            {/* An account in the group but without CRM/UF gets its own 403 (every document prints them). */}
            <p>
              {mensagemDoErro(perfil.error) === mensagensMedico.cadastroIncompleto
                ? mensagensMedico.cadastroIncompleto
                : 'Acesso restrito a médicos validadores. Esta conta não pertence ao grupo de médicos da ZapSaúde.'}
            </p>
            <button type="button" onClick={() => void sair()} className={`mt-5 ${botaoSecundario}`}>
              Sair e entrar com outra conta
            </button>
          </Aviso>
        ) : (
          <Aviso titulo="Não foi possível abrir o painel" tom="erro">
            <p>{mensagemDoErro(perfil.error)}</p>
            <button type="button" onClick={() => void perfil.refetch()} className={`mt-5 ${botaoSecundario}`}>
              Tentar novamente
            </button>
          </Aviso>
        )}
      </Moldura>
    );
  }
  const contexto: MedicoContexto = { medico: perfil.data, user: session.user };
  return (
    <Moldura medico={perfil.data} aoSair={() => void sair()}>
      <Suspense fallback={<Carregando />}>
        <Outlet context={contexto} />
      </Suspense>
    </Moldura>
  );
}
