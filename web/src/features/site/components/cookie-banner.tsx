import { lazy, Suspense, useState } from 'react';
import { siteConfig } from '#shared/constants.js';
import { XIcon } from '#web/components/icons.js';
import { alvos } from '#web/lib/primeira-interacao.js';
import { useEstadoDaPrimeiraInteracao } from '#web/lib/use-primeira-interacao.js';

// The dialog (and Radix) is fetched only when the visitor opens it, to keep the home page light.
const CookiePolicyDialog = lazy(async () => ({ default: (await import('./cookie-policy-dialog.js')).CookiePolicyDialog }));

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(siteConfig.chaveCookiesAceitos);
  } catch {
    // Storage may be blocked (private mode, strict settings): ask again rather than fail.
    return null;
  }
}

function storeChoice(accepted: boolean): void {
  try {
    window.localStorage.setItem(siteConfig.chaveCookiesAceitos, String(accepted));
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}

/**
 * Cookie notice of the home page (docs/regras-do-produto.md#public-site): shown until the visitor accepts (stores 'true')
 * or rejects or closes it (stores 'false'); hidden on load when any choice is stored.
 * The home page prerendered at build time carries the notice hidden (it cannot know the choice):
 * the page's first script shows it to a visitor who has not chosen, and its buttons work before the
 * app has started (lib/primeira-interacao.ts); a visitor who already chose never sees it flash.
 */
export function CookieBanner() {
  const [estado, setEstado] = useEstadoDaPrimeiraInteracao('cookies', () =>
    typeof window === 'undefined' || storedChoice() !== null ? 'escolhido' : 'pendente',
  );
  const [policyOpen, setPolicyOpen] = useState(false);
  const [policyRequested, setPolicyRequested] = useState(false);

  const choose = (accepted: boolean) => {
    storeChoice(accepted);
    setEstado('escolhido');
  };

  return (
    <>
      <section
        id={alvos.cookies}
        hidden={estado !== 'pendente'}
        aria-labelledby="aviso-cookies-titulo"
        className="fixed inset-x-3 bottom-3 z-30 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:left-6 sm:right-auto sm:max-w-md"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="aviso-cookies-titulo" className="text-base font-semibold text-slate-900">
            Sua privacidade é importante
          </h2>
          <button
            type="button"
            onClick={() => choose(false)}
            data-primeira-interacao={alvos.cookiesRejeitar}
            aria-label="Fechar aviso de cookies"
            className="-mr-2 -mt-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-marca-700"
          >
            <XIcon className="h-4 w-4" />
          </button>
        </div>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de análise para melhorar a sua
          experiência. Saiba mais na{' '}
          <button
            type="button"
            onClick={() => {
              setPolicyRequested(true);
              setPolicyOpen(true);
            }}
            className="font-semibold text-marca-800 underline underline-offset-2 hover:text-marca-700"
          >
            Política de Cookies
          </button>
          .
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => choose(false)}
            data-primeira-interacao={alvos.cookiesRejeitar}
            className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-marca-700"
          >
            Rejeitar
          </button>
          <button
            type="button"
            onClick={() => choose(true)}
            data-primeira-interacao={alvos.cookiesAceitar}
            className="rounded-lg bg-marca-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Aceitar cookies
          </button>
        </div>
      </section>
      {policyRequested && (
        <Suspense fallback={null}>
          <CookiePolicyDialog open={policyOpen} onOpenChange={setPolicyOpen} />
        </Suspense>
      )}
    </>
  );
}
