/**
 * After an approval: a chat token for the checkout's consultation, then the secure link. Spec §4:
 * without a token (issuing failed) the patient goes to /chat/{medicoId}; without a known doctor, to
 * /sala-atendimento. The stored doctor, payment data and link are cleared on the way.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isMedicoId } from '../../../../../shared/medicos.js';
import { limparCheckout } from '../../../lib/checkout-storage.js';
import { emitirTokenPorCheckout } from '../api/checkout.js';

export type DestinoConsulta = { tipo: 'link-seguro'; token: string; medicoId: number } | { tipo: 'chat'; medicoId: number } | { tipo: 'sala' };

/** Finds where the patient goes; never throws. */
export async function destinoDaConsulta(checkoutId: string | undefined, medicoId: number | undefined): Promise<DestinoConsulta> {
  if (medicoId === undefined || !isMedicoId(medicoId)) return { tipo: 'sala' };
  if (!checkoutId) return { tipo: 'chat', medicoId };
  try {
    const { chatToken, medicoId: doToken } = await emitirTokenPorCheckout(checkoutId);
    return { tipo: 'link-seguro', token: chatToken, medicoId: doToken };
  } catch {
    return { tipo: 'chat', medicoId };
  }
}

export function caminhoDoDestino(destino: DestinoConsulta): string {
  if (destino.tipo === 'link-seguro') return `/chat-seguro/${encodeURIComponent(destino.token)}`;
  if (destino.tipo === 'chat') return `/chat/${destino.medicoId}`;
  return '/sala-atendimento';
}

export function useIrParaConsulta() {
  const navigate = useNavigate();
  return useCallback(
    async (checkoutId: string | undefined, medicoId: number | undefined): Promise<DestinoConsulta> => {
      const destino = await destinoDaConsulta(checkoutId, medicoId);
      limparCheckout();
      // Replace: going back must not land on a waiting screen whose checkout is gone.
      void navigate(caminhoDoDestino(destino), { replace: true });
      return destino;
    },
    [navigate],
  );
}
