/**
 * The promo code and the free consultation (docs/arquitetura.md#promo-code-and-free-consultation). The code is checked on the server, and
 * "one free consultation per person" is one transaction: the redemption keys `email#<e-mail>` and,
 * when a CPF is known, `cpf#<CPF>` are conditional puts committed together with the consultation,
 * its chat token and (for a new person) the patient row, so either all exist or none.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mensagens } from '#shared/messages.js';
import {
  tiposConsulta,
  type ConsultaGratuitaRequest,
  type ConsultaGratuitaResponse,
} from '#shared/schemas/consultas.js';
import { verificarCodigoPromo } from '#shared/schemas/pagamentos.js';
import type { ChatTokenService } from '../common/chat-token.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import { BadRequestError, ConflictError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';

const textos = mensagens.promo;

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

/** The redemption keys of one person. */
export const redemptionKeys = (email: string, cpf: string | undefined): string[] =>
  cpf ? [`email#${email}`, `cpf#${cpf}`] : [`email#${email}`];

export interface PromoDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly promoRedemptionsTable: string;
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly chatTokens: ChatTokenService;
  readonly rateLimiter: RateLimiter;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface PromoService {
  validar(codigo: string, ip: string): Promise<{ valido: true }>;
  createConsultaGratuita(input: ConsultaGratuitaRequest, ip: string): Promise<ConsultaGratuitaResponse>;
}

export function createPromoService(deps: PromoDependencies): PromoService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;

  return {
    async validar(codigo, ip) {
      await deps.rateLimiter.hit('promo', ip);
      assertCodigoPromo(codigo);
      return { valido: true };
    },

    async createConsultaGratuita(input, ip) {
      await deps.rateLimiter.hit('gratuita', ip);
      assertCodigoPromo(input.codigo);
      const at = new Date(now()).toISOString();

      const existente = await deps.pacientes.findByEmail(input.email);
      const novoPaciente = (id?: string) =>
        deps.pacientes.newItem(
          {
            email: input.email,
            nome: input.nome,
            telefone: input.telefone,
            status: 'LIBERADO',
            ...(input.cpf ? { cpf: input.cpf } : {}),
          },
          at,
          id,
        );
      const consultaId = newId();

      /** Patient (when new), redemptions, consultation and token in one transaction. */
      const gravar = async (paciente: PacienteItem, novo: boolean) => {
        // The row is the e-mail's (found or made by it), so its redemption is keyed by that e-mail. A CPF
        // given now or stored from an earlier payment counts, so a new e-mail does not make a new person.
        const cpf = input.cpf ?? paciente.cpf;
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
              ...(novo
                ? [{ Put: { TableName: deps.pacientes.table, Item: paciente, ConditionExpression: 'attribute_not_exists(id)' } }]
                : []),
              ...redemptionKeys(input.email, cpf).map((key) => ({
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

      const conflito = (error: unknown) => new ConflictError(textos.codigoJaUtilizado.titulo, { descricao: textos.codigoJaUtilizado.descricao, cause: error });
      const motivos = (error: unknown) => (error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : undefined);
      let resposta;
      try {
        resposta = await gravar(existente ?? novoPaciente(), !existente);
      } catch (error) {
        const reasons = motivos(error);
        if (!reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw error;
        // Only the new patient row failed: a simultaneous first request of the same person stored it a
        // moment ago. Try again on that row (or, when the e-mail's id holds a row kept after an account
        // deletion, on a row of its own); the redemption then decides.
        const soOPaciente = !existente && reasons[0]?.Code === 'ConditionalCheckFailed' && reasons.slice(1).every((reason) => reason.Code !== 'ConditionalCheckFailed');
        if (!soOPaciente) throw conflito(error);
        const provisorio = novoPaciente();
        const gemeo = await deps.pacientes.twinForEmail(provisorio.id, input.email);
        try {
          resposta = await gravar(gemeo ?? novoPaciente(randomUUID()), !gemeo);
        } catch (retry) {
          if (motivos(retry)?.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw conflito(retry);
          throw retry;
        }
      }
      if (existente && !existente.cpf && input.cpf) await deps.pacientes.setCpfIfMissing(existente.id, input.cpf);

      logger.info('consulta gratuita criada', { consultaId: resposta.consultaId, medicoId: resposta.medicoId });
      return resposta;
    },
  };
}
