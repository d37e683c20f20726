/**
 * The intake form that opens the consultation: once accepted, the doctor greets the patient, the
 * scheduling form's observations become the first message to send or edit, and the spoken
 * introduction follows after a pause.
 */
import { useCallback, useState } from 'react';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { notificarErro } from '#web/lib/api-errors.js';
import { readText, removeKeys } from '#web/lib/browser-storage.js';
import { enviarIntake, type ChatCredencial } from '../api/consulta-chat.js';
import { corpoIntake, type IntakeValores } from '../intake.js';
import type { ConsultaEstado } from './use-consulta-estado.js';
import { useMontado } from './use-montado.js';

const chaveObservacoes = (medicoId: number) => `observacoes_consulta:${medicoId}`;

export interface OpcoesIntake {
  readonly cred: ChatCredencial;
  readonly consulta: Pick<ConsultaEstado, 'dispatch' | 'intakeConcluido'>;
  /** Puts the observations in the message input. */
  readonly preencherTexto: (texto: string) => void;
  readonly falar: (frase: string) => Promise<void>;
}

export interface Intake {
  readonly enviando: boolean;
  readonly enviarFormulario: (valores: IntakeValores) => Promise<void>;
}

export function useIntake({ cred, consulta, preencherTexto, falar }: OpcoesIntake): Intake {
  const [enviando, setEnviando] = useState(false);
  const montado = useMontado();
  const { dispatch, intakeConcluido } = consulta;

  const enviarFormulario = useCallback(
    async (valores: IntakeValores) => {
      setEnviando(true);
      try {
        const resposta = await enviarIntake(cred, corpoIntake(valores));
        if (!montado.current) return;
        dispatch({ tipo: 'saudacao', mensagem: resposta.saudacao });
        intakeConcluido(resposta.dadosPaciente);
        const observacoes = readText('session', chaveObservacoes(cred.medicoId));
        if (observacoes) {
          preencherTexto(observacoes);
          removeKeys('session', chaveObservacoes(cred.medicoId));
        }
        window.setTimeout(() => void falar(resposta.introducaoFalada), consultaRegras.introducaoFaladaMs);
      } catch (error) {
        notificarErro(error, { titulo: 'Erro ao enviar os dados do paciente', descricao: mensagens.erros.erroInterno });
      } finally {
        if (montado.current) setEnviando(false);
      }
    },
    [cred, dispatch, falar, intakeConcluido, montado, preencherTexto],
  );

  return { enviando, enviarFormulario };
}
