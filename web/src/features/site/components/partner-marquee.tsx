import { useState } from 'react';
import { PauseIcon, PlayIcon } from '#web/components/icons.js';
import { parceiros, type Parceiro } from '../data/parceiros.js';
import './partner-marquee.css';

function PartnerBadge({ parceiro }: { parceiro: Parceiro }) {
  return (
    <span className="flex items-center gap-3 whitespace-nowrap rounded-2xl border border-slate-200 bg-white px-5 py-3 shadow-sm">
      <span
        aria-hidden="true"
        className="inline-flex h-9 min-w-9 items-center justify-center rounded-lg bg-slate-800 px-2 text-sm font-bold text-white"
      >
        {parceiro.logo}
      </span>
      <span className="font-semibold text-slate-800">{parceiro.name}</span>
    </span>
  );
}

/** Insurers as text badges scrolling sideways; the animation stops on hover, focus, reduced motion or the button. */
export function PartnerMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div>
      <div className="zapsaude-marquee relative overflow-hidden" data-paused={paused}>
        <div className="pointer-events-none absolute inset-y-0 left-0 z-10 w-12 bg-gradient-to-r from-slate-50 to-transparent" />
        <div className="pointer-events-none absolute inset-y-0 right-0 z-10 w-12 bg-gradient-to-l from-slate-50 to-transparent" />
        <div className="zapsaude-marquee-track flex w-max gap-4 py-2">
          <ul className="flex gap-4" aria-label="Operadoras em processo de credenciamento">
            {parceiros.map((parceiro) => (
              <li key={parceiro.name}>
                <PartnerBadge parceiro={parceiro} />
              </li>
            ))}
          </ul>
          <ul className="flex gap-4" aria-hidden="true">
            {parceiros.map((parceiro) => (
              <li key={parceiro.name}>
                <PartnerBadge parceiro={parceiro} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-3 flex justify-center">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-marca-700"
        >
          {paused ? <PlayIcon className="h-3.5 w-3.5" /> : <PauseIcon className="h-3.5 w-3.5" />}
          {paused ? 'Retomar animação' : 'Pausar animação'}
        </button>
      </div>
    </div>
  );
}
