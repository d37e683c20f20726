/**
 * The consultation as the server holds it, loaded once when the door opens (a reload continues where
 * the patient was), and the screen's state from then on (the pure reducer of consulta-estado.ts).
 */
import { useCallback, useEffect, useReducer, useState, type Dispatch } from 'react';
import { mensagens } from '#shared/messages.js';
import type { EstadoChatResponse } from '#shared/schemas/chat.js';
import { obterEstadoChat, type ChatCredencial } from '../api/consulta-chat.js';
import {
  bannerDaEmergencia,
  emergenciaAoCarregar,
  estadoInicial,
  pacienteDaTriagem,
  reduzirConsulta,
  type AcaoConsulta,
  type EstadoConsulta,
} from '../consulta-estado.js';
import type { ValidacaoInicial } from './use-validacao-consulta.js';

export type Carga =
  | { readonly fase: 'carregando' }
  | { readonly fase: 'erro'; readonly mensagem: string }
  | {
      readonly fase: 'pronto';
      readonly consultaId: string;
      readonly intakeFeito: boolean;
      readonly ia: EstadoChatResponse['ia'];
      readonly dadosPaciente?: EstadoChatResponse['dadosPaciente'];
      readonly iniciadaEm?: string;
      /** The time left as the server counted it, and when its answer arrived (the countdown's base). */
      readonly tempo: { readonly segundosRestantes: number; readonly recebidoEmMs: number };
      /** The physician's validation as the first load found it (docs/validacao-medica.md). */
      readonly validacaoInicial: ValidacaoInicial;
    };

export type DadosPaciente = NonNullable<EstadoChatResponse['dadosPaciente']>;

export interface ConsultaEstado {
  readonly carga: Carga;
  readonly estado: EstadoConsulta;
  readonly dispatch: Dispatch<AcaoConsulta>;
  /** The intake was accepted: the chat opens with the patient's data. */
  readonly intakeConcluido: (dadosPaciente: DadosPaciente) => void;
}

export function useConsultaEstado(cred: ChatCredencial): ConsultaEstado {
  const [carga, setCarga] = useState<Carga>({ fase: 'carregando' });
  const [estado, dispatch] = useReducer(reduzirConsulta, estadoInicial);

  useEffect(() => {
    let ativo = true;
    obterEstadoChat(cred)
      .then((resposta) => {
        if (!ativo) return;
        dispatch({ tipo: 'carregado', estado: resposta });
        const emergencia = emergenciaAoCarregar(resposta.mensagens, resposta.triagem, pacienteDaTriagem(resposta.dadosPaciente));
        if (emergencia) dispatch({ tipo: 'emergencia', emergencia: bannerDaEmergencia(emergencia) });
        setCarga({
          fase: 'pronto',
          consultaId: resposta.consultaId,
          intakeFeito: resposta.intakeFeito,
          ia: resposta.ia,
          ...(resposta.dadosPaciente ? { dadosPaciente: resposta.dadosPaciente } : {}),
          ...(resposta.iniciadaEm ? { iniciadaEm: resposta.iniciadaEm } : {}),
          tempo: { segundosRestantes: resposta.segundosRestantes, recebidoEmMs: Date.now() },
          validacaoInicial: {
            ...(resposta.validacao ? { validacao: resposta.validacao } : {}),
            ...(resposta.canalValidacao ? { canalValidacao: resposta.canalValidacao } : {}),
          },
        });
      })
      .catch((error: unknown) => {
        if (ativo) setCarga({ fase: 'erro', mensagem: error instanceof Error ? error.message : mensagens.erros.erroInterno });
      });
    return () => {
      ativo = false;
    };
  }, [cred]);

  const intakeConcluido = useCallback(
    (dadosPaciente: DadosPaciente) => setCarga((atual) => (atual.fase === 'pronto' ? { ...atual, intakeFeito: true, dadosPaciente } : atual)),
    [],
  );

  return { carga, estado, dispatch, intakeConcluido };
}
