/**
 * Attachments in the page (docs/regras-do-produto.md#the-chat): 10 MB and jpeg/png/gif/webp/pdf are checked here for
 * the two toasts at once, and again by the server and by the upload policy (docs/arquitetura.md#uploads).
 */
import { anexos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';

const TIPO_POR_EXTENSAO: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The MIME type to declare: the browser's, or the extension's when the browser gives none. */
export function tipoDoArquivo(arquivo: Pick<File, 'name' | 'type'>): string {
  if (arquivo.type) return arquivo.type.toLowerCase();
  const extensao = arquivo.name.split('.').pop()?.toLowerCase() ?? '';
  return TIPO_POR_EXTENSAO[extensao] ?? 'application/octet-stream';
}

/** The docs/regras-do-produto.md#the-chat toast that refuses a file, or undefined when it may be sent. Type first: an .exe of any size is the type's error. */
export function recusaDoArquivo(arquivo: Pick<File, 'name' | 'type' | 'size'>): { titulo: string; descricao: string } | undefined {
  if (!(anexos.tiposPermitidos as readonly string[]).includes(tipoDoArquivo(arquivo))) return mensagens.arquivos.tipoNaoPermitido;
  if (arquivo.size > anexos.maxBytes) return mensagens.arquivos.muitoGrande;
  return undefined;
}

/** Human size for the chips: '820 KB', '1,4 MB'. */
export function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
