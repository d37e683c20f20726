import { DownloadIcon, FileTextIcon } from '../../../components/icons.js';
import { Spinner } from '../../../components/form-controls.js';
import type { MensagemTela } from '../consulta-estado.js';

const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

function Balao({ mensagem, aoBaixarReceita, baixando }: { mensagem: MensagemTela; aoBaixarReceita: () => void; baixando: boolean }) {
  const doPaciente = mensagem.autor === 'paciente';
  if (mensagem.tipo === 'prescription') {
    return (
      <li className="flex justify-start">
        <article aria-label="Receita médica (rascunho)" className="w-full max-w-[92%] rounded-2xl border-2 border-dashed border-marca-600/60 bg-white p-4 shadow-sm sm:max-w-[80%]">
          <h3 className="flex items-center gap-2 text-sm font-bold text-marca-800">
            <FileTextIcon className="h-4 w-4" /> Receita Médica — rascunho
          </h3>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-900">{mensagem.texto}</p>
          <button
            type="button"
            onClick={aoBaixarReceita}
            disabled={baixando}
            className="mt-3 inline-flex items-center gap-2 rounded-lg bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 disabled:opacity-60"
          >
            {baixando ? <Spinner /> : <DownloadIcon className="h-4 w-4" />} Baixar Receita (PDF)
          </button>
          <p className="mt-2 text-xs text-slate-600">{hora(mensagem.criadoEm)}</p>
        </article>
      </li>
    );
  }
  const vazio = mensagem.texto === '' && mensagem.pendente;
  return (
    <li className={`flex ${doPaciente ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-label={doPaciente ? 'Sua mensagem' : 'Mensagem do médico'}
        aria-busy={vazio || undefined}
        className={`max-w-[88%] rounded-2xl px-4 py-2.5 text-sm shadow-sm sm:max-w-[75%] ${
          doPaciente ? 'rounded-br-md bg-marca-700 text-white' : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        {mensagem.tipo === 'file' ? (
          <p className="flex items-center gap-2 font-medium">
            <FileTextIcon className="h-4 w-4 shrink-0" />
            <span className="break-all">{mensagem.arquivo?.nome ?? mensagem.texto}</span>
          </p>
        ) : vazio ? (
          <span className="flex items-center gap-1 py-1" aria-label="O médico está digitando">
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
        ) : (
          <p className="whitespace-pre-wrap" data-mensagem-medico={doPaciente ? undefined : ''}>
            {mensagem.texto}
          </p>
        )}
        <p className={`mt-1 text-right text-[11px] ${doPaciente ? 'text-emerald-50' : 'text-slate-600'}`}>{hora(mensagem.criadoEm)}</p>
      </article>
    </li>
  );
}

/** The transcript, newest at the bottom. */
export function ListaMensagens({ mensagens, aoBaixarReceita, baixandoReceita }: { mensagens: readonly MensagemTela[]; aoBaixarReceita: () => void; baixandoReceita: boolean }) {
  return (
    <div role="log" aria-label="Mensagens da consulta" aria-live="polite">
      <ol className="space-y-3">
        {mensagens.map((mensagem) => (
          <Balao key={mensagem.id} mensagem={mensagem} aoBaixarReceita={aoBaixarReceita} baixando={baixandoReceita} />
        ))}
      </ol>
    </div>
  );
}
