/**
 * The consultation chat's calls (docs/regras-do-produto.md#the-chat): every route is authorised by the
 * chat token in the `x-chat-token` header (docs/arquitetura.md#chat-tokens, never in the URL) and names the route's
 * doctor. Answers are parsed by the shared schemas. The streamed message is in enviar-mensagem.ts.
 */
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import {
  anexoUploadResponseSchema,
  encerrarResponseSchema,
  estadoChatResponseSchema,
  falaResponseSchema,
  historicoResponseSchema,
  intakeResponseSchema,
  receitaResponseSchema,
  type AnexoUploadResponse,
  type EncerrarResponse,
  type EstadoChatResponse,
  type FalaResponse,
  type HistoricoResponse,
  type IntakeResponse,
  type MotivoEncerramento,
  type ReceitaResponse,
} from '#shared/schemas/chat.js';
import type { DadosPacienteFormInput } from '#shared/schemas/consulta-chat.js';
import { resultadosResponseSchema, type ResultadosResponse } from '#shared/schemas/validacao.js';
import { ApiRequestError, apiRequest } from '#web/lib/api-client.js';
import { baixarArquivo } from '#web/lib/baixar-arquivo.js';

/** Who is calling: the consultation's token and the route's doctor. */
export interface ChatCredencial {
  readonly token: string;
  readonly medicoId: number;
}

const cabecalho = (c: ChatCredencial) => ({ [CHAT_TOKEN_HEADER]: c.token });

export async function obterEstadoChat(c: ChatCredencial): Promise<EstadoChatResponse> {
  const resposta = await apiRequest<unknown>(`/chat/estado?medicoId=${c.medicoId}`, { headers: cabecalho(c), cache: 'no-store' });
  return estadoChatResponseSchema.parse(resposta);
}

export async function enviarIntake(c: ChatCredencial, dados: DadosPacienteFormInput): Promise<IntakeResponse> {
  const resposta = await apiRequest<unknown>('/chat/intake', { method: 'POST', headers: cabecalho(c), json: { medicoId: c.medicoId, dados } });
  return intakeResponseSchema.parse(resposta);
}

export async function gerarReceita(c: ChatCredencial): Promise<ReceitaResponse> {
  const resposta = await apiRequest<unknown>('/chat/receita', { method: 'POST', headers: cabecalho(c), json: { medicoId: c.medicoId } });
  return receitaResponseSchema.parse(resposta);
}

export async function encerrarConsulta(c: ChatCredencial, motivo: MotivoEncerramento, avaliacao?: number): Promise<EncerrarResponse> {
  const resposta = await apiRequest<unknown>('/chat/encerrar', {
    method: 'POST',
    headers: cabecalho(c),
    json: { medicoId: c.medicoId, motivo, ...(avaliacao === undefined ? {} : { avaliacao }) },
  });
  return encerrarResponseSchema.parse(resposta);
}

/** Asks for a presigned POST; the server refuses size and type with the docs/regras-do-produto.md#the-chat toasts before presigning. */
export async function pedirUploadAnexo(c: ChatCredencial, arquivo: { nome: string; contentType: string; tamanho: number }): Promise<AnexoUploadResponse> {
  const resposta = await apiRequest<unknown>('/chat/anexos/upload', { method: 'POST', headers: cabecalho(c), json: { medicoId: c.medicoId, ...arquivo } });
  return anexoUploadResponseSchema.parse(resposta);
}

/** Sends the file to the object store under the presigned policy (which pins key, type and 10 MB). */
export async function enviarParaArmazenamento(upload: AnexoUploadResponse, arquivo: File): Promise<void> {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(upload.fields)) form.append(nome, valor);
  form.append('file', arquivo, upload.nome);
  let resposta: Response;
  try {
    resposta = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiRequestError(0, 'Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.');
  }
  if (!resposta.ok) throw new ApiRequestError(resposta.status, 'O armazenamento recusou o arquivo. Envie um PDF ou uma imagem de até 10MB.');
}

/** The signed-in patient's past consultations (Histórico). */
export async function obterHistorico(accessToken: string): Promise<HistoricoResponse> {
  return historicoResponseSchema.parse(await apiRequest<unknown>('/chat/historico', { accessToken, cache: 'no-store' }));
}

/** The signed-in patient's consultations with their physician validation (the Histórico's status). */
export async function obterResultadosConta(accessToken: string): Promise<ResultadosResponse> {
  return resultadosResponseSchema.parse(await apiRequest<unknown>('/resultados', { accessToken, cache: 'no-store' }));
}

/** Text to speech with the doctor's voice (Polly), behind the consultation's chat token; 503 where there is no server voice. */
export async function sintetizarFala(c: ChatCredencial, texto: string, signal?: AbortSignal): Promise<FalaResponse> {
  return falaResponseSchema.parse(
    await apiRequest<unknown>('/fala', { method: 'POST', headers: cabecalho(c), json: { texto, medicoId: c.medicoId }, ...(signal ? { signal } : {}) }),
  );
}

export type DocumentoConsulta = 'receita' | 'prontuario';

/**
 * Downloads the prescription or the medical record as a PDF. docs/validacao-medica.md: before a
 * physician decides, the prescription is refused (409, it awaits the physician) and the record is a
 * "RASCUNHO"; once validated, both are the signed documents.
 */
export async function baixarDocumento(c: ChatCredencial, documento: DocumentoConsulta): Promise<{ nome: string; blob: Blob }> {
  return baixarArquivo(`/api/chat/${documento}.pdf?medicoId=${c.medicoId}`, cabecalho(c), `${documento}.pdf`);
}
