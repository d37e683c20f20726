/**
 * The physician's validation as the patient sees it (CFM 2.454/2026, docs/validacao-medica.md), in
 * the chat's end panel and on /resultados: the status badge, the waiting notice, and the decision
 * (the physician, the message or orientation, the validated medicines). The pages add the buttons.
 */
import type { ReactNode } from 'react';
import type { ResultadoValidacao, StatusValidacao } from '#shared/schemas/validacao.js';
import {
  detalheMedicamento,
  formatarDataHora,
  formatarPrevisao,
  rotulosStatusValidacao,
  tituloDecisao,
} from '../lib/validacao-paciente.js';
import { CheckIcon, ClockIcon, MailIcon, ShieldIcon } from './icons.js';

const coresStatus: Record<StatusValidacao, string> = {
  'em-consulta': 'bg-sky-50 text-sky-900 ring-sky-600/30',
  aguardando: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  validada: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  recusada: 'bg-rose-50 text-rose-800 ring-rose-600/30',
};

export function StatusValidacaoBadge({ status }: { status: StatusValidacao }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${coresStatus[status]}`}>
      {rotulosStatusValidacao[status]}
    </span>
  );
}

/** "Sua avaliação está com um médico", the expected time and the e-mail that will follow. */
export function AguardandoMedico({ previstoAte, titulo: Titulo = 'h2', tituloId }: { previstoAte?: string; titulo?: 'h2' | 'h3'; tituloId?: string }) {
  const previsao = previstoAte ? formatarPrevisao(previstoAte) : undefined;
  return (
    <div className="flex gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ClockIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 space-y-1.5 text-sm text-slate-800">
        <Titulo id={tituloId} className="text-base font-bold text-slate-900">Sua avaliação está com um médico</Titulo>
        <p>
          Um médico de verdade está revisando a sua consulta e o que a inteligência artificial preparou. Nada é enviado a você sem a
          validação dele.
        </p>
        {previsao && (
          <p>
            Previsão de resposta: <strong className="font-semibold text-slate-900">{previsao}</strong>.
          </p>
        )}
        <p className="flex items-start gap-1.5 text-slate-700">
          <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-marca-700" />
          <span>Você também receberá um e-mail quando o resultado estiver pronto.</span>
        </p>
      </div>
    </div>
  );
}

/**
 * Validated: the physician, the message and the validated medicines. Refused: the physician's
 * orientation and no prescription. `acoes` holds the page's download buttons.
 */
export function DecisaoMedica({
  validacao,
  acoes,
  titulo: Titulo = 'h2',
  tituloId,
}: {
  validacao: ResultadoValidacao;
  acoes?: ReactNode;
  titulo?: 'h2' | 'h3';
  tituloId?: string;
}) {
  const validada = validacao.status === 'validada';
  const quando = validacao.decididoEm ? formatarDataHora(validacao.decididoEm) : undefined;
  const medicamentos = validada ? (validacao.receita?.medicamentos ?? []) : [];
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <div className="flex gap-3">
        <span
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${validada ? 'bg-emerald-100 text-emerald-800' : 'bg-rose-100 text-rose-800'}`}
        >
          {validada ? <CheckIcon className="h-5 w-5" /> : <ShieldIcon className="h-5 w-5" />}
        </span>
        <div className="min-w-0">
          <Titulo id={tituloId} className="text-base font-bold break-words text-slate-900">{tituloDecisao(validacao)}</Titulo>
          {quando && <p className="text-slate-600">{validada ? 'Validada' : 'Respondida'} em {quando}</p>}
          {validacao.medico?.especialidade && <p className="text-slate-600">{validacao.medico.especialidade}</p>}
        </div>
      </div>
      {validacao.mensagem && (
        <figure className={`rounded-xl p-3 ${validada ? 'bg-emerald-50/60 ring-1 ring-emerald-600/15' : 'bg-rose-50/60 ring-1 ring-rose-600/15'}`}>
          <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {validada ? 'Mensagem do médico' : 'Orientação do médico'}
          </figcaption>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{validacao.mensagem}</p>
        </figure>
      )}
      {!validada && <p className="text-slate-700">Nenhuma receita foi emitida nesta consulta.</p>}
      {medicamentos.length > 0 && (
        <div>
          <p className="font-semibold text-slate-900">Medicamentos da receita validada</p>
          <ul className="mt-1.5 space-y-1.5">
            {medicamentos.map((medicamento, indice) => (
              <li key={`${medicamento.nome}-${indice}`} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{medicamento.nome}</p>
                {detalheMedicamento(medicamento) && <p className="text-slate-700">{detalheMedicamento(medicamento)}</p>}
              </li>
            ))}
          </ul>
          {validacao.receita?.orientacoes && <p className="mt-2 whitespace-pre-wrap text-slate-700">{validacao.receita.orientacoes}</p>}
        </div>
      )}
      {acoes && <div className="flex flex-wrap gap-2 pt-1">{acoes}</div>}
    </div>
  );
}
