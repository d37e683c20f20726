/**
 * The red flags that alone mean an emergency (shared/emergencia.ts), one sign per kind:
 * 'alarme-cardiaca', 'alarme-avc'… each raising the level to `emergencia` with its banner.
 */
import { padroesEmergencia } from '../../emergencia.js';
import type { Familia } from '../tipos.js';

/** How each kind of red flag is written as a reason, for the physician and the patient. */
export const motivosAlarme = {
  suicidio: 'Ideação suicida ou risco de autolesão',
  cardiaca: 'Dor, aperto ou pressão no peito',
  avc: 'Sinais de AVC (assimetria facial, fraqueza de um lado, fala alterada ou cefaleia súbita)',
  respiratoria: 'Falta de ar ou dificuldade para respirar',
  anafilaxia: 'Inchaço de garganta, língua, lábios ou rosto (possível anafilaxia)',
  convulsao: 'Convulsão',
  sangramento: 'Sangramento intenso ou que não para',
  intoxicacao: 'Intoxicação, ingestão excessiva de remédios ou picada de animal peçonhento',
  meningite: 'Febre com rigidez de nuca ou manchas roxas na pele',
  desmaio: 'Desmaio ou perda de consciência',
  trauma: 'Ferimento ou acidente grave',
} as const;

export const alarmes: Familia = {
  sinais: padroesEmergencia.map((regra) => ({
    id: `alarme-${regra.tipo}`,
    padroes: regra.padroes,
    informativoSuprime: regra.informativoSuprime,
  })),
  regras: padroesEmergencia.map((regra) => ({
    nivel: 'emergencia' as const,
    motivo: motivosAlarme[regra.tipo as keyof typeof motivosAlarme],
    emergencia: regra.tipo,
    quando: (contexto) => contexto.tem(`alarme-${regra.tipo}`),
  })),
};
