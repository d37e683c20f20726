/**
 * POST /api/chat/anexos/upload: a presigned upload of one attachment into the consultation's
 * folder, after the type, size, count and rate checks; the message that names it checks the stored
 * file again (mensagem.ts).
 */
import { anexos as regrasAnexos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import {
  chatLimites,
  isAnexoContentType,
  mensagensChat,
  type AnexoUploadRequest,
  type AnexoUploadResponse,
} from '#shared/schemas/chat.js';
import type { AnexosStorage } from '../common/anexos-storage.js';
import { BadRequestError, TooManyRequestsError } from '../common/errors.js';
import { erroEnvio, recusa, type ChatContexto } from './contexto.js';

export interface AnexosDependencies {
  readonly anexos: AnexosStorage;
}

export type IniciarUploadAnexo = (token: string | undefined, input: AnexoUploadRequest) => Promise<AnexoUploadResponse>;

export function createIniciarUploadAnexo(deps: AnexosDependencies, { autorizar, limitar }: ChatContexto): IniciarUploadAnexo {
  return async function iniciarUploadAnexo(token, input) {
    // The two docs/regras-do-produto.md#the-chat toasts, before anything is presigned; the policy enforces both again at the store.
    if (!isAnexoContentType(input.contentType)) {
      throw new BadRequestError(mensagens.arquivos.tipoNaoPermitido.titulo, erroEnvio(mensagens.arquivos.tipoNaoPermitido.descricao));
    }
    if (input.tamanho > regrasAnexos.maxBytes) {
      throw new BadRequestError(mensagens.arquivos.muitoGrande.titulo, erroEnvio(mensagens.arquivos.muitoGrande.descricao));
    }
    const { consulta } = await autorizar(token, input.medicoId, 'escrita');
    if ((consulta.anexos_total ?? 0) >= chatLimites.anexosPorConsulta) throw recusa('limite-anexos');
    await limitar('chat-anexo', consulta.id, () => new TooManyRequestsError(mensagensChat.muitosUploads));
    const upload = await deps.anexos.createUpload(consulta.id, input.nome, input.contentType);
    return { url: upload.url, fields: upload.fields, key: upload.key, nome: upload.nome, expiraEm: upload.expiresAt };
  };
}
