import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon, ChevronDownIcon, ClockIcon, FileTextIcon, HelpCircleIcon, UserIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import type { Medico } from '#shared/medicos.js';
import type { Triagem } from '#shared/schemas/validacao.js';
import { formatarRestante } from '../hooks/use-tempo-consulta.js';
import { AvisoIa } from './banners.js';
import { TriagemCard } from './triagem-card.js';

function AltoFalanteIcon({ ligado }: { ligado: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M11 5 6 9H2v6h4l5 4V5Z" />
      {ligado ? <path d="M15.54 8.46a5 5 0 0 1 0 7.07M19.07 4.93a10 10 0 0 1 0 14.14" /> : <path d="m23 9-6 6M17 9l6 6" />}
    </svg>
  );
}

export function MicrofoneIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />
      <path d="M19 10v2a7 7 0 0 1-14 0v-2M12 19v3" />
    </svg>
  );
}

/** The time left, "mm:ss restantes": amber in the last 5 minutes, red in the last one. */
function Cronometro({ restante }: { restante: number }) {
  const cor =
    restante <= 60 ? 'bg-red-50 text-red-800 ring-red-600/40' : restante <= 5 * 60 ? 'bg-amber-50 text-amber-900 ring-amber-600/40' : 'bg-white text-slate-700 ring-slate-300';
  return (
    <span role="timer" aria-label="Tempo restante da consulta" className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ${cor}`}>
      <ClockIcon className="h-3.5 w-3.5" />
      {formatarRestante(restante)} restantes
    </span>
  );
}

const botaoIcone =
  'inline-flex h-10 w-10 items-center justify-center rounded-full ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-50';

/** The Paciente menu: Prontuário, Histórico, Ajuda (docs/regras-do-produto.md#the-chat). */
function MenuPaciente({ aoProntuario, aoHistorico, aoAjuda }: { aoProntuario: () => void; aoHistorico: () => void; aoAjuda: () => void }) {
  const [aberto, setAberto] = useState(false);
  const menuId = useId();
  const raiz = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!aberto) return;
    const fora = (event: MouseEvent) => {
      if (!raiz.current?.contains(event.target as Node)) setAberto(false);
    };
    const esc = (event: KeyboardEvent) => event.key === 'Escape' && setAberto(false);
    document.addEventListener('mousedown', fora);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', fora);
      document.removeEventListener('keydown', esc);
    };
  }, [aberto]);
  const item = (rotulo: string, Icone: typeof FileTextIcon, acao: () => void) => (
    <li>
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
        onClick={() => {
          setAberto(false);
          acao();
        }}
      >
        <Icone className="h-4 w-4 text-marca-700" />
        {rotulo}
      </button>
    </li>
  );
  return (
    <div ref={raiz} className="relative">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-marca-700"
        aria-expanded={aberto}
        aria-controls={menuId}
        onClick={() => setAberto((valor) => !valor)}
      >
        <UserIcon className="h-4 w-4" />
        Paciente
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      {aberto && (
        <ul id={menuId} className="absolute right-0 z-30 mt-2 w-48 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200">
          {item('Prontuário', FileTextIcon, aoProntuario)}
          {item('Histórico', ClockIcon, aoHistorico)}
          {item('Ajuda', HelpCircleIcon, aoAjuda)}
        </ul>
      )}
    </div>
  );
}

/**
 * Header of the chat: back, doctor, status badge, audio and microphone toggles, Gravando.../Falando...,
 * Paciente menu, and under them the AI notice and the triage card, which stay on screen as the
 * conversation scrolls (on a phone too: the card folds at the lower levels).
 */
export function ChatCabecalho(props: {
  medico: Medico;
  encerrada: boolean;
  online: boolean;
  audioLigado: boolean;
  aoAlternarAudio: () => void;
  ouvindo: boolean;
  falando: boolean;
  microfoneDisponivel: boolean;
  microfoneBloqueado: boolean;
  aoAlternarMicrofone: () => void;
  aoProntuario: () => void;
  aoHistorico: () => void;
  aoAjuda: () => void;
  triagem: Triagem;
  /** Seconds left of the 30 minutes; absent once ended. */
  restante?: number;
}) {
  const { medico, encerrada, restante } = props;
  const badge = encerrada
    ? { texto: 'Consulta Encerrada', classe: 'bg-slate-100 text-slate-700 ring-slate-300' }
    : props.online
      ? { texto: 'Online', classe: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' }
      : { texto: 'Offline', classe: 'bg-slate-100 text-slate-700 ring-slate-300' };
  return (
    <header className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-3 px-3 py-3 sm:px-4">
        <Link to="/medicos-virtuais" className={`${botaoIcone} bg-white text-slate-700 ring-slate-300 hover:bg-slate-50`} aria-label="Voltar aos médicos">
          <ArrowLeftIcon className="h-5 w-5" />
        </Link>
        <InitialsAvatar name={medico.nome} className="h-11 w-11 text-base" />
        <div className="min-w-0 flex-1 basis-40">
          <h1 className="truncate text-base font-bold text-slate-900 sm:text-lg">{medico.nome}</h1>
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-marca-800">
            <span className="truncate">{medico.especialidade}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badge.classe}`}>{badge.texto}</span>
            {restante !== undefined && !encerrada && <Cronometro restante={restante} />}
            {props.ouvindo && (
              <span role="status" className="animate-pulse rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                Gravando...
              </span>
            )}
            {props.falando && (
              <span role="status" className="rounded-full bg-marca-700 px-2 py-0.5 text-xs font-semibold text-white">
                Falando...
              </span>
            )}
          </p>
        </div>
        <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
          <button
            type="button"
            className={`${botaoIcone} ${props.audioLigado ? 'bg-marca-50 text-marca-800 ring-marca-600/40' : 'bg-white text-slate-600 ring-slate-300'}`}
            aria-pressed={props.audioLigado}
            aria-label={props.audioLigado ? 'Desativar áudio do médico' : 'Ativar áudio do médico'}
            title={props.audioLigado ? 'Desativar áudio do médico' : 'Ativar áudio do médico'}
            onClick={props.aoAlternarAudio}
          >
            <AltoFalanteIcon ligado={props.audioLigado} />
          </button>
          {props.microfoneDisponivel && (
            <button
              type="button"
              className={`${botaoIcone} ${props.ouvindo ? 'bg-red-600 text-white ring-red-700' : 'bg-white text-slate-700 ring-slate-300'}`}
              aria-pressed={props.ouvindo}
              aria-label={props.ouvindo ? 'Parar microfone' : 'Ativar microfone'}
              title={props.ouvindo ? 'Parar microfone' : 'Ativar microfone'}
              disabled={props.microfoneBloqueado && !props.ouvindo}
              onClick={props.aoAlternarMicrofone}
            >
              <MicrofoneIcon />
            </button>
          )}
          <MenuPaciente aoProntuario={props.aoProntuario} aoHistorico={props.aoHistorico} aoAjuda={props.aoAjuda} />
        </div>
      </div>
      <AvisoIa />
      <TriagemCard triagem={props.triagem} />
    </header>
  );
}
