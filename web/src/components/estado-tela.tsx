import type { ReactNode } from 'react';
import { CheckIcon, ClockIcon, LockIcon, XIcon } from './icons.js';

export type EstadoTelaTom = 'carregando' | 'aguardando' | 'sucesso' | 'erro' | 'bloqueado';

const tons: Record<EstadoTelaTom, { circulo: string; icone: ReactNode }> = {
  carregando: {
    circulo: 'bg-marca-50 text-marca-700',
    icone: <span className="h-8 w-8 animate-spin rounded-full border-[3px] border-marca-100 border-t-marca-700" aria-hidden="true" />,
  },
  aguardando: { circulo: 'bg-amber-50 text-amber-700', icone: <ClockIcon className="h-8 w-8" /> },
  sucesso: { circulo: 'bg-emerald-50 text-emerald-700', icone: <CheckIcon className="h-8 w-8" /> },
  erro: { circulo: 'bg-red-50 text-red-700', icone: <XIcon className="h-8 w-8" /> },
  bloqueado: { circulo: 'bg-red-50 text-red-700', icone: <LockIcon className="h-8 w-8" /> },
};

/**
 * The one-card screens of the journeys (validating, waiting, approved, denied): an icon that shows
 * the state, the page's h1 and its content. The title and first paragraph are a live region, so
 * a change of state is announced. The screen fills the viewport below the header, so when the card
 * grows with a new state (denied → its links) the footer below the fold does not move on screen.
 */
export function EstadoTela({
  tom,
  titulo,
  mensagem,
  children,
  largura = 'max-w-lg',
}: {
  tom: EstadoTelaTom;
  titulo: string;
  mensagem?: ReactNode;
  children?: ReactNode;
  largura?: string;
}) {
  const { circulo, icone } = tons[tom];
  return (
    <div className="min-h-[calc(100vh-4rem)] bg-gradient-to-b from-marca-50 via-white to-slate-50">
      <div className={`mx-auto ${largura} px-4 py-10 sm:py-16`}>
        <section className="rounded-2xl bg-white p-6 text-center shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
          <span className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${circulo}`}>{icone}</span>
          <div role="status" aria-live="polite">
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{titulo}</h1>
            {mensagem && <div className="mt-2 text-slate-700">{mensagem}</div>}
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}
