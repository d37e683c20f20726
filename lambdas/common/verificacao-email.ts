/**
 * One-time codes that prove an e-mail address (`verificacoes_email`, keyed by the sha256 of the
 * normalised e-mail): 6 digits from the CSPRNG, stored only as an HMAC-SHA256 under a per-code random
 * salt, valid for 10 minutes and 5 attempts; a new code replaces the previous one. Every attempt is
 * spent (a conditional decrement) before the comparison, so concurrent guesses can never get more
 * than 5 tries; the right code is consumed by a conditional write, so it opens one thing once.
 * Sends are limited per e-mail here (3 per 10 minutes); callers limit them per IP too (rate-limit.ts).
 * A flow anyone may trigger for any address (the free consultation's) keeps its codes under a key of
 * its own (`finalidade`), so its codes open nothing else and its sends never use up, or replace, the
 * code a patient asked for to see results or reopen a checkout.
 * Codes and e-mails are never logged. DynamoDB Local never applies the TTL: readers check expiry.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mensagens } from '#shared/messages.js';
import type { MensagemEmail } from './email.js';
import { TooManyRequestsError } from './errors.js';
import { readItem, verificacaoEmailItemSchema, type VerificacaoEmailItem } from './itens.js';
import { dynamoDocumentClient } from './sdk-clients.js';

export const CODIGO_VALIDADE_MINUTOS = 10;

/**
 * The e-mail that carries a one-time code: what the code is for, the code and its limits, and
 * nothing about the consultation (the message may be read by whoever holds the mailbox).
 */
export function emailComCodigo(mensagem: { para: string; assunto: string; paraQue: string; codigo: string; seNaoPediu: string }): MensagemEmail {
  const linhas = [
    'Olá,',
    '',
    `Use o código abaixo para ${mensagem.paraQue} na ZapSaúde:`,
    '',
    mensagem.codigo,
    '',
    `O código vale por ${CODIGO_VALIDADE_MINUTOS} minutos e só pode ser usado uma vez.`,
    mensagem.seNaoPediu,
    '',
    'Equipe ZapSaúde',
  ];
  return { para: mensagem.para, assunto: mensagem.assunto, texto: linhas.join('\n') };
}
export const CODIGO_MAX_TENTATIVAS = 5;
/** Codes one e-mail may receive per window: enough for "reenviar", too few to flood an inbox. */
export const ENVIOS_POR_JANELA = 3;
export const JANELA_ENVIOS_MINUTOS = 10;

const CODIGO_SHAPE = /^\d{6}$/;

/** Trimmed and lower-cased, as the pacientes table stores e-mails. */
export const normalizarEmail = (email: string): string => email.trim().toLowerCase();

/** The key of an e-mail in the tables that must not hold it in clear: sha256 of the normalised e-mail, hex. */
export const hashEmail = (email: string): string => createHash('sha256').update(normalizarEmail(email), 'utf8').digest('hex');

/** Flows whose codes are kept apart from the others' (see above). */
export type FinalidadeCodigo = 'consulta-gratuita';

/** The `verificacoes_email` key of an e-mail's code: `hashEmail`, or for a separate flow the sha256 of flow and e-mail. */
export const chaveVerificacao = (email: string, finalidade?: FinalidadeCodigo): string =>
  finalidade ? createHash('sha256').update(`${finalidade}:${normalizarEmail(email)}`, 'utf8').digest('hex') : hashEmail(email);

/** A 6-digit code, uniform over 000000–999999 (crypto.randomInt is the CSPRNG, without modulo bias). */
export function gerarCodigo(aleatorio: (max: number) => number = randomInt): string {
  return String(aleatorio(1_000_000)).padStart(6, '0');
}

/** What is stored: HMAC-SHA256 of the code keyed by the code's own random salt, hex. */
export function hashCodigo(codigo: string, sal: string): string {
  return createHmac('sha256', Buffer.from(sal, 'base64url')).update(codigo, 'utf8').digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function codigoConfere(codigo: string, sal: string, codigoHash: string): boolean {
  if (!CODIGO_SHAPE.test(codigo)) return false;
  const esperado = Buffer.from(codigoHash, 'hex');
  const recebido = Buffer.from(hashCodigo(codigo, sal), 'hex');
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

/**
 * How an address is shown back ("enviamos para m***@g***.com"): the first letter of the mailbox and
 * of the domain, and the public suffix (`.com`, `.com.br`).
 */
export function mascararEmail(email: string): string {
  const normalizado = normalizarEmail(email);
  const arroba = normalizado.lastIndexOf('@');
  if (arroba <= 0) return '***';
  const local = normalizado.slice(0, arroba);
  const rotulos = normalizado.slice(arroba + 1).split('.').filter(Boolean);
  if (rotulos.length === 0) return `${local[0]}***`;
  const ultimo = rotulos.at(-1)!;
  const penultimo = rotulos.at(-2);
  // A country code under a short second level (com.br, org.br, co.uk) is one suffix.
  const sufixoDuplo = rotulos.length > 2 && ultimo.length === 2 && penultimo !== undefined && penultimo.length <= 3;
  const sufixo = rotulos.length === 1 ? [] : sufixoDuplo ? rotulos.slice(-2) : rotulos.slice(-1);
  const nome = rotulos[0]!;
  return `${local[0]}***@${nome[0]}***${sufixo.map((rotulo) => `.${rotulo}`).join('')}`;
}

export type { VerificacaoEmailItem };

export interface CodigoEmitido {
  /** In clear only here, to be e-mailed at once. */
  readonly codigo: string;
  readonly expiraEm: string;
}

export interface VerificacaoEmail {
  /** A new code for `email` (replacing the previous one); 429 past the per-e-mail limit. */
  emitirCodigo(email: string): Promise<CodigoEmitido>;
  /** Whether `codigo` is the current, unexpired code of `email`; spends an attempt, consumes the code on success. */
  verificarCodigo(email: string, codigo: string): Promise<boolean>;
}

const condicaoFalhou = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

export function createVerificacaoEmail(deps: {
  db: DynamoDBDocumentClient;
  table: string;
  /** A flow whose codes are kept apart; none for the results and checkout-recovery codes. */
  finalidade?: FinalidadeCodigo;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now?: () => number;
}): VerificacaoEmail {
  const { db, table } = deps;
  const now = deps.now ?? Date.now;

  const ler = async (emailHash: string): Promise<VerificacaoEmailItem | undefined> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { email_hash: emailHash }, ConsistentRead: true }));
    return readItem('verificacoes_email', verificacaoEmailItemSchema, Item);
  };

  return {
    async emitirCodigo(email) {
      const emailHash = chaveVerificacao(email, deps.finalidade);
      const agoraMs = now();
      const agora = Math.floor(agoraMs / 1000);
      const anterior = await ler(emailHash);
      const mesmaJanela = anterior !== undefined && anterior.envios_desde > agora - JANELA_ENVIOS_MINUTOS * 60;
      if (mesmaJanela && anterior.envios >= ENVIOS_POR_JANELA) throw new TooManyRequestsError(mensagens.resultados.muitosCodigos);

      const codigo = gerarCodigo();
      const sal = randomBytes(16).toString('base64url');
      const expiresAt = agora + CODIGO_VALIDADE_MINUTOS * 60;
      const item: VerificacaoEmailItem = {
        email_hash: emailHash,
        codigo_hash: hashCodigo(codigo, sal),
        sal,
        tentativas_restantes: CODIGO_MAX_TENTATIVAS,
        expires_at: expiresAt,
        criado_em: new Date(agoraMs).toISOString(),
        envios: mesmaJanela ? anterior.envios + 1 : 1,
        envios_desde: mesmaJanela ? anterior.envios_desde : agora,
      };
      try {
        // Written only over the state just read: two simultaneous sends cannot both pass the limit.
        await db.send(
          new PutCommand({
            TableName: table,
            Item: item,
            ...(anterior
              ? {
                  ConditionExpression: 'envios = :envios AND envios_desde = :desde',
                  ExpressionAttributeValues: { ':envios': anterior.envios, ':desde': anterior.envios_desde },
                }
              : { ConditionExpression: 'attribute_not_exists(email_hash)' }),
          }),
        );
      } catch (error) {
        if (condicaoFalhou(error)) throw new TooManyRequestsError(mensagens.resultados.muitosCodigos, { cause: error });
        throw error;
      }
      return { codigo, expiraEm: new Date(expiresAt * 1000).toISOString() };
    },

    async verificarCodigo(email, codigo) {
      const emailHash = chaveVerificacao(email, deps.finalidade);
      const agora = Math.floor(now() / 1000);
      const item = await ler(emailHash);
      if (!item?.codigo_hash || !item.sal || item.expires_at <= agora || item.tentativas_restantes <= 0) return false;
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { email_hash: emailHash },
            UpdateExpression: 'SET tentativas_restantes = tentativas_restantes - :um',
            ConditionExpression: 'codigo_hash = :hash AND tentativas_restantes > :zero AND expires_at > :agora',
            ExpressionAttributeValues: { ':um': 1, ':hash': item.codigo_hash, ':zero': 0, ':agora': agora },
          }),
        );
      } catch (error) {
        if (condicaoFalhou(error)) return false;
        throw error;
      }
      if (!codigoConfere(codigo, item.sal, item.codigo_hash)) return false;
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { email_hash: emailHash },
            UpdateExpression: 'REMOVE codigo_hash, sal SET tentativas_restantes = :zero',
            ConditionExpression: 'codigo_hash = :hash',
            ExpressionAttributeValues: { ':hash': item.codigo_hash, ':zero': 0 },
          }),
        );
        return true;
      } catch (error) {
        // A simultaneous request with the same code consumed it first.
        if (condicaoFalhou(error)) return false;
        throw error;
      }
    },
  };
}

const porFinalidade = new Map<FinalidadeCodigo | undefined, VerificacaoEmail>();

/** The container's service over `TABLE_VERIFICACOES_EMAIL` (for `finalidade`'s codes when given). */
export function verificacaoEmailFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  finalidade?: FinalidadeCodigo,
): VerificacaoEmail {
  const existente = porFinalidade.get(finalidade);
  if (existente) return existente;
  const table = env.TABLE_VERIFICACOES_EMAIL;
  if (!table) throw new Error('Missing environment variable TABLE_VERIFICACOES_EMAIL');
  const servico = createVerificacaoEmail({ db: dynamoDocumentClient(env), table, ...(finalidade ? { finalidade } : {}) });
  porFinalidade.set(finalidade, servico);
  return servico;
}
