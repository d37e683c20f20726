/**
 * Contact-form messages: stored once under a fresh id, after a per-IP rate limit, then e-mailed to
 * the support address (`EMAIL_SUPORTE`) with the sender as Reply-To, so a person answers them.
 *
 * Kept 90 days: the item carries `expires_at` (the table's TTL attribute), after which DynamoDB
 * deletes it; the support mailbox holds the conversation from then on.
 *
 * Stored is accepted: the message is written before the e-mail goes, so a failed e-mail loses
 * nothing and the sender still gets the success answer (asking them to send again would only
 * duplicate it). The SES client retries transient failures itself; a final failure is logged with
 * the message id and the error name, counted in the `ContatoEmailFalhou` metric, and the item keeps
 * no `email_enviado_em`, which is how the support team finds the messages it was not sent.
 *
 * The rate limit is one atomic counter item per (IP, minute) in the same table: an UpdateCommand
 * adds 1 only while the counter is below the limit, so concurrent requests can never pass it. The
 * IP is kept as a hash (LGPD: the counter needs to tell visitors apart, not to know who they are),
 * and the item carries a TTL so DynamoDB removes it; DynamoDB Local keeps it, but a past minute's
 * key is never read again.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import { contaRegras } from '#shared/constants.js';
import { labelAssuntoContato, type ContatoRequest } from '#shared/schemas/contato.js';
import { escaparHtml, type EnviarEmail, type MensagemEmail } from '../common/email.js';
import { TooManyRequestsError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';

/** Messages one IP may send per minute; enough for a family behind one router, too few for a spammer. */
export const CONTATO_LIMITE_POR_MINUTO = 5;

/** Days a stored message is kept before DynamoDB's TTL deletes it. */
export const CONTATO_RETENCAO_DIAS = contaRegras.contatoRetencaoDias;

export interface ContatoDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  /** Sends one e-mail (SES v2; the local stand-in's mailbox). */
  readonly enviarEmail: EnviarEmail;
  /** Where the messages go: the support team's address. */
  readonly emailSuporte: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly limitePorMinuto?: number;
}

/** Where a message came from: only used for the rate limit, never stored with the message. */
export interface OrigemContato {
  readonly ip: string;
}

export interface ContatoService {
  create(contato: ContatoRequest, origem: OrigemContato): Promise<{ id: string }>;
}

/** The stored item: the validated, normalised form plus its id, creation instant and expiry. */
export interface ContatoItem extends ContatoRequest {
  readonly id: string;
  readonly created_at: string;
  /** Epoch seconds: the table's TTL attribute. */
  readonly expires_at: number;
  /** When the e-mail to the support address was accepted by SES; absent while it was not. */
  readonly email_enviado_em?: string;
}

/** The e-mail the support team receives for one message; every field the sender typed is escaped in the HTML. */
export function emailDoContato(item: ContatoItem, emailSuporte: string): MensagemEmail {
  const assunto = labelAssuntoContato(item.assunto);
  const campos: Array<[string, string]> = [
    ['Nome', item.nome],
    ['E-mail', item.email],
    ['Telefone', item.telefone ?? 'não informado'],
    ['Assunto', assunto],
    ['Recebida em', item.created_at],
    ['Protocolo', item.id],
  ];
  const texto = `${campos.map(([rotulo, valor]) => `${rotulo}: ${valor}`).join('\n')}\n\nMensagem:\n${item.mensagem}\n`;
  const html =
    '<!doctype html><html lang="pt-BR"><body>' +
    `<h1>Nova mensagem de contato: ${escaparHtml(assunto)}</h1><dl>` +
    campos.map(([rotulo, valor]) => `<dt>${escaparHtml(rotulo)}</dt><dd>${escaparHtml(valor)}</dd>`).join('') +
    `</dl><h2>Mensagem</h2><p style="white-space:pre-wrap">${escaparHtml(item.mensagem)}</p>` +
    '<p>Responda este e-mail para falar com quem escreveu.</p></body></html>';
  return {
    para: emailSuporte,
    responderPara: item.email,
    assunto: `[Contato] ${assunto} (protocolo ${item.id.slice(0, 8)})`,
    texto,
    html,
  };
}

export function createContatoService(deps: ContatoDependencies): ContatoService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const limite = deps.limitePorMinuto ?? CONTATO_LIMITE_POR_MINUTO;

  async function countRequest(ip: string, at: number): Promise<void> {
    const minute = Math.floor(at / 60_000);
    const ipHash = createHash('sha256').update(ip).digest('hex').slice(0, 32);
    try {
      await deps.db.send(
        new UpdateCommand({
          TableName: deps.table,
          Key: { id: `ratelimit#${ipHash}#${minute}` },
          UpdateExpression: 'ADD requests :one SET expires_at = :expires',
          ConditionExpression: 'attribute_not_exists(requests) OR requests < :limite',
          ExpressionAttributeValues: { ':one': 1, ':limite': limite, ':expires': (minute + 2) * 60 },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new TooManyRequestsError(undefined, { cause: error });
      throw error;
    }
  }

  /** E-mails the stored message to support; a failure is logged and counted, never thrown (see the module comment). */
  async function avisarSuporte(item: ContatoItem): Promise<void> {
    try {
      await deps.enviarEmail(emailDoContato(item, deps.emailSuporte));
    } catch (error) {
      logger.error('contact e-mail to support failed', { contatoId: item.id, errorName: error instanceof Error ? error.name : typeof error });
      recordMetric('contatoEmailFalhou', 1);
      return;
    }
    try {
      await deps.db.send(
        new UpdateCommand({
          TableName: deps.table,
          Key: { id: item.id },
          UpdateExpression: 'SET email_enviado_em = :at',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':at': new Date(now()).toISOString() },
        }),
      );
    } catch (error) {
      // The e-mail went: only the mark is missing, and support may get this one twice in a search.
      logger.warn('contact e-mail mark not stored', { contatoId: item.id, errorName: error instanceof Error ? error.name : typeof error });
    }
  }

  return {
    async create(contato, origem) {
      const at = now();
      await countRequest(origem.ip, at);
      const item: ContatoItem = {
        ...contato,
        id: newId(),
        created_at: new Date(at).toISOString(),
        expires_at: Math.floor(at / 1000) + CONTATO_RETENCAO_DIAS * 24 * 60 * 60,
      };
      await deps.db.send(new PutCommand({ TableName: deps.table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
      await avisarSuporte(item);
      return { id: item.id };
    },
  };
}
