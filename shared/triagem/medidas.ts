/**
 * The numbers patients report in the chat, read as a triage nurse reads them: temperature
 * ('febre de 39,5', '40 graus', '38 e meio'), oximetry ('o oxímetro deu 92'), blood pressure
 * ('18 por 11', '180x110', 'pressão 8 por 5'), capillary glucose ('glicose 480', 'hgt 45') and,
 * from a carer's words, a baby's age ('meu bebê de 6 semanas'). Each value needs its context word
 * near it, so '39 anos' or '18 por cento' are never a temperature or a pressure.
 */
import { normalizarLeve } from '../texto-clinico.js';

export interface Pressao {
  readonly sistolica: number;
  readonly diastolica: number;
}

/** The most alarming value of each kind reported in the conversation. */
export interface Medidas {
  /** Highest temperature, °C. */
  readonly temperatura?: number;
  /** Lowest oxygen saturation, %. */
  readonly saturacao?: number;
  /** Highest and lowest blood pressure, mmHg. */
  readonly pressaoMaxima?: Pressao;
  readonly pressaoMinima?: Pressao;
  /** Highest and lowest glucose, mg/dL. */
  readonly glicemiaMaxima?: number;
  readonly glicemiaMinima?: number;
  /** A baby's age in months when a carer gives it ('2 meses', '3 semanas de vida', 'recém-nascido'). */
  readonly idadeMesesRelatada?: number;
  /** The longest duration the patient mentions, in days ('há 3 dias', 'faz duas semanas'). */
  readonly duracaoDias?: number;
}

const NUMEROS_POR_EXTENSO: Readonly<Record<string, number>> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  onze: 11, doze: 12, quinze: 15, vinte: 20, trinta: 30, meia: 0.5, meio: 0.5, alguns: 3, algumas: 3, uns: 3, umas: 3,
  varios: 5, varias: 5, muitos: 10, muitas: 10,
};
const QUANTIDADE = String.raw`(\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|meia|meio|alguns|algumas|uns|umas|varios|varias|muitos|muitas)`;

const numero = (texto: string): number => NUMEROS_POR_EXTENSO[texto] ?? Number(texto.replace(',', '.'));

const maior = (a: number | undefined, b: number): number => (a === undefined ? b : Math.max(a, b));
const menor = (a: number | undefined, b: number): number => (a === undefined ? b : Math.min(a, b));

// A temperature: 34–43.9 °C, written '39', '39,5', '39.5', '38 e meio', '39 e pouco', with a
// context word (febre, temperatura, termômetro, graus, °) close to it.
const TEMPERATURA_NUMERO = /(?<![\d.,])(3[4-9]|4[0-3])(?:[.,](\d))?(?:\s*(?:e meio|e meia))?(?![\d]|[.,]\d|\s*(?:anos?|kg|quilos?|kilos?|semanas?|dias?|meses|mes|mg|ml|%|por cento|horas?|h\b|min|x|por\s+\d|\/))/g;
const CONTEXTO_TEMPERATURA = /(?:febre|febrao|temperatura|temp\b|termometro|graus|°|ºc|quentura|marcou|medi|axilar)/;

// Oximetry: 50–100 near saturação, oxímetro, oxigenação, SpO2, 'sat'.
const SATURACAO = /(?:satura\w*|oximetr\w*|oxigena\w*|spo2|sp ?o2|\bsat\b|dedinho|aparelho do dedo)[^.!?\n]{0,40}?(?<![\d])(100|[5-9]\d)(?![\d]|[.,]\d{2})\s*%?|(?<![\d])(100|[5-9]\d)\s*(?:%|por cento)?\s*(?:de )?(?:saturacao|oxigen\w*|no oximetro|de sat\b)/g;

// Blood pressure: 'pressão 18 por 11', '180x110', 'PA 180/110', '14 por 9', '8 por 5'.
const PRESSAO = /(?<![\d])(\d{1,3})(?:[.,]\d)?\s*(?:x|por|\/|sobre)\s*(\d{1,3})(?![\d])/g;
const CONTEXTO_PRESSAO = /(?:pressao|\bpa\b|aparelho de pressao|medi a pressao|hipertens|tensao|arterial)/;

// Glucose: 'glicose 480', 'glicemia deu 45', 'hgt 45', 'dextro 500', 'açúcar no sangue 400'.
const GLICEMIA = /(?:glicose|glicemia|glicemi\w*|hgt|dextro|glicosimetro|acucar|diabete\w* (?:deu|ta|esta|marcou|em))[^.!?\n]{0,30}?(?<![\d])(\d{2,3})(?![\d])/g;

// A baby's age from a carer: 'bebê de 2 meses', '6 semanas de vida', '15 dias de nascido'.
const IDADE_BEBE = new RegExp(
  String.raw`(?:(?:bebe|nenem|neném|filh[oa]|net[oa]|crianca|menin[oa]|recem ?nascid[oa]|ele|ela|tem|com)\D{0,20}?)${QUANTIDADE}\s*(meses|mes|semanas?|dias?)(?:\s*(?:de vida|de idade|de nascid[oa]|de nascimento))?`,
  'g',
);
const RECEM_NASCIDO = /\brecem[ -]?nascid[oa]\b|\bnasceu (?:ha|faz) (?:\d+|um|uma|dois|duas|tres) (?:dias?|semanas?)\b/;

// A duration: 'há 3 dias', 'faz duas semanas', '3 dias', 'uma semana', 'meses', 'desde ontem'.
const DURACAO = new RegExp(String.raw`(?<![\d])${QUANTIDADE}\s*(horas?|dias?|semanas?|mes|meses|anos?)\b`, 'g');
const DIAS_POR_UNIDADE: Readonly<Record<string, number>> = {
  hora: 1 / 24, horas: 1 / 24, dia: 1, dias: 1, semana: 7, semanas: 7, mes: 30, meses: 30, ano: 365, anos: 365,
};

// 'tenho 30 anos', 'bebê de 2 meses', '3 semanas de vida' are ages, not durations.
const ANTES_DE_IDADE = /(?:tenho|tem|com|de|idade|filh[oa]|bebe|nenem|net[oa])\s*$/;
const ANTES_DE_DURACAO = /(?:ha|faz|desde|durante|por|mais de|quase|uns|umas|ja|a)\s*$/;
const DEPOIS_DE_IDADE = /^\s*(?:de vida|de idade|de nascid|de gestacao|de gravidez)/;

function ehIdade(texto: string, inicio: number, tamanho: number): boolean {
  const antes = texto.slice(Math.max(0, inicio - 20), inicio);
  if (DEPOIS_DE_IDADE.test(texto.slice(inicio + tamanho, inicio + tamanho + 20))) return true;
  return ANTES_DE_IDADE.test(antes) && !ANTES_DE_DURACAO.test(antes);
}

function temperaturas(texto: string): number[] {
  const valores: number[] = [];
  for (const match of texto.matchAll(TEMPERATURA_NUMERO)) {
    const inicio = match.index;
    const janela = texto.slice(Math.max(0, inicio - 40), inicio + match[0].length + 25);
    if (!CONTEXTO_TEMPERATURA.test(janela)) continue;
    const meio = /e mei[oa]/.test(match[0]) ? 0.5 : 0;
    valores.push(Number(match[1]) + (match[2] ? Number(match[2]) / 10 : 0) + meio);
  }
  return valores;
}

function pressoes(texto: string): Pressao[] {
  const valores: Pressao[] = [];
  for (const match of texto.matchAll(PRESSAO)) {
    const inicio = match.index;
    const janela = texto.slice(Math.max(0, inicio - 50), inicio + match[0].length + 10);
    if (!CONTEXTO_PRESSAO.test(janela)) continue;
    let sistolica = Number(match[1]);
    let diastolica = Number(match[2]);
    // '18 por 11' is how Brazilians say 180/110 mmHg.
    if (sistolica < 30) sistolica *= 10;
    if (diastolica < 20) diastolica *= 10;
    if (sistolica < 50 || sistolica > 300 || diastolica < 20 || diastolica > 200 || diastolica >= sistolica) continue;
    valores.push({ sistolica, diastolica });
  }
  return valores;
}

function idadeMeses(texto: string): number | undefined {
  if (RECEM_NASCIDO.test(texto)) return 0;
  let resultado: number | undefined;
  for (const match of texto.matchAll(IDADE_BEBE)) {
    const quantidade = numero(match[1] ?? '');
    const unidade = match[2] ?? '';
    const meses = unidade.startsWith('mes') ? quantidade : unidade.startsWith('semana') ? quantidade / 4.3 : quantidade / 30;
    if (Number.isFinite(meses) && meses < 24) resultado = resultado === undefined ? meses : Math.min(resultado, meses);
  }
  return resultado;
}

/** Reads the measures of every patient message of the conversation. */
export function lerMedidas(mensagens: readonly string[]): Medidas {
  let temperatura: number | undefined;
  let saturacao: number | undefined;
  let pressaoMaxima: Pressao | undefined;
  let pressaoMinima: Pressao | undefined;
  let glicemiaMaxima: number | undefined;
  let glicemiaMinima: number | undefined;
  let idadeMesesRelatada: number | undefined;
  let duracaoDias: number | undefined;
  for (const mensagem of mensagens) {
    const texto = normalizarLeve(mensagem);
    for (const valor of temperaturas(texto)) temperatura = maior(temperatura, valor);
    for (const match of texto.matchAll(SATURACAO)) saturacao = menor(saturacao, Number(match[1] ?? match[2]));
    for (const pressao of pressoes(texto)) {
      if (!pressaoMaxima || pressao.sistolica > pressaoMaxima.sistolica) pressaoMaxima = pressao;
      if (!pressaoMinima || pressao.sistolica < pressaoMinima.sistolica) pressaoMinima = pressao;
    }
    for (const match of texto.matchAll(GLICEMIA)) {
      const valor = Number(match[1]);
      if (valor < 10 || valor > 1000) continue;
      glicemiaMaxima = maior(glicemiaMaxima, valor);
      glicemiaMinima = menor(glicemiaMinima, valor);
    }
    const meses = idadeMeses(texto);
    if (meses !== undefined) idadeMesesRelatada = menor(idadeMesesRelatada, meses);
    for (const match of texto.matchAll(DURACAO)) {
      if (ehIdade(texto, match.index, match[0].length)) continue;
      const dias = numero(match[1] ?? '') * (DIAS_POR_UNIDADE[match[2] ?? ''] ?? 0);
      if (Number.isFinite(dias)) duracaoDias = maior(duracaoDias, dias);
    }
  }
  return {
    ...(temperatura === undefined ? {} : { temperatura }),
    ...(saturacao === undefined ? {} : { saturacao }),
    ...(pressaoMaxima ? { pressaoMaxima } : {}),
    ...(pressaoMinima ? { pressaoMinima } : {}),
    ...(glicemiaMaxima === undefined ? {} : { glicemiaMaxima }),
    ...(glicemiaMinima === undefined ? {} : { glicemiaMinima }),
    ...(idadeMesesRelatada === undefined ? {} : { idadeMesesRelatada }),
    ...(duracaoDias === undefined ? {} : { duracaoDias }),
  };
}
