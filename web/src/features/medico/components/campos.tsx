/** The cockpit form's fields: label, control and the pt-BR error next to it, tied by ARIA. */
import type { ReactNode, TextareaHTMLAttributes, InputHTMLAttributes } from 'react';
import { forwardRef } from 'react';

export const controleClasse = (comErro: boolean) =>
  `block w-full rounded-md border bg-white px-2.5 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-600 ${
    comErro ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-marca-600 focus:ring-marca-600/30'
  }`;

export const erroId = (id: string) => `${id}-erro`;

/** The error line under a field (an alert, so it is read when it appears). */
export function ErroCampo({ id, mensagem }: { id: string; mensagem?: string }) {
  if (!mensagem) return null;
  return (
    <p id={erroId(id)} className="mt-1 text-xs font-medium text-red-700" role="alert">
      {mensagem}
    </p>
  );
}

interface CampoProps {
  readonly id: string;
  readonly rotulo: ReactNode;
  readonly erro?: string;
  readonly dica?: string;
}

type AreaProps = CampoProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled textarea. */
export const CampoTexto = forwardRef<HTMLTextAreaElement, AreaProps>(function CampoTexto({ id, rotulo, erro, dica, rows = 4, ...area }, ref) {
  const descritores = [erro ? erroId(id) : '', dica ? `${id}-dica` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {rotulo}
      </label>
      {dica && (
        <p id={`${id}-dica`} className="text-xs text-slate-600">
          {dica}
        </p>
      )}
      <textarea ref={ref} id={id} rows={rows} aria-invalid={erro ? true : undefined} aria-describedby={descritores} className={`mt-1 ${controleClasse(Boolean(erro))} field-sizing-content max-h-[28rem] min-h-16`} {...area} />
      <ErroCampo id={id} mensagem={erro} />
    </div>
  );
});

type LinhaProps = { readonly id: string; readonly erro?: string; readonly rotuloAcessivel: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** An input inside a row (a table cell, a list item): labelled for screen readers only. */
export const CampoLinha = forwardRef<HTMLInputElement, LinhaProps>(function CampoLinha({ id, erro, rotuloAcessivel, ...input }, ref) {
  return (
    <div>
      <input
        ref={ref}
        id={id}
        aria-label={rotuloAcessivel}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? erroId(id) : undefined}
        className={controleClasse(Boolean(erro))}
        {...input}
      />
      <ErroCampo id={id} mensagem={erro} />
    </div>
  );
});

/** Small icon buttons of the rows (move up/down, remove). */
export function BotaoIcone({ rotulo, onClick, disabled, children }: { rotulo: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={rotulo}
      title={rotulo}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}

export function BotaoAdicionar({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-marca-800 ring-1 ring-marca-600/40 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span aria-hidden="true">+</span> {children}
    </button>
  );
}

export const SetaCima = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const SetaBaixo = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 5v14M5 12l7 7 7-7" />
  </svg>
);
export const Lixeira = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);
