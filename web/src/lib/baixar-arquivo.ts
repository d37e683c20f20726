/**
 * Downloading a document the API serves behind a header (the chat token, a Cognito token or a
 * results session): fetch with the header → blob → save under the name the server gave. A token
 * never goes into the URL (a link to the file would carry it into history and logs).
 */
import { ApiRequestError } from './api-client.js';

const SEM_CONEXAO = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The file name the server gave in Content-Disposition (patient name and date). */
export function nomeDoContentDisposition(valor: string | null, padrao: string): string {
  const nome = valor ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(valor)?.[1] : undefined;
  return nome ? decodeURIComponent(nome) : padrao;
}

/** GETs a file; a refusal becomes an ApiRequestError with the server's pt-BR message (and its second line). */
export async function baixarArquivo(url: string, headers: Record<string, string>, nomePadrao: string): Promise<{ nome: string; blob: Blob }> {
  let resposta: Response;
  try {
    resposta = await fetch(url, { headers, cache: 'no-store' });
  } catch {
    throw new ApiRequestError(0, SEM_CONEXAO);
  }
  if (!resposta.ok) {
    const corpo = (await resposta.json().catch(() => undefined)) as { error?: string; descricao?: string } | undefined;
    throw new ApiRequestError(resposta.status, corpo?.error ?? 'Não foi possível baixar o arquivo.', corpo?.descricao);
  }
  return { nome: nomeDoContentDisposition(resposta.headers.get('content-disposition'), nomePadrao), blob: await resposta.blob() };
}

/** Saves a blob under its name through a temporary link. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
