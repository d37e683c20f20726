/**
 * What the chat adds to the consultas item, and the conditional writes that keep it consistent:
 * the intake with its consent timestamps (CFM 2.314/2022 art. 15) recorded once together with the
 * greeting; the message counter that allocates `seq` and limits the patient's messages atomically,
 * refusing an ended or timed-out consultation even under concurrent requests; and the end, once.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { consultaRegras } from '#shared/constants.js';
import type { DadosPacienteForm } from '#shared/schemas/consulta-chat.js';
import type { MotivoEncerramento } from '#shared/schemas/chat.js';
import type { Consentimentos, ConsultaItem } from '../common/itens.js';
import type { MensagemItem, MensagensRepository } from '../common/mensagens-repository.js';

export const DURACAO_CONSULTA_MS = consultaRegras.duracaoMinutos * 60_000;

/** Why the reservation of a patient message was refused. */
export type RecusaMensagem = 'encerrada' | 'tempo' | 'sem-intake' | 'limite-mensagens' | 'limite-anexos' | 'inexistente';

export class MensagemRecusadaError extends Error {
  constructor(readonly motivo: RecusaMensagem) {
    super(`message refused: ${motivo}`);
    this.name = 'MensagemRecusadaError';
  }
}

export interface ReservaMensagemInput {
  readonly consultaId: string;
  /** Items to store: the files and the text. */
  readonly quantidade: number;
  readonly anexos: number;
  /** Set on the first message only. */
  readonly motivo?: string;
  readonly nowMs: number;
  readonly maxMensagensPaciente: number;
  readonly maxAnexos: number;
}

export interface ConsultaChatRepository {
  /**
   * Records the intake, its consents and the greeting (seq 1) in one transaction; false when the
   * consultation already has an intake.
   */
  registrarIntake(input: {
    consultaId: string;
    dados: DadosPacienteForm;
    consentimentos: Consentimentos;
    at: string;
    saudacao: MensagemItem;
  }): Promise<boolean>;
  /** Counts one patient send and allocates `quantidade` seqs; returns the first one. */
  reservarMensagemPaciente(input: ReservaMensagemInput): Promise<number>;
  /**
   * Gives back a patient send counted by `reservarMensagemPaciente` whose messages could not be
   * stored, so a storage failure does not use up the consultation's messages (the seqs stay skipped).
   */
  devolverMensagemPaciente(input: { consultaId: string; anexos: number }): Promise<void>;
  /** Allocates `quantidade` seqs for doctor messages (answers may finish after the 30 minutes). */
  reservarSeq(consultaId: string, quantidade: number): Promise<number>;
  /** Ends the consultation and stores the closing message, once; false when it had already ended. */
  encerrar(input: {
    consultaId: string;
    at: string;
    motivo: MotivoEncerramento;
    avaliacao?: number;
    mensagem: MensagemItem;
  }): Promise<boolean>;
}

function cancelledByCondition(error: unknown, index: number): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  return error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
}

export function createConsultaChatRepository(deps: {
  db: DynamoDBDocumentClient;
  table: string;
  mensagens: MensagensRepository;
  /** Reads the item again to tell why a condition failed. */
  get: (id: string) => Promise<ConsultaItem | undefined>;
}): ConsultaChatRepository {
  const { db, table } = deps;

  const motivoDaRecusa = async (input: ReservaMensagemInput): Promise<RecusaMensagem> => {
    const consulta = await deps.get(input.consultaId);
    if (!consulta) return 'inexistente';
    if (consulta.status_consulta === 'encerrada') return 'encerrada';
    if (consulta.utilizada_em === undefined || input.nowMs >= Date.parse(consulta.utilizada_em) + DURACAO_CONSULTA_MS) return 'tempo';
    if (consulta.dados_paciente === undefined) return 'sem-intake';
    if ((consulta.mensagens_paciente ?? 0) >= input.maxMensagensPaciente) return 'limite-mensagens';
    return 'limite-anexos';
  };

  return {
    async registrarIntake({ consultaId, dados, consentimentos, at, saudacao }) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table,
                  Key: { id: consultaId },
                  UpdateExpression:
                    'SET dados_paciente = :dados, consentimentos = :consentimentos, intake_em = :at, mensagens_seq = :seq',
                  ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(dados_paciente) AND status_consulta <> :encerrada',
                  ExpressionAttributeValues: {
                    ':dados': dados,
                    ':consentimentos': consentimentos,
                    ':at': at,
                    ':seq': saudacao.seq,
                    ':encerrada': 'encerrada',
                  },
                },
              },
              deps.mensagens.putTransactItem(saudacao),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancelledByCondition(error, 0)) return false;
        throw error;
      }
    },

    async reservarMensagemPaciente(input) {
      const limiteInicio = new Date(input.nowMs - DURACAO_CONSULTA_MS).toISOString();
      const values: Record<string, unknown> = {
        ':n': input.quantidade,
        ':um': 1,
        ':anexos': input.anexos,
        ':encerrada': 'encerrada',
        ':limiteInicio': limiteInicio,
        ':maxMensagens': input.maxMensagensPaciente,
        ':maxAnexosAntes': input.maxAnexos - input.anexos,
      };
      let update = 'ADD mensagens_seq :n, mensagens_paciente :um, anexos_total :anexos';
      if (input.motivo !== undefined) {
        update += ' SET motivo = if_not_exists(motivo, :motivo)';
        values[':motivo'] = input.motivo;
      }
      try {
        const result = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { id: input.consultaId },
            UpdateExpression: update,
            // The same rules as the access check, applied atomically with the count.
            ConditionExpression: [
              'attribute_exists(id)',
              'attribute_exists(dados_paciente)',
              'status_consulta <> :encerrada',
              'utilizada_em > :limiteInicio',
              '(attribute_not_exists(mensagens_paciente) OR mensagens_paciente < :maxMensagens)',
              '(attribute_not_exists(anexos_total) OR anexos_total <= :maxAnexosAntes)',
            ].join(' AND '),
            ExpressionAttributeValues: values,
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const ultimo = Number(result.Attributes?.mensagens_seq);
        return ultimo - input.quantidade + 1;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new MensagemRecusadaError(await motivoDaRecusa(input));
        throw error;
      }
    },

    async devolverMensagemPaciente({ consultaId, anexos }) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: consultaId },
          UpdateExpression: 'ADD mensagens_paciente :menosUm, anexos_total :menosAnexos',
          ConditionExpression: 'attribute_exists(id) AND mensagens_paciente > :zero',
          ExpressionAttributeValues: { ':menosUm': -1, ':menosAnexos': -anexos, ':zero': 0 },
        }),
      );
    },

    async reservarSeq(consultaId, quantidade) {
      const result = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: consultaId },
          UpdateExpression: 'ADD mensagens_seq :n',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':n': quantidade },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(result.Attributes?.mensagens_seq) - quantidade + 1;
    },

    async encerrar({ consultaId, at, motivo, avaliacao, mensagem }) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table,
                  Key: { id: consultaId },
                  UpdateExpression: `SET status_consulta = :encerrada, encerrada_em = :at, motivo_encerramento = :motivo${
                    avaliacao === undefined ? '' : ', avaliacao = :avaliacao'
                  }`,
                  ConditionExpression: 'attribute_exists(id) AND status_consulta <> :encerrada',
                  ExpressionAttributeValues: {
                    ':encerrada': 'encerrada',
                    ':at': at,
                    ':motivo': motivo,
                    ...(avaliacao === undefined ? {} : { ':avaliacao': avaliacao }),
                  },
                },
              },
              deps.mensagens.putTransactItem(mensagem),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancelledByCondition(error, 0)) return false;
        throw error;
      }
    },
  };
}
