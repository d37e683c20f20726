/**
 * A validated document (signed PDF) of a decided consultation:
 * GET /api/resultados/documentos/{consultaId}/{documento} (Cognito) and
 * GET /api/resultados/acesso/documentos/{consultaId}/{documento} (`x-resultados-token`).
 * An entry of its own, so the S3 client is bundled into these two Lambdas only.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { mensagens } from '#shared/messages.js';
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { documentosValidados } from '#shared/schemas/validacao.js';
import { callerIdentity } from '../common/cognito-user.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, parseInput, type HttpEvent, type HttpResult } from '../common/http.js';
import { lerDocumento } from '../documentos/storage.js';
import { limitarPorIp, resultadosServiceOfEntry, resultadosToken } from './dependencies.js';
import type { DocumentoBaixado } from './resultados.js';

const resultados = resultadosServiceOfEntry({ lerDocumento: (key) => lerDocumento(key) });

const documentoPathSchema = lazySchema(() => z.object({
  consultaId: consultaIdSchema,
  documento: z.enum(documentosValidados, { error: mensagens.resultados.documentoInvalido }),
}));

const caminho = (event: HttpEvent) => parseInput(documentoPathSchema, event.pathParameters ?? {});

function download(documento: DocumentoBaixado): HttpResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${documento.nome}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(documento.conteudo).toString('base64'),
    isBase64Encoded: true,
  };
}

export const baixarDocumentoConta = httpHandler('resultados-conta-documento', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  const { consultaId, documento } = caminho(event);
  return download(await resultados().documentoConta(caller, consultaId, documento));
});

export const baixarDocumentoAcesso = httpHandler('resultados-acesso-documento', async (event) => {
  const { consultaId, documento } = caminho(event);
  await limitarPorIp(event, 'resultados-acesso');
  return download(await resultados().documentoAcesso(resultadosToken(event), consultaId, documento));
});
