/**
 * The consultation behind the door, composed from one hook per concern: the server's state
 * (use-consulta-estado.ts), the intake, sending with the streamed answer (use-envio-mensagem.ts),
 * attachments, the prescription request, the doctor's voice and the patient's dictation, the 30
 * minutes counted down, and the end.
 * After the end the page stays, with the physician's validation (use-validacao-consulta.ts): CFM
 * 2.454/2026, the patient waits there for the result and downloads it.
 */
import { useMemo } from 'react';
import type { ChatCredencial } from '../api/consulta-chat.js';
import { useAnexos } from './use-anexos.js';
import type { AcessoConcedido } from './use-chat-access.js';
import { useConsultaEstado } from './use-consulta-estado.js';
import { useEncerramento } from './use-encerramento.js';
import { useEnvioMensagem } from './use-envio-mensagem.js';
import { useFalaMedico } from './use-fala-medico.js';
import { useIntake } from './use-intake.js';
import { useReceita } from './use-receita.js';
import { useReconhecimentoVoz } from './use-reconhecimento-voz.js';
import { useTempoConsulta } from './use-tempo-consulta.js';
import { useValidacaoConsulta, type ValidacaoInicial } from './use-validacao-consulta.js';

const SEM_VALIDACAO: ValidacaoInicial = {};

export function useConsulta(acesso: AcessoConcedido) {
  const { medico } = acesso;
  const cred: ChatCredencial = useMemo(() => ({ token: acesso.token, medicoId: medico.id }), [acesso.token, medico.id]);
  const consulta = useConsultaEstado(cred);
  const { carga, estado } = consulta;
  const fala = useFalaMedico(medico, acesso.token);
  const anexos = useAnexos(cred);
  // The dictation's handlers run on later recognizer events, once `envio` below exists.
  const microfone = useReconhecimentoVoz({
    aoParcial: (frase) => envio.setTexto(frase),
    aoFinal: (frase) => {
      envio.setTexto(frase);
      void envio.enviar(frase);
    },
    antesDeOuvir: fala.silenciar,
  });
  const ocupado = estado.respondendo !== undefined || microfone.ouvindo || fala.falando;
  const envio = useEnvioMensagem({ cred, consulta, anexos, ocupado, falar: fala.falar });
  const intake = useIntake({ cred, consulta, preencherTexto: envio.setTexto, falar: fala.falar });
  const receita = useReceita(cred, consulta);
  const encerramento = useEncerramento(cred, consulta, fala.falar);
  // At 0 the consultation ends as the 30 s auto-finish does: the closing message, then the physician's queue.
  const tempo = useTempoConsulta({
    ...(carga.fase === 'pronto' ? { servidor: carga.tempo } : {}),
    encerrada: encerramento.encerrada,
    aoEsgotar: () => void encerramento.finalizar('tempo'),
  });
  // CFM 2.454/2026: no return to the doctor list after the end any more; the page stays to show
  // the physician's answer (and offer its documents) the moment it arrives.
  const validacao = useValidacaoConsulta(cred, encerramento.encerrada, carga.fase === 'pronto' ? carga.validacaoInicial : SEM_VALIDACAO);

  return {
    medico,
    cred,
    carga,
    estado,
    intake,
    envio,
    anexos,
    fala,
    microfone,
    receita,
    encerramento,
    validacao,
    tempo,
    /** Input and send are disabled while an answer is awaited, voice is active, or the consultation ended or ran out of time. */
    entradaBloqueada:
      encerramento.encerrada || tempo.esgotado || estado.etapa === 'encerrando' || ocupado || (carga.fase === 'pronto' && carga.ia === null),
  };
}
