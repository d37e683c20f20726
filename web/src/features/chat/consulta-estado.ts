/**
 * The consultation screen's state as one pure reducer (docs/regras-do-produto.md#the-chat chat flow): the transcript,
 * the doctor's answer growing as its chunks stream in, the red-flag banner, the triage level
 * (docs/triagem.md: raised, never lowered), and the end of the consultation — doubts question → rating panel (or the 30 s auto-finish) → closing message →
 * "Consulta Encerrada". Timers and calls live in the hook; this file only decides.
 */
import { consultaRegras } from '#shared/constants.js';
import { classificarRespostaDuvidas, perguntaSobreDuvidas } from '#shared/duvidas.js';
import { orientacoesEmergencia, TITULO_EMERGENCIA, type Emergencia } from '#shared/emergencia.js';
import type { EstadoChatResponse, MensagemChat } from '#shared/schemas/chat.js';
import { opcoesSexo, type Sexo } from '#shared/schemas/consulta-chat.js';
import { elevarTriagem, TRIAGEM_PROVISORIA, type Triagem } from '#shared/schemas/validacao.js';
import { avaliarTriagem, emergenciaDoEnvio, textosDoPaciente } from '#shared/triagem/index.js';

export interface EmergenciaTela {
  readonly tipo: string;
  readonly titulo: string;
  readonly orientacao: string;
}

/**
 * A message as the screen shows it; `pendente` while the server has not confirmed it; `falhou` on
 * the patient's message whose answer failed (it is stored: "Tentar novamente" asks for the answer
 * again, naming the id the failed stream gave, when it gave one).
 */
export interface MensagemTela extends Omit<MensagemChat, 'seq'> {
  readonly seq?: number;
  readonly pendente?: boolean;
  readonly falhou?: { readonly mensagemPacienteId?: string };
}

/**
 * conversa: normal chat. aguardandoDuvidas: the doctor asked "any more doubts?" (with ≥ 6 messages).
 * avaliando: the patient said no → the 1-5 star panel and the 30 s auto-finish. encerrando: the end
 * call is under way. encerrada: ended (input disabled, badge Consulta Encerrada).
 */
export type Etapa = 'conversa' | 'aguardandoDuvidas' | 'avaliando' | 'encerrando' | 'encerrada';

export interface EstadoConsulta {
  readonly mensagens: readonly MensagemTela[];
  /** Id of the doctor message being streamed, while an answer is awaited. */
  readonly respondendo?: string;
  readonly etapa: Etapa;
  readonly emergencia?: EmergenciaTela;
  /** The consultation's triage level and its reasons; provisional (no reasons) until assessed. */
  readonly triagem: Triagem;
  readonly avaliacao?: number;
  /** The last text the patient typed and sent (an identical repeat is ignored, docs/regras-do-produto.md#the-chat). */
  readonly ultimoTexto?: string;
}

export const estadoInicial: EstadoConsulta = { mensagens: [], etapa: 'conversa', triagem: TRIAGEM_PROVISORIA };

/** The id of a message or an attachment the server has not confirmed yet. */
export const idLocal = () => `local-${crypto.randomUUID()}`;

/** The red-flag banner the screen shows for an emergency the triage found. */
export const bannerDaEmergencia = (emergencia: Emergencia): EmergenciaTela => ({ tipo: emergencia.tipo, titulo: TITULO_EMERGENCIA, orientacao: emergencia.orientacao });

export type AcaoConsulta =
  | { readonly tipo: 'carregado'; readonly estado: Pick<EstadoChatResponse, 'mensagens' | 'encerrada' | 'avaliacao' | 'triagem'> }
  | { readonly tipo: 'saudacao'; readonly mensagem: MensagemChat }
  | {
      readonly tipo: 'envioIniciado';
      readonly pacientes: readonly MensagemTela[];
      readonly respostaId: string;
      readonly texto: string;
      readonly agora: string;
    }
  | { readonly tipo: 'emergencia'; readonly emergencia: EmergenciaTela }
  /** The server's triage after a message (the stream's `triagem` event). */
  | { readonly tipo: 'triagem'; readonly triagem: Triagem }
  | { readonly tipo: 'pedaco'; readonly texto: string }
  | { readonly tipo: 'respostaConcluida'; readonly mensagemId: string; readonly seq: number }
  /** The answer failed after the message was stored: the patient's message stays, marked to try again; the answer goes. */
  | { readonly tipo: 'respostaFalhou'; readonly mensagemPacienteId?: string }
  /** "Tentar novamente" on the failed message `id`: its answer is awaited again. */
  | { readonly tipo: 'reenvioIniciado'; readonly id: string; readonly respostaId: string; readonly agora: string }
  /** The server refused the retry before answering: the message stays failed. */
  | { readonly tipo: 'reenvioRecusado'; readonly id: string; readonly falhou: NonNullable<MensagemTela['falhou']> }
  /** The server refused the message before storing it: the bubbles go, the text returns to the input. */
  | { readonly tipo: 'envioRecusado'; readonly ids: readonly string[] }
  | { readonly tipo: 'mensagemAdicionada'; readonly mensagem: MensagemChat }
  | { readonly tipo: 'avaliacaoIniciada' }
  | { readonly tipo: 'encerrando' }
  | { readonly tipo: 'encerramentoFalhou' }
  | { readonly tipo: 'encerrada'; readonly mensagem?: MensagemChat; readonly avaliacao?: number };

const porSeq = (a: MensagemTela, b: MensagemTela) => (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER);

function semDuplicar(lista: readonly MensagemTela[], nova: MensagemTela): MensagemTela[] {
  return lista.some((item) => item.id === nova.id) ? [...lista] : [...lista, nova];
}

/** After a doctor answer: does the chat now wait for the doubts answer? (docs/regras-do-produto.md#the-chat: ≥ 6 messages). */
export function etapaAposResposta(mensagens: readonly MensagemTela[], texto: string): Etapa {
  return mensagens.length >= consultaRegras.mensagensMinimasParaDuvidas && perguntaSobreDuvidas(texto) ? 'aguardandoDuvidas' : 'conversa';
}

/**
 * The step after the patient replies: in 'aguardandoDuvidas', a negative reply (não, obrigado, tudo
 * esclarecido…) without an affirmative word opens the rating panel; anything else goes on.
 */
export function etapaAposPaciente(etapa: Etapa, texto: string): Etapa {
  if (etapa !== 'aguardandoDuvidas') return etapa;
  return classificarRespostaDuvidas(texto) === 'negativa' ? 'avaliando' : 'conversa';
}

/** The prescription button: more than 3 messages and not ended (docs/regras-do-produto.md#the-chat). */
export function podeGerarReceita(estado: EstadoConsulta): boolean {
  return estado.mensagens.filter((m) => !m.pendente).length > consultaRegras.mensagensAntesDaReceita && estado.etapa !== 'encerrada' && estado.etapa !== 'encerrando';
}

export function reduzirConsulta(estado: EstadoConsulta, acao: AcaoConsulta): EstadoConsulta {
  switch (acao.tipo) {
    case 'carregado': {
      const mensagens = [...acao.estado.mensagens].sort(porSeq);
      const triagem = elevarTriagem(estado.triagem, acao.estado.triagem);
      if (acao.estado.encerrada) {
        return { mensagens, etapa: 'encerrada', triagem, ...(acao.estado.avaliacao === undefined ? {} : { avaliacao: acao.estado.avaliacao }) };
      }
      const ultima = mensagens.at(-1);
      const etapa = ultima?.autor === 'medico' ? etapaAposResposta(mensagens, ultima.texto) : 'conversa';
      return { ...estado, mensagens, etapa, triagem };
    }
    case 'saudacao':
      return { ...estado, mensagens: semDuplicar(estado.mensagens, acao.mensagem) };
    case 'envioIniciado': {
      const resposta: MensagemTela = { id: acao.respostaId, autor: 'medico', texto: '', tipo: 'text', criadoEm: acao.agora, pendente: true };
      return {
        ...estado,
        mensagens: [...estado.mensagens, ...acao.pacientes, resposta],
        respondendo: acao.respostaId,
        etapa: etapaAposPaciente(estado.etapa, acao.texto),
        ...(acao.texto ? { ultimoTexto: acao.texto } : {}),
      };
    }
    case 'emergencia':
      return { ...estado, emergencia: acao.emergencia };
    case 'triagem': {
      // The page never lowers the level either: a late or repeated event changes nothing.
      const triagem = elevarTriagem(estado.triagem, acao.triagem);
      return triagem === estado.triagem ? estado : { ...estado, triagem };
    }
    case 'pedaco':
      if (!estado.respondendo) return estado;
      return {
        ...estado,
        mensagens: estado.mensagens.map((m) => (m.id === estado.respondendo ? { ...m, texto: m.texto + acao.texto } : m)),
      };
    case 'respostaConcluida': {
      const id = estado.respondendo;
      const mensagens = estado.mensagens.map((m) => {
        if (m.id === id) return { id: acao.mensagemId, seq: acao.seq, autor: m.autor, texto: m.texto, tipo: m.tipo, criadoEm: m.criadoEm };
        if (m.pendente && m.autor === 'paciente') return { ...m, pendente: false };
        return m;
      });
      const resposta = mensagens.find((m) => m.id === acao.mensagemId);
      const { respondendo: _fim, ...resto } = estado;
      // The doubts step only moves on from the conversation; a rating panel already open stays.
      const etapa = estado.etapa === 'conversa' || estado.etapa === 'aguardandoDuvidas' ? etapaAposResposta(mensagens, resposta?.texto ?? '') : estado.etapa;
      return { ...resto, mensagens, etapa };
    }
    case 'respostaFalhou': {
      const { respondendo, ...resto } = estado;
      const mensagens = estado.mensagens.filter((m) => m.id !== respondendo).map((m) => (m.pendente ? { ...m, pendente: false } : m));
      // The send's last message carries the retry (the server answers the whole send again).
      const ultima = mensagens.at(-1);
      const falhou = acao.mensagemPacienteId === undefined ? {} : { mensagemPacienteId: acao.mensagemPacienteId };
      return {
        ...resto,
        mensagens: ultima?.autor === 'paciente' ? [...mensagens.slice(0, -1), { ...ultima, falhou }] : mensagens,
      };
    }
    case 'reenvioIniciado': {
      const resposta: MensagemTela = { id: acao.respostaId, autor: 'medico', texto: '', tipo: 'text', criadoEm: acao.agora, pendente: true };
      const mensagens = estado.mensagens.map((m) => {
        if (m.id !== acao.id) return m;
        const { falhou: _falhou, ...semFalha } = m;
        return semFalha;
      });
      return { ...estado, mensagens: [...mensagens, resposta], respondendo: acao.respostaId };
    }
    case 'reenvioRecusado': {
      const { respondendo, ...resto } = estado;
      return {
        ...resto,
        mensagens: estado.mensagens.filter((m) => m.id !== respondendo).map((m) => (m.id === acao.id ? { ...m, falhou: acao.falhou } : m)),
      };
    }
    case 'envioRecusado': {
      const { respondendo, ultimoTexto: _texto, ...resto } = estado;
      const fora = new Set([...acao.ids, respondendo]);
      return { ...resto, mensagens: estado.mensagens.filter((m) => !fora.has(m.id)), etapa: estado.etapa === 'avaliando' ? 'aguardandoDuvidas' : estado.etapa };
    }
    case 'mensagemAdicionada':
      return { ...estado, mensagens: semDuplicar(estado.mensagens, acao.mensagem) };
    case 'avaliacaoIniciada':
      return estado.etapa === 'encerrada' ? estado : { ...estado, etapa: 'avaliando' };
    case 'encerrando':
      return estado.etapa === 'encerrada' ? estado : { ...estado, etapa: 'encerrando' };
    case 'encerramentoFalhou':
      return estado.etapa === 'encerrando' ? { ...estado, etapa: 'avaliando' } : estado;
    case 'encerrada':
      return {
        ...estado,
        mensagens: acao.mensagem ? semDuplicar(estado.mensagens, acao.mensagem) : estado.mensagens,
        etapa: 'encerrada',
        ...(acao.avaliacao === undefined ? {} : { avaliacao: acao.avaliacao }),
      };
  }
}

/** The patient's message waiting for "Tentar novamente", if any. */
export function mensagemComFalha(estado: EstadoConsulta): MensagemTela | undefined {
  return estado.mensagens.findLast((m) => m.falhou !== undefined);
}

/** Sending is refused while an answer is awaited, the consultation ended, or the text repeats the last one (docs/regras-do-produto.md#the-chat). */
export function motivoParaNaoEnviar(estado: EstadoConsulta, texto: string, anexos: number): 'vazio' | 'ocupado' | 'encerrada' | 'repetida' | undefined {
  const limpo = texto.trim();
  if (estado.etapa === 'encerrada' || estado.etapa === 'encerrando') return 'encerrada';
  if (estado.respondendo) return 'ocupado';
  if (limpo === '' && anexos === 0) return 'vazio';
  if (limpo !== '' && anexos === 0 && limpo === estado.ultimoTexto) return 'repetida';
  return undefined;
}

/** The intake's age and sex as the triage guard reads them (an unknown sex is left out). */
export interface PacienteTriagem {
  readonly idade?: number;
  readonly sexo?: Sexo;
}

export function pacienteDaTriagem(dados: { readonly idade: number; readonly sexo?: string | undefined } | undefined): PacienteTriagem {
  if (!dados) return {};
  const sexo = opcoesSexo.find((opcao) => opcao === dados.sexo);
  return { idade: dados.idade, ...(sexo ? { sexo } : {}) };
}

/**
 * The banner to show the moment a message is sent, before the server answers, by the server's own
 * rule (docs/triagem.md): a red flag in this message, or the whole conversation with this message
 * reaching `emergencia` now (fever in one message and a stiff neck in the next).
 */
export function emergenciaAoEnviar(estado: EstadoConsulta, texto: string, paciente: PacienteTriagem): Emergencia | undefined {
  if (texto === '') return undefined;
  return emergenciaDoEnvio(texto, estado.triagem.nivel, () => avaliarTriagem({ mensagens: [...textosDoPaciente(estado.mensagens), texto], paciente }));
}

/**
 * The banner of a reloaded consultation: the conversation read again, or, when the server already
 * holds the level at `emergencia` and the page's reading does not say why, the general one.
 */
export function emergenciaAoCarregar(mensagens: readonly MensagemTela[], triagem: Triagem, paciente: PacienteTriagem): Emergencia | undefined {
  const textos = textosDoPaciente(mensagens);
  const lida = textos.length > 0 ? avaliarTriagem({ mensagens: textos, paciente }).emergencia : undefined;
  return lida ?? (triagem.nivel === 'emergencia' ? { tipo: 'grave', orientacao: orientacoesEmergencia.grave } : undefined);
}
