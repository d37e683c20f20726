/**
 * What the cockpit reads of the consultation besides its validation case: the intake, the
 * transcript and the patient's CPF. Read-only, through the SDK v3 document client; each item is
 * parsed by a schema of the fields used here (the rest of the item is left alone).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { arquivoMensagemSchema, autoresMensagem } from '#shared/schemas/chat.js';
import { consultarTodos } from '../common/dynamo-paginas.js';

const consultaLidaSchema = lazySchema(() => z.object({
  id: z.string(),
  medico_id: z.number(),
  paciente_id: z.optional(z.string()),
  /** The intake as validated at the chat (shared/schemas/consulta-chat.ts DadosPacienteForm). */
  dados_paciente: z.optional(z.record(z.string(), z.unknown())),
  encerrada_em: z.optional(z.string()),
}));
export type ConsultaLida = z.infer<typeof consultaLidaSchema>;

const mensagemLidaSchema = lazySchema(() => z.object({
  seq: z.number(),
  autor: z.enum(autoresMensagem),
  texto: z.string(),
  tipo: z.string(),
  arquivo: z.optional(arquivoMensagemSchema),
  criado_em: z.string(),
  /** What the clinical guard held back from this answer, when the chat records it per message. */
  retido: z.optional(z.union([z.string(), z.array(z.string())])),
}));
export type MensagemLida = z.infer<typeof mensagemLidaSchema>;

const pacienteLidoSchema = lazySchema(() => z.object({ id: z.string(), cpf: z.optional(z.string()) }));

export interface LeiturasConsulta {
  consulta(consultaId: string): Promise<ConsultaLida | undefined>;
  /** The transcript in chat order. */
  mensagens(consultaId: string): Promise<MensagemLida[]>;
  /** The patient's CPF (11 digits), when known. */
  cpfDoPaciente(pacienteId: string): Promise<string | undefined>;
}

export function createLeiturasConsulta(deps: {
  db: DynamoDBDocumentClient;
  /** Each table only for the routes given it. */
  tables: { consultas?: string; mensagens?: string; pacientes?: string };
}): LeiturasConsulta {
  const { db, tables } = deps;
  const tabela = (nome: keyof typeof tables): string => {
    const valor = tables[nome];
    if (!valor) throw new Error(`This route has no table ${nome}`);
    return valor;
  };
  return {
    async consulta(consultaId) {
      const { Item } = await db.send(new GetCommand({ TableName: tabela('consultas'), Key: { id: consultaId } }));
      return Item ? consultaLidaSchema.parse(Item) : undefined;
    },
    async mensagens(consultaId) {
      const itens = await consultarTodos(db, {
        TableName: tabela('mensagens'),
        KeyConditionExpression: 'consulta_id = :consulta',
        ExpressionAttributeValues: { ':consulta': consultaId },
        ConsistentRead: true,
      });
      return itens.map((item): MensagemLida => mensagemLidaSchema.parse(item)).sort((a, b) => a.seq - b.seq);
    },
    async cpfDoPaciente(pacienteId) {
      const { Item } = await db.send(new GetCommand({ TableName: tabela('pacientes'), Key: { id: pacienteId } }));
      return Item ? pacienteLidoSchema.parse(Item).cpf : undefined;
    },
  };
}
