/**
 * The vocabulary of the triage guard (docs/triagem.md): a sign is something a patient reports,
 * found by patterns over normalised clauses (shared/texto-clinico.ts), and a rule turns signs, the
 * numbers the patient gave, age, sex and pregnancy into a level and its reason. Rules are written
 * for clinical signs and discriminators (Manchester, SAMU, pediatric fever guidance), never for the
 * wording of one case.
 */
import type { TipoEmergencia } from '../emergencia.js';
import type { NivelTriagem } from '../schemas/validacao.js';
import type { Medidas } from './medidas.js';

export type Sexo = 'feminino' | 'masculino';

export interface Sinal {
  /** Stable id the rules refer to: 'febre', 'rigidez-nuca', 'barriga-dura'. */
  readonly id: string;
  /** Patterns in natural spelling (compiled by `padrao`), matched over normalised clauses. */
  readonly padroes: readonly RegExp[];
  /** Questions for information ('o que é AVC?') are not a complaint; default true. */
  readonly informativoSuprime?: boolean;
  /** A self-care sign: alone, or only with other self-care signs, the level is `autocuidado`. */
  readonly leve?: boolean;
}

/** What the rules read: the signs found over the whole conversation and the patient's data. */
export interface Contexto {
  tem(id: string): boolean;
  algum(...ids: readonly string[]): boolean;
  todos(...ids: readonly string[]): boolean;
  /** Age in years from the intake, undefined when not given. */
  readonly idadeAnos?: number;
  /** Age in months: from the carer's words for a baby, else from the intake (years × 12). */
  readonly idadeMeses?: number;
  readonly sexo?: Sexo;
  readonly gestante: boolean;
  readonly medidas: Medidas;
  /** Fever reported ('febre', 'quente') or measured (≥ 37.8 °C). */
  readonly febre: boolean;
  /** At least one sign was found and every one is a self-care sign or one of `permitidos`. */
  soLeves(...permitidos: readonly string[]): boolean;
  /** At least one sign was found. */
  readonly algumSinal: boolean;
}

export interface Regra {
  readonly nivel: NivelTriagem;
  /** The reason, in plain Portuguese, shown to the physician and to the patient ('Febre com rigidez de nuca'). */
  readonly motivo: string;
  /** At `emergencia`, which banner the patient sees (shared/emergencia.ts). */
  readonly emergencia?: TipoEmergencia;
  quando(contexto: Contexto): boolean;
}

/** A family of signs and the rules that read them (one file per clinical area). */
export interface Familia {
  readonly sinais: readonly Sinal[];
  readonly regras: readonly Regra[];
}
