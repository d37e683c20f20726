import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRECO_CONSULTA, siteConfig } from '#shared/constants.js';
import { videoApresentacao } from '#shared/conteudo.js';
import { formatBRL } from '#shared/format.js';
import { textoDisponibilidade, type Medico } from '#shared/medicos.js';
import { AwardIcon, StarIcon } from './icons.js';
import { InitialsAvatar } from './initials-avatar.js';
import { MedicoVideoDialog } from './medico-video-dialog.js';

const nota = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The card's rating: its own override, else the doctor's rating, else 4.8 (docs/regras-do-produto.md#the-twelve-doctors). */
export function avaliacaoDoMedico(medico: Pick<Medico, 'avaliacao' | 'rating'>): number {
  return medico.avaliacao ?? medico.rating ?? siteConfig.medicoRatingPadrao;
}

export type MedicoCardVariant = 'default' | 'compact';

interface MedicoCardProps {
  readonly medico: Medico;
  readonly variant?: MedicoCardVariant;
  /** Heading of the doctor's name, so the card fits the page outline. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Replaces the consult button (e.g. a choose button in the consultation room). */
  readonly acao?: ReactNode;
  /** Highlights the card as the current choice. */
  readonly selecionado?: boolean;
  /** Replaces the price line (e.g. the directory's GRÁTIS / R$ 19,90 badge). */
  readonly preco?: ReactNode;
  /** An extra line under rating and availability (e.g. the attendance counter). */
  readonly extra?: ReactNode;
}

function Avaliacao({ medico, compact }: { medico: Medico; compact: boolean }) {
  const valor = nota.format(avaliacaoDoMedico(medico));
  const total = siteConfig.medicoAvaliacoesTexto;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <StarIcon className="h-4 w-4 text-amber-500" />
      <span className="sr-only">Avaliação</span>
      <span className="font-semibold text-slate-900">{valor}</span>
      <span className="sr-only">de 5,</span>
      <span>({compact ? total : `${total} avaliações`})</span>
      {compact && <span className="sr-only">avaliações</span>}
    </p>
  );
}

function Disponibilidade({ medico }: { medico: Medico }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${medico.disponivel ? 'text-emerald-800' : 'text-amber-800'}`}>
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        {medico.disponivel && (
          <span className="absolute inline-flex h-full w-full rounded-full bg-emerald-400 opacity-60 motion-safe:animate-ping" />
        )}
        <span className={`relative inline-flex h-2.5 w-2.5 rounded-full ${medico.disponivel ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      </span>
      {textoDisponibilidade(medico)}
    </p>
  );
}

function BotaoConsultar({ nome }: { nome: string }) {
  return (
    <Link
      to="/sala-atendimento"
      className="inline-flex items-center justify-center rounded-lg bg-marca-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
    >
      Consultar Agora
      <span className="sr-only"> com {nome}</span>
    </Link>
  );
}

/**
 * A virtual doctor (docs/regras-do-produto.md#the-twelve-doctors "Doctor directory"): avatar with initials, name, specialty,
 * CRM, rating with 127 reviews, availability, description, experience, education, tags, languages,
 * price and a consult button. `compact` keeps what a choice needs.
 */
export function MedicoCard({ medico, variant = 'default', headingLevel = 'h2', acao, selecionado = false, preco: precoSlot, extra }: MedicoCardProps) {
  const Titulo = headingLevel;
  const compact = variant === 'compact';
  const preco = formatBRL(medico.preco ?? PRECO_CONSULTA);
  const videoUrl = videoApresentacao(medico.id);
  return (
    <article
      aria-label={medico.nome}
      data-testid="medico-card"
      className={`flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 transition-shadow hover:shadow-md ${
        selecionado ? 'ring-2 ring-marca-600' : 'ring-slate-200'
      } ${compact ? 'gap-3 p-4' : 'gap-4 p-5'}`}
    >
      <div className="flex items-start gap-3">
        <InitialsAvatar name={medico.nome} className={compact ? 'h-12 w-12 text-base' : 'h-16 w-16 text-xl'} />
        <div className="min-w-0 flex-1">
          <Titulo className={`font-semibold text-slate-900 ${compact ? 'text-base' : 'text-lg'}`}>{medico.nome}</Titulo>
          <p className="mt-0.5 text-sm font-medium text-marca-800">{medico.especialidade}</p>
          {!compact && medico.crm && <p className="mt-0.5 text-xs text-slate-600">{medico.crm}</p>}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Avaliacao medico={medico} compact={compact} />
        <Disponibilidade medico={medico} />
      </div>
      {extra}

      <p className={`text-sm leading-relaxed text-slate-700 ${compact ? 'line-clamp-2' : ''}`}>{medico.descricao}</p>

      {!compact && (
        <>
          {(medico.experiencia || medico.formacao) && (
            <dl className="space-y-1.5 text-sm">
              {medico.experiencia && (
                <div className="flex gap-2">
                  <dt className="sr-only">Experiência</dt>
                  <AwardIcon className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
                  <dd className="text-slate-700">{medico.experiencia}</dd>
                </div>
              )}
              {medico.formacao && (
                <div className="flex gap-2">
                  <dt className="sr-only">Formação</dt>
                  <svg viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                    <path d="M22 10 12 5 2 10l10 5 10-5Z" />
                    <path d="M6 12v5c3 3 9 3 12 0v-5" />
                  </svg>
                  <dd className="text-slate-700">{medico.formacao}</dd>
                </div>
              )}
            </dl>
          )}
          {medico.tags && medico.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Áreas de atenção">
              {medico.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-marca-50 px-2.5 py-0.5 text-xs font-medium text-marca-800">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {medico.idiomas && medico.idiomas.length > 0 && (
            <p className="text-sm text-slate-600">
              <span className="font-medium text-slate-700">Idiomas:</span> {medico.idiomas.join(', ')}
            </p>
          )}
        </>
      )}

      <div className={`mt-auto border-t border-slate-100 pt-3 ${compact ? 'flex items-center justify-between gap-3' : 'space-y-3'}`}>
        {precoSlot ?? (
          <p className="text-slate-900">
            <span className={`font-bold ${compact ? 'text-lg' : 'text-2xl'}`}>{preco}</span>
            <span className="text-sm text-slate-600"> por consulta</span>
          </p>
        )}
        {compact ? (
          (acao ?? <BotaoConsultar nome={medico.nome} />)
        ) : (
          <div className="flex flex-wrap gap-2 [&>*]:flex-1">
            {acao ?? <BotaoConsultar nome={medico.nome} />}
            {videoUrl && <MedicoVideoDialog nome={medico.nome} videoUrl={videoUrl} />}
          </div>
        )}
      </div>
    </article>
  );
}
