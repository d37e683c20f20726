import { useMutation } from '@tanstack/react-query';
import {
  contatoResponseSchema,
  type ContatoRequestInput,
  type ContatoResponse,
} from '#shared/schemas/contato.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/contato; rejects with ApiRequestError carrying the server's pt-BR message. */
export async function createContato(contato: ContatoRequestInput): Promise<ContatoResponse> {
  const body = await apiRequest<unknown>('/contato', { method: 'POST', json: contato });
  return contatoResponseSchema.parse(body);
}

/** Sends the contact form; a message is never retried on its own (it could arrive twice). */
export function useCreateContato() {
  return useMutation({ mutationFn: createContato, retry: false });
}
