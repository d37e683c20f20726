/** The doctor's voice: his answers read aloud (docs/regras-do-produto.md#the-chat), unless the patient turned the audio off. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Medico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { notify } from '#web/components/toast.js';
import { sintetizarFala } from '../api/consulta-chat.js';
import { createFalaMedico, type FalaMedico } from '../voz/fala-medico.js';
import { useMontado } from './use-montado.js';

export interface FalaDoMedico {
  readonly audioLigado: boolean;
  readonly alternarAudio: () => void;
  readonly falando: boolean;
  /** Reads the phrase aloud when the audio is on; resolves when done or cancelled. */
  readonly falar: (frase: string) => Promise<void>;
  /** Stops the phrase being read (the patient is about to speak). */
  readonly silenciar: () => void;
}

/** `token`: the consultation's chat token, which the doctor's voice needs on /api/fala. */
export function useFalaMedico(medico: Medico, token: string): FalaDoMedico {
  const [audioLigado, setAudioLigado] = useState(true);
  const [falando, setFalando] = useState(false);
  const montado = useMontado();
  const fala = useRef<FalaMedico | undefined>(undefined);
  fala.current ??= createFalaMedico({
    medico,
    sintetizar: (texto, medicoId, signal) => sintetizarFala({ token, medicoId }, texto, signal),
    aoErro: (mensagem) => notify.error(mensagens.envio.erroVoz, mensagem),
  });
  // Read by a phrase that was scheduled before the patient turned the audio off.
  const audioRef = useRef(audioLigado);
  audioRef.current = audioLigado;

  const falar = useCallback(
    async (frase: string) => {
      if (!audioRef.current || !fala.current) return;
      setFalando(true);
      try {
        await fala.current.falar(frase);
      } finally {
        if (montado.current) setFalando(false);
      }
    },
    [montado],
  );

  const alternarAudio = useCallback(() => {
    setAudioLigado((ligado) => {
      if (ligado) {
        fala.current?.cancelar();
        setFalando(false);
      }
      return !ligado;
    });
  }, []);

  const silenciar = useCallback(() => fala.current?.cancelar(), []);

  useEffect(() => () => fala.current?.cancelar(), []);

  return { audioLigado, alternarAudio, falando, falar, silenciar };
}
