/**
 * The promo code and the free consultation (docs/arquitetura.md#promo-code-and-free-consultation).
 * The code is checked on the server, and "one free consultation per person" needs a verified
 * identity: the e-mail is proven by a one-time code sent to it (verificacao-email.ts) before anything
 * is written, and the CPF (check digits) is required. The redemption keys of the canonical e-mail
 * and of the CPF, hashed (promo-chaves.ts), are conditional puts committed in one transaction with
 * the consultation, its chat token and the patient row, so either all exist or none.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mensagens } from '#shared/messages.js';
import {
  tiposConsulta,
  type CodigoConsultaGratuitaResponse,
  type ConsultaGratuitaRequest,
  type ConsultaGratuitaResponse,
} from '#shared/schemas/consultas.js';
import { verificarCodigoPromo } from '#shared/schemas/pagamentos.js';
import type { ChatTokenService } from '../common/chat-token.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import type { EnviarEmail } from '../common/email.js';
import { BadRequestError, ConflictError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import { emailDescartavel } from '../common/email-descartavel.js';
import { chavesResgate } from '../common/promo-chaves.js';
import type { RateLimiter } from '../common/rate-limit.js';
import { CODIGO_VALIDADE_MINUTOS, emailComCodigo, mascararEmail, type VerificacaoEmail } from '../common/verificacao-email.js';

const textos = mensagens.promo;
const textosGratuita = mensagens.consultaGratuita;

/** Throws the promo dialog's 400 (title and description) unless the code is ZAP19. */
export function assertCodigoPromo(codigo: string | undefined): void {
  const resultado = verificarCodigoPromo(codigo);
  if (resultado === 'necessario') {
    throw new BadRequestError(textos.codigoNecessario.titulo, { descricao: textos.codigoNecessario.descricao });
  }
  if (resultado === 'invalido') {
    throw new BadRequestError(textos.codigoInvalido.titulo, { descricao: textos.codigoInvalido.descricao });
  }
}

export interface PromoDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly promoRedemptionsTable: string;
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly chatTokens: ChatTokenService;
  readonly rateLimiter: RateLimiter;
  /** One-time codes that prove the form's e-mail. */
  readonly verificacao: VerificacaoEmail;
  readonly enviarEmail: EnviarEmail;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface PromoService {
  validar(codigo: string, ip: string): Promise<{ valido: true }>;
  /** E-mails a one-time code to `email`; answers the same whether or not the e-mail already used its free consultation. */
  enviarCodigo(email: string, ip: string): Promise<CodigoConsultaGratuitaResponse>;
  createConsultaGratuita(input: ConsultaGratuitaRequest, ip: string): Promise<ConsultaGratuitaResponse>;
}

type MotivoCancelamento = { Code?: string };
const falhouCondicao = (reason: MotivoCancelamento | undefined): boolean => reason?.Code === 'ConditionalCheckFailed';
const motivos = (error: unknown): MotivoCancelamento[] | undefined =>
  error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : undefined;

export function createPromoService(deps: PromoDependencies): PromoService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;

  return {
    async validar(codigo, ip) {
      await deps.rateLimiter.hit('promo', ip);
      assertCodigoPromo(codigo);
      return { valido: true };
    },

    async enviarCodigo(email, ip) {
      await deps.rateLimiter.hit('gratuita-codigo', ip);
      // A code read in a throw-away inbox proves no person: refused before anything is sent.
      if (await emailDescartavel(email)) throw new BadRequestError(textosGratuita.emailDescartavel);
      const { codigo } = await deps.verificacao.emitirCodigo(email);
      await deps.enviarEmail(
        emailComCodigo({
          para: email,
          assunto: textosGratuita.assuntoEmail,
          paraQue: textosGratuita.paraQue,
          codigo,
          seNaoPediu: textosGratuita.seNaoPediu,
        }),
      );
      logger.info('consulta gratuita: código enviado');
      return { enviadoPara: mascararEmail(email), validadeMinutos: CODIGO_VALIDADE_MINUTOS };
    },

    async createConsultaGratuita(input, ip) {
      await deps.rateLimiter.hit('gratuita', ip);
      assertCodigoPromo(input.codigo);
      if (await emailDescartavel(input.email)) throw new BadRequestError(textosGratuita.emailDescartavel);
      // The proof comes first: without the e-mail's code nothing is written, so nobody can spend
      // another person's free consultation (or touch their patient row) by typing their e-mail.
      if (!(await deps.verificacao.verificarCodigo(input.email, input.codigoEmail))) {
        throw new BadRequestError(textosGratuita.codigoEmailInvalido);
      }
      const chaves = await chavesResgate(input.email, input.cpf);
      const at = new Date(now()).toISOString();
      const novoPaciente = (id?: string): PacienteItem => ({
        ...deps.pacientes.newItem(
          { email: input.email, nome: input.nome, telefone: input.telefone, status: 'LIBERADO', cpf: input.cpf },
          at,
          id,
        ),
        email_verificado_em: at,
      });
      const consultaId = newId();

      /**
       * The patient row (new, or the e-mail's own row marked as proven now), the redemptions, the
       * consultation and its token in one transaction. The row is the one at the e-mail's id: only
       * proven flows write there, and a CPF never picks a row.
       */
      const gravar = async (paciente: PacienteItem, novo: boolean) => {
        const consulta: ConsultaItem = {
          id: consultaId,
          medico_id: input.medicoId,
          paciente_id: paciente.id,
          tipo_consulta: tiposConsulta.gratuita,
          status_consulta: 'agendada',
          status_pagamento: 'aprovado',
          valor: 0,
          data_criacao: at,
          aprovado_em: at,
        };
        const { token, put: tokenPut } = deps.chatTokens.prepare(consulta);
        await deps.db.send(
          new TransactWriteCommand({
            TransactItems: [
              novo
                ? { Put: { TableName: deps.pacientes.table, Item: paciente, ConditionExpression: 'attribute_not_exists(id)' } }
                : {
                    Update: {
                      TableName: deps.pacientes.table,
                      Key: { id: paciente.id },
                      UpdateExpression: 'SET email_verificado_em = :at, cpf = if_not_exists(cpf, :cpf)',
                      ConditionExpression: 'attribute_exists(id) AND email = :email',
                      ExpressionAttributeValues: { ':at': at, ':cpf': input.cpf, ':email': input.email },
                    },
                  },
              ...chaves.map((key) => ({
                Put: {
                  TableName: deps.promoRedemptionsTable,
                  Item: { key, consulta_id: consulta.id, created_at: at },
                  ConditionExpression: 'attribute_not_exists(#key)',
                  ExpressionAttributeNames: { '#key': 'key' },
                },
              })),
              { Put: { TableName: deps.consultas.table, Item: consulta, ConditionExpression: 'attribute_not_exists(id)' } },
              { Put: tokenPut },
            ],
          }),
        );
        return { chatToken: token, consultaId: consulta.id, medicoId: consulta.medico_id };
      };

      /** The e-mail's row if it holds this e-mail, else a new one there. */
      const linhaDoEmail = async (): Promise<{ paciente: PacienteItem; novo: boolean }> => {
        const provisorio = novoPaciente();
        const existente = await deps.pacientes.twinForEmail(provisorio.id, input.email);
        return existente ? { paciente: existente, novo: false } : { paciente: provisorio, novo: true };
      };

      const conflito = (error: unknown) =>
        new ConflictError(textos.codigoJaUtilizado.titulo, { descricao: textos.codigoJaUtilizado.descricao, cause: error });
      let resposta;
      const primeira = await linhaDoEmail();
      try {
        resposta = await gravar(primeira.paciente, primeira.novo);
      } catch (error) {
        const reasons = motivos(error);
        if (!reasons?.some(falhouCondicao)) throw error;
        // Only the patient row's condition failed: a simultaneous first request of the same person
        // stored the row a moment ago (try again on it), or the e-mail's id holds a row kept after an
        // account deletion (a row of its own, at a random id). The redemptions then decide.
        const soOPaciente = falhouCondicao(reasons[0]) && !reasons.slice(1).some(falhouCondicao);
        if (!soOPaciente) throw conflito(error);
        const gemeo = await deps.pacientes.twinForEmail(primeira.paciente.id, input.email);
        try {
          resposta = await gravar(gemeo ?? novoPaciente(randomUUID()), !gemeo);
        } catch (retry) {
          if (motivos(retry)?.some(falhouCondicao)) throw conflito(retry);
          throw retry;
        }
      }

      logger.info('consulta gratuita criada', { consultaId: resposta.consultaId, medicoId: resposta.medicoId });
      return resposta;
    },
  };
}
