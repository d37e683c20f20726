/**
 * Sending a message (typed or dictated, with the attached files) and the doctor's answer streamed in:
 * the red-flag banner at once, the triage level, and the answer read aloud when it ends. A message the
 * server refuses gives the text and the files back (docs/regras-do-produto.md#the-chat: nothing is lost).
 */
import { useCallback, useMemo, useState } from 'react';
import { mensagens } from '#shared/messages.js';
import { notify } from '#web/components/toast.js';
import type { ChatCredencial } from '../api/consulta-chat.js';
import { enviarMensagem, EnvioRecusadoError } from '../api/enviar-mensagem.js';
import {
  bannerDaEmergencia,
  emergenciaAoEnviar,
  idLocal,
  motivoParaNaoEnviar,
  pacienteDaTriagem,
  type MensagemTela,
} from '../consulta-estado.js';
import type { Anexos } from './use-anexos.js';
import type { ConsultaEstado } from './use-consulta-estado.js';

export interface OpcoesEnvio {
  readonly cred: ChatCredencial;
  readonly consulta: ConsultaEstado;
  readonly anexos: Anexos;
  /** An answer is awaited, the patient is speaking or the doctor is: nothing is sent. */
  readonly ocupado: boolean;
  readonly falar: (frase: string) => Promise<void>;
}

export interface EnvioMensagem {
  /** The message input's text. */
  readonly texto: string;
  readonly setTexto: (texto: string) => void;
  readonly enviar: (texto: string) => Promise<void>;
}

export function useEnvioMensagem({ cred, consulta, anexos, ocupado, falar }: OpcoesEnvio): EnvioMensagem {
  const [texto, setTexto] = useState('');
  const { carga, estado, dispatch } = consulta;
  const { prontos, uploadsEmCurso, esvaziar, devolver } = anexos;
  const dadosPaciente = carga.fase === 'pronto' ? carga.dadosPaciente : undefined;
  const paciente = useMemo(() => pacienteDaTriagem(dadosPaciente), [dadosPaciente]);

  const enviar = useCallback(
    async (textoEnviar: string) => {
      const limpo = textoEnviar.trim();
      if (ocupado || uploadsEmCurso || motivoParaNaoEnviar(estado, limpo, prontos.length)) return;
      const agora = new Date().toISOString();
      const pacientes: MensagemTela[] = prontos.map((anexo) => ({
        id: idLocal(),
        autor: 'paciente',
        texto: anexo.nome,
        tipo: 'file',
        arquivo: { key: anexo.key, nome: anexo.nome, tipo: anexo.tipo, tamanho: anexo.tamanho },
        criadoEm: agora,
        pendente: true,
      }));
      if (limpo) pacientes.push({ id: idLocal(), autor: 'paciente', texto: limpo, tipo: 'text', criadoEm: agora, pendente: true });
      // The banner shows at once, before the server's own guard answers, read over the whole
      // conversation as the server reads it (docs/triagem.md).
      const local = emergenciaAoEnviar(estado, limpo, paciente);
      dispatch({ tipo: 'envioIniciado', pacientes, respostaId: idLocal(), texto: limpo, agora });
      setTexto('');
      esvaziar();
      if (local) dispatch({ tipo: 'emergencia', emergencia: bannerDaEmergencia(local) });

      let resposta = '';
      let terminou = false;
      try {
        for await (const evento of enviarMensagem(cred, { texto: limpo, arquivos: prontos.map((anexo) => anexo.key) })) {
          if (evento.tipo === 'emergencia') dispatch({ tipo: 'emergencia', emergencia: evento.emergencia });
          else if (evento.tipo === 'triagem') dispatch({ tipo: 'triagem', triagem: evento.triagem });
          else if (evento.tipo === 'texto') {
            resposta += evento.texto;
            dispatch({ tipo: 'pedaco', texto: evento.texto });
          } else if (evento.tipo === 'fim') {
            terminou = true;
            dispatch({ tipo: 'respostaConcluida', mensagemId: evento.mensagemId, seq: evento.seq });
          } else {
            terminou = true;
            dispatch({ tipo: 'respostaFalhou' });
            notify.error(evento.error, evento.descricao);
          }
        }
        if (!terminou) {
          dispatch({ tipo: 'respostaFalhou' });
          notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
        } else if (resposta) void falar(resposta);
      } catch (error) {
        // Refused before anything was stored: the typed text and the files come back.
        dispatch({ tipo: 'envioRecusado', ids: pacientes.map((m) => m.id) });
        setTexto((atual) => (atual.trim() ? atual : textoEnviar));
        devolver(prontos);
        if (error instanceof EnvioRecusadoError) notify.error(error.titulo, error.descricao);
        else notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
      }
    },
    [cred, devolver, dispatch, esvaziar, estado, falar, ocupado, paciente, prontos, uploadsEmCurso],
  );

  return { texto, setTexto, enviar };
}
