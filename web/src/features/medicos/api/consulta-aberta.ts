/**
 * Where /chat takes the patient: the consultation whose token this tab holds (checked with
 * POST /api/chat-tokens/validar), else the signed-in account's newest released consultation
 * (GET /api/consultas/liberadas, then a secure link from POST /api/chat-tokens/conta), else none.
 */
import { useQuery } from '@tanstack/react-query';
import { medicos } from '#shared/medicos.js';
import { validarTokenResponseSchema } from '#shared/schemas/chat-tokens.js';
import { apiRequest } from '#web/lib/api-client.js';
import { retryUnlessClientError } from '#web/lib/api-errors.js';
import { lerChatToken } from '#web/lib/chat-token-storage.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';
import { fetchChatTokenDaConta, fetchConsultasLiberadas } from './consultas-liberadas.js';

/** The route of the patient's open consultation, or null when there is none to go back to. */
async function procurarConsultaAberta(comConta: boolean): Promise<string | null> {
  for (const medico of medicos) {
    const token = lerChatToken(medico.id);
    if (!token) continue;
    const resposta = validarTokenResponseSchema.parse(
      await apiRequest<unknown>('/chat-tokens/validar', { method: 'POST', json: { token, medicoId: medico.id } }),
    );
    // The chat page reads the token from this tab's storage, so the address carries none.
    if (resposta.valid) return `/chat/${medico.id}`;
  }
  if (!comConta) return null;
  const [maisRecente] = (await fetchConsultasLiberadas()).consultas;
  if (!maisRecente) return null;
  const { chatToken } = await fetchChatTokenDaConta(maisRecente.consultaId);
  return caminhoLinkSeguro(chatToken);
}

/** Runs once per visit (and per account): the token check is rate limited, so no refetching. */
export function useConsultaAberta(conta: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['consultas', 'aberta', conta ?? null],
    queryFn: () => procurarConsultaAberta(conta !== undefined),
    enabled,
    retry: retryUnlessClientError,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
