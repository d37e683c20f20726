/**
 * /pagamento/sucesso and /pagamento/pendente: once approved, the consultation's chat token is kept
 * for the chat (never in the address) and the patient goes to /chat/{medicoId} (docs/regras-do-produto.md#waiting-for-the-payment: 3 s after
 * the automatic approval, 2 s after a manual check).
 */
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '#web/components/toast.js';
import { isMedicoId } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { guardarChatToken } from '#web/lib/chat-token-storage.js';
import { limparCheckout } from '#web/lib/checkout-storage.js';
import type { FontePagamento } from './use-fonte-pagamento.js';

export function useLiberacao(fonte: FontePagamento | undefined) {
  const navigate = useNavigate();
  const iniciada = useRef(false);
  return useCallback(
    async (medicoId: number | undefined, atrasoMs: number) => {
      if (iniciada.current) return;
      iniciada.current = true;
      notify.success(mensagens.retorno.aprovado, mensagens.aguardando.consultaLiberada);
      if (medicoId === undefined || !isMedicoId(medicoId)) {
        void navigate('/sala-atendimento', { replace: true });
        return;
      }
      try {
        if (fonte) {
          const { chatToken, medicoId: doToken } = await fonte.emitirToken();
          guardarChatToken(doToken, chatToken);
        }
      } catch {
        // docs/regras-do-produto.md#waiting-for-the-payment: without a token the chat still opens and explains what is missing.
      }
      limparCheckout();
      window.setTimeout(() => void navigate(`/chat/${medicoId}`, { replace: true }), atrasoMs);
    },
    [fonte, navigate],
  );
}
