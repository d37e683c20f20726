/**
 * "Abrir conversa e documentos": the signed-in patient reopens one of their consultations, also
 * one that ended, from the account (history, results, profile). The account asks for a fresh chat
 * token (POST /api/chat-tokens/conta), keeps it where the secure link would (session storage) and
 * opens /chat/{medicoId}: an ended consultation shows its transcript, triage, validation and
 * downloads read-only, as the token only reads once the consultation is over.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatTokenResponseSchema } from '#shared/schemas/chat-tokens.js';
import { requireAccessToken } from '#web/lib/access-token.js';
import { apiRequest } from '#web/lib/api-client.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { guardarChatToken } from '#web/lib/chat-token-storage.js';
import { botaoSecundario, Spinner } from './form-controls.js';
import { MessageIcon } from './icons.js';

/** The fresh token of one of the caller's consultations, kept for its doctor; returns the doctor. */
export async function reabrirConsulta(consultaId: string): Promise<number> {
  const { chatToken, medicoId } = chatTokenResponseSchema.parse(
    await apiRequest<unknown>('/chat-tokens/conta', { method: 'POST', json: { consultaId }, accessToken: await requireAccessToken() }),
  );
  guardarChatToken(medicoId, chatToken);
  return medicoId;
}

export function ReabrirConsultaBotao({ consultaId, className = `${botaoSecundario} text-sm` }: { consultaId: string; className?: string }) {
  const navigate = useNavigate();
  const [abrindo, setAbrindo] = useState(false);
  const abrir = async () => {
    setAbrindo(true);
    try {
      const medicoId = await reabrirConsulta(consultaId);
      void navigate(`/chat/${medicoId}`);
    } catch (error) {
      notificarErro(error, { titulo: 'Não foi possível abrir a consulta', descricao: 'Tente novamente em instantes.' });
      setAbrindo(false);
    }
  };
  return (
    <button type="button" className={className} disabled={abrindo} onClick={() => void abrir()}>
      {abrindo ? <Spinner className="h-4 w-4 border-slate-300 border-t-marca-700" /> : <MessageIcon className="h-4 w-4" />}
      Abrir conversa e documentos
    </button>
  );
}
