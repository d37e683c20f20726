/**
 * The triage guard (docs/triagem.md): deterministic, before the model, on the server and in the SPA.
 * It reads every patient message of the consultation with the intake's age and sex and gives one of
 * the five levels with its reasons, and the emergency banner when the level is `emergencia`.
 *
 * How it reads patients:
 * - text is matched without accents, case or repeated letters, with chat abbreviations and common
 *   misspellings ('farta de ar', 'n consigo respirar');
 * - a sign counts when a clause reports it present; not when the clause denies it ('não tenho falta
 *   de ar'), tells history ('já tive um infarto', 'minha mãe teve AVC') or asks for information
 *   ('quais os sintomas de AVC?'; except suicidal thoughts);
 * - signs add up over the whole conversation: fever in the first message and a stiff neck in the
 *   third are read together; so are the numbers the patient gives (temperature, oximetry, blood
 *   pressure, glucose) and a baby's age;
 * - the most urgent rule that holds sets the level; without any sign the level stays `consulta`,
 *   with no reasons (nothing is known yet), and only self-care signs give `autocuidado`.
 * The caller keeps the level from ever going down within a consultation (`nivelMaisUrgente`).
 */
import { orientacoesEmergencia, type Emergencia } from '../emergencia.js';
import { buscarOcorrencias, dividirOracoes, ehHistorico, ehInformativo } from '../texto-clinico.js';
import { MAX_MOTIVOS_TRIAGEM, nivelMaisUrgente, type NivelTriagem, type Triagem } from '../schemas/validacao.js';
import { alarmes } from './familias/alarmes.js';
import { abdome } from './familias/abdome.js';
import { cardiorrespiratorio } from './familias/cardiorrespiratorio.js';
import { febre } from './familias/febre.js';
import { leves } from './familias/leves.js';
import { neurologico } from './familias/neurologico.js';
import { pele } from './familias/pele.js';
import { olhos } from './familias/olhos.js';
import { ouvidoNarizGarganta } from './familias/ouvido-nariz-garganta.js';
import { lerMedidas } from './medidas.js';
import type { Contexto, Regra, Sexo, Sinal } from './tipos.js';

export type { Sexo } from './tipos.js';

const familias = [alarmes, cardiorrespiratorio, neurologico, febre, abdome, pele, olhos, ouvidoNarizGarganta, leves];
const sinais: readonly Sinal[] = familias.flatMap((familia) => familia.sinais);
const regras: readonly Regra[] = familias.flatMap((familia) => familia.regras);

/** Every sign and rule of the guard, for the test that checks every rule names only signs that exist. */
export const catalogoTriagem = { sinais, regras } as const;

export interface EntradaTriagem {
  /** The patient's messages of the consultation, oldest first. */
  readonly mensagens: readonly string[];
  readonly paciente?: { readonly idade?: number; readonly sexo?: Sexo };
}

export interface AvaliacaoTriagem extends Triagem {
  /** At `emergencia`: the banner the patient sees at once. */
  readonly emergencia?: Emergencia;
  /** Ids of the signs found, for tests and the evaluation's misses (never logged with text). */
  readonly sinais: readonly string[];
}

/** Temperature from which a reported value is a fever (°C). */
const FEBRE_C = 37.8;

// A message's signs do not depend on the rest of the conversation: a warm container (or page)
// reads each message once, not again on every later message.
const CACHE_MAXIMO = 500;
const cache = new Map<string, ReadonlySet<string>>();

function sinaisDaMensagem(mensagem: string): ReadonlySet<string> {
  const guardado = cache.get(mensagem);
  if (guardado) return guardado;
  const encontrados = lerSinais(mensagem);
  if (cache.size >= CACHE_MAXIMO) cache.delete(cache.keys().next().value ?? '');
  cache.set(mensagem, encontrados);
  return encontrados;
}

/** The signs a message reports as present (not denied, not history, not a question). */
function lerSinais(mensagem: string): Set<string> {
  const encontrados = new Set<string>();
  if (mensagem.trim() === '') return encontrados;
  const oracoes = dividirOracoes(mensagem);
  for (const sinal of sinais) {
    const suprimeInformativo = sinal.informativoSuprime ?? true;
    const presente = sinal.padroes.some((regex) =>
      buscarOcorrencias(oracoes, regex).afirmadas.some(
        (ocorrencia) => !ehHistorico(ocorrencia.oracao) && !(suprimeInformativo && ehInformativo(ocorrencia.oracao)),
      ),
    );
    if (presente) encontrados.add(sinal.id);
  }
  return encontrados;
}

const SINAIS_LEVES = new Set(sinais.filter((sinal) => sinal.leve).map((sinal) => sinal.id));

function montarContexto(entrada: EntradaTriagem, encontrados: ReadonlySet<string>): Contexto {
  const medidas = lerMedidas(entrada.mensagens);
  const idadeAnos = entrada.paciente?.idade;
  const sexo = entrada.paciente?.sexo;
  // A carer's '2 meses' is more precise than the intake's '0 anos'; a grown patient's intake wins.
  const idadeMeses =
    medidas.idadeMesesRelatada !== undefined && (idadeAnos === undefined || idadeAnos < 2)
      ? medidas.idadeMesesRelatada
      : idadeAnos === undefined
        ? undefined
        : idadeAnos * 12;
  const tem = (id: string) => encontrados.has(id);
  return {
    tem,
    algum: (...ids) => ids.some(tem),
    todos: (...ids) => ids.every(tem),
    ...(idadeAnos === undefined ? {} : { idadeAnos }),
    ...(idadeMeses === undefined ? {} : { idadeMeses }),
    ...(sexo ? { sexo } : {}),
    gestante: sexo !== 'masculino' && tem('gestante'),
    medidas,
    febre: tem('febre') || (medidas.temperatura !== undefined && medidas.temperatura >= FEBRE_C),
    soLeves: (...permitidos) => encontrados.size > 0 && [...encontrados].every((id) => SINAIS_LEVES.has(id) || permitidos.includes(id)),
    algumSinal: encontrados.size > 0,
  };
}

/** Evaluates the whole conversation: the level, its reasons and, at `emergencia`, the banner. */
export function avaliarTriagem(entrada: EntradaTriagem): AvaliacaoTriagem {
  const encontrados = new Set<string>();
  for (const mensagem of entrada.mensagens) for (const id of sinaisDaMensagem(mensagem)) encontrados.add(id);
  const contexto = montarContexto(entrada, encontrados);
  const aplicadas = regras.filter((regra) => regra.quando(contexto));
  const ids = [...encontrados];
  if (aplicadas.length === 0) return { nivel: 'consulta', motivos: [], sinais: ids };
  const nivel = aplicadas.reduce<NivelTriagem>((maisUrgente, regra) => nivelMaisUrgente(maisUrgente, regra.nivel), 'autocuidado');
  const doNivel = aplicadas.filter((regra) => regra.nivel === nivel);
  const motivos = [...new Set(doNivel.map((regra) => regra.motivo))].slice(0, MAX_MOTIVOS_TRIAGEM);
  const tipo = doNivel.find((regra) => regra.emergencia)?.emergencia;
  return {
    nivel,
    motivos,
    sinais: ids,
    ...(nivel === 'emergencia' ? { emergencia: { tipo: tipo ?? 'grave', orientacao: orientacoesEmergencia[tipo ?? 'grave'] } } : {}),
  };
}

/** The red flag of one message on its own: the banner to show at once, or undefined. */
export function detectarEmergencia(texto: string): Emergencia | undefined {
  return avaliarTriagem({ mensagens: [texto] }).emergencia;
}

export { textosDoPaciente } from './textos.js';

/**
 * The banner when a message is sent, on the server and in the page alike: a red flag in the
 * message itself, or the conversation with it (`conversa`, read only when needed) reaching
 * `emergencia` from a lower level — fever in one message and a stiff neck in the next.
 */
export function emergenciaDoEnvio(texto: string, nivelAnterior: NivelTriagem, conversa: () => AvaliacaoTriagem): Emergencia | undefined {
  return detectarEmergencia(texto) ?? (nivelAnterior === 'emergencia' ? undefined : conversa().emergencia);
}
