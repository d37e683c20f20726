import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, ShieldIcon } from '#web/components/icons.js';
import { formatDateLongPtBR } from '#shared/format.js';
import type { ExclusaoContaResponse } from '#shared/schemas/perfil.js';

/** After the deletion: what was deleted, and what was kept and why, as the server answered. */
export function ContaExcluida({ resultado }: { resultado: ExclusaoContaResponse }) {
  const tituloRef = useRef<HTMLHeadingElement>(null);
  // The page changed under the patient: move the reading position to the new heading.
  useEffect(() => tituloRef.current?.focus(), []);

  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 ref={tituloRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-slate-900 focus:outline-none">
          Sua conta foi excluída
        </h1>
        <p className="mt-2 text-slate-700">
          Pedido atendido em {formatDateLongPtBR(resultado.excluidaEm)}. Você saiu da conta neste dispositivo.
        </p>

        <section aria-labelledby="excluidos-titulo" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="excluidos-titulo" className="text-lg font-bold text-slate-900">
            O que excluímos
          </h2>
          <ul className="mt-4 space-y-3">
            {resultado.excluidos.map((entrada) => (
              <li key={entrada.item} className="flex items-start gap-3">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-marca-100 text-marca-800">
                  <CheckIcon className="h-4 w-4" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{entrada.item}</span>
                  <span className="block text-sm text-slate-700">{entrada.detalhe}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="mantidos-titulo" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="mantidos-titulo" className="text-lg font-bold text-slate-900">
            O que mantivemos e por quê
          </h2>
          <ul className="mt-4 space-y-4">
            {resultado.mantidos.map((entrada) => (
              <li key={entrada.item} className="flex items-start gap-3">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                  <ShieldIcon className="h-4 w-4" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{entrada.item}</span>
                  {entrada.detalhe && <span className="block text-sm text-slate-700">{entrada.detalhe}</span>}
                  <span className="mt-1 block text-sm text-slate-700">{entrada.motivo}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-8">
          <Link
            to="/"
            className="inline-flex items-center justify-center rounded-lg bg-marca-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Voltar ao início
          </Link>
        </div>
      </div>
    </div>
  );
}
