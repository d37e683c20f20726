/**
 * What the patient is told of the triage level: an orientation, never a diagnosis (CFM 2.454/2026
 * allows the AI to safety-net). The card of the chat shows `rotulosTriagem` with the text of its
 * level; at `emergencia` and `pronto-socorro` the doctor's answer itself begins with the urgency,
 * before any further question.
 */
import type { TipoEmergencia } from '../emergencia.js';
import type { NivelTriagem } from '../schemas/validacao.js';

/** The card's text under the level's label. */
export const orientacoesTriagem: Readonly<Record<NivelTriagem, string>> = {
  emergencia: 'Ligue agora para o SAMU 192 ou vá ao pronto-socorro mais próximo. Não espere pela resposta do chat.',
  'pronto-socorro': 'Vá agora a um pronto-socorro ou UPA para ser avaliado(a) pessoalmente. Se piorar no caminho, ligue para o SAMU 192.',
  'consulta-24h':
    'Procure atendimento médico em até 24 horas. Se surgir falta de ar, dor forte, confusão, desmaio ou piora rápida, ligue para o SAMU 192.',
  consulta:
    'Um médico vai revisar esta consulta. Se os sintomas piorarem ou surgir algum sinal de alerta, procure atendimento médico.',
  autocuidado:
    'Pelo que você contou até agora, os sintomas parecem poder ser cuidados em casa, com orientação. Se piorarem, durarem mais do que o esperado ou surgir algum sinal de alerta, procure atendimento médico.',
};

/** Title of the card. */
export const TITULO_TRIAGEM = 'Orientação de atendimento';
/** What the card says the reasons are. */
export const ROTULO_MOTIVOS_TRIAGEM = 'O que levamos em conta';

const URGENTE_SAMU =
  'Antes de qualquer outra pergunta: o que você descreveu pode ser uma emergência. Ligue agora para o SAMU 192 ou vá ao pronto-socorro mais próximo; não espere pela consulta online.';
const URGENTE_CVV =
  'Antes de qualquer outra coisa: o que você contou me preocupa, e você merece ajuda agora. Ligue para o CVV 188 (24 horas, gratuito) e, se houver risco imediato ou se você já se machucou ou tomou algo, ligue para o SAMU 192.';
const URGENTE_PRONTO_SOCORRO =
  'Antes de continuarmos: pelo que você descreveu, você precisa ser avaliado(a) pessoalmente agora. Vá a um pronto-socorro ou UPA; se piorar no caminho, ligue para o SAMU 192.';

/**
 * The sentence the doctor's answer begins with at `emergencia` and `pronto-socorro` (undefined at
 * the other levels), followed by a blank line before what the engine says.
 */
export function aberturaUrgente(nivel: NivelTriagem, tipo?: TipoEmergencia): string | undefined {
  if (nivel === 'emergencia') return tipo === 'suicidio' ? URGENTE_CVV : URGENTE_SAMU;
  if (nivel === 'pronto-socorro') return URGENTE_PRONTO_SOCORRO;
  return undefined;
}
