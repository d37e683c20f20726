/**
 * Which doctors the signed-in patient may enter right away ("Consulta Liberada"): the released
 * consultations from the API, kept current by the patient's realtime channel, which also announces
 * a new release with a toast (docs/regras-do-produto.md#the-twelve-doctors: the list unlocks that doctor live).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '#web/components/toast.js';
import { findMedico } from '#shared/medicos.js';
import type { ConsultasLiberadasResponse } from '#shared/schemas/consultas.js';
import { pacienteChannel, pacienteEventSchema } from '#shared/schemas/pagamentos.js';
import { useSession } from '#web/lib/auth-session.js';
import { useRealtimeChannel } from '#web/lib/use-realtime-channel.js';
import { consultasLiberadasKey, useConsultasLiberadas } from '../api/consultas-liberadas.js';

/** Doctor id → the newest released consultation with that doctor. */
export type Liberacoes = ReadonlyMap<number, string>;

export function useLiberacoes(): Liberacoes {
  const session = useSession();
  const sub = session.status === 'signed-in' ? session.user?.sub : undefined;
  const consultas = useConsultasLiberadas(sub !== undefined);
  const queryClient = useQueryClient();
  const [canal, setCanal] = useState<string>();

  useEffect(() => {
    if (!sub) {
      setCanal(undefined);
      return undefined;
    }
    let ativo = true;
    void pacienteChannel(sub).then((nome) => ativo && setCanal(nome));
    return () => {
      ativo = false;
    };
  }, [sub]);

  useRealtimeChannel(canal, (data) => {
    const evento = pacienteEventSchema.safeParse(data);
    if (!evento.success) return;
    const { consultaId, medicoId } = evento.data;
    queryClient.setQueryData<ConsultasLiberadasResponse>(consultasLiberadasKey, (atual) => {
      const lista = atual?.consultas ?? [];
      if (lista.some((consulta) => consulta.consultaId === consultaId)) return atual;
      const nova = { consultaId, medicoId, tipoConsulta: 'Consulta Médica' as const, dataCriacao: new Date().toISOString() };
      return { consultas: [nova, ...lista] };
    });
    void queryClient.invalidateQueries({ queryKey: consultasLiberadasKey });
    notify.success('Consulta liberada!', `Sua consulta com ${findMedico(medicoId).nome} foi liberada. Toque em “Consulta Liberada” para entrar.`);
  });

  return useMemo(() => {
    const mapa = new Map<number, string>();
    if (!sub) return mapa;
    // Newest first (API order): the first consultation of each doctor wins.
    for (const consulta of consultas.data?.consultas ?? []) if (!mapa.has(consulta.medicoId)) mapa.set(consulta.medicoId, consulta.consultaId);
    return mapa;
  }, [sub, consultas.data]);
}
