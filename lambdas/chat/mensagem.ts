/**
 * POST /api/chat/mensagens: the patient's message, stored before the model is called so a model
 * failure never loses it, read by the triage guard with the whole conversation (docs/triagem.md),
 * then the doctor's answer streamed as events (shared/chat-stream.ts). "Tentar novamente" after a
 * failed answer (`reenvio`) answers the stored message instead of storing it again.
 */
import type { EventoChat } from '#shared/chat-stream.js';
import { anexos as regrasAnexos } from '#shared/constants.js';
import { TITULO_EMERGENCIA, type Emergencia } from '#shared/emergencia.js';
import { mensagens } from '#shared/messages.js';
import {
  ASSINATURA_ANEXO_BYTES,
  chatLimites,
  detectarTipoAnexo,
  isAnexoContentType,
  mensagensChat,
  type EnviarMensagemRequest,
} from '#shared/schemas/chat.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { avaliarTriagem, emergenciaDoEnvio } from '#shared/triagem/index.js';
import { aberturaUrgente } from '#shared/triagem/orientacoes.js';
import { textosDoPaciente } from '#shared/triagem/textos.js';
import { elevarTriagem, mesmaTriagem, TRIAGEM_PROVISORIA, type Triagem } from '#shared/schemas/validacao.js';
import { anexoFinalKey, anexoPendentePrefix, nomeDoAnexo, type AnexosStorage } from '../common/anexos-storage.js';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { MensagemItem, MensagensRepository } from '../common/mensagens-repository.js';
import { IaIndisponivelError, type ConsultaEngine, type MensagemHistorico } from '../ia/engine.js';
import { filtrarResposta } from '../ia/guarda-clinica.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import type { ValidacoesRepository } from '../validacao/validacoes-repository.js';
import type { AcessoChat } from './chat-acesso.js';
import { MensagemRecusadaError, type ConsultaChatRepository } from './consulta-chat-repository.js';
import { dadosDe, erroEnvio, recusa, umaLinha, type ChatContexto } from './contexto.js';

/**
 * The triage guard (shared/triagem/, docs/triagem.md): a dependency so that only the message
 * route's Lambda (stream-handler.ts) bundles its catalogue of signs; the other chat routes never
 * read a patient message. Given as a loader: the message route imports the catalogue (about 190 KB)
 * while the send's first reads are in flight, not with the Lambda's cold start.
 */
export interface GuardaTriagem {
  readonly avaliar: typeof avaliarTriagem;
  readonly emergenciaDoEnvio: typeof emergenciaDoEnvio;
}

/** A stored patient message and the doctor's answer still to come. */
export interface EnvioPreparado {
  readonly emergencia?: Emergencia;
  readonly mensagemPacienteId: string;
  /** `emergencia`? then `texto`… then `fim` or `erro` (see shared/chat-stream.ts); never throws. */
  readonly eventos: AsyncIterable<EventoChat>;
}

export interface MensagemDependencies {
  readonly chatConsultas: ConsultaChatRepository;
  readonly mensagens: MensagensRepository;
  readonly anexos: AnexosStorage;
  readonly engine: ConsultaEngine;
  readonly triagem: () => Promise<GuardaTriagem>;
  readonly validacoes: ValidacoesRepository;
  readonly ciclo: CicloDoCaso;
}

export type EnviarMensagem = (token: string | undefined, input: EnviarMensagemRequest) => Promise<EnvioPreparado>;

/** The reason stored on the consultation: the first patient message, one line, cut. */
const MOTIVO_MAX = 200;

/** The transcript as the engines read it: the text messages of both sides, oldest first. */
function historicoDoModelo(items: readonly MensagemItem[]): MensagemHistorico[] {
  return items.filter((item) => item.tipo === 'text').map((item) => ({ autor: item.autor, texto: item.texto }));
}

const nomesDosArquivos = (items: readonly MensagemItem[]): string[] =>
  items.filter((item) => item.tipo === 'file' && item.arquivo).map((item) => item.arquivo?.nome ?? item.texto);

/** The patient's messages after the doctor's last answer: a send whose answer failed, still waiting for one. */
export function envioSemResposta(items: readonly MensagemItem[]): MensagemItem[] {
  const ultimaDoMedico = items.findLastIndex((item) => item.autor === 'medico');
  return items.slice(ultimaDoMedico + 1).filter((item) => item.autor === 'paciente');
}

/**
 * Which stored send a "Tentar novamente" answers: the one still waiting for an answer, named by the
 * failed stream's `mensagemPacienteId` (anything else is refused: answered already, or not the last),
 * or, without an id (the connection broke before the stream named it), the waiting one with the same
 * text; undefined when none was stored, so the retry is stored as a new send.
 */
export function envioAReenviar(
  items: readonly MensagemItem[],
  input: Pick<EnviarMensagemRequest, 'texto' | 'arquivos' | 'reenvio'>,
): MensagemItem[] | undefined {
  if (!input.reenvio) return undefined;
  const pendentes = envioSemResposta(items);
  const ultima = pendentes.at(-1);
  const textoGuardado = ultima?.tipo === 'text' ? ultima.texto : '';
  const { mensagemPacienteId } = input.reenvio;
  if (mensagemPacienteId !== undefined) {
    if (!ultima || ultima.id !== mensagemPacienteId || textoGuardado !== input.texto) {
      throw new ConflictError(mensagensChat.reenvioInvalido);
    }
    return pendentes;
  }
  return ultima && input.texto !== '' && (input.arquivos?.length ?? 0) === 0 && textoGuardado === input.texto ? pendentes : undefined;
}

export function createEnviarMensagem(deps: MensagemDependencies, { autorizar, novaMensagem, limitar, now }: ChatContexto): EnviarMensagem {
  const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

  /** Best effort: a leftover is only storage (the pending ones expire with the bucket's lifecycle). */
  async function apagar(keys: readonly string[], motivo: string): Promise<void> {
    for (const key of keys) {
      await deps.anexos.delete(key).catch((error: unknown) => logger.warn('attachment not deleted', { motivo, errorName: errorName(error) }));
    }
  }

  /**
   * Files named in a message: uploads pending in this consultation's folder, not accepted before.
   * Each is copied to its final key first and the copy is what is checked (stored, within the
   * limits, really of its type) and kept, so a new POST to the pending key cannot swap the file
   * after the check. Any refusal removes the copies made for this message.
   */
  async function aceitarAnexos(consultaId: string, keys: readonly string[], jaEnviados: ReadonlySet<string>) {
    const aceitos: { key: string; pendente: string; nome: string; tipo: string; tamanho: number }[] = [];
    const copias: string[] = [];
    const naoEncontrado = () => new BadRequestError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.anexoNaoEncontrado));
    try {
      for (const pendente of new Set(keys)) {
        if (!pendente.startsWith(anexoPendentePrefix(consultaId)) || jaEnviados.has(anexoFinalKey(consultaId, pendente))) throw naoEncontrado();
        const aceito = await deps.anexos.accept(pendente);
        // `exists`: accepted already (by an earlier send or a concurrent one); never twice.
        if (typeof aceito === 'string') throw naoEncontrado();
        const { key } = aceito;
        copias.push(key);
        const stored = await deps.anexos.head(key);
        if (!stored) throw naoEncontrado();
        if (stored.size > regrasAnexos.maxBytes) {
          throw new BadRequestError(mensagens.arquivos.muitoGrande.titulo, erroEnvio(mensagens.arquivos.muitoGrande.descricao));
        }
        const tipo = stored.contentType ?? '';
        if (!isAnexoContentType(tipo)) {
          throw new BadRequestError(mensagens.arquivos.tipoNaoPermitido.titulo, erroEnvio(mensagens.arquivos.tipoNaoPermitido.descricao));
        }
        // The policy pinned the declared type; the first bytes show whether the file really is one.
        const detectado = detectarTipoAnexo(await deps.anexos.readStart(key, ASSINATURA_ANEXO_BYTES));
        if (detectado !== tipo) {
          throw new BadRequestError(mensagens.arquivos.tipoNaoPermitido.titulo, erroEnvio(mensagensChat.anexoConteudoInvalido));
        }
        aceitos.push({ key, pendente, nome: nomeDoAnexo(key), tipo, tamanho: stored.size });
      }
    } catch (error) {
      await apagar(copias, 'refused');
      throw error;
    }
    return aceitos;
  }

  async function* responder(input: {
    acesso: AcessoChat;
    paciente: DadosPaciente;
    emergencia: Emergencia | undefined;
    /** The consultation's triage after this message, and whether this message changed it. */
    triagem: Triagem;
    triagemMudou: boolean;
    historico: MensagemHistorico[];
    mensagem: string;
    arquivos: string[];
    mensagemPacienteId: string;
  }): AsyncGenerator<EventoChat> {
    const { acesso, mensagemPacienteId } = input;
    if (input.emergencia) {
      yield { tipo: 'emergencia', emergencia: { tipo: input.emergencia.tipo, titulo: TITULO_EMERGENCIA, orientacao: input.emergencia.orientacao } };
    }
    if (input.triagemMudou) yield { tipo: 'triagem', triagem: input.triagem };
    let texto = '';
    // At `emergencia` and `pronto-socorro` the answer itself says so first, before any question.
    const abertura = aberturaUrgente(input.triagem.nivel, input.emergencia?.tipo);
    if (abertura) {
      texto = `${abertura}\n\n`;
      yield { tipo: 'texto', texto };
    }
    let textoDoModelo = '';
    // CFM 2.454/2026: what names a diagnosis, prognosis, medicine, dose or treatment is held back
    // from the patient (guarda-clinica.ts) and kept on the message for the physician.
    const retido: string[] = [];
    try {
      const pedacos = deps.engine.responder({
        medico: acesso.medico,
        paciente: input.paciente,
        historico: input.historico,
        mensagem: input.mensagem,
        arquivos: input.arquivos,
        triagem: input.triagem,
        ...(input.emergencia ? { emergencia: input.emergencia } : {}),
      });
      for await (const trecho of filtrarResposta(pedacos)) {
        if (trecho.tipo === 'retido') {
          retido.push(trecho.texto);
          continue;
        }
        texto += trecho.texto;
        textoDoModelo += trecho.texto;
        yield { tipo: 'texto', texto: trecho.texto };
      }
      if (textoDoModelo.trim() === '') throw new IaIndisponivelError('resposta-vazia', 'resposta', { erroOrigem: 'RespostaVazia' });
    } catch (error) {
      const falha = error instanceof IaIndisponivelError ? error : new IaIndisponivelError('indisponivel', 'resposta', { cause: error });
      logger.warn('chat answer failed', {
        consultaId: acesso.consulta.id,
        engine: deps.engine.nome,
        motivo: falha.motivo,
        erroOrigem: error instanceof IaIndisponivelError ? error.erroOrigem : error instanceof Error ? error.name : 'desconhecido',
      });
      yield { tipo: 'erro', error: falha.message, ...(falha.descricao ? { descricao: falha.descricao } : {}), mensagemPacienteId };
      return;
    }
    try {
      const seq = await deps.chatConsultas.reservarSeq(acesso.consulta.id, 1);
      const resposta: MensagemItem = {
        ...novaMensagem(acesso.consulta.id, seq, { autor: 'medico', texto, tipo: 'text' }),
        ...(retido.length > 0 ? { retido } : {}),
      };
      await deps.mensagens.put([resposta]);
      yield { tipo: 'fim', mensagemId: resposta.id, seq, mensagemPacienteId };
    } catch (error) {
      logger.error('chat answer not stored', { consultaId: acesso.consulta.id, errorName: error instanceof Error ? error.name : typeof error });
      yield { tipo: 'erro', error: mensagens.envio.erroComunicacao, descricao: mensagens.erros.servicoIndisponivel, mensagemPacienteId };
    }
  }

  return async function enviarMensagem(token, input) {
    const guarda = deps.triagem();
    // Awaited once the message is stored; a refusal before that leaves it unread, not unhandled.
    guarda.catch(() => undefined);
    const acesso = await autorizar(token, input.medicoId, 'escrita');
    const { consulta } = acesso;
    const paciente = dadosDe(consulta);
    if (!paciente) throw recusa('sem-intake');
    // The rate count and the transcript read are independent: one round trip instead of two
    // before the first streamed word. The read is only used once the count has allowed the send.
    const [, anteriores, caso] = await Promise.all([
      limitar('chat-mensagem', consulta.id, () => new TooManyRequestsError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.muitasMensagens))),
      deps.mensagens.list(consulta.id),
      deps.validacoes.obter(consulta.id),
    ]);
    const reenviado = envioAReenviar(anteriores, input);
    const { novas, mensagemPacienteId, nomes } = reenviado
      ? // A retry answers the stored send: nothing is stored or counted again.
        {
          novas: [],
          mensagemPacienteId: reenviado.at(-1)?.id ?? '',
          nomes: reenviado.flatMap((item) => (item.tipo === 'file' ? [item.arquivo?.nome ?? item.texto] : [])),
        }
      : await guardarEnvio(acesso, input, anteriores);
    const doEnvio = new Set(reenviado?.map((item) => item.id));
    const historicoAnterior = anteriores.filter((item) => !doEnvio.has(item.id));
    // The triage guard reads the whole conversation with the intake's age and sex, before the
    // model; the case keeps the level, raised and never lowered (docs/triagem.md).
    const triagemDoEnvio = await guarda;
    const textoEnviado = reenviado ? (reenviado.at(-1)?.tipo === 'text' ? (reenviado.at(-1)?.texto ?? '') : '') : input.texto;
    const avaliacao = triagemDoEnvio.avaliar({
      mensagens: textosDoPaciente([...anteriores, ...novas]),
      paciente: { idade: paciente.idade, ...(paciente.sexo ? { sexo: paciente.sexo } : {}) },
    });
    const antes = caso?.triagem ?? TRIAGEM_PROVISORIA;
    const avaliada = { nivel: avaliacao.nivel, motivos: avaliacao.motivos };
    const triagem = (await deps.ciclo.registrarTriagem(consulta.id, avaliada, caso)) ?? elevarTriagem(antes, avaliada);
    const emergencia = triagemDoEnvio.emergenciaDoEnvio(textoEnviado, antes.nivel, () => avaliacao);

    const mensagem =
      textoEnviado !== '' ? textoEnviado : `Enviei ${nomes.length === 1 ? 'o arquivo' : 'os arquivos'}: ${nomes.join(', ')}.`;
    return {
      ...(emergencia ? { emergencia } : {}),
      mensagemPacienteId,
      eventos: responder({
        acesso,
        paciente,
        emergencia,
        triagem,
        triagemMudou: !mesmaTriagem(antes, triagem),
        historico: historicoDoModelo(historicoAnterior),
        mensagem,
        arquivos: [...nomesDosArquivos(historicoAnterior), ...nomes],
        mensagemPacienteId,
      }),
    };
  };

  /** Checks the files, counts the send and stores it (text and files together, or nothing). */
  async function guardarEnvio(
    acesso: AcessoChat,
    input: EnviarMensagemRequest,
    anteriores: readonly MensagemItem[],
  ): Promise<{ novas: MensagemItem[]; mensagemPacienteId: string; nomes: string[] }> {
    const { consulta } = acesso;
    const jaEnviados = new Set(anteriores.flatMap((item) => (item.arquivo ? [item.arquivo.key] : [])));
    if (new Set(input.arquivos).size + jaEnviados.size > chatLimites.anexosPorConsulta) throw recusa('limite-anexos');
    const aceitos = await aceitarAnexos(consulta.id, input.arquivos ?? [], jaEnviados);
    const arquivos = aceitos.map(({ key, nome, tipo, tamanho }) => ({ key, nome, tipo, tamanho }));
    // Not stored after all: the final copies go, so the same uploads can be sent again.
    const desfazer = () => apagar(arquivos.map((arquivo) => arquivo.key), 'not-stored');

    const quantidade = arquivos.length + (input.texto === '' ? 0 : 1);
    let primeiroSeq: number;
    try {
      primeiroSeq = await deps.chatConsultas.reservarMensagemPaciente({
        consultaId: consulta.id,
        quantidade,
        anexos: arquivos.length,
        ...(input.texto === '' ? {} : { motivo: umaLinha(input.texto, MOTIVO_MAX) }),
        nowMs: now(),
        maxMensagensPaciente: chatLimites.mensagensPacientePorConsulta,
        maxAnexos: chatLimites.anexosPorConsulta,
      });
    } catch (error) {
      await desfazer();
      if (error instanceof MensagemRecusadaError) throw recusa(error.motivo);
      throw error;
    }
    const novas: MensagemItem[] = arquivos.map((arquivo, indice) =>
      novaMensagem(consulta.id, primeiroSeq + indice, { autor: 'paciente', texto: arquivo.nome, tipo: 'file', arquivo }),
    );
    if (input.texto !== '') {
      novas.push(novaMensagem(consulta.id, primeiroSeq + arquivos.length, { autor: 'paciente', texto: input.texto, tipo: 'text' }));
    }
    // Stored before the model is called: whatever the model does, the patient's message stays.
    try {
      await deps.mensagens.put(novas);
    } catch (error) {
      // Not stored: the send counted above is given back, so nothing is half-written.
      await deps.chatConsultas.devolverMensagemPaciente({ consultaId: consulta.id, anexos: arquivos.length }).catch((devolucao: unknown) =>
        logger.error('patient send not given back after a storage failure', {
          consultaId: consulta.id,
          errorName: devolucao instanceof Error ? devolucao.name : typeof devolucao,
        }),
      );
      await desfazer();
      throw error;
    }
    // Accepted: the pending uploads are spent (a new POST there within the policy's minute is never read).
    await apagar(aceitos.map((arquivo) => arquivo.pendente), 'accepted');
    return { novas, mensagemPacienteId: novas.at(-1)?.id ?? '', nomes: arquivos.map((arquivo) => arquivo.nome) };
  }
}
