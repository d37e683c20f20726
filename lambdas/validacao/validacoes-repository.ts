/**
 * The physician-validation case of each consultation (`validacoes`) and its append-only record
 * (`validacao_versoes`), docs/validacao-medica.md. Every item read is parsed by its schema; every
 * state change is a conditional write, so two physicians never hold or decide the same case, a case
 * is decided once, and a version is never overwritten.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import {
  medicoValidadorSchema,
  elevarTriagem,
  mesmaTriagem,
  statusValidacaoSchema,
  triagemSchema,
  versaoRegistroSchema,
  type MedicoValidador,
  type Decisao,
  type StatusValidacao,
  type Triagem,
  type VersaoRegistro,
} from '#shared/schemas/validacao.js';
import { consultarTodos } from '../common/dynamo-paginas.js';

/** A claim lapses after this many idle minutes; every edit renews it. */
export const RESERVA_MINUTOS = 15;

const reservaSchema = lazySchema(() => z.object({ sub: z.string(), nome: z.string(), ate: z.string() }));

/** The physician who decided, with the Cognito sub that authenticated the decision. */
export const medicoDecisorSchema = lazySchema(() => z.extend(medicoValidadorSchema, { sub: z.string() }));
export type MedicoDecisor = z.infer<typeof medicoDecisorSchema>;

export const validacaoItemSchema = lazySchema(() => z.object({
  consulta_id: z.string(),
  status: statusValidacaoSchema,
  /** Sort key of `by-status`: see the table definition. */
  ordem: z.string(),
  paciente_id: z.optional(z.string()),
  /** The AI virtual doctor of the consultation. */
  medico_id: z.number(),
  nome_paciente: z.string(),
  idade: z.optional(z.number()),
  motivo: z.string(),
  triagem: triagemSchema,
  /** Red flags the deterministic guard raised during the chat. */
  sinais_alerta: z.array(z.string()),
  /** What the guard held back from the AI's answers, for the physician. */
  conteudo_retido: z.array(z.string()),
  /** The consultation's realtime channel name (`/validacoes/<canal>`): 128 random bits. */
  canal: z.string(),
  /** End of the consultation's 30 minutes. */
  prazo_consulta: z.string(),
  criado_em: z.string(),
  consulta_encerrada_em: z.optional(z.string()),
  aguardando_desde: z.optional(z.string()),
  /** The newest version of the record; 0 while there is none. */
  versao_atual: z.number(),
  reserva: z.optional(reservaSchema),
  decisao: z.optional(z.enum(['validada', 'recusada'])),
  decidido_em: z.optional(z.string()),
  medico_validador: z.optional(medicoDecisorSchema),
  orientacao: z.optional(z.string()),
  documentos: z.optional(z.object({ receita: z.optional(z.string()), relatorio: z.optional(z.string()), assinado: z.boolean() })),
  /**
   * When the patient was told of the decision (the e-mail sent, or no address left to send to):
   * until then the sweeper completes the decision (lambdas/validacao/conclusao.ts).
   */
  notificado_em: z.optional(z.string()),
  /** Someone is completing the decision until this instant: nobody else starts meanwhile. */
  conclusao_ate: z.optional(z.string()),
  /** Failed attempts at completing the decision (documents or e-mail). */
  conclusao_tentativas: z.optional(z.number()),
  /** After a failure, the sweeper does not try again before this instant. */
  conclusao_proxima: z.optional(z.string()),
}));
export type ValidacaoItem = z.infer<typeof validacaoItemSchema>;

const versaoItemSchema = lazySchema(() => z.extend(versaoRegistroSchema, { consulta_id: z.string() }));

/** A conditional write found the case in another state: who holds it, or its status. */
export class CasoIndisponivelError extends Error {
  constructor(
    readonly motivo: 'inexistente' | 'reservado' | 'status' | 'versao',
    options?: { cause?: unknown },
  ) {
    super(`validation case unavailable: ${motivo}`, options);
    this.name = 'CasoIndisponivelError';
  }
}

export interface NovoCaso {
  readonly consultaId: string;
  readonly pacienteId?: string;
  readonly medicoId: number;
  readonly nomePaciente: string;
  readonly idade?: number;
  readonly motivo: string;
  readonly canal: string;
  readonly prazoConsulta: string;
  readonly criadoEm: string;
  readonly triagem: Triagem;
}

export interface ValidacoesRepository {
  /** Creates the case `em-consulta`; a second call for the same consultation changes nothing. */
  criar(caso: NovoCaso): Promise<ValidacaoItem>;
  obter(consultaId: string): Promise<ValidacaoItem | undefined>;
  obterVarios(consultaIds: readonly string[]): Promise<Map<string, ValidacaoItem>>;
  /** Cases of one status, by `ordem` ascending; `ordemAte` (inclusive) bounds it. */
  listarPorStatus(status: StatusValidacao, opcoes?: { ordemAte?: string; limite?: number }): Promise<ValidacaoItem[]>;
  /** Adds red flags and raises (never lowers) the triage level. */
  /**
   * Records a triage assessment (docs/triagem.md): the level is raised, never lowered
   * (`elevarTriagem`), and `sinais` are added to the case's warning signs. The stored triage, or
   * undefined when the consultation has no case.
   */
  registrarTriagem(consultaId: string, triagem: Triagem, sinais: readonly string[], lido?: ValidacaoItem): Promise<Triagem | undefined>;
  /** Adds sentences the guard held back from the AI's answers. */
  registrarRetido(consultaId: string, textos: readonly string[]): Promise<void>;
  /** Sets the reason of the consultation (its first message, cut) while the case has none. */
  registrarMotivo(consultaId: string, motivo: string): Promise<void>;
  /** Appends the next version (`versao_atual + 1`); fails with 'versao' if another write came first. */
  acrescentarVersao(consultaId: string, versao: Omit<VersaoRegistro, 'versao'>, opcoes?: { exigirReservaDe?: string; renovarReservaAte?: string }): Promise<VersaoRegistro>;
  listarVersoes(consultaId: string): Promise<VersaoRegistro[]>;
  /** `em-consulta` → `aguardando` (the consultation ended), with the triage level of the drafts. */
  colocarNaFila(consultaId: string, at: string, triagem?: Triagem): Promise<ValidacaoItem | undefined>;
  /** Claims an `aguardando` case: free, lapsed, or already this physician's. */
  reservar(consultaId: string, medico: { sub: string; nome: string }, nowIso: string, ateIso: string): Promise<ValidacaoItem>;
  liberar(consultaId: string, sub: string): Promise<void>;
  /**
   * Records the decision: the `decisao` version and the case's final state in one transaction,
   * only if the case is `aguardando` and held by this physician.
   */
  decidir(input: {
    consultaId: string;
    decisao: 'validada' | 'recusada';
    at: string;
    medico: MedicoDecisor;
    orientacao?: string;
  }): Promise<{ caso: ValidacaoItem; versao: VersaoRegistro }>;
  /** The documents written after the decision. */
  registrarDocumentos(consultaId: string, documentos: NonNullable<ValidacaoItem['documentos']>): Promise<void>;
  /**
   * Decided cases of one decision whose patient was not told yet, decided at `desde` or later, by
   * decision time; those being completed or waiting for their next attempt are left out.
   */
  listarConclusoesPendentes(decisao: Decisao, opcoes: { desde: string; agora: string; limite: number }): Promise<ValidacaoItem[]>;
  /**
   * Takes the completion of a decided case not yet notified, until `ate`, unless someone else holds
   * it; without `ignorarEspera`, also only once its next attempt is due. The case, or `undefined`.
   */
  reservarConclusao(consultaId: string, opcoes: { agora: string; ate: string; ignorarEspera?: boolean }): Promise<ValidacaoItem | undefined>;
  /** A completion failed: counts it, lets it go and sets when the sweeper may try again. */
  registrarFalhaConclusao(consultaId: string, opcoes: { tentativas: number; proxima: string }): Promise<void>;
  /** The patient was told of the decision at `at`; the completion is over. */
  registrarNotificacao(consultaId: string, at: string): Promise<void>;
}

const condicaoFalhou = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

export function createValidacoesRepository(deps: {
  db: DynamoDBDocumentClient;
  table: string;
  /** Absent for a route granted only `validacoes`: any use of the record then fails loudly. */
  versoesTable: string | undefined;
}): ValidacoesRepository {
  const { db, table } = deps;
  const tabelaVersoes = (): string => {
    if (!deps.versoesTable) throw new Error('Missing environment variable TABLE_VALIDACAO_VERSOES');
    return deps.versoesTable;
  };
  const parse = (item: unknown): ValidacaoItem => validacaoItemSchema.parse(item);

  async function obter(consultaId: string): Promise<ValidacaoItem | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { consulta_id: consultaId }, ConsistentRead: true }));
    return Item ? parse(Item) : undefined;
  }

  async function atualizar(
    consultaId: string,
    expressao: { update: string; condition?: string; names?: Record<string, string>; values?: Record<string, unknown> },
    motivo: CasoIndisponivelError['motivo'],
  ): Promise<ValidacaoItem> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { consulta_id: consultaId },
          UpdateExpression: expressao.update,
          ConditionExpression: expressao.condition ? `attribute_exists(consulta_id) AND (${expressao.condition})` : 'attribute_exists(consulta_id)',
          ...(expressao.names ? { ExpressionAttributeNames: expressao.names } : {}),
          ...(expressao.values ? { ExpressionAttributeValues: expressao.values } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return parse(Attributes);
    } catch (error) {
      if (condicaoFalhou(error)) {
        const atual = await obter(consultaId);
        throw new CasoIndisponivelError(atual ? motivo : 'inexistente', { cause: error });
      }
      throw error;
    }
  }

  /**
   * Appends `versao` to the record and changes the case by `mudanca`, in one transaction: a version
   * is never overwritten, and neither write happens without the other.
   */
  async function gravarComVersao(
    consultaId: string,
    versao: VersaoRegistro,
    mudanca: {
      UpdateExpression: string;
      ConditionExpression: string;
      ExpressionAttributeNames?: Record<string, string>;
      ExpressionAttributeValues: Record<string, unknown>;
    },
  ): Promise<void> {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tabelaVersoes(), Item: { consulta_id: consultaId, ...versao }, ConditionExpression: 'attribute_not_exists(versao)' } },
          { Update: { TableName: table, Key: { consulta_id: consultaId }, ...mudanca } },
        ],
      }),
    );
  }

  return {
    async criar(caso) {
      const item: ValidacaoItem = {
        consulta_id: caso.consultaId,
        status: 'em-consulta',
        ordem: caso.prazoConsulta,
        ...(caso.pacienteId ? { paciente_id: caso.pacienteId } : {}),
        medico_id: caso.medicoId,
        nome_paciente: caso.nomePaciente,
        ...(caso.idade === undefined ? {} : { idade: caso.idade }),
        motivo: caso.motivo,
        triagem: caso.triagem,
        sinais_alerta: [],
        conteudo_retido: [],
        canal: caso.canal,
        prazo_consulta: caso.prazoConsulta,
        criado_em: caso.criadoEm,
        versao_atual: 0,
      };
      try {
        await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(consulta_id)' }));
        return item;
      } catch (error) {
        if (!condicaoFalhou(error)) throw error;
        const atual = await obter(caso.consultaId);
        if (!atual) throw error;
        return atual;
      }
    },

    obter,

    async obterVarios(consultaIds) {
      // A handful per patient: consistent single reads keep the one parsing path.
      const casos = await Promise.all([...new Set(consultaIds)].map((id) => obter(id)));
      return new Map(casos.filter((caso): caso is ValidacaoItem => caso !== undefined).map((caso) => [caso.consulta_id, caso]));
    },

    async listarPorStatus(status, opcoes = {}) {
      const itens = await consultarTodos(
        db,
        {
          TableName: table,
          IndexName: 'by-status',
          KeyConditionExpression: opcoes.ordemAte ? '#status = :status AND ordem <= :ate' : '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ...(opcoes.ordemAte ? { ':ate': opcoes.ordemAte } : {}) },
          ...(opcoes.limite ? { Limit: opcoes.limite } : {}),
        },
        opcoes.limite || undefined,
      );
      const casos = itens.map(parse);
      return opcoes.limite ? casos.slice(0, opcoes.limite) : casos;
    },

    async registrarTriagem(consultaId, triagem, sinais, lido) {
      // Read, raise, write conditionally on what was read: a concurrent raise is retried. The
      // caller's fresh read saves the first one (most messages change nothing: no round trip).
      for (let tentativa = 0; tentativa < 3; tentativa += 1) {
        const atual = tentativa === 0 && lido ? lido : await obter(consultaId);
        if (!atual) return undefined;
        const nova = elevarTriagem(atual.triagem, triagem);
        const novosSinais = [...new Set([...atual.sinais_alerta, ...sinais])].slice(0, 40);
        if (mesmaTriagem(nova, atual.triagem) && novosSinais.length === atual.sinais_alerta.length) return atual.triagem;
        try {
          await db.send(
            new UpdateCommand({
              TableName: table,
              Key: { consulta_id: consultaId },
              UpdateExpression: 'SET sinais_alerta = :sinais, triagem = :triagem',
              ConditionExpression: 'triagem.nivel = :nivelLido AND size(triagem.motivos) = :motivosLidos',
              ExpressionAttributeValues: {
                ':sinais': novosSinais,
                ':triagem': nova,
                ':nivelLido': atual.triagem.nivel,
                ':motivosLidos': atual.triagem.motivos.length,
              },
            }),
          );
          return nova;
        } catch (error) {
          if (!condicaoFalhou(error)) throw error;
        }
      }
      return (await obter(consultaId))?.triagem;
    },

    async registrarRetido(consultaId, textos) {
      if (textos.length === 0) return;
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { consulta_id: consultaId },
          UpdateExpression: 'SET conteudo_retido = list_append(if_not_exists(conteudo_retido, :vazio), :textos)',
          ConditionExpression: 'attribute_exists(consulta_id)',
          ExpressionAttributeValues: { ':textos': [...textos], ':vazio': [] },
        }),
      ).catch((error: unknown) => {
        if (!condicaoFalhou(error)) throw error;
      });
    },

    async registrarMotivo(consultaId, motivo) {
      await db
        .send(
          new UpdateCommand({
            TableName: table,
            Key: { consulta_id: consultaId },
            UpdateExpression: 'SET motivo = :motivo',
            ConditionExpression: 'attribute_exists(consulta_id) AND motivo = :vazio',
            ExpressionAttributeValues: { ':motivo': motivo, ':vazio': '' },
          }),
        )
        .catch((error: unknown) => {
          if (!condicaoFalhou(error)) throw error;
        });
    },

    async acrescentarVersao(consultaId, dados, opcoes = {}) {
      const atual = await obter(consultaId);
      if (!atual) throw new CasoIndisponivelError('inexistente');
      const versao: VersaoRegistro = versaoRegistroSchema.parse({ ...dados, versao: atual.versao_atual + 1 });
      const condicoes = ['versao_atual = :anterior'];
      const valores: Record<string, unknown> = { ':anterior': atual.versao_atual, ':nova': versao.versao };
      let update = 'SET versao_atual = :nova';
      if (opcoes.exigirReservaDe) {
        condicoes.push('reserva.#sub = :sub', '#status = :aguardando');
        valores[':sub'] = opcoes.exigirReservaDe;
        valores[':aguardando'] = 'aguardando';
      }
      if (opcoes.renovarReservaAte) {
        update += ', reserva.ate = :ate';
        valores[':ate'] = opcoes.renovarReservaAte;
      }
      try {
        await gravarComVersao(consultaId, versao, {
          UpdateExpression: update,
          ConditionExpression: condicoes.join(' AND '),
          ...(opcoes.exigirReservaDe ? { ExpressionAttributeNames: { '#sub': 'sub', '#status': 'status' } } : {}),
          ExpressionAttributeValues: valores,
        });
      } catch (error) {
        if (condicaoFalhou(error)) throw new CasoIndisponivelError(opcoes.exigirReservaDe ? 'reservado' : 'versao', { cause: error });
        throw error;
      }
      return versao;
    },

    async listarVersoes(consultaId) {
      const itens = await consultarTodos(db, {
        TableName: tabelaVersoes(),
        KeyConditionExpression: 'consulta_id = :consulta',
        ExpressionAttributeValues: { ':consulta': consultaId },
        ConsistentRead: true,
      });
      return itens.map((item): VersaoRegistro => {
        const { consulta_id: _consulta, ...versao } = versaoItemSchema.parse(item);
        return versao;
      });
    },

    async colocarNaFila(consultaId, at, triagem) {
      try {
        const atual = await obter(consultaId);
        if (!atual || atual.status !== 'em-consulta') return atual;
        const novaTriagem = triagem ? elevarTriagem(atual.triagem, triagem) : atual.triagem;
        return await atualizar(
          consultaId,
          {
            update: 'SET #status = :aguardando, ordem = :at, aguardando_desde = :at, consulta_encerrada_em = :at, triagem = :triagem',
            condition: '#status = :emConsulta',
            names: { '#status': 'status' },
            values: { ':aguardando': 'aguardando', ':emConsulta': 'em-consulta', ':at': at, ':triagem': novaTriagem },
          },
          'status',
        );
      } catch (error) {
        if (error instanceof CasoIndisponivelError) return obter(consultaId);
        throw error;
      }
    },

    reservar(consultaId, medico, nowIso, ateIso) {
      return atualizar(
        consultaId,
        {
          update: 'SET reserva = :reserva',
          condition: '#status = :aguardando AND (attribute_not_exists(reserva) OR reserva.ate < :agora OR reserva.#sub = :sub)',
          names: { '#status': 'status', '#sub': 'sub' },
          values: { ':reserva': { sub: medico.sub, nome: medico.nome, ate: ateIso }, ':aguardando': 'aguardando', ':agora': nowIso, ':sub': medico.sub },
        },
        'reservado',
      ).catch(async (error: unknown) => {
        if (error instanceof CasoIndisponivelError && error.motivo === 'reservado') {
          const atual = await obter(consultaId);
          if (atual && atual.status !== 'aguardando') throw new CasoIndisponivelError('status', { cause: error });
        }
        throw error;
      });
    },

    async liberar(consultaId, sub) {
      await atualizar(
        consultaId,
        { update: 'REMOVE reserva', condition: 'reserva.#sub = :sub', names: { '#sub': 'sub' }, values: { ':sub': sub } },
        'reservado',
      ).catch((error: unknown) => {
        // Releasing what one does not hold changes nothing.
        if (!(error instanceof CasoIndisponivelError)) throw error;
      });
    },

    async decidir(input) {
      const atual = await obter(input.consultaId);
      if (!atual) throw new CasoIndisponivelError('inexistente');
      if (atual.status !== 'aguardando') throw new CasoIndisponivelError('status');
      const versao: VersaoRegistro = {
        versao: atual.versao_atual + 1,
        tipo: 'decisao',
        criadoEm: input.at,
        autor: { tipo: 'medico', sub: input.medico.sub, nome: input.medico.nome, crm: input.medico.crm, uf: input.medico.uf },
        decisao: input.decisao,
        ...(input.orientacao ? { orientacao: input.orientacao } : {}),
      };
      try {
        await gravarComVersao(input.consultaId, versao, {
          UpdateExpression:
            'SET #status = :decisao, ordem = :at, decisao = :decisao, decidido_em = :at, medico_validador = :medico, versao_atual = :versao' +
            (input.orientacao ? ', orientacao = :orientacao' : '') +
            ' REMOVE reserva',
          ConditionExpression: '#status = :aguardando AND reserva.#sub = :sub AND versao_atual = :anterior',
          ExpressionAttributeNames: { '#status': 'status', '#sub': 'sub' },
          ExpressionAttributeValues: {
            ':decisao': input.decisao,
            ':at': input.at,
            ':medico': input.medico,
            ':versao': versao.versao,
            ':anterior': atual.versao_atual,
            ':aguardando': 'aguardando',
            ':sub': input.medico.sub,
            ...(input.orientacao ? { ':orientacao': input.orientacao } : {}),
          },
        });
      } catch (error) {
        if (condicaoFalhou(error)) {
          const depois = await obter(input.consultaId);
          throw new CasoIndisponivelError(depois?.status !== 'aguardando' ? 'status' : 'reservado', { cause: error });
        }
        throw error;
      }
      const caso = await obter(input.consultaId);
      if (!caso) throw new CasoIndisponivelError('inexistente');
      return { caso, versao };
    },

    async registrarDocumentos(consultaId, documentos) {
      await atualizar(consultaId, { update: 'SET documentos = :documentos', values: { ':documentos': documentos } }, 'status');
    },

    async listarConclusoesPendentes(decisao, opcoes) {
      // `ordem` of a decided case is its decision time; the filter reads only the window's cases.
      const itens = await consultarTodos(
        db,
        {
          TableName: table,
          IndexName: 'by-status',
          KeyConditionExpression: '#status = :status AND ordem >= :desde',
          FilterExpression:
            'attribute_not_exists(notificado_em) AND (attribute_not_exists(conclusao_ate) OR conclusao_ate < :agora)' +
            ' AND (attribute_not_exists(conclusao_proxima) OR conclusao_proxima <= :agora)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': decisao, ':desde': opcoes.desde, ':agora': opcoes.agora },
        },
        opcoes.limite,
      );
      const casos = itens.map(parse);
      return casos.slice(0, opcoes.limite);
    },

    async reservarConclusao(consultaId, opcoes) {
      const condicoes = [
        '#status IN (:validada, :recusada)',
        'attribute_not_exists(notificado_em)',
        '(attribute_not_exists(conclusao_ate) OR conclusao_ate < :agora)',
        ...(opcoes.ignorarEspera ? [] : ['(attribute_not_exists(conclusao_proxima) OR conclusao_proxima <= :agora)']),
      ];
      try {
        return await atualizar(
          consultaId,
          {
            update: 'SET conclusao_ate = :ate',
            condition: condicoes.join(' AND '),
            names: { '#status': 'status' },
            values: { ':validada': 'validada', ':recusada': 'recusada', ':agora': opcoes.agora, ':ate': opcoes.ate },
          },
          'status',
        );
      } catch (error) {
        if (error instanceof CasoIndisponivelError) return undefined;
        throw error;
      }
    },

    async registrarFalhaConclusao(consultaId, opcoes) {
      await atualizar(
        consultaId,
        {
          update: 'SET conclusao_tentativas = :tentativas, conclusao_proxima = :proxima REMOVE conclusao_ate',
          values: { ':tentativas': opcoes.tentativas, ':proxima': opcoes.proxima },
        },
        'status',
      );
    },

    async registrarNotificacao(consultaId, at) {
      await atualizar(
        consultaId,
        { update: 'SET notificado_em = if_not_exists(notificado_em, :at) REMOVE conclusao_ate, conclusao_proxima', values: { ':at': at } },
        'status',
      );
    },
  };
}

/** The repository on this Lambda's tables. */
export function createValidacoesRepositoryFromEnv(db: DynamoDBDocumentClient, env: Readonly<Record<string, string | undefined>> = process.env) {
  const table = env.TABLE_VALIDACOES;
  if (!table) throw new Error('Missing environment variable TABLE_VALIDACOES');
  return createValidacoesRepository({ db, table, versoesTable: env.TABLE_VALIDACAO_VERSOES });
}

/** The version the physician reviews: the newest one that carries drafts. */
export function rascunhoAtual(versoes: readonly VersaoRegistro[]): VersaoRegistro | undefined {
  return [...versoes].reverse().find((versao) => versao.rascunho !== undefined);
}

export type { MedicoValidador };
