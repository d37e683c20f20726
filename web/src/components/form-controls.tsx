import type { ReactNode } from 'react';

/** Text input / select look of the journey forms; red when the field is in error. */
export const campoClasse = (comErro = false) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 ${
    comErro
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30'
      : 'border-slate-300 focus:border-marca-600 focus:ring-marca-600/30'
  }`;

/** Primary action: brand colour, visible focus. */
export const botaoPrimario =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-marca-700 px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:bg-marca-700/60';

/** Secondary action: outlined. */
export const botaoSecundario =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-60';

/** A field label; required fields end with a red asterisk, as the spec writes them ('Email *'). */
export function Rotulo({ htmlFor, children, obrigatorio = false }: { htmlFor: string; children: ReactNode; obrigatorio?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {obrigatorio ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600"> (opcional)</span>
      )}
    </label>
  );
}

/** The form's error box, announced when it appears. */
export function AlertaErro({ titulo, children, id }: { titulo?: string; children: ReactNode; id?: string }) {
  return (
    <div id={id} role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      <div>
        {titulo && <p className="font-semibold">{titulo}</p>}
        <div className={titulo ? 'mt-0.5' : ''}>{children}</div>
      </div>
    </div>
  );
}

/** A small spinner for busy buttons and waiting screens. */
export function Spinner({ className = 'h-4 w-4 border-white/40 border-t-white' }: { className?: string }) {
  return <span className={`inline-block animate-spin rounded-full border-2 ${className}`} aria-hidden="true" />;
}
