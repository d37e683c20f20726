/**
 * Sending a message (typed or dictated, with the attached files) and the doctor's answer streamed in:
 * the red-flag banner at once, the triage level, and the answer read aloud when it ends. A message the
 * server refuses gives the text and the files back, and a message whose answer failed offers
 * "Tentar novamente" (docs/regras-do-produto.md#the-chat: nothing is lost).
 */
import { useCallback, useMemo, useState } from 'react';
import type { EventoChat } from '#shared/chat-stream.js';
import { mensagens } from '#shared/messages.js';
import { notify } from '#web/components/toast.js';
import type { ChatCredencial } from '../api/consulta-chat.js';
import { enviarMensagem, EnvioRecusadoError } from '../api/enviar-mensagem.js';
import {
  bannerDaEmergencia,
  emergenciaAoEnviar,
  idLocal,
  mensagemComFalha,
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
  /** "Tentar novamente" on a message whose answer failed: the same text, answered without storing it again. */
  readonly reenviar: (mensagem: MensagemTela) => Promise<void>;
}

type Dispatch = ConsultaEstado['dispatch'];

/**
 * Follows one answer's events: the streamed text, or the stream's error (or its silent end), which
 * marks the patient's message to try again.
 */
async function acompanharResposta(eventos: AsyncIterable<EventoChat>, dispatch: Dispatch, falar: (frase: string) => Promise<void>): Promise<void> {
  let resposta = '';
  let terminou = false;
  for await (const evento of eventos) {
    if (evento.tipo === 'emergencia') dispatch({ tipo: 'emergencia', emergencia: evento.emergencia });
    else if (evento.tipo === 'triagem') dispatch({ tipo: 'triagem', triagem: evento.triagem });
    else if (evento.tipo === 'texto') {
      resposta += evento.texto;
      dispatch({ tipo: 'pedaco', texto: evento.texto });
    } else if (evento.tipo === 'fim') {
      terminou = true;
      dispatch({ tipo: 'respostaConcluida', mensagemId: evento.mensagemId, seq: evento.seq });
    } else {
      dispatch({ tipo: 'respostaFalhou', ...(evento.mensagemPacienteId ? { mensagemPacienteId: evento.mensagemPacienteId } : {}) });
      notify.error(evento.error, evento.descricao);
      return;
    }
  }
  if (!terminou) {
    dispatch({ tipo: 'respostaFalhou' });
    notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
  } else if (resposta) void falar(resposta);
}

export function useEnvioMensagem({ cred, consulta, anexos, ocupado, falar }: OpcoesEnvio): EnvioMensagem {
  const [texto, setTexto] = useState('');
  const { carga, estado, dispatch } = consulta;
  const { prontos, uploadsEmCurso, esvaziar, devolver } = anexos;
  const dadosPaciente = carga.fase === 'pronto' ? carga.dadosPaciente : undefined;
  const paciente = useMemo(() => pacienteDaTriagem(dadosPaciente), [dadosPaciente]);

  const reenviar = useCallback(
    async (mensagem: MensagemTela) => {
      const falhou = mensagem.falhou;
      if (!falhou || ocupado || estado.respondendo || estado.etapa === 'encerrada' || estado.etapa === 'encerrando') return;
      dispatch({ tipo: 'reenvioIniciado', id: mensagem.id, respostaId: idLocal(), agora: new Date().toISOString() });
      setTexto((atual) => (atual.trim() === mensagem.texto.trim() ? '' : atual));
      try {
        const eventos = enviarMensagem(cred, { texto: mensagem.tipo === 'text' ? mensagem.texto : '', arquivos: [], reenvio: falhou });
        await acompanharResposta(eventos, dispatch, falar);
      } catch (error) {
        // Refused before answering (time over, rate, already answered): the message stays failed.
        dispatch({ tipo: 'reenvioRecusado', id: mensagem.id, falhou });
        if (error instanceof EnvioRecusadoError) notify.error(error.titulo, error.descricao);
        else notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
      }
    },
    [cred, dispatch, estado.etapa, estado.respondendo, falar, ocupado],
  );

  const enviar = useCallback(
    async (textoEnviar: string) => {
      const limpo = textoEnviar.trim();
      // The same text as the message waiting for "Tentar novamente" is that retry, never a silent repeat.
      const comFalha = mensagemComFalha(estado);
      if (comFalha && limpo !== '' && prontos.length === 0 && comFalha.tipo === 'text' && comFalha.texto === limpo) {
        await reenviar(comFalha);
        return;
      }
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

      try {
        await acompanharResposta(enviarMensagem(cred, { texto: limpo, arquivos: prontos.map((anexo) => anexo.key) }), dispatch, falar);
      } catch (error) {
        // Refused before anything was stored: the typed text and the files come back.
        dispatch({ tipo: 'envioRecusado', ids: pacientes.map((m) => m.id) });
        setTexto((atual) => (atual.trim() ? atual : textoEnviar));
        devolver(prontos);
        if (error instanceof EnvioRecusadoError) notify.error(error.titulo, error.descricao);
        else notify.error(mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
      }
    },
    [cred, devolver, dispatch, esvaziar, estado, falar, ocupado, paciente, prontos, reenviar, uploadsEmCurso],
  );

  return { texto, setTexto, enviar, reenviar };
}
