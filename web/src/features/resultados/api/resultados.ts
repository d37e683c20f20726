/**
 * The patient's results (docs/validacao-medica.md, "How the result reaches the patient"): the
 * signed-in account's consultations (Cognito token), or — from the e-mailed link — a one-time code
 * sent to the consultation's e-mail that opens a 30-minute results session, whose token travels in
 * the `x-resultados-token` header only. Answers are parsed by the shared schemas.
 */
import { useQuery } from '@tanstack/react-query';
import {
  RESULTADOS_TOKEN_HEADER,
  resultadosCodigoResponseSchema,
  resultadosResponseSchema,
  resultadosSessaoResponseSchema,
  type DocumentoValidado,
  type ResultadosResponse,
} from '#shared/schemas/validacao.js';
import { apiRequest } from '#web/lib/api-client.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';
import { baixarArquivo } from '#web/lib/baixar-arquivo.js';

/** Who is asking: the signed-in account, or the holder of a results session. */
export type OrigemResultados = { readonly tipo: 'conta' } | { readonly tipo: 'acesso'; readonly token: string };

export async function obterResultados(origem: OrigemResultados): Promise<ResultadosResponse> {
  const resposta =
    origem.tipo === 'conta'
      ? await apiRequest<unknown>('/resultados', { accessToken: await requireAccessToken(), cache: 'no-store' })
      : await apiRequest<unknown>('/resultados/acesso', { headers: { [RESULTADOS_TOKEN_HEADER]: origem.token }, cache: 'no-store' });
  return resultadosResponseSchema.parse(resposta);
}

/** The consultations and their validation; read again every minute while one still waits for a physician. */
export function useResultados(origem: OrigemResultados | undefined) {
  return useQuery({
    queryKey: ['resultados', origem?.tipo, origem?.tipo === 'acesso' ? origem.token : 'conta'],
    queryFn: async () => obterResultados(origem!),
    enabled: origem !== undefined,
    retry: retryUnlessClientError,
    refetchInterval: (query) =>
      query.state.data?.consultas.some((c) => c.validacao.status === 'aguardando' || c.validacao.status === 'em-consulta') ? 60_000 : false,
  });
}

/** Sends the one-time code to the consultation's e-mail; answers the masked address. */
export async function pedirCodigo(consultaId: string) {
  return resultadosCodigoResponseSchema.parse(await apiRequest<unknown>('/resultados/codigo', { method: 'POST', json: { consultaId } }));
}

/** Trades the code for a results session. */
export async function abrirSessao(consultaId: string, codigo: string) {
  return resultadosSessaoResponseSchema.parse(await apiRequest<unknown>('/resultados/sessao', { method: 'POST', json: { consultaId, codigo } }));
}

/** A validated document (the signed prescription or the consultation report) as a file to save. */
export async function baixarDocumentoResultado(origem: OrigemResultados, consultaId: string, documento: DocumentoValidado) {
  const caminho = `${encodeURIComponent(consultaId)}/${documento}`;
  const padrao = `${documento}.pdf`;
  if (origem.tipo === 'conta') return baixarArquivo(`/api/resultados/documentos/${caminho}`, { authorization: `Bearer ${await requireAccessToken()}` }, padrao);
  return baixarArquivo(`/api/resultados/acesso/documentos/${caminho}`, { [RESULTADOS_TOKEN_HEADER]: origem.token }, padrao);
}
