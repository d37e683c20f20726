import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { mensagens } from '#shared/messages.js';
import { ArrowLeftIcon, HelpCircleIcon, StethoscopeIcon } from '#web/components/icons.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { CONSULTAR_DESTINO } from '../navigation.js';

export function NotFoundPage() {
  const location = useLocation();
  // The build prerenders this page once (404.html) for every unknown address: the address itself
  // appears once the page runs in the browser.
  const hydrated = useHydrated();
  useEffect(() => {
    // docs/regras-do-produto.md#public-site: the missing path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="relative flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-16 text-center">
      <MetadadosPagina titulo="Página não encontrada" naoIndexar />
      <div className="absolute left-1/2 top-1/2 h-[28rem] w-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-marca-100/60 blur-3xl" aria-hidden="true" />
      <div className="relative">
        <h1 className="bg-gradient-to-br from-marca-700 to-teal-700 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          {mensagens.naoEncontrado.codigo}
        </h1>
        <p className="mt-4 text-2xl font-semibold text-slate-800" lang="en">
          {mensagens.naoEncontrado.titulo}
        </p>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          {hydrated ? (
            <>
              O endereço <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-800">{location.pathname}</code> não
              existe ou foi removido.
            </>
          ) : (
            'O endereço que você procurou não existe ou foi removido.'
          )}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-marca-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            <ArrowLeftIcon className="h-5 w-5" />
            Voltar para o início
          </Link>
          <Link
            to={CONSULTAR_DESTINO}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-marca-800 ring-1 ring-marca-700 hover:bg-marca-50"
          >
            <StethoscopeIcon className="h-5 w-5" />
            Consultar agora
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          <HelpCircleIcon className="mr-1 inline h-4 w-4 align-text-bottom" />
          Precisa de ajuda?{' '}
          <Link to="/central-ajuda" className="font-semibold text-marca-800 underline underline-offset-2">
            Visite a Central de Ajuda
          </Link>
        </p>
      </div>
    </section>
  );
}
