import { FileTextIcon } from '#web/components/icons.js';
import type { StatusValidacao } from '#shared/schemas/validacao.js';
import type { MensagemTela } from '../consulta-estado.js';

const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The prescription card's heading and note for each step of the physician's validation. */
function situacaoReceita(status: StatusValidacao | undefined): { titulo: string; nota?: string } {
  if (status === 'validada') return { titulo: 'Receita médica — validada', nota: 'O resultado validado pelo médico e a receita para baixar estão logo abaixo.' };
  if (status === 'recusada') return { titulo: 'Receita médica — não emitida', nota: 'O médico não emitiu receita. Veja a orientação dele logo abaixo.' };
  return { titulo: 'Receita médica — aguardando validação médica' };
}

/**
 * CFM 2.454/2026: the prescription message only says that a physician will validate it; the draft
 * is never shown nor offered for download here (docs/validacao-medica.md).
 */
function CartaoReceita({ mensagem, statusValidacao }: { mensagem: MensagemTela; statusValidacao: StatusValidacao | undefined }) {
  const { titulo, nota } = situacaoReceita(statusValidacao);
  return (
    <li className="flex justify-start">
      <article aria-label="Receita médica" className="w-full max-w-[92%] rounded-2xl border-2 border-dashed border-marca-600/60 bg-white p-4 shadow-sm sm:max-w-[80%]">
        <h3 className="flex items-center gap-2 text-sm font-bold text-marca-800">
          <FileTextIcon className="h-4 w-4 shrink-0" /> {titulo}
        </h3>
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-900">{mensagem.texto}</p>
        {nota && <p className="mt-2 text-sm font-medium text-slate-800">{nota}</p>}
        <p className="mt-2 text-xs text-slate-600">{hora(mensagem.criadoEm)}</p>
      </article>
    </li>
  );
}

/** Under a message whose answer failed: it is kept, and "Tentar novamente" asks for the answer again. */
function FalhaDoEnvio({ aoReenviar, bloqueado }: { aoReenviar: () => void; bloqueado: boolean }) {
  return (
    <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-800">
      <span>Não foi possível receber a resposta. Sua mensagem foi guardada.</span>
      <button
        type="button"
        disabled={bloqueado}
        onClick={aoReenviar}
        className="rounded-full bg-white px-3 py-1 font-semibold text-marca-800 ring-1 ring-marca-600/40 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Tentar novamente
      </button>
    </div>
  );
}

interface Reenvio {
  readonly aoReenviar: (mensagem: MensagemTela) => void;
  readonly reenvioBloqueado: boolean;
}

function Balao({ mensagem, statusValidacao, reenvio }: { mensagem: MensagemTela; statusValidacao: StatusValidacao | undefined; reenvio: Reenvio }) {
  const doPaciente = mensagem.autor === 'paciente';
  if (mensagem.tipo === 'prescription') return <CartaoReceita mensagem={mensagem} statusValidacao={statusValidacao} />;
  const vazio = mensagem.texto === '' && mensagem.pendente;
  return (
    <li className={`flex ${doPaciente ? 'flex-col items-end' : 'justify-start'}`}>
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
      {mensagem.falhou && <FalhaDoEnvio aoReenviar={() => reenvio.aoReenviar(mensagem)} bloqueado={reenvio.reenvioBloqueado} />}
    </li>
  );
}

/** The transcript, newest at the bottom. */
export function ListaMensagens({
  mensagens,
  statusValidacao,
  ...reenvio
}: { mensagens: readonly MensagemTela[]; statusValidacao: StatusValidacao | undefined } & Reenvio) {
  return (
    <div role="log" aria-label="Mensagens da consulta" aria-live="polite">
      <ol className="space-y-3">
        {mensagens.map((mensagem) => (
          <Balao key={mensagem.id} mensagem={mensagem} statusValidacao={statusValidacao} reenvio={reenvio} />
        ))}
      </ol>
    </div>
  );
}
