/**
 * The profile calls (/perfil): read and rename, the picture upload (presigned POST straight to the
 * bucket, then the confirmation), the LGPD export and the account deletion. Every call carries the
 * patient's access token; the server reads only the token's own data.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anexos } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import {
  isAvatarContentType,
  mensagensPerfil,
  type AvatarUploadResponse,
  type ExclusaoContaResponse,
  type PerfilResponse,
} from '#shared/schemas/perfil.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { apiRequest } from '#web/lib/api-client.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';
import { loadAuth } from '#web/lib/auth-session.js';

export const perfilQueryKey = ['perfil'] as const;

export function usePerfil(enabled: boolean) {
  return useQuery({
    queryKey: perfilQueryKey,
    queryFn: async () => apiRequest<PerfilResponse>('/perfil', { accessToken: await requireAccessToken() }),
    enabled,
    retry: retryUnlessClientError,
    // The picture URL is presigned for 15 minutes: fetch a fresh one well before it expires.
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}

export function useAtualizarNome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (nome: string) =>
      apiRequest<PerfilResponse>('/perfil', { method: 'PATCH', json: { nome }, accessToken: await requireAccessToken() }),
    onSuccess: async (perfil) => {
      queryClient.setQueryData(perfilQueryKey, perfil);
      // The header shows the name from the id token: a refreshed token carries the new one.
      try {
        const auth = await loadAuth();
        await auth.fetchAuthSession({ forceRefresh: true });
      } catch {
        // The header catches up at the next automatic refresh.
      }
    },
  });
}

/** The picture was refused: `message` is the sentence the page shows under the picture. */
export class FotoRecusadaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FotoRecusadaError';
  }
}

/** The checks the upload policy will make anyway, done first so the patient hears at once. */
export function verificarFoto(file: File): string | undefined {
  if (!isAvatarContentType(file.type)) return mensagens.perfil.avatarNaoImagem;
  if (file.size > anexos.avatarMaxBytes) return mensagens.perfil.avatarMuitoGrande;
  if (file.size === 0) return mensagensPerfil.arquivoVazio;
  return undefined;
}

/** S3's answer to a refused POST upload, in the patient's words. */
function motivoDoArmazenamento(status: number, body: string): string {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge') return mensagens.perfil.avatarMuitoGrande;
  if (code === 'EntityTooSmall') return mensagensPerfil.arquivoVazio;
  return status === 403 ? mensagens.perfil.avatarNaoImagem : mensagens.perfil.erroFoto;
}

async function enviarFoto(file: File): Promise<PerfilResponse> {
  const recusa = verificarFoto(file);
  if (recusa) throw new FotoRecusadaError(recusa);
  const accessToken = await requireAccessToken();
  const upload = await apiRequest<AvatarUploadResponse>('/perfil/avatar/upload', {
    method: 'POST',
    json: { contentType: file.type, size: file.size },
    accessToken,
  });

  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new FotoRecusadaError(mensagens.perfil.erroFoto);
  }
  if (!response.ok) throw new FotoRecusadaError(motivoDoArmazenamento(response.status, await response.text()));

  return apiRequest<PerfilResponse>('/perfil/avatar', { method: 'POST', json: { key: upload.key }, accessToken });
}

export function useAtualizarFoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarFoto,
    onSuccess: (perfil) => queryClient.setQueryData(perfilQueryKey, perfil),
  });
}

/** LGPD art. 18: downloads everything held about the patient as a JSON file. */
export async function baixarMeusDados(): Promise<void> {
  const dados = await apiRequest<unknown>('/perfil/dados', { accessToken: await requireAccessToken() });
  const blob = new Blob([JSON.stringify(dados, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `meus-dados-zapsaude-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExcluirConta() {
  return useMutation({
    mutationFn: async (confirmacao: string) =>
      apiRequest<ExclusaoContaResponse>('/perfil', { method: 'DELETE', json: { confirmacao }, accessToken: await requireAccessToken() }),
  });
}
