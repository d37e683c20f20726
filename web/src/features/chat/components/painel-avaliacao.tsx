import { useState } from 'react';
import { StarIcon } from '#web/components/icons.js';
import { consultaRegras } from '#shared/constants.js';

const estrelas = Array.from({ length: consultaRegras.avaliacaoMaxima - consultaRegras.avaliacaoMinima + 1 }, (_, i) => consultaRegras.avaliacaoMinima + i);

/** The 1-5 star panel after a negative answer to the doubts question (docs/regras-do-produto.md#the-chat); it ends on its own after 30 s. */
export function PainelAvaliacao({ desabilitado, aoAvaliar }: { desabilitado: boolean; aoAvaliar: (estrelas: number) => void }) {
  const [destaque, setDestaque] = useState(0);
  return (
    <section aria-labelledby="avaliacao-titulo" className="rounded-2xl border border-marca-100 bg-marca-50 p-4 text-center">
      <h2 id="avaliacao-titulo" className="text-base font-bold text-slate-900">
        Como você avalia esta consulta?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Escolha de 1 a 5 estrelas. Sem avaliação, a consulta será finalizada automaticamente em {consultaRegras.autoFinalizarMs / 1000} segundos.
      </p>
      <div className="mt-3 flex justify-center gap-1" onMouseLeave={() => setDestaque(0)}>
        {estrelas.map((n) => (
          <button
            key={n}
            type="button"
            disabled={desabilitado}
            className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:opacity-60"
            aria-label={n === 1 ? '1 estrela' : `${n} estrelas`}
            onMouseEnter={() => setDestaque(n)}
            onFocus={() => setDestaque(n)}
            onClick={() => aoAvaliar(n)}
          >
            <StarIcon className={`h-8 w-8 ${n <= destaque ? 'text-amber-500' : 'text-slate-300'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
