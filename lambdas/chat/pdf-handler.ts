/**
 * The consultation's two PDF downloads (chat token in `x-chat-token`): GET /api/chat/receita.pdf
 * (the prescription a physician validated and signed) and GET /api/chat/prontuario.pdf (the signed
 * report once a physician decided; before, the record marked RASCUNHO). An entry of their own, so
 * the PDF renderer and the documents bucket are in these two Lambdas only.
 */
import { httpHandler, type HttpResult } from '../common/http.js';
import { lerDocumento } from '../documentos/storage.js';
import type { ArquivoGerado } from './chat.js';
import { chatServiceOfEntry, chatToken, medicoIdDaQuery } from './dependencies.js';
import { gerarProntuarioPdf } from './prontuario-pdf.js';

const chatService = chatServiceOfEntry({ documentos: { prontuario: gerarProntuarioPdf, validado: (key) => lerDocumento(key) } });

function download(arquivo: ArquivoGerado): HttpResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': arquivo.contentType,
      'content-disposition': `attachment; filename="${arquivo.nome}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(arquivo.conteudo).toString('base64'),
    isBase64Encoded: true,
  };
}

export const baixarReceitaPdf = httpHandler('chat-receita-pdf', async (event) =>
  download(await chatService().receitaPdf(chatToken(event), await medicoIdDaQuery(event))),
);

export const baixarProntuarioPdf = httpHandler('chat-prontuario-pdf', async (event) =>
  download(await chatService().prontuarioPdf(chatToken(event), await medicoIdDaQuery(event))),
);
