import { useId } from 'react';
import { Link } from 'react-router-dom';
import { findEspecialidade } from '#shared/especialidades.js';
import { TITULO_EMERGENCIA } from '#shared/emergencia.js';
import type { Medico } from '#shared/medicos.js';
import { rotulosTriagem, type NivelTriagem } from '#shared/schemas/validacao.js';
import type { AvaliacaoTriagem } from '#shared/triagem/index.js';
import { orientacoesTriagem, ROTULO_MOTIVOS_TRIAGEM } from '#shared/triagem/orientacoes.js';
import { botaoPrimario, botaoSecundario } from '#web/components/form-controls.js';
import { ArrowRightIcon, ShieldIcon } from '#web/components/icons.js';
import { InitialsAvatar } from '#web/components/initials-avatar.js';
import { textoParaEntrevista } from '../entrevista.js';
import { TituloEtapa } from './etapa.js';

/** Colours of each level, from red (call SAMU) to green (care at home). */
const estiloNivel: Readonly<Record<NivelTriagem, string>> = {
  emergencia: 'border-red-300 bg-red-50 text-red-950',
  'pronto-socorro': 'border-orange-300 bg-orange-50 text-orange-950',
  'consulta-24h': 'border-amber-300 bg-amber-50 text-amber-950',
  consulta: 'border-sky-300 bg-sky-50 text-sky-950',
  autocuidado: 'border-emerald-300 bg-emerald-50 text-emerald-950',
};

/** Text of the interview's result that says what it is not (CFM 2.454/2026). */
export const AVISO_NAO_DIAGNOSTICO =
  'Este resultado é uma orientação sobre onde e quando procurar atendimento, gerada automaticamente a partir das suas respostas. Não é um diagnóstico: diagnóstico e tratamento são sempre de um médico, e toda consulta no ZapSaúde é validada por um médico (Resolução CFM 2.454/2026).';

function Emergencia({ avaliacao }: { avaliacao: AvaliacaoTriagem }) {
  const suicidio = avaliacao.emergencia?.tipo === 'suicidio';
  return (
    <section role="alert" aria-label={TITULO_EMERGENCIA} className="rounded-2xl border-2 border-red-700 bg-red-700 p-6 text-white shadow-lg">
      <p className="text-sm font-semibold uppercase tracking-wider text-white">{TITULO_EMERGENCIA}</p>
      <p className="mt-2 text-2xl font-extrabold sm:text-3xl">{suicidio ? 'Ligue agora para o CVV 188' : 'Ligue agora para o SAMU 192'}</p>
      {avaliacao.emergencia && <p className="mt-3 leading-relaxed text-white">{textoParaEntrevista(avaliacao.emergencia.orientacao)}</p>}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {suicidio && (
          <a href="tel:188" className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3.5 text-lg font-bold text-red-700 shadow hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Ligar para o CVV 188
          </a>
        )}
        <a href="tel:192" className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3.5 text-lg font-bold text-red-700 shadow hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          Ligar para o SAMU 192
        </a>
      </div>
    </section>
  );
}

/** The end of the interview: the triage level with its orientation and reasons, and the doctor to consult. */
export function ResultadoEntrevista({
  avaliacao,
  medico,
  onRecomecar,
}: {
  avaliacao: AvaliacaoTriagem;
  medico: Medico;
  onRecomecar: () => void;
}) {
  const prefixo = useId();
  const { nivel, motivos } = avaliacao;
  const urgente = nivel === 'emergencia' || nivel === 'pronto-socorro';
  const especialidade = findEspecialidade(medico.especialidadeId)?.label ?? medico.especialidade;
  return (
    <div className="space-y-6">
      <TituloEtapa id={`${prefixo}-titulo`} titulo="Resultado da entrevista" />
      {nivel === 'emergencia' && <Emergencia avaliacao={avaliacao} />}

      <section aria-labelledby={`${prefixo}-nivel`} className={`rounded-2xl border p-6 ${estiloNivel[nivel]}`}>
        <p className="text-sm font-semibold uppercase tracking-wider opacity-80">Nível de orientação</p>
        <h3 id={`${prefixo}-nivel`} className="mt-1 text-2xl font-extrabold">
          {rotulosTriagem[nivel]}
        </h3>
        <p className="mt-3 leading-relaxed">{textoParaEntrevista(orientacoesTriagem[nivel])}</p>
        {motivos.length > 0 && (
          <>
            <h4 className="mt-4 font-semibold">{ROTULO_MOTIVOS_TRIAGEM}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {motivos.map((motivo) => (
                <li key={motivo}>{motivo}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <p className="flex gap-3 rounded-xl bg-slate-100 p-4 text-sm leading-relaxed text-slate-700">
        <ShieldIcon className="mt-0.5 h-5 w-5 shrink-0 text-marca-700" />
        <span>{AVISO_NAO_DIAGNOSTICO}</span>
      </p>

      <section aria-labelledby={`${prefixo}-medico`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 id={`${prefixo}-medico`} className="text-lg font-bold text-slate-900">
          Especialidade sugerida: {especialidade}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {urgente
            ? 'Primeiro procure o atendimento presencial indicado acima. Depois, se quiser, você pode conversar com um médico virtual desta especialidade.'
            : 'Se quiser, converse agora com o médico virtual desta especialidade. A orientação é gerada por IA e validada por um médico.'}
        </p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex flex-1 items-center gap-3">
            <InitialsAvatar name={medico.nome} />
            <div>
              <p className="font-semibold text-slate-900">{medico.nome}</p>
              <p className="text-sm text-marca-800">{medico.especialidade}</p>
            </div>
          </div>
          <Link to={`/sala-atendimento?medico=${medico.id}`} className={urgente ? botaoSecundario : botaoPrimario}>
            Consultar com {medico.nome}
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </div>
      </section>

      <button type="button" onClick={onRecomecar} className={botaoSecundario}>
        Refazer a entrevista
      </button>
    </div>
  );
}
