import { useEffect, useId, useState } from 'react';
import { ChevronDownIcon, ShieldIcon, StethoscopeIcon } from '#web/components/icons.js';
import { rotulosTriagem, type NivelTriagem, type Triagem } from '#shared/schemas/validacao.js';
import { orientacoesTriagem, ROTULO_MOTIVOS_TRIAGEM, TITULO_TRIAGEM } from '#shared/triagem/orientacoes.js';

interface EstiloNivel {
  /** Background, border and text of the strip (text and background with AA contrast). */
  readonly caixa: string;
  readonly icone: string;
  readonly botao: string;
  /**
   * Open when the level is reached: going to a pronto-socorro now is not hidden behind a click. The
   * other levels fold to one line (their label says what to do), so the sticky header leaves the
   * conversation in sight on a phone and on a short desktop window.
   */
  readonly aberto: boolean;
  readonly urgente: boolean;
}

// At `emergencia` the red banner in the conversation carries the instruction; the strip names the
// level and keeps the call at hand, folded, so the banner stays the most prominent thing on the page.
const estilos: Record<NivelTriagem, EstiloNivel> = {
  emergencia: {
    caixa: 'border-2 border-red-600 bg-red-50 text-red-950',
    icone: 'text-red-700',
    botao: 'text-red-900 ring-red-300 hover:bg-red-100',
    aberto: false,
    urgente: true,
  },
  'pronto-socorro': {
    caixa: 'border-2 border-orange-600 bg-orange-50 text-orange-950 shadow-sm',
    icone: 'text-orange-700',
    botao: 'text-orange-900 ring-orange-300 hover:bg-orange-100',
    aberto: true,
    urgente: true,
  },
  'consulta-24h': {
    caixa: 'border border-l-4 border-amber-500 bg-amber-50 text-amber-950',
    icone: 'text-amber-700',
    botao: 'text-amber-900 ring-amber-300 hover:bg-amber-100',
    aberto: false,
    urgente: false,
  },
  consulta: {
    caixa: 'border border-l-4 border-sky-600 bg-sky-50 text-sky-950',
    icone: 'text-sky-700',
    botao: 'text-sky-900 ring-sky-300 hover:bg-sky-100',
    aberto: false,
    urgente: false,
  },
  autocuidado: {
    caixa: 'border border-l-4 border-emerald-600 bg-emerald-50 text-emerald-950',
    icone: 'text-emerald-700',
    botao: 'text-emerald-900 ring-emerald-300 hover:bg-emerald-100',
    aberto: false,
    urgente: false,
  },
};

/**
 * The triage level as the patient sees it (docs/triagem.md): an orientation, never a diagnosis
 * (CFM 2.454/2026), with the signs it was based on. Nothing is shown while the triage is
 * provisional (no reasons yet). The level is written out, not only coloured, and a change is
 * announced politely; at `pronto-socorro` the card opens by itself.
 */
export function TriagemCard({ triagem }: { triagem: Triagem }) {
  const base = useId();
  const { nivel, motivos } = triagem;
  const estilo = estilos[nivel];
  const [aberto, setAberto] = useState(estilo.aberto);
  // A new level shows itself as that level does: a rise to pronto-socorro opens the card again.
  useEffect(() => setAberto(estilos[nivel].aberto), [nivel]);
  const avaliada = motivos.length > 0;
  const Icone = estilo.urgente ? ShieldIcon : StethoscopeIcon;

  return (
    <div role="status" className="mx-auto max-w-4xl px-3 sm:px-4">
      {avaliada && (
        <section aria-labelledby={`${base}-titulo`} data-nivel={nivel} className={`my-2 rounded-xl px-3 py-2 ${estilo.caixa}`}>
          <div className="flex items-start gap-2">
            <Icone className={`mt-0.5 h-5 w-5 shrink-0 ${estilo.icone}`} />
            <div className="min-w-0 flex-1">
              <h2 id={`${base}-titulo`} className="text-xs font-semibold uppercase sm:tracking-wide">
                {TITULO_TRIAGEM}
              </h2>
              <p className={`font-bold ${estilo.urgente ? 'text-base' : 'text-sm'}`}>{rotulosTriagem[nivel]}</p>
            </div>
            {nivel === 'emergencia' && (
              // The banner scrolls away with the conversation; the call stays within reach here.
              <a
                href="tel:192"
                aria-label="Ligar para o SAMU 192"
                className="inline-flex h-8 shrink-0 items-center rounded-full bg-red-700 px-3 text-sm font-bold whitespace-nowrap text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
              >
                SAMU 192
              </a>
            )}
            {/* On a phone only the chevron shows (the strip stays one line high); the name is the same. */}
            <button
              type="button"
              className={`inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1 rounded-full bg-white/70 px-1.5 text-xs font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current sm:px-2.5 ${estilo.botao}`}
              aria-expanded={aberto}
              aria-controls={`${base}-detalhes`}
              onClick={() => setAberto((valor) => !valor)}
            >
              <span className="sr-only sm:not-sr-only">{aberto ? 'Ocultar' : 'Ver orientação'}</span>
              <ChevronDownIcon className={`h-4 w-4 transition-transform ${aberto ? 'rotate-180' : ''}`} />
            </button>
          </div>
          <div id={`${base}-detalhes`} hidden={!aberto} className="mt-1.5 max-h-[35vh] overflow-y-auto text-sm sm:pl-7">
            <p>{orientacoesTriagem[nivel]}</p>
            <h3 className="mt-2 text-xs font-semibold">{ROTULO_MOTIVOS_TRIAGEM}</h3>
            <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
              {motivos.map((motivo) => (
                <li key={motivo}>{motivo}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
