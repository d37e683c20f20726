/**
 * The end of the consultation: the rating (or the 30 s auto-finish once the rating panel opens,
 * docs/regras-do-produto.md#the-chat), the closing message read aloud, and "Consulta Encerrada".
 */
import { useCallback, useEffect, useRef } from 'react';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import type { MotivoEncerramento } from '#shared/schemas/chat.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { encerrarConsulta, type ChatCredencial } from '../api/consulta-chat.js';
import type { ConsultaEstado } from './use-consulta-estado.js';

export interface Encerramento {
  readonly encerrada: boolean;
  readonly finalizar: (motivo: MotivoEncerramento, avaliacao?: number) => Promise<void>;
}

export function useEncerramento(
  cred: ChatCredencial,
  { estado, dispatch }: Pick<ConsultaEstado, 'estado' | 'dispatch'>,
  falar: (frase: string) => Promise<void>,
): Encerramento {
  // One end call at a time: the rating and the auto-finish may race.
  const encerrando = useRef(false);
  const finalizar = useCallback(
    async (motivo: MotivoEncerramento, avaliacao?: number) => {
      if (encerrando.current) return;
      encerrando.current = true;
      dispatch({ tipo: 'encerrando' });
      try {
        const resposta = await encerrarConsulta(cred, motivo, avaliacao);
        dispatch({ tipo: 'encerrada', mensagem: resposta.mensagem, ...(resposta.avaliacao === undefined ? {} : { avaliacao: resposta.avaliacao }) });
        void falar(resposta.mensagem.texto);
      } catch (error) {
        encerrando.current = false;
        // 409: the consultation had already ended; the screen just follows.
        if (error instanceof ApiRequestError && error.status === 409) {
          dispatch({ tipo: 'encerrada' });
          return;
        }
        dispatch({ tipo: 'encerramentoFalhou' });
        notificarErro(error, { titulo: mensagens.envio.erroComunicacao, descricao: mensagens.erros.servicoIndisponivel });
      }
    },
    [cred, dispatch, falar],
  );

  useEffect(() => {
    if (estado.etapa !== 'avaliando') return;
    const id = window.setTimeout(() => void finalizar('tempo'), consultaRegras.autoFinalizarMs);
    return () => window.clearTimeout(id);
  }, [estado.etapa, finalizar]);

  return { encerrada: estado.etapa === 'encerrada', finalizar };
}
