/**
 * After an approval: a chat token for the consultation, then the secure link. docs/regras-do-produto.md#waiting-for-the-payment: without a
 * token (issuing failed) the patient goes to /chat/{medicoId}; without a known doctor, to
 * /sala-atendimento. The stored doctor, payment data and link are cleared on the way.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '#web/components/toast.js';
import { isMedicoId } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { limparCheckout } from '#web/lib/checkout-storage.js';
import { caminhoLinkSeguro } from '#web/lib/link-seguro.js';
import type { FontePagamento } from './use-fonte-pagamento.js';

export type DestinoConsulta =
  | { tipo: 'link-seguro'; token: string; medicoId: number }
  /** `motivo`: why there is no secure link ('Erro ao gerar token: …' or 'Token não foi gerado'). */
  | { tipo: 'chat'; medicoId: number; motivo?: string }
  | { tipo: 'sala' };

/** Finds where the patient goes; never throws. */
export async function destinoDaConsulta(fonte: FontePagamento | undefined, medicoId: number | undefined): Promise<DestinoConsulta> {
  if (medicoId === undefined || !isMedicoId(medicoId)) return { tipo: 'sala' };
  if (!fonte) return { tipo: 'chat', medicoId };
  try {
    const { chatToken, medicoId: doToken } = await fonte.emitirToken();
    if (!chatToken) return { tipo: 'chat', medicoId, motivo: mensagens.retorno.tokenNaoGerado };
    return { tipo: 'link-seguro', token: chatToken, medicoId: doToken };
  } catch (error) {
    const motivo = error instanceof Error && error.message ? mensagens.retorno.erroGerarToken(error.message) : mensagens.retorno.tokenNaoGerado;
    return { tipo: 'chat', medicoId, motivo };
  }
}

export function caminhoDoDestino(destino: DestinoConsulta): string {
  if (destino.tipo === 'link-seguro') return caminhoLinkSeguro(destino.token);
  if (destino.tipo === 'chat') return `/chat/${destino.medicoId}`;
  return '/sala-atendimento';
}

/** Resolves the destination, clears the payment data, then goes there after `atrasoMs`. */
export function useIrParaConsulta() {
  const navigate = useNavigate();
  return useCallback(
    async (fonte: FontePagamento | undefined, medicoId: number | undefined, atrasoMs = 0): Promise<DestinoConsulta> => {
      const destino = await destinoDaConsulta(fonte, medicoId);
      limparCheckout();
      if (destino.tipo === 'chat' && destino.motivo) notify.info(destino.motivo, 'Abrindo o chat com o seu médico.');
      await new Promise((resolve) => window.setTimeout(resolve, atrasoMs));
      // Replace: going back must not land on a waiting screen whose checkout is gone.
      void navigate(caminhoDoDestino(destino), { replace: true });
      return destino;
    },
    [navigate],
  );
}
