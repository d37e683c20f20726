/**
 * The consultation chat, knowing nothing about API Gateway or Function URLs: intake with consents,
 * state for re-entry, the patient's message and the doctor's streamed answer, the draft
 * prescription, the downloads, attachments, the end, and the signed-in patient's history.
 *
 * Rules that matter here: the triage guard (docs/triagem.md) reads the whole conversation on every
 * message before the model, and the level it sets is never lowered; the patient's message is stored BEFORE the model is called, so a model failure never
 * loses it; message size, rate and count are limited with pt-BR errors; the transcript is the
 * consultation record.
 */
import { randomUUID } from 'node:crypto';
import type { EventoChat } from '#shared/chat-stream.js';
import { anexos as regrasAnexos, consultaRegras } from '#shared/constants.js';
import { TITULO_EMERGENCIA, type Emergencia } from '#shared/emergencia.js';
import type { avaliarTriagem, emergenciaDoEnvio } from '#shared/triagem/index.js';
import { textosDoPaciente } from '#shared/triagem/textos.js';
import { aberturaUrgente } from '#shared/triagem/orientacoes.js';
import { elevarTriagem, mesmaTriagem, TRIAGEM_PROVISORIA, type Triagem } from '#shared/schemas/validacao.js';
import { findMedico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { nomeArquivo } from '#shared/nome-arquivo.js';
import {
  ASSINATURA_ANEXO_BYTES,
  chatLimites,
  detectarTipoAnexo,
  isAnexoContentType,
  mensagensChat,
  statusHistorico,
  type AnexoUploadRequest,
  type AnexoUploadResponse,
  type ConsultaHistorico,
  type EncerrarRequest,
  type EncerrarResponse,
  type EnviarMensagemRequest,
  type EstadoChatResponse,
  type HistoricoResponse,
  type IntakeResponse,
  type ReceitaResponse,
} from '#shared/schemas/chat.js';
import {
  dadosPacienteDoFormulario,
  dadosPacienteSchema,
  nomeDoAtendido,
  type DadosPaciente,
  type DadosPacienteForm,
} from '#shared/schemas/consulta-chat.js';
import { anexoPrefix, type AnexosStorage } from '../common/anexos-storage.js';
import type { ModoAcesso } from '../common/chat-token.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { tempoEsgotado, type ConsultasRepository } from '../common/consultas-repository.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../common/errors.js';
import { parseInput } from '../common/http.js';
import { logger } from '../common/logger.js';
import { toMensagemChat, type MensagemItem, type MensagensRepository } from '../common/mensagens-repository.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';
import { pertenceAoTitular } from '../common/titular-repository.js';
import { IaIndisponivelError, NOME_PACIENTE_PADRAO, type ConsultaEngine, type MensagemHistorico } from '../ia/engine.js';
import { filtrarResposta } from '../ia/guarda-clinica.js';
import type { CicloDoCaso } from '../validacao/caso.js';
import { resultadoDoCaso } from '../validacao/resultado.js';
import type { ValidacaoItem, ValidacoesRepository } from '../validacao/validacoes-repository.js';
import { autorizarChat, segundosRestantes, type AcessoChat, type ChatAcessoDependencies } from './chat-acesso.js';
import { MensagemRecusadaError, type ConsultaChatRepository } from './consulta-chat-repository.js';
import type { gerarProntuarioPdf } from './prontuario-pdf.js';
import { montarIntroducaoFalada, montarMensagemEncerramento, montarSaudacao } from './textos-consulta.js';
import type { ConsultaItem } from '../common/itens.js';

/**
 * The PDF renderers (common/pdf.ts and the two layouts): a dependency so that only the two download
 * routes' Lambda bundles them (pdf-handler.ts); every other chat route's bundle leaves them out.
 */
export interface DocumentosPdf {
  readonly prontuario: typeof gerarProntuarioPdf;
  /** A validated, signed document of the `documentos` bucket by its key (lambdas/documentos). */
  readonly validado: (key: string) => Promise<Uint8Array | undefined>;
}

/**
 * The triage guard (shared/triagem/, docs/triagem.md): a dependency so that only the message
 * route's Lambda (stream-handler.ts) bundles its catalogue of signs; the other chat routes never
 * read a patient message.
 */
export interface GuardaTriagem {
  readonly avaliar: typeof avaliarTriagem;
  readonly emergenciaDoEnvio: typeof emergenciaDoEnvio;
}

export interface ChatDependencies {
  readonly acesso: ChatAcessoDependencies;
  readonly chatConsultas: ConsultaChatRepository;
  readonly mensagens: MensagensRepository;
  readonly rateLimiter: RateLimiter;
  readonly anexos: AnexosStorage;
  readonly engine: ConsultaEngine;
  /** The engine's name, reported by GET /api/chat/estado without building the engine; null when none is configured. */
  readonly ia: ConsultaEngine['nome'] | null;
  /** History of the signed-in patient. */
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly emailLookup: VerifiedEmailLookup;
  readonly documentos: DocumentosPdf;
  readonly triagem: GuardaTriagem;
  /** The consultation's validation case (docs/validacao-medica.md). */
  readonly validacoes: ValidacoesRepository;
  readonly ciclo: CicloDoCaso;
  /** The stage's waiting target of a case, in minutes (`VALIDACAO_ALVO_MINUTOS`). */
  readonly alvoMinutos: number;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
}

/** A generated download. */
export interface ArquivoGerado {
  readonly nome: string;
  readonly contentType: 'application/pdf';
  readonly conteudo: Uint8Array;
}

/** A stored patient message and the doctor's answer still to come. */
export interface EnvioPreparado {
  readonly emergencia?: Emergencia;
  readonly mensagemPacienteId: string;
  /** `emergencia`? then `texto`… then `fim` or `erro` (see shared/chat-stream.ts); never throws. */
  readonly eventos: AsyncIterable<EventoChat>;
}

export interface ChatService {
  /** 201 the first time; 200 when the same intake is sent again (a retry). */
  intake(token: string | undefined, medicoId: number, dados: unknown): Promise<{ status: 200 | 201; body: IntakeResponse }>;
  estado(token: string | undefined, medicoId: number): Promise<EstadoChatResponse>;
  enviarMensagem(token: string | undefined, input: EnviarMensagemRequest): Promise<EnvioPreparado>;
  gerarReceita(token: string | undefined, medicoId: number): Promise<ReceitaResponse>;
  receitaPdf(token: string | undefined, medicoId: number): Promise<ArquivoGerado>;
  prontuarioPdf(token: string | undefined, medicoId: number): Promise<ArquivoGerado>;
  iniciarUploadAnexo(token: string | undefined, input: AnexoUploadRequest): Promise<AnexoUploadResponse>;
  encerrar(token: string | undefined, input: EncerrarRequest): Promise<EncerrarResponse>;
  historico(caller: CallerIdentity): Promise<HistoricoResponse>;
}

/** The end waits this long for the drafts (the route's timeout is 29 s); the sweeper does the rest. */
const LIMITE_RASCUNHO_ENCERRAMENTO_MS = 20_000;

/** The reason stored on the consultation: the first patient message, one line, cut. */
const MOTIVO_MAX = 200;
const umaLinha = (texto: string, max: number): string => {
  const linha = texto.replace(/\s+/g, ' ').trim();
  return linha.length > max ? `${linha.slice(0, max - 1).trimEnd()}…` : linha;
};

/** Same data whatever the key order DynamoDB returns maps in. */
function mesmoConteudo(a: unknown, b: unknown): boolean {
  const canonico = (valor: unknown): unknown =>
    valor !== null && typeof valor === 'object' && !Array.isArray(valor)
      ? Object.fromEntries(
          Object.entries(valor as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonico(v)]),
        )
      : valor;
  return JSON.stringify(canonico(a)) === JSON.stringify(canonico(b));
}

/** The transcript as the engines read it: the text messages of both sides, oldest first. */
function historicoDoModelo(items: readonly MensagemItem[]): MensagemHistorico[] {
  return items.filter((item) => item.tipo === 'text').map((item) => ({ autor: item.autor, texto: item.texto }));
}

const nomesDosArquivos = (items: readonly MensagemItem[]): string[] =>
  items.filter((item) => item.tipo === 'file' && item.arquivo).map((item) => item.arquivo?.nome ?? item.texto);

const erroEnvio = (descricao: string) => ({ descricao });

export function createChatService(deps: ChatDependencies): ChatService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;

  const autorizar = (token: string | undefined, medicoId: number, modo: ModoAcesso): Promise<AcessoChat> =>
    autorizarChat(deps.acesso, { token, medicoId, modo, nowMs: now() });

  const dadosDe = (consulta: ConsultaItem): DadosPaciente | undefined =>
    consulta.dados_paciente ? dadosPacienteDoFormulario(consulta.dados_paciente) : undefined;

  function novaMensagem(consultaId: string, seq: number, campos: Pick<MensagemItem, 'autor' | 'texto' | 'tipo' | 'arquivo'>): MensagemItem {
    return {
      consulta_id: consultaId,
      seq,
      id: newId(),
      autor: campos.autor,
      texto: campos.texto,
      tipo: campos.tipo,
      ...(campos.arquivo ? { arquivo: campos.arquivo } : {}),
      criado_em: new Date(now()).toISOString(),
    };
  }

  async function respostaIntake(acesso: AcessoChat, form: DadosPacienteForm, consulta: ConsultaItem): Promise<IntakeResponse> {
    const saudacao = (await deps.mensagens.list(consulta.id)).find((item) => item.seq === 1);
    if (!saudacao || !consulta.consentimentos) throw new ConflictError(mensagensChat.intakeJaEnviado);
    const dados = dadosPacienteDoFormulario(form);
    return {
      saudacao: toMensagemChat(saudacao),
      introducaoFalada: montarIntroducaoFalada(acesso.medico, dados),
      dadosPaciente: dados,
      consentimentos: consulta.consentimentos,
    };
  }

  /** Files named in a message: in this consultation's folder, stored, within the limits, and really of their type. */
  async function verificarAnexos(consultaId: string, keys: readonly string[], jaEnviados: ReadonlySet<string>) {
    const unicos = [...new Set(keys)];
    const arquivos = [];
    for (const key of unicos) {
      if (!key.startsWith(anexoPrefix(consultaId)) || jaEnviados.has(key)) {
        throw new BadRequestError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.anexoNaoEncontrado));
      }
      const stored = await deps.anexos.head(key);
      if (!stored) throw new BadRequestError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.anexoNaoEncontrado));
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
      const nome = key.slice(anexoPrefix(consultaId).length + 37);
      arquivos.push({ key, nome, tipo, tamanho: stored.size });
    }
    return arquivos;
  }

  function recusa(motivo: MensagemRecusadaError['motivo']): Error {
    switch (motivo) {
      case 'encerrada':
        return new ForbiddenError(mensagensChat.consultaEncerrada);
      case 'tempo':
        return new ForbiddenError(mensagensChat.tempoEsgotado);
      case 'sem-intake':
        return new ConflictError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.intakePendente));
      case 'limite-mensagens':
        return new ForbiddenError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.limiteMensagens));
      case 'limite-anexos':
        return new BadRequestError(mensagens.envio.erroEnviar.titulo, erroEnvio(mensagensChat.muitosAnexos));
      default:
        return new UnauthorizedError(mensagens.acessoChat.tokenInvalido);
    }
  }

  const decidido = (caso: ValidacaoItem): boolean => caso.status === 'validada' || caso.status === 'recusada';

  /** A stored document a physician validated and signed, named as the chat names its downloads. */
  function documentoValidado(tipo: 'receita' | 'prontuario', consulta: ConsultaItem, caso: ValidacaoItem, conteudo: Uint8Array): ArquivoGerado {
    const data = new Date(caso.decidido_em ?? now());
    return { nome: nomeArquivo(tipo, caso.nome_paciente || nomeDoPaciente(consulta), data), contentType: 'application/pdf', conteudo };
  }

  const nomeDoPaciente = (consulta: ConsultaItem): string => {
    const paciente = dadosDe(consulta);
    return paciente ? nomeDoAtendido(paciente) : NOME_PACIENTE_PADRAO;
  };

  /** What the patient may see of the case: the record is read only once a physician decided. */
  async function resultadoDoPaciente(caso: ValidacaoItem) {
    const versoes = caso.status === 'validada' ? await deps.validacoes.listarVersoes(caso.consulta_id) : [];
    return resultadoDoCaso(caso, versoes, deps.alvoMinutos);
  }

  async function limitar(escopo: 'chat-mensagem' | 'chat-receita' | 'chat-anexo', consultaId: string, erro: () => Error) {
    try {
      await deps.rateLimiter.hit(escopo, consultaId);
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw erro();
      throw error;
    }
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

  return {
    async intake(token, medicoId, dadosBrutos) {
      const acesso = await autorizar(token, medicoId, 'escrita');
      const form = parseInput(dadosPacienteSchema, dadosBrutos);
      const existente = acesso.consulta;
      if (existente.dados_paciente) {
        // A retry of the same form answers like the first time; different data cannot replace the record.
        if (mesmoConteudo(existente.dados_paciente, form)) {
          // The retry may come because the case was not opened the first time.
          await deps.ciclo.abrir(existente);
          return { status: 200, body: await respostaIntake(acesso, form, existente) };
        }
        throw new ConflictError(mensagensChat.intakeJaEnviado);
      }
      const dados = dadosPacienteDoFormulario(form);
      const at = new Date(acesso.nowMs).toISOString();
      // CFM 2.314/2022 art. 15: both consents, with the instant the server received them.
      const consentimentos = { lgpd: at, termos: at };
      const saudacao = novaMensagem(existente.id, 1, { autor: 'medico', texto: montarSaudacao(acesso.medico, dados), tipo: 'text' });
      const registrado = await deps.chatConsultas.registrarIntake({ consultaId: existente.id, dados: form, consentimentos, at, saudacao });
      if (!registrado) {
        const atual = await deps.acesso.consultaPorId(existente.id);
        if (atual?.dados_paciente && mesmoConteudo(atual.dados_paciente, form)) {
          await deps.ciclo.abrir(atual);
          return { status: 200, body: await respostaIntake(acesso, form, atual) };
        }
        if (atual?.status_consulta === 'encerrada') throw new ForbiddenError(mensagensChat.consultaEncerrada);
        throw new ConflictError(mensagensChat.intakeJaEnviado);
      }
      logger.info('chat intake recorded', { consultaId: existente.id, medicoId: acesso.medico.id });
      // CFM 2.454/2026: from the intake on, the consultation has its physician-validation case.
      // If this write fails the intake answers 500 and its retry (same form) opens the case.
      await deps.ciclo.abrir({ ...existente, dados_paciente: form, intake_em: at });
      return {
        status: 201,
        body: {
          saudacao: toMensagemChat(saudacao),
          introducaoFalada: montarIntroducaoFalada(acesso.medico, dados),
          dadosPaciente: dados,
          consentimentos,
        },
      };
    },

    async estado(token, medicoId) {
      const acesso = await autorizar(token, medicoId, 'leitura');
      const { consulta, nowMs } = acesso;
      const [items, caso] = await Promise.all([deps.mensagens.list(consulta.id), deps.validacoes.obter(consulta.id)]);
      const validacao = caso ? await resultadoDoPaciente(caso) : undefined;
      const encerrada = consulta.status_consulta === 'encerrada';
      const dados = dadosDe(consulta);
      return {
        consultaId: consulta.id,
        medicoId: consulta.medico_id,
        tipoConsulta: consulta.tipo_consulta,
        intakeFeito: dados !== undefined,
        ...(dados ? { dadosPaciente: dados } : {}),
        mensagens: items.map(toMensagemChat),
        ...(consulta.utilizada_em ? { iniciadaEm: consulta.utilizada_em } : {}),
        segundosRestantes: encerrada ? 0 : segundosRestantes(consulta, nowMs),
        encerrada,
        ...(consulta.motivo_encerramento ? { motivoEncerramento: consulta.motivo_encerramento } : {}),
        ...(consulta.avaliacao !== undefined ? { avaliacao: consulta.avaliacao } : {}),
        podeGerarReceita: items.length > consultaRegras.mensagensAntesDaReceita && !encerrada && !tempoEsgotado(consulta, nowMs),
        mensagensRestantes: Math.max(0, chatLimites.mensagensPacientePorConsulta - (consulta.mensagens_paciente ?? 0)),
        ia: deps.ia,
        triagem: caso?.triagem ?? TRIAGEM_PROVISORIA,
        // The channel is given only to the chat's holder: the page hears the decision there.
        ...(caso && validacao ? { validacao, canalValidacao: caso.canal } : {}),
      };
    },

    async enviarMensagem(token, input) {
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
      const jaEnviados = new Set(anteriores.flatMap((item) => (item.arquivo ? [item.arquivo.key] : [])));
      const arquivos = await verificarAnexos(consulta.id, input.arquivos ?? [], jaEnviados);
      if (arquivos.length + jaEnviados.size > chatLimites.anexosPorConsulta) throw recusa('limite-anexos');

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
        throw error;
      }
      const mensagemPacienteId = novas.at(-1)?.id ?? '';
      // The triage guard reads the whole conversation with the intake's age and sex, before the
      // model; the case keeps the level, raised and never lowered (docs/triagem.md).
      const avaliacao = deps.triagem.avaliar({
        mensagens: textosDoPaciente([...anteriores, ...novas]),
        paciente: { idade: paciente.idade, ...(paciente.sexo ? { sexo: paciente.sexo } : {}) },
      });
      const antes = caso?.triagem ?? TRIAGEM_PROVISORIA;
      const avaliada = { nivel: avaliacao.nivel, motivos: avaliacao.motivos };
      const triagem = (await deps.ciclo.registrarTriagem(consulta.id, avaliada, caso)) ?? elevarTriagem(antes, avaliada);
      const emergencia = deps.triagem.emergenciaDoEnvio(input.texto, antes.nivel, () => avaliacao);

      const nomes = arquivos.map((arquivo) => arquivo.nome);
      const mensagem =
        input.texto !== '' ? input.texto : `Enviei ${nomes.length === 1 ? 'o arquivo' : 'os arquivos'}: ${nomes.join(', ')}.`;
      return {
        ...(emergencia ? { emergencia } : {}),
        mensagemPacienteId,
        eventos: responder({
          acesso,
          paciente,
          emergencia,
          triagem,
          triagemMudou: !mesmaTriagem(antes, triagem),
          historico: historicoDoModelo(anteriores),
          mensagem,
          arquivos: [...nomesDosArquivos(anteriores), ...nomes],
          mensagemPacienteId,
        }),
      };
    },

    async gerarReceita(token, medicoId) {
      const acesso = await autorizar(token, medicoId, 'escrita');
      const { consulta } = acesso;
      const erroReceita = (descricao: string) => ({ descricao });
      const items = await deps.mensagens.list(consulta.id);
      if (items.length <= consultaRegras.mensagensAntesDaReceita) {
        throw new ConflictError(mensagens.receita.erroGerar.titulo, erroReceita(mensagensChat.receitaPoucasMensagens));
      }
      await limitar('chat-receita', consulta.id, () => new TooManyRequestsError(mensagens.receita.erroGerar.titulo, erroReceita(mensagensChat.muitasReceitas)));
      // CFM 2.454/2026: the engine drafts the prescription for a physician; the patient never sees
      // the draft, only that it awaits a physician's validation.
      try {
        await deps.ciclo.prepararRascunho(consulta.id);
      } catch (error) {
        if (error instanceof IaIndisponivelError) throw error;
        logger.error('prescription draft failed', { consultaId: consulta.id, errorName: error instanceof Error ? error.name : typeof error });
        throw new IaIndisponivelError('indisponivel', 'receita', { cause: error });
      }
      const texto = mensagensChat.receitaPreparada;
      const seq = await deps.chatConsultas.reservarSeq(consulta.id, 1);
      const mensagem = novaMensagem(consulta.id, seq, { autor: 'medico', texto, tipo: 'prescription' });
      await deps.mensagens.put([mensagem]);
      return { texto, mensagem: toMensagemChat(mensagem) };
    },

    async receitaPdf(token, medicoId) {
      const { consulta } = await autorizar(token, medicoId, 'leitura');
      const [items, caso] = await Promise.all([deps.mensagens.list(consulta.id), deps.validacoes.obter(consulta.id)]);
      if (caso && decidido(caso)) {
        // Only what a physician validated and signed is a prescription (CFM 2.299/2021, 2.454/2026).
        const conteudo = caso.documentos?.receita ? await deps.documentos.validado(caso.documentos.receita) : undefined;
        if (!conteudo) throw new NotFoundError(mensagensChat.receitaNaoEmitida);
        return documentoValidado('receita', consulta, caso, conteudo);
      }
      if (caso?.status === 'aguardando' || items.some((item) => item.tipo === 'prescription')) {
        throw new ConflictError(mensagensChat.receitaAguardandoValidacao);
      }
      throw new NotFoundError(mensagensChat.receitaInexistente);
    },

    async prontuarioPdf(token, medicoId) {
      const { consulta, medico, nowMs } = await autorizar(token, medicoId, 'leitura');
      const caso = await deps.validacoes.obter(consulta.id);
      if (caso && decidido(caso) && caso.documentos?.relatorio) {
        const conteudo = await deps.documentos.validado(caso.documentos.relatorio);
        if (conteudo) return documentoValidado('prontuario', consulta, caso, conteudo);
      }
      const items = await deps.mensagens.list(consulta.id);
      const paciente = dadosDe(consulta);
      const geradoEm = new Date(nowMs);
      const conteudo = await deps.documentos.prontuario({
        consultaId: consulta.id,
        tipoConsulta: consulta.tipo_consulta,
        medico,
        ...(paciente ? { paciente } : {}),
        ...(consulta.consentimentos ? { consentimentos: consulta.consentimentos } : {}),
        ...(consulta.utilizada_em ? { iniciadaEm: consulta.utilizada_em } : {}),
        ...(consulta.encerrada_em ? { encerradaEm: consulta.encerrada_em } : {}),
        ...(consulta.motivo_encerramento ? { motivoEncerramento: consulta.motivo_encerramento } : {}),
        ...(consulta.avaliacao !== undefined ? { avaliacao: consulta.avaliacao } : {}),
        ...(consulta.motivo ? { motivo: consulta.motivo } : {}),
        mensagens: items,
        geradoEm,
        // No physician validated this record: every page says RASCUNHO.
        rascunho: true,
      });
      return {
        nome: nomeArquivo('prontuario', paciente ? nomeDoAtendido(paciente) : NOME_PACIENTE_PADRAO, geradoEm),
        contentType: 'application/pdf',
        conteudo,
      };
    },

    async iniciarUploadAnexo(token, input) {
      // The two docs/regras-do-produto.md#the-chat toasts, before anything is presigned; the policy enforces both again at the store.
      if (!isAnexoContentType(input.contentType)) {
        throw new BadRequestError(mensagens.arquivos.tipoNaoPermitido.titulo, erroEnvio(mensagens.arquivos.tipoNaoPermitido.descricao));
      }
      if (input.tamanho > regrasAnexos.maxBytes) {
        throw new BadRequestError(mensagens.arquivos.muitoGrande.titulo, erroEnvio(mensagens.arquivos.muitoGrande.descricao));
      }
      const { consulta } = await autorizar(token, input.medicoId, 'escrita');
      if ((consulta.anexos_total ?? 0) >= chatLimites.anexosPorConsulta) throw recusa('limite-anexos');
      await limitar('chat-anexo', consulta.id, () => new TooManyRequestsError(mensagensChat.muitosUploads));
      const upload = await deps.anexos.createUpload(consulta.id, input.nome, input.contentType);
      return { url: upload.url, fields: upload.fields, key: upload.key, nome: upload.nome, expiraEm: upload.expiresAt };
    },

    async encerrar(token, input) {
      const { consulta, medico, nowMs } = await autorizar(token, input.medicoId, 'encerramento');
      const texto = montarMensagemEncerramento(medico, dadosDe(consulta), input.motivo, input.avaliacao);
      const seq = await deps.chatConsultas.reservarSeq(consulta.id, 1);
      const mensagem = novaMensagem(consulta.id, seq, { autor: 'medico', texto, tipo: 'text' });
      const at = new Date(nowMs).toISOString();
      const encerrou = await deps.chatConsultas.encerrar({
        consultaId: consulta.id,
        at,
        motivo: input.motivo,
        ...(input.avaliacao === undefined ? {} : { avaliacao: input.avaliacao }),
        mensagem,
      });
      if (!encerrou) throw new ConflictError(mensagensChat.consultaEncerrada);
      logger.info('consultation ended', { consultaId: consulta.id, motivo: input.motivo });
      // CFM 2.454/2026: the AI drafts over the whole transcript and the case goes to a physician.
      // The end itself is never refused for the engine: without drafts, the sweeper writes them.
      await deps.ciclo.encaminharAoMedico(consulta.id, at, { limiteMs: LIMITE_RASCUNHO_ENCERRAMENTO_MS });
      return {
        mensagem: toMensagemChat(mensagem),
        encerradaEm: at,
        motivo: input.motivo,
        ...(input.avaliacao === undefined ? {} : { avaliacao: input.avaliacao }),
      };
    },

    async historico(caller) {
      const nowMs = now();
      const pacientes = new Map<string, true>();
      for (const paciente of await deps.pacientes.findAllByUserId(caller.sub)) pacientes.set(paciente.id, true);
      const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
      if (email) {
        // The strict rule: a row with the verified e-mail counts only while no other account is linked to it.
        for (const paciente of await deps.pacientes.findAllByEmail(email)) {
          if (pertenceAoTitular(paciente, { sub: caller.sub, email })) pacientes.set(paciente.id, true);
        }
      }

      const consultas: ConsultaHistorico[] = [];
      for (const pacienteId of pacientes.keys()) {
        for (const consulta of await deps.consultas.listByPaciente(pacienteId)) {
          // Only consultations that really took place: approved and opened at least once.
          if (consulta.status_pagamento !== 'aprovado' || consulta.utilizada_em === undefined) continue;
          const medico = findMedico(consulta.medico_id);
          const concluida = consulta.status_consulta === 'encerrada' || tempoEsgotado(consulta, nowMs);
          consultas.push({
            consultaId: consulta.id,
            data: consulta.utilizada_em,
            medicoId: medico.id,
            medico: medico.nome,
            especialidade: medico.especialidade,
            motivo: umaLinha(consulta.motivo ?? '', chatLimites.motivoHistoricoMaxCaracteres),
            status: concluida ? statusHistorico.concluida : statusHistorico.emAndamento,
          });
        }
      }
      consultas.sort((a, b) => b.data.localeCompare(a.data));
      const casos = await deps.validacoes.obterVarios(consultas.map((consulta) => consulta.consultaId));
      return {
        consultas: consultas.map((consulta) => {
          const caso = casos.get(consulta.consultaId);
          return caso ? { ...consulta, validacao: caso.status } : consulta;
        }),
      };
    },
  };
}
