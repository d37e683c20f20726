import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { alvos, consumirEnvioCamila } from '#web/lib/primeira-interacao.js';
import { useCamposDigitadosAntes, useEstadoDaPrimeiraInteracao } from '#web/lib/use-primeira-interacao.js';
import { sintetizarFalaCamila } from '../api/fala-camila.js';
import { AVISO_CAMILA } from '../camila.js';
import { useCamilaChat, type MensagemCamila } from '../hooks/use-camila-chat.js';
import { createBrowserSpeaker, createServerSpeaker, silentSpeaker, type OrigemVoz } from '../speaker.js';

const horario = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

function IconeChat({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.6" />
    </svg>
  );
}

function AvatarCamila({ className = 'h-10 w-10 text-base' }: { className?: string }) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-white font-bold text-marca-700 ring-2 ring-white/60 ${className}`}
      aria-hidden="true"
    >
      C
    </span>
  );
}

function BotaoCabecalho({
  label,
  onClick,
  children,
  pressed,
  primeiraInteracao,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  primeiraInteracao?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      data-primeira-interacao={primeiraInteracao}
      className="rounded-md p-1.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}

function Mensagem({ mensagem, texto, digitando }: { mensagem: MensagemCamila; texto: string; digitando: boolean }) {
  const doUsuario = mensagem.remetente === 'user';
  return (
    <li className={`flex flex-col ${doUsuario ? 'items-end' : 'items-start'}`}>
      <p className="sr-only">{doUsuario ? 'Você disse:' : 'Camila disse:'}</p>
      <div
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-relaxed ${
          doUsuario ? 'rounded-br-sm bg-marca-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-800'
        }`}
      >
        {/* Screen readers get the whole reply once, not one announcement per typed character. */}
        <span aria-hidden={digitando || undefined} data-testid={doUsuario ? undefined : 'resposta-camila'}>
          {texto}
          {digitando && <span className="ml-0.5 inline-block h-3.5 w-0.5 animate-pulse bg-slate-500 align-middle" />}
        </span>
        {digitando && <span className="sr-only">{mensagem.texto}</span>}
      </div>
      {!digitando && mensagem.acao && (
        <Link
          to={mensagem.acao.destino}
          className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-marca-50 px-3 py-1 text-xs font-semibold text-marca-800 ring-1 ring-marca-600/30 hover:bg-marca-100"
        >
          {mensagem.acao.rotulo}
          <span aria-hidden="true">→</span>
        </Link>
      )}
      <span className="mt-0.5 px-1 text-[11px] text-slate-500">{horario.format(mensagem.timestamp)}</span>
    </li>
  );
}

/**
 * The floating support assistant (docs/regras-do-produto.md#camila-the-support-assistant): a pulsing launcher, then a window
 * 80 × 96 Tailwind units that can be minimised to its header (h-16) or closed.
 * Layering: above the page, below the cookie banner (z-30: the consent choice comes first and its
 * buttons must not be covered on a phone), the header (z-40) and dialogs (z-50+).
 *
 * The launcher and the window are both in the page, one hidden: on a prerendered page the launcher
 * opens the window before the app has started (lib/primeira-interacao.ts); the visitor may type and
 * send at once, and the app greets, takes the text and sends it when it takes the window over.
 */
export function CamilaWidget({ pedidosAbrir = 0 }: { pedidosAbrir?: number }) {
  const [estado, setEstado] = useEstadoDaPrimeiraInteracao('camila', () => 'fechada');
  const [mudo, setMudo] = useState(false);
  const [rascunho, setRascunho] = useState('');
  // Which voice spoke the last reply: shown to assistive tech in the header, and observable by tests.
  const [origemVoz, setOrigemVoz] = useState<OrigemVoz>();
  // The server's voice (Polly 'Camila' through /api/fala), the browser's when that fails.
  const voz = useMemo(
    () => createServerSpeaker({ sintetizar: sintetizarFalaCamila, reserva: createBrowserSpeaker(), aoFalar: setOrigemVoz }),
    [],
  );
  const chat = useCamilaChat(mudo ? silentSpeaker : voz);
  const entrada = useRef<HTMLTextAreaElement>(null);
  const botaoLancador = useRef<HTMLButtonElement>(null);
  const restaurar = useRef<HTMLButtonElement>(null);
  const conversa = useRef<HTMLDivElement>(null);
  const foiAberta = useRef(false);
  const formulario = useCamposDigitadosAntes<HTMLFormElement>();

  const { saudar } = chat;
  const abrir = () => {
    setEstado('aberta');
    saudar();
  };

  // Opened before the app started: greet now, and send what the visitor sent meanwhile (the box
  // then starts empty, as after any message sent).
  useLayoutEffect(() => {
    const pendente = consumirEnvioCamila();
    if (estado !== 'aberta') return;
    saudar();
    if (pendente !== undefined) {
      chat.enviar(pendente);
      setRascunho('');
    }
    // Once, at the takeover: the first render's state is the one the visitor left.
  }, []);

  // 'Falar com Suporte' and similar buttons elsewhere ask for the window through a DOM event.
  useEffect(() => {
    if (pedidosAbrir === 0) return;
    setEstado('aberta');
    saudar();
  }, [pedidosAbrir, saudar]);

  useEffect(() => {
    if (estado === 'aberta') entrada.current?.focus();
    if (estado === 'minimizada') restaurar.current?.focus();
    if (estado === 'fechada' && foiAberta.current) botaoLancador.current?.focus();
    if (estado !== 'fechada') foiAberta.current = true;
  }, [estado]);

  // Give the focus back to the input when a reply is done, so the user can go on typing.
  useEffect(() => {
    if (!chat.carregando && estado === 'aberta') entrada.current?.focus();
  }, [chat.carregando, estado]);

  const ultimaMensagem = chat.mensagens.at(-1);
  const textoVisivelDaUltima = ultimaMensagem ? chat.visivel(ultimaMensagem) : '';
  useEffect(() => {
    // Scroll the conversation only: scrollIntoView could also move the page behind the window.
    if (conversa.current) conversa.current.scrollTop = conversa.current.scrollHeight;
  }, [chat.mensagens.length, textoVisivelDaUltima, chat.carregando, estado]);

  // Closing the window (or the page) stops her voice.
  useEffect(() => () => voz.cancel(), [voz]);

  const fechar = () => {
    voz.cancel();
    setEstado('fechada');
  };

  const alternarVoz = () => {
    if (!mudo) voz.cancel();
    setMudo((atual) => !atual);
  };

  const enviar = () => {
    if (chat.carregando || rascunho.trim() === '') return;
    chat.enviar(rascunho);
    setRascunho('');
  };

  const aoTeclar = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // docs/regras-do-produto.md#camila-the-support-assistant: Enter sends, Shift+Enter breaks the line; never while an IME is composing a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      enviar();
    }
  };

  const fechada = estado === 'fechada';
  const lancador = (
    <div id={alvos.camilaLancador} hidden={!fechada} className="fixed right-4 bottom-4 z-[25] sm:right-6 sm:bottom-6">
      <span
        className="pointer-events-none absolute inset-0 rounded-full bg-marca-500 opacity-40 motion-safe:animate-ping"
        aria-hidden="true"
      />
      <button
        ref={botaoLancador}
        type="button"
        onClick={abrir}
        data-primeira-interacao={alvos.camilaAbrir}
        className="relative inline-flex items-center gap-2 rounded-full bg-marca-700 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lg shadow-slate-900/20 ring-4 ring-white transition hover:bg-marca-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        <IconeChat />
        Precisa de Ajuda?
      </button>
    </div>
  );

  const minimizada = estado === 'minimizada';
  return (
    <>
      {lancador}
      <section
        id={alvos.camilaJanela}
        hidden={fechada}
        role="dialog"
        aria-modal="false"
        aria-labelledby="camila-titulo"
        data-voz={origemVoz}
        onKeyDown={(event) => {
          if (event.key === 'Escape') fechar();
        }}
        className={`fixed right-4 bottom-4 z-[25] flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:right-6 sm:bottom-6 ${
          minimizada ? 'h-16' : 'h-96'
        }`}
      >
        <header className="flex h-16 shrink-0 items-center gap-3 bg-gradient-to-r from-marca-700 to-marca-800 px-3 text-white">
          <span className="relative">
            <AvatarCamila />
            <span className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-emerald-300 ring-2 ring-marca-700" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="camila-titulo" className="truncate text-base leading-tight font-semibold">
              Camila
            </h2>
            <p className="truncate text-xs text-white/90">Secretária virtual</p>
          </div>
          <BotaoCabecalho label={mudo ? 'Ativar voz da Camila' : 'Silenciar voz da Camila'} pressed={mudo} onClick={alternarVoz}>
            <path d="M11 5 6 9H3v6h3l5 4V5Z" strokeLinejoin="round" />
            {mudo ? <path d="m22 9-6 6M16 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
          </BotaoCabecalho>
          {minimizada ? (
            <button
              ref={restaurar}
              type="button"
              aria-label="Restaurar conversa"
              title="Restaurar conversa"
              onClick={() => setEstado('aberta')}
              className="rounded-md p-1.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="m6 15 6-6 6 6" />
              </svg>
            </button>
          ) : (
            <BotaoCabecalho label="Minimizar conversa" onClick={() => setEstado('minimizada')}>
              <path d="M5 12h14" />
            </BotaoCabecalho>
          )}
          <BotaoCabecalho label="Fechar conversa" onClick={fechar} primeiraInteracao={alvos.camilaFechar}>
            <path d="M6 6l12 12M18 6 6 18" />
          </BotaoCabecalho>
        </header>

        {!minimizada && (
          <>
            {/* CFM 2.454/2026: always on show while the conversation is, whatever she was asked. */}
            <p role="note" className="shrink-0 border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-[11px] leading-snug text-amber-950">
              <strong className="font-semibold">Aviso:</strong> {AVISO_CAMILA}
            </p>
            {/* Focusable so keyboard users can scroll back through the conversation. */}
            <div
              ref={conversa}
              role="log"
              aria-live="polite"
              aria-label="Conversa com a Camila"
              tabIndex={0}
              className="flex-1 overflow-y-auto px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-marca-700"
            >
              <ol className="flex flex-col gap-3">
                {chat.mensagens.map((mensagem) => (
                  <Mensagem
                    key={mensagem.id}
                    mensagem={mensagem}
                    texto={chat.visivel(mensagem)}
                    digitando={chat.digitando(mensagem)}
                  />
                ))}
              </ol>
              {/* The status lasts the whole reply (processing and typing); the dots only until text appears. */}
              {chat.carregando && (
                <div role="status" className="mt-3 w-fit">
                  <span className="sr-only">Camila está digitando…</span>
                  {!chat.mensagens.some((mensagem) => chat.digitando(mensagem)) && (
                    <span className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-3">
                      {[0, 150, 300].map((atraso) => (
                        <span
                          key={atraso}
                          className="h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
                          style={{ animationDelay: `${atraso}ms` }}
                          aria-hidden="true"
                        />
                      ))}
                    </span>
                  )}
                </div>
              )}
            </div>

            <form
              id={alvos.camilaFormulario}
              ref={formulario}
              className="flex shrink-0 items-end gap-2 border-t border-slate-200 bg-white p-2"
              onSubmit={(event) => {
                event.preventDefault();
                enviar();
              }}
            >
              <label htmlFor="camila-entrada" className="sr-only">
                Mensagem para a Camila
              </label>
              <textarea
                id={alvos.camilaEntrada}
                ref={entrada}
                rows={1}
                value={rascunho}
                maxLength={1000}
                disabled={chat.carregando}
                onChange={(event) => setRascunho(event.target.value)}
                onKeyDown={aoTeclar}
                placeholder={chat.carregando ? 'Aguarde a resposta…' : 'Digite sua mensagem…'}
                className="max-h-24 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-marca-600 focus:ring-2 focus:ring-marca-600/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500"
              />
              <button
                type="submit"
                aria-label="Enviar mensagem"
                disabled={chat.carregando || rascunho.trim() === ''}
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-marca-700 text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
                  <path d="M4 12 20 4l-6 16-2.5-6.5L4 12Z" />
                </svg>
              </button>
            </form>
          </>
        )}
      </section>
    </>
  );
}
