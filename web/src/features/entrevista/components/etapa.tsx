import { useEffect, useRef, type ReactNode } from 'react';

/** A choice drawn as a large target, easy to hit on a phone; the radio inside keeps the keyboard. */
export const opcaoClasse =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm transition-colors hover:border-marca-600 hover:bg-marca-50 has-[:checked]:border-marca-700 has-[:checked]:bg-marca-50 has-[:checked]:ring-2 has-[:checked]:ring-marca-600/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marca-700';

/**
 * The title of a step, focused when the step appears: a keyboard or screen-reader user lands on
 * the new question instead of on a button that is gone.
 */
export function TituloEtapa({ id, titulo, focar = true, children }: { id: string; titulo: string; focar?: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focar) ref.current?.focus();
  }, [focar]);
  return (
    <div>
      <h2 id={id} ref={ref} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl">
        {titulo}
      </h2>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </div>
  );
}

export function ErroCampo({ id, erro }: { id: string; erro?: string | undefined }) {
  if (!erro) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {erro}
    </p>
  );
}
