/** The prescription request: offered after more than 3 messages, until the end (docs/regras-do-produto.md#the-chat). */
import { useCallback, useState } from 'react';
import { mensagens } from '#shared/messages.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { gerarReceita as pedirReceita, type ChatCredencial } from '../api/consulta-chat.js';
import { podeGerarReceita } from '../consulta-estado.js';
import type { ConsultaEstado } from './use-consulta-estado.js';
import { useMontado } from './use-montado.js';

export interface Receita {
  readonly podeGerar: boolean;
  readonly gerando: boolean;
  readonly gerar: () => Promise<void>;
}

export function useReceita(cred: ChatCredencial, { estado, dispatch }: Pick<ConsultaEstado, 'estado' | 'dispatch'>): Receita {
  const [gerando, setGerando] = useState(false);
  const montado = useMontado();

  const gerar = useCallback(async () => {
    setGerando(true);
    try {
      const { mensagem } = await pedirReceita(cred);
      dispatch({ tipo: 'mensagemAdicionada', mensagem });
    } catch (error) {
      notificarErro(error, mensagens.receita.erroGerar);
    } finally {
      if (montado.current) setGerando(false);
    }
  }, [cred, dispatch, montado]);

  return { podeGerar: podeGerarReceita(estado), gerando, gerar };
}
