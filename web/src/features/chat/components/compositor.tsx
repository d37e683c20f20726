import { useRef, type KeyboardEvent } from 'react';
import { CameraIcon, PaperclipIcon, SendIcon } from './chat-icones.js';
import { MicrofoneIcon } from './chat-cabecalho.js';
import { Spinner } from '#web/components/form-controls.js';
import { XIcon } from '#web/components/icons.js';
import { anexos as regrasAnexos } from '#shared/constants.js';
import { chatLimites } from '#shared/schemas/chat.js';
import { tamanhoLegivel } from '../anexos.js';
import type { AnexoPendente } from '../hooks/use-anexos.js';

const botaoRedondo =
  'inline-flex h-10 w-10 sm:h-11 sm:w-11 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:opacity-50';

/** Pending chips, file and camera buttons, the text input (Enter sends, Shift+Enter breaks the line), mic and send. */
export function Compositor(props: {
  texto: string;
  aoMudarTexto: (texto: string) => void;
  aoEnviar: () => void;
  bloqueado: boolean;
  placeholder: string;
  anexos: readonly AnexoPendente[];
  aoRemoverAnexo: (id: string) => void;
  aoEscolherArquivos: (arquivos: File[]) => void;
  aoAbrirCamera: () => void;
  ouvindo: boolean;
  microfoneDisponivel: boolean;
  aoAlternarMicrofone: () => void;
  uploadsEmCurso: boolean;
}) {
  const arquivo = useRef<HTMLInputElement>(null);
  const podeEnviar = !props.bloqueado && !props.uploadsEmCurso && (props.texto.trim() !== '' || props.anexos.some((a) => a.key));
  const teclar = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (podeEnviar) props.aoEnviar();
    }
  };
  return (
    <div className="space-y-2">
      {props.anexos.length > 0 && (
        <ul aria-label="Arquivos a enviar" className="flex flex-wrap gap-2">
          {props.anexos.map((anexo) => (
            <li key={anexo.id} className="inline-flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs font-medium text-slate-800 ring-1 ring-slate-300">
              {anexo.key === undefined && <Spinner className="h-3 w-3 border-slate-300 border-t-marca-700" />}
              <span className="max-w-[12rem] truncate">{anexo.nome}</span>
              <span className="text-slate-600">{tamanhoLegivel(anexo.tamanho)}</span>
              <button
                type="button"
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                aria-label={`Remover ${anexo.nome}`}
                onClick={() => props.aoRemoverAnexo(anexo.id)}
              >
                <XIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1.5 sm:gap-2">
        <input
          ref={arquivo}
          type="file"
          accept={regrasAnexos.aceitar}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Anexar arquivo"
          onChange={(event) => {
            const escolhidos = [...(event.target.files ?? [])];
            event.target.value = '';
            if (escolhidos.length > 0) props.aoEscolherArquivos(escolhidos);
          }}
        />
        <button type="button" className={botaoRedondo} aria-label="Enviar arquivo" title="Enviar arquivo (PDF ou imagem, até 10MB)" disabled={props.bloqueado} onClick={() => arquivo.current?.click()}>
          <PaperclipIcon />
        </button>
        <button type="button" className={botaoRedondo} aria-label="Tirar foto" title="Tirar foto" disabled={props.bloqueado} onClick={props.aoAbrirCamera}>
          <CameraIcon />
        </button>
        <label className="sr-only" htmlFor="chat-mensagem">
          Mensagem
        </label>
        <textarea
          id="chat-mensagem"
          rows={1}
          value={props.texto}
          maxLength={chatLimites.textoMaxCaracteres}
          disabled={props.bloqueado}
          placeholder={props.placeholder}
          onChange={(event) => props.aoMudarTexto(event.target.value)}
          onKeyDown={teclar}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-marca-600 focus:ring-2 focus:ring-marca-600/30 focus:outline-none disabled:bg-slate-50"
        />
        {props.microfoneDisponivel && (
          <button
            type="button"
            className={`${botaoRedondo} ${props.ouvindo ? 'bg-red-600 text-white ring-red-700 hover:bg-red-700' : ''}`}
            aria-label={props.ouvindo ? 'Parar gravação' : 'Falar mensagem'}
            aria-pressed={props.ouvindo}
            disabled={props.bloqueado && !props.ouvindo}
            onClick={props.aoAlternarMicrofone}
          >
            <MicrofoneIcon />
          </button>
        )}
        <button
          type="button"
          className="inline-flex h-10 w-10 sm:h-11 sm:w-11 shrink-0 items-center justify-center rounded-full bg-marca-700 text-white shadow-sm hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:bg-marca-700/50"
          aria-label="Enviar mensagem"
          disabled={!podeEnviar}
          onClick={props.aoEnviar}
        >
          <SendIcon />
        </button>
      </div>
    </div>
  );
}
