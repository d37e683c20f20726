/**
 * What the patient receives after the physician's validation (docs/validacao-medica.md, "How the
 * result reaches the patient"): the consultations with their validation and the validated documents,
 * for a signed-in account or for the holder of a results session opened with a one-time code sent
 * to the consultation's e-mail.
 *
 * Whose consultations: for an account, the patient rows linked to it, or with its verified e-mail
 * proven on the row and linked to no other account (`pertenceAoTitular`); for a results session,
 * the rows whose e-mail was proven and is the one the session's code proved (the code marks its
 * own row). Listed are the consultations that took place (approved and opened), newest first. A consultation with a case shows the case (`resultadoDoCaso`: only the status until a
 * physician decides); one without a case is `em-consulta` while its 30 minutes run, and is left out
 * afterwards (it never reached a physician, so it has no result: the chat's history still lists it).
 *
 * The link's routes answer an unknown consultation and one that did not take place alike, so they
 * reveal nothing about which ids exist.
 */
import { mensagens } from '#shared/messages.js';
import { nomeArquivo } from '#shared/nome-arquivo.js';
import { chatLimites } from '#shared/schemas/chat.js';
import { findMedico } from '#shared/medicos.js';
import type { DocumentoValidado, ResultadoConsulta, ResultadoValidacao, ResultadosResponse } from '#shared/schemas/validacao.js';

import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { isConsultaAberta, type ConsultaItem, type ConsultasRepository } from '../common/consultas-repository.js';
import type { EnviarEmail, MensagemEmail } from '../common/email.js';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import { pacientesDoTitular, pertenceAoTitular } from '../common/titular-repository.js';
import { emailComCodigo, hashEmail, mascararEmail, normalizarEmail, type VerificacaoEmail } from '../common/verificacao-email.js';
import { resultadoDoCaso } from '../validacao/resultado.js';
import type { ValidacaoItem, ValidacoesRepository } from '../validacao/validacoes-repository.js';
import type { SessoesResultado } from './sessoes-resultado.js';

export const ASSUNTO_CODIGO = 'ZapSaúde: seu código para ver o resultado da consulta';

export interface ResultadosDependencies {
  readonly pacientes: Pick<PacientesRepository, 'get' | 'findAllByUserId' | 'findAllByEmail' | 'marcarEmailVerificado'>;
  readonly consultas: Pick<ConsultasRepository, 'get' | 'listByPaciente'>;
  readonly validacoes: Pick<ValidacoesRepository, 'obter' | 'obterVarios' | 'listarVersoes'>;
  readonly emailLookup: VerifiedEmailLookup;
  readonly verificacao: VerificacaoEmail;
  readonly sessoes: SessoesResultado;
  readonly enviarEmail: EnviarEmail;
  /** A stored validated document by key (lambdas/documentos/storage.ts). */
  readonly lerDocumento: (key: string) => Promise<Uint8Array | undefined>;
  /** The stage's waiting target, in minutes. */
  readonly alvoMinutos: number;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface DocumentoBaixado {
  readonly nome: string;
  readonly conteudo: Uint8Array;
}

export interface ResultadosService {
  listarConta(caller: CallerIdentity): Promise<ResultadosResponse>;
  enviarCodigo(consultaId: string): Promise<{ emailMascarado: string; expiraEm: string }>;
  abrirSessao(consultaId: string, codigo: string): Promise<{ token: string; expiraEm: string }>;
  listarAcesso(token: string | undefined): Promise<ResultadosResponse>;
  documentoConta(caller: CallerIdentity, consultaId: string, documento: DocumentoValidado): Promise<DocumentoBaixado>;
  documentoAcesso(token: string | undefined, consultaId: string, documento: DocumentoValidado): Promise<DocumentoBaixado>;
}

/** Only consultations that really took place: approved and opened at least once. */
const ocorreu = (consulta: ConsultaItem): boolean => consulta.status_pagamento === 'aprovado' && consulta.utilizada_em !== undefined;

const umaLinha = (texto: string, max: number): string => {
  const linha = texto.replace(/\s+/g, ' ').trim();
  return linha.length > max ? `${linha.slice(0, max - 1).trimEnd()}…` : linha;
};

/** The one-time code's e-mail: the code and its limits, nothing about the consultation. */
export function emailCodigo(para: string, codigo: string): MensagemEmail {
  return emailComCodigo({
    para,
    assunto: ASSUNTO_CODIGO,
    paraQue: 'ver o resultado da sua consulta',
    codigo,
    seNaoPediu: 'Se você não pediu este código, ignore este e-mail.',
  });
}

export function createResultadosService(deps: ResultadosDependencies): ResultadosService {
  const now = deps.now ?? Date.now;
  const naoEncontrado = () => new NotFoundError(mensagens.resultados.naoEncontrado);
  const indisponivel = () => new NotFoundError(mensagens.resultados.documentoIndisponivel);
  const sessaoInvalida = () => new UnauthorizedError(mensagens.resultados.sessaoInvalida);

  async function pacientesDaConta(caller: CallerIdentity): Promise<PacienteItem[]> {
    const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
    return pacientesDoTitular(deps.pacientes, { sub: caller.sub, ...(email ? { email } : {}) });
  }

  /** A session's rows: those whose e-mail was proven and is the session's (a typed e-mail alone is no one's). */
  const doEmailProvado = (paciente: PacienteItem, email: string): boolean =>
    paciente.email_verificado_em !== undefined && paciente.email === email;

  async function pacientesDoEmail(email: string): Promise<PacienteItem[]> {
    return (await deps.pacientes.findAllByEmail(email)).filter((paciente) => doEmailProvado(paciente, email));
  }

  async function validacaoDe(consulta: ConsultaItem, caso: ValidacaoItem | undefined, nowMs: number): Promise<ResultadoValidacao | undefined> {
    if (!caso) return isConsultaAberta(consulta, nowMs) ? { status: 'em-consulta' } : undefined;
    // The validated drafts are read only when there is something validated to show.
    const versoes = caso.status === 'validada' ? await deps.validacoes.listarVersoes(caso.consulta_id) : [];
    return resultadoDoCaso(caso, versoes, deps.alvoMinutos);
  }

  async function listar(pacientes: readonly PacienteItem[]): Promise<ResultadosResponse> {
    const nowMs = now();
    const consultas: ConsultaItem[] = [];
    for (const paciente of pacientes) {
      for (const consulta of await deps.consultas.listByPaciente(paciente.id)) if (ocorreu(consulta)) consultas.push(consulta);
    }
    const casos = await deps.validacoes.obterVarios(consultas.map((consulta) => consulta.id));
    const resultado: ResultadoConsulta[] = [];
    for (const consulta of consultas) {
      const validacao = await validacaoDe(consulta, casos.get(consulta.id), nowMs);
      if (!validacao) continue;
      const medico = findMedico(consulta.medico_id);
      resultado.push({
        consultaId: consulta.id,
        data: consulta.utilizada_em ?? consulta.data_criacao,
        medicoVirtual: medico.nome,
        especialidade: medico.especialidade,
        motivo: umaLinha(consulta.motivo ?? casos.get(consulta.id)?.motivo ?? '', chatLimites.motivoHistoricoMaxCaracteres),
        validacao,
      });
    }
    resultado.sort((a, b) => b.data.localeCompare(a.data));
    return { consultas: resultado };
  }

  /** The consultation of a results link and the e-mail its patient gave, if it took place. */
  async function consultaDoLink(consultaId: string): Promise<{ consulta: ConsultaItem; paciente: PacienteItem & { email: string } } | undefined> {
    const consulta = await deps.consultas.get(consultaId);
    if (!consulta || !ocorreu(consulta)) return undefined;
    const paciente = await deps.pacientes.get(consulta.paciente_id);
    if (!paciente?.email) return undefined;
    return { consulta, paciente: { ...paciente, email: normalizarEmail(paciente.email) } };
  }

  /** The e-mail a live session proved, read back from its row and checked against the stored hash. */
  async function emailDaSessao(token: string | undefined): Promise<string> {
    const sessao = await deps.sessoes.obter(token);
    if (!sessao) throw sessaoInvalida();
    const paciente = await deps.pacientes.get(sessao.paciente_id);
    if (!paciente?.email || hashEmail(paciente.email) !== sessao.email_hash) throw sessaoInvalida();
    return normalizarEmail(paciente.email);
  }

  async function documento(consultaId: string, tipo: DocumentoValidado, pertence: (paciente: PacienteItem) => boolean): Promise<DocumentoBaixado> {
    const consulta = await deps.consultas.get(consultaId);
    if (!consulta || !ocorreu(consulta)) throw indisponivel();
    const paciente = await deps.pacientes.get(consulta.paciente_id);
    // Someone else's consultation looks exactly like one without the document.
    if (!paciente || !pertence(paciente)) throw indisponivel();
    const caso = await deps.validacoes.obter(consultaId);
    const key = caso && (caso.status === 'validada' || caso.status === 'recusada') ? caso.documentos?.[tipo] : undefined;
    if (!caso || !key) throw indisponivel();
    const conteudo = await deps.lerDocumento(key);
    if (!conteudo) {
      logger.warn('validated document missing from storage', { consultaId, documento: tipo });
      throw indisponivel();
    }
    const data = new Date(caso.decidido_em ?? caso.ordem);
    const nome = nomeArquivo(tipo === 'receita' ? 'receita-validada' : 'relatorio-validado', caso.nome_paciente, data);
    return { nome, conteudo };
  }

  return {
    async listarConta(caller) {
      return listar(await pacientesDaConta(caller));
    },

    async enviarCodigo(consultaId) {
      const link = await consultaDoLink(consultaId);
      if (!link) throw naoEncontrado();
      const { codigo, expiraEm } = await deps.verificacao.emitirCodigo(link.paciente.email);
      await deps.enviarEmail(emailCodigo(link.paciente.email, codigo));
      logger.info('results code sent', { consultaId });
      return { emailMascarado: mascararEmail(link.paciente.email), expiraEm };
    },

    async abrirSessao(consultaId, codigo) {
      const link = await consultaDoLink(consultaId);
      if (!link || !(await deps.verificacao.verificarCodigo(link.paciente.email, codigo))) {
        throw new BadRequestError(mensagens.resultados.codigoInvalido);
      }
      // The code proved the e-mail of this consultation's row: from now on it is found by that e-mail.
      await deps.pacientes.marcarEmailVerificado(link.paciente.id, link.paciente.email, new Date(now()).toISOString());
      logger.info('results session opened', { consultaId });
      return deps.sessoes.abrir({ emailHash: hashEmail(link.paciente.email), pacienteId: link.paciente.id, consultaId });
    },

    async listarAcesso(token) {
      return listar(await pacientesDoEmail(await emailDaSessao(token)));
    },

    async documentoConta(caller, consultaId, tipo) {
      const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
      const titular = { sub: caller.sub, ...(email ? { email } : {}) };
      return documento(consultaId, tipo, (paciente) => pertenceAoTitular(paciente, titular));
    },

    async documentoAcesso(token, consultaId, tipo) {
      const email = await emailDaSessao(token);
      return documento(consultaId, tipo, (paciente) => doEmailProvado(paciente, email));
    },
  };
}
