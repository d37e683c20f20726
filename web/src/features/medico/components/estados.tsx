import type { ReactNode } from 'react';

/** The cockpit's waiting state. */
export function Carregando({ texto = 'Carregando…' }: { texto?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-marca-100 border-t-marca-700" aria-hidden="true" />
      {texto}
    </div>
  );
}

/** A one-card notice (refusal, error) with the page's heading. */
export function Aviso({ titulo, tom, children }: { titulo: string; tom: 'bloqueado' | 'erro'; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <span
          aria-hidden="true"
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${
            tom === 'bloqueado' ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800'
          }`}
        >
          !
        </span>
        <div role="alert">
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{titulo}</h1>
          <div className="mt-2 text-slate-700">{children}</div>
        </div>
      </section>
    </div>
  );
}
