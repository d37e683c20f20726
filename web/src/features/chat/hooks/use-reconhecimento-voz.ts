/** The patient's voice: dictation into the message input (voz/reconhecimento.ts holds the rules). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { mensagens } from '#shared/messages.js';
import { notify } from '#web/components/toast.js';
import { createReconhecedorVoz, type ReconhecedorVoz } from '../voz/reconhecimento.js';
import { useMontado } from './use-montado.js';

export interface OpcoesDitado {
  /** The text heard so far. */
  readonly aoParcial: (frase: string) => void;
  /** The final text, 500 ms after the recognizer stopped on it (the recognizer waits). */
  readonly aoFinal: (frase: string) => void;
  /** Runs before listening starts (the doctor stops speaking). */
  readonly antesDeOuvir: () => void;
}

export interface Microfone {
  readonly suportado: boolean;
  readonly ouvindo: boolean;
  readonly alternarMicrofone: () => void;
}

export function useReconhecimentoVoz(opcoes: OpcoesDitado): Microfone {
  const [ouvindo, setOuvindo] = useState(false);
  const montado = useMontado();
  // The recognizer is made once; it calls the handlers of the latest render.
  const handlers = useRef(opcoes);
  handlers.current = opcoes;
  const reconhecedor = useRef<ReconhecedorVoz | undefined>(undefined);
  reconhecedor.current ??= createReconhecedorVoz({
    aoFinal: (frase) => handlers.current.aoFinal(frase),
    aoParcial: (frase) => handlers.current.aoParcial(frase),
    aoErro: (mensagem) => notify.error(mensagens.envio.erroVoz, mensagem),
    aoMudarEstado: (ativo) => {
      if (montado.current) setOuvindo(ativo);
    },
  });

  const alternarMicrofone = useCallback(() => {
    if (ouvindo) reconhecedor.current?.parar();
    else {
      handlers.current.antesDeOuvir();
      reconhecedor.current?.iniciar();
    }
  }, [ouvindo]);
  useEffect(() => () => reconhecedor.current?.parar(), []);

  return { suportado: reconhecedor.current.suportado, ouvindo, alternarMicrofone };
}
