/**
 * The offline engine's memory, recomputed from the transcript on every call (the engine is
 * stateless): which anamnesis items were asked and answered, the symptoms affirmed and denied,
 * and what the latest message added. Extraction is simple pt-BR pattern matching, backed by the
 * rule that the reply to a question the engine asked answers it.
 */
import { perguntaSobreDuvidas } from '#shared/duvidas.js';
import {
  buscarOcorrencias,
  dividirOracoes,
  ehHistorico,
  negadoAntes,
  normalizarLeve,
  normalizarTexto,
  padrao,
} from '#shared/texto-clinico.js';
import { sintomas, type SintomaId } from './conhecimento.js';
import { perfisEspecialidade } from '#lambdas/ia/perfis-especialidade.js';
import type { MensagemHistorico } from '#lambdas/ia/engine.js';

/** The anamnesis items, in the order the engine asks them. */
export const itensAnamnese = [
  'queixa',
  'inicio',
  'intensidade',
  'associados',
  'especifico',
  'antecedentes',
  'medicamentos',
  'alergias',
] as const;

export type ItemAnamnese = (typeof itensAnamnese)[number];

/** Items asked together in one message. */
export const gruposPerguntas: readonly (readonly ItemAnamnese[])[] = [
  ['queixa'],
  ['inicio', 'intensidade'],
  ['associados', 'especifico'],
  ['antecedentes', 'medicamentos', 'alergias'],
];

/** Marks the answer that ends the interview, so later calls know it was given. */
export const MARCA_ENTREVISTA_CONCLUIDA = 'Terminei as perguntas da entrevista.';

/** Marked the end of the interview in transcripts written before the clinical guard (CFM 2.454/2026). */
const TITULO_HIPOTESES_ANTIGO = 'Hipóteses, da mais provável para a menos provável:';

/** Value meaning "the patient denies it". */
export const NEGA = 'nega';

/** Value meaning "asked and answered, but the patient could not tell". */
export const NAO_INFORMADO = 'não informado';

/** Denied, not answered or unknown: nothing to quote back. */
export const semValor = (valor: string | undefined): boolean => valor === undefined || valor === NEGA || valor === NAO_INFORMADO;

export interface Anamnese {
  /** Summary of each answered item ('há 3 dias', '7/10', 'nega', 'losartana'…). */
  readonly respostas: Readonly<Partial<Record<ItemAnamnese, string>>>;
  readonly intensidade?: number;
  /** Affirmed symptoms, in order of first mention. */
  readonly sintomasPresentes: readonly SintomaId[];
  readonly sintomasNegados: readonly SintomaId[];
  /** Normalised words of the medicines or substances the patient is allergic to. */
  readonly alergenos: readonly string[];
  /** How many times the doctor asked each item. */
  readonly vezesPerguntado: Readonly<Partial<Record<ItemAnamnese, number>>>;
  /** The interview is over: its end was given in an earlier answer. */
  readonly entrevistaConcluida: boolean;
  /** The last doctor message asked about remaining doubts. */
  readonly ultimaPerguntouDuvidas: boolean;
  /** Items the last doctor message asked. */
  readonly ultimaPerguntaItens: readonly ItemAnamnese[];
  /** What the message being answered added. */
  readonly novidades: {
    readonly sintomas: readonly SintomaId[];
    readonly sintomasNegados: readonly SintomaId[];
    readonly itens: readonly ItemAnamnese[];
  };
  /** Texts of the doctor's earlier messages, normalised, to avoid repeating a notice. */
  readonly textosMedico: readonly string[];
}

// ------------------------------------------------------------------------------------------
// What a doctor's question asks.
// ------------------------------------------------------------------------------------------

const MARCAS_PERGUNTA: ReadonlyArray<readonly [ItemAnamnese, RegExp]> = [
  ['queixa', padrao(String.raw`\bmotivo da consulta\b|\bo que (?:trouxe|te trouxe|esta acontecendo|voce esta sentindo|voces observaram)\b|\bme conte o que\b`, '')],
  ['inicio', padrao(String.raw`\bdesde quando\b|\bquando (?:isso )?comecou\b|\bha quanto tempo\b`, '')],
  ['intensidade', padrao(String.raw`\bde 0 a 10\b|\bde zero a dez\b`, '')],
  ['associados', padrao(String.raw`\boutros sintomas\b|\balgum outro sintoma\b`, '')],
  ['antecedentes', padrao(String.raw`\bdoenca cronica\b|\bproblema de saude\b|\bantecedentes\b|\bdoencas? previas?\b`, '')],
  ['medicamentos', padrao(String.raw`\b(?:usa|toma|usando|tomando) (?:algum|alguma|regularmente) (?:medicamento|remedio)\b|\bmedicamentos? de uso continuo\b`, '')],
  ['alergias', padrao(String.raw`\balergi\w*`, '')],
];

const PREFIXOS_ESPECIFICOS = Object.values(perfisEspecialidade).map((perfil) =>
  normalizarTexto(perfil.perguntaEspecifica).split(' ').slice(0, 6).join(' '),
);

function perguntasDoTexto(texto: string): string[] {
  return texto
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((frase) => frase.trim().endsWith('?'))
    .map(normalizarTexto);
}

/** Items a doctor's message asks, from its question sentences. */
export function itensPerguntados(texto: string): ItemAnamnese[] {
  const perguntas = perguntasDoTexto(texto);
  const itens = new Set<ItemAnamnese>();
  for (const pergunta of perguntas) {
    for (const [item, marca] of MARCAS_PERGUNTA) if (marca.test(pergunta)) itens.add(item);
    if (PREFIXOS_ESPECIFICOS.some((prefixo) => pergunta.includes(prefixo))) itens.add('especifico');
  }
  return itensAnamnese.filter((item) => itens.has(item));
}

// ------------------------------------------------------------------------------------------
// Extraction from the patient's text.
// ------------------------------------------------------------------------------------------

const NUM = String.raw`(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|alguns|algumas|poucos|poucas|uns|umas|varios|varias|muitos|muitas)`;
// 'uns 2 ou 3 dias', 'duas a três semanas': the whole range is the onset.
const FAIXA = String.raw`${NUM}(?:\s*(?:ou|a)\s*${NUM})?`;
const UNIDADE = String.raw`(?:minutos?|horas?|dias?|semanas?|mes(?:es)?|anos?)(?:\s+e\s+mei[oa])?`;
const DIA_SEMANA = String.raw`(?:domingo|segunda|terca|quarta|quinta|sexta|sabado)(?:[ -]feira)?`;
const MES_NOME = String.raw`(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)`;
const DATA = String.raw`\d{1,2}\/\d{1,2}(?:\/\d{2,4})?`;
const PADROES_INICIO: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:ha|faz|tem)\s+(?:mais de\s+|menos de\s+|uns\s+|umas\s+|quase\s+|cerca de\s+)?${FAIXA}\s*${UNIDADE}\b`),
  new RegExp(String.raw`\b${FAIXA}\s*${UNIDADE}\s+(?:atras|pra ca|para ca)\b`),
  new RegExp(
    String.raw`\bdesde\s+(?:ontem|anteontem|hoje|cedo|a semana passada|semana passada|o mes passado|mes passado|o ano passado|${DIA_SEMANA}(?: passad[oa])?|o fim de semana|o final de semana|sempre|crianca|pequen[oa]|a adolescencia|o carnaval|o natal|o feriado|o inicio d[oa] (?:mes|semana|ano)|o comeco d[oa] (?:mes|semana|ano)|(?:o )?dia \d{1,2}(?:\/\d{1,2})?|${DATA}|\d{1,2}(?!\s*(?:anos|kg))|${MES_NOME})\b`,
  ),
  new RegExp(String.raw`\b(?:n[oa]|nest[ea]|ness[ea]|na ultima|no ultimo|(?:comecou|comecei|apareceu|surgiu|iniciou)(?: n[oa])?)\s+${DIA_SEMANA}(?: passad[oa])?\b`),
  new RegExp(String.raw`\b(?:no (?:inicio|comeco|fim|final) de|em|desde o (?:inicio|comeco) de)\s+${MES_NOME}\b|\b(?:no )?dia ${DATA}\b|\bno dia \d{1,2}\b|\b(?:comecou|comecei|apareceu|surgiu|iniciou) (?:(?:no )?dia|em) \d{1,2}(?:\/\d{1,2})?\b`),
  /\b(?:ontem a noite|ontem|anteontem|hoje de manha|hoje cedo|hoje a tarde|hoje|essa semana|esta semana|semana passada|semana retrasada|mes passado|ano passado|essa madrugada|esta madrugada|nesta madrugada|de madrugada|no fim de semana|no final de semana|no feriado)\b/,
  /\b(?:faz|ha) (?:muito|pouco|bastante|algum|um bom) tempo\b|\b(?:faz|ha) (?:uns |alguns |poucos |varios )?dias\b|\bdesde sempre\b|\bde repente\b/,
];
// A bare duration in reply to 'desde quando?', but not an age ('tenho 35 anos', 'filha de 5 anos', 'grávida de 3 meses').
const INICIO_SIMPLES = new RegExp(
  String.raw`(?<!\b(?:tenho|tem|com|aos|os|idade|de)\s+)\b${FAIXA}\s*${UNIDADE}\b(?!\s+de idade)|(?<=\bde\s+)${FAIXA}\s*(?:minutos?|horas?|dias?|semanas?)\b`,
);

const ACENTOS: Readonly<Record<string, string>> = {
  ha: 'há',
  mes: 'mês',
  tres: 'três',
  atras: 'atrás',
  ca: 'cá',
  manha: 'manhã',
  terca: 'terça',
  sabado: 'sábado',
  crianca: 'criança',
  varias: 'várias',
  varios: 'vários',
  adolescencia: 'adolescência',
  ultima: 'última',
  ultimo: 'último',
  inicio: 'início',
  comeco: 'começo',
  marco: 'março',
  comecou: 'começou',
  comecei: 'comecei',
};

/** Chat spellings of times ('hj cedo', 'dps do almoço') in full, so the onset patterns see them. */
const semAbreviacoesDeTempo = (leve: string): string =>
  leve.replace(/\bhj\b/g, 'hoje').replace(/\bont\b/g, 'ontem').replace(/\b(?:dps|dpois)\b/g, 'depois').replace(/\bsem\.(?=\s|$)/g, 'semana');

/** The matched onset with its accents back ('ha 3 dias' → 'há 3 dias'): it is quoted to the patient. */
function comAcentos(trecho: string): string {
  return trecho
    .trim()
    .split(/\s+/)
    .map((palavra) => ACENTOS[palavra] ?? palavra)
    .join(' ');
}

/**
 * Onset: 'há 3 dias', 'desde ontem', 'faz uma semana', 'no domingo', 'em março'. Only a time is an
 * onset: 'começou em Santos' or 'desde que cheguei de Recife' name a place or an event, and a bare
 * number ('6') answers the 0–10 question; they are never copied into this slot.
 */
export function extrairInicio(texto: string, perguntado: boolean): string | undefined {
  const leve = semAbreviacoesDeTempo(normalizarLeve(texto));
  for (const regex of PADROES_INICIO) {
    const match = regex.exec(leve);
    if (match) return comAcentos(match[0].replace(/^(?:comecou|comecei|apareceu|surgiu|iniciou)\s+/, ''));
  }
  const simples = perguntado ? INICIO_SIMPLES.exec(leve)?.[0] : undefined;
  return simples === undefined ? undefined : comAcentos(simples);
}

// Answers to 'desde quando?' that name an event, not a time: the onset was answered, without a date.
const INICIO_SEM_DATA = padrao(
  String.raw`^(?:foi |isso )?(?:desde|depois|apos|quando|comecou|comecei|apareceu|surgiu|iniciou|logo)\b|\b(?:desde|depois) que\b|\b(?:depois|apos) (?:de|da|do) (?:minha |meu |a |o )?(?:viagem|volta|chegada|festa|cirurgia|parto|jogo|treino)\b`,
  '',
);
const NAO_SABE_INICIO = padrao(String.raw`\bnao (?:sei|lembro|me lembro|sei dizer|tenho certeza) (?:\w+ ){0,2}?(?:quando|desde quando|o dia|a data|ha quanto tempo)\b`, '');
const NAO_SABE_INTENSIDADE = padrao(
  String.raw`\bnao (?:sei|consigo|saberia) (?:\w+ ){0,2}?(?:nota|numero|dar nota|medir|avaliar|quantificar|dizer quanto|a intensidade)\b|\bsem (?:nota|numero)\b|\bdificil (?:de )?(?:dizer|dar nota|medir)\b`,
  '',
);

// Times, dates and quantities that carry numbers but are not a 0–10 intensity: removed before looking for one.
const NUMEROS_QUE_NAO_SAO_NOTA: readonly RegExp[] = [
  ...PADROES_INICIO.map((regex) => new RegExp(regex.source, 'g')),
  new RegExp(String.raw`\b${FAIXA}\s*${UNIDADE}\b`, 'g'),
  new RegExp(String.raw`\bde ${NUM} em ${NUM}\s*${UNIDADE}\b`, 'g'),
  // '8/10' is a score; '8/10/2026' and 'em 8/10' are dates.
  new RegExp(String.raw`\b(?:em|ate|de|dia)\s+${DATA}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b`, 'g'),
  /\b(?:as|a partir das|desde as|ate as|dia|no dia|numero|n)\s*\d{1,2}(?:[h:]\d{0,2})?\b/g,
  /\b\d{1,2}\s*(?:h|hs|x)\b/g,
  /\b\d+(?:[.,]\d+)?\s*(?:kg|quilos|graus|°c?|mg|ml|g|comprimidos?|capsulas?|gotas|vezes|%|cm|litros?|copos?|filhos?|anos|doses?)\b/g,
];
// 'desde o dia 10, mais ou menos': the hedge is about the time, not a medium intensity.
const APROXIMACAO_DO_TEMPO = /\|\s*,?\s*(?:mais ou menos|por ai|aproximadamente|eu acho|acho)\b|\b(?:mais ou menos|aproximadamente|cerca de)\s*\|/g;
const SEM_NUMEROS_DE_TEMPO = (leve: string): string =>
  NUMEROS_QUE_NAO_SAO_NOTA.reduce((texto, regex) => texto.replace(regex, ' | '), leve).replace(APROXIMACAO_DO_TEMPO, ' | ');

// A score is followed by the end, a range ('6 ou 7') or a hedge; '2 filhos' or 'dor de 1 lado' is not a score.
const DEPOIS_DA_NOTA = String.raw`(?=\s*(?:$|[|.,;!?)]|(?:ou|a)\s+\d|mais ou menos|por ai|acho|eu acho|talvez|e\b|mas\b|pontos?\b|na escala|de dor|de intensidade|hoje|agora|quando|no maximo|no minimo))`;
const NOTA = String.raw`(10|[0-9])(?:[.,]5)?(?:\s*(?:ou|a)\s*(10|[0-9])(?![\d/]))?`;
const INTENSIDADE_EXPLICITA = [
  /(?<![\d/])\b(10|[0-9])(?:[.,]5)?\s*(?:\/|de|em)\s*10\b(?![\d/])/,
  new RegExp(String.raw`\b(?:nota|intensidade|escala|dor|incomodo|incomoda|doi|doendo)\s*(?:e|eh|de|:|=|uns|umas|uma|um|esta em|ta em|fica em|em|uns)?\s*${NOTA}\b${DEPOIS_DA_NOTA}`),
];
// In reply to the 0–10 question, a number on its own: 'uns 6', 'diria 8', '7'. Not 'tomei 2', not 'dia 10'.
const INTENSIDADE_NUMERO = new RegExp(
  String.raw`(?<!\b(?:tomei|tomo|tomando|tenho|tem|sao|foram|com|de|da|do|por|para|dia|as|numero|n|nas|nos)\s+)(?<![\d/.,:])\b${NOTA}\b${DEPOIS_DA_NOTA}`,
);
const INTENSIDADE_PALAVRAS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:insuportavel|horrivel|fortissima|muito forte|muito intensa|a pior)\b/, 9],
  [/\b(?:forte|intensa)\b/, 7],
  [/\b(?:moderada|media|mediana|razoavel)\b|^\W*mais ou menos\W*$/, 5],
  [/\b(?:leve|fraca|levinha|fraquinha)\b|\b(?:doi|doendo|incomoda|arde|coca)\s+(?:so\s+)?(?:um\s+)?pouc(?:o|quinho)\b/, 2],
];
// 'não é forte', 'nem tão forte': a denied word is not a score.
const NEGACAO_ANTES = /\b(?:nao|nem|sem|nada)\b(?:\s+\w+){0,2}\s*$/;
const INTENSIDADE_DESCRITA = /\b(?:dor|incomodo|coceira|colica|ardencia)\s+(?:(?!nao\b|nem\b|tao\b|pouco\b)\w+\s+)?(insuportavel|horrivel|fortissima|muito forte|forte|intensa|moderada|leve|fraca)\b/;

function notaDe(match: RegExpExecArray): number {
  const primeira = Number(match[1]);
  // '6 ou 7': the higher end of the range, so the urgency is not understated.
  return match[2] === undefined ? primeira : Math.max(primeira, Number(match[2]));
}

function intensidadeEmPalavras(texto: string): number | undefined {
  for (const [regex, valor] of INTENSIDADE_PALAVRAS) {
    const match = regex.exec(texto);
    if (match && !NEGACAO_ANTES.test(texto.slice(0, match.index))) return valor;
  }
  return undefined;
}

/**
 * Intensity 0–10: '7/10', 'nota 8', or, in reply to the 0–10 question, '7' or 'forte'. Numbers
 * that count days, hours, doses or dates are never read as a score, nor is a denied word.
 */
export function extrairIntensidade(texto: string, perguntado: boolean): number | undefined {
  const leve = SEM_NUMEROS_DE_TEMPO(semAbreviacoesDeTempo(normalizarLeve(texto)));
  for (const regex of INTENSIDADE_EXPLICITA) {
    const match = regex.exec(leve);
    if (match?.[1] !== undefined) return notaDe(match);
  }
  if (perguntado) {
    const numero = INTENSIDADE_NUMERO.exec(leve);
    if (numero?.[1] !== undefined) return notaDe(numero);
    return intensidadeEmPalavras(leve);
  }
  const descrita = INTENSIDADE_DESCRITA.exec(leve)?.[1];
  return descrita === undefined ? undefined : intensidadeEmPalavras(descrita);
}

const CRONICAS = String.raw`diabetes|diabetic[oa]|hipertens\w*|pressao alta|asma|asmatic[oa]|bronquite|rinite|hipotireoidismo|hipertireoidismo|tireoide|colesterol alto|colesterol|triglicerides|cardiopatia|problema (?:no|de) coracao|insuficiencia cardiaca|arritmia|depressao|ansiedade|epilepsia|gastrite|refluxo|enxaqueca|artrite|artrose|lupus|cancer|hiv|doenca renal|insuficiencia renal|problema nos rins|hepatite|cirrose|obesidade|fibromialgia|endometriose|ovario policistico|gota|osteoporose|psoriase|avc|infarto|trombose|anemia|hernia|sinusite cronica`;
const ANTECEDENTE_AFIRMADO = padrao(
  String.raw`\b(?:tenho|sou|tive|trato|fui diagnosticad[oa] com|faco tratamento (?:para|de)|tenho historico de|convivo com)\s+(?:\w+\s+){0,2}?(${CRONICAS})\b`,
);
const CRONICA = padrao(String.raw`\b(?:${CRONICAS})\b`);
const ANTECEDENTE_NEGADO = padrao(
  String.raw`\b(?:nao tenho|sem|nenhuma?)\s+(?:nenhuma\s+)?(?:doencas?|problemas? de saude|comorbidades?)\b|\bsou saudavel\b|\bnada cronico\b`,
  '',
);

const NOMES_CANONICOS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^hipertens/, 'pressão alta'],
  [/^presao alta$/, 'pressão alta'],
  [/^diabetic/, 'diabetes'],
  [/^asmatic/, 'asma'],
  [/^depresao$/, 'depressão'],
  [/^hipotireoidismo$/, 'hipotireoidismo'],
  [/^tireoide$/, 'problema de tireoide'],
  [/^doenca renal$|^problema nos rins$/, 'doença renal'],
  [/^cancer$/, 'câncer'],
  [/^psoriase$/, 'psoríase'],
];

function nomeCanonico(achado: string): string {
  return NOMES_CANONICOS.find(([regex]) => regex.test(achado))?.[1] ?? achado;
}

// 'tenho medo de câncer', 'tive suspeita de dengue': a fear or a suspicion is not a diagnosis.
const SEM_DIAGNOSTICO = /\b(?:medo|receio|risco|suspeita|duvida|chance|caso|historico familiar) de\b/;

/** Chronic conditions the patient reports ('sou hipertenso', 'tenho asma'), not denied ('não tenho diabetes'), or NEGA. */
export function extrairAntecedentes(texto: string): string | undefined {
  const normalizado = normalizarTexto(texto);
  const achados = dividirOracoes(texto)
    .flatMap((oracao) => [...oracao.matchAll(ANTECEDENTE_AFIRMADO)].filter((match) => !negadoAntes(oracao, match.index) && !SEM_DIAGNOSTICO.test(match[0])))
    .map((match) => nomeCanonico(match[1] ?? ''))
    .filter((achado) => achado !== '');
  if (achados.length > 0) return [...new Set(achados)].join(', ');
  // 'não tenho diabetes nem pressão alta' denies the examples the question gave.
  const negouExemplos = dividirOracoes(texto).some((oracao) => [...oracao.matchAll(CRONICA)].some((match) => negadoAntes(oracao, match.index)));
  return ANTECEDENTE_NEGADO.test(normalizado) || negouExemplos ? NEGA : undefined;
}

const MEDICAMENTOS_CONHECIDOS = String.raw`dipirona|paracetamol|tylenol|ibuprofeno|advil|novalgina|neosaldina|dorflex|losartana|enalapril|captopril|anlodipino|hidroclorotiazida|atenolol|propranolol|metformina|glibenclamida|insulina|levotiroxina|puran|euthyrox|omeprazol|pantoprazol|sinvastatina|atorvastatina|rosuvastatina|acido acetilsalicilico|aspirina|clopidogrel|varfarina|rivaroxabana|sertralina|fluoxetina|escitalopram|paroxetina|venlafaxina|desvenlafaxina|bupropiona|amitriptilina|nortriptilina|clonazepam|rivotril|alprazolam|diazepam|zolpidem|quetiapina|litio|anticoncepcional|pilula|loratadina|desloratadina|prednisona|prednisolona|amoxicilina|azitromicina|cefalexina|ciprofloxacino|nimesulida|diclofenaco|buscopan|dramin|melatonina|vitamina d|sulfato ferroso|bombinha|salbutamol|budesonida|beclometasona`;
const MEDICAMENTO_CONHECIDO = padrao(String.raw`\b(${MEDICAMENTOS_CONHECIDOS})\b`);
// 'remédio de vez em quando' says how often, not what for.
const MEDICAMENTO_PARA = padrao(
  String.raw`\b(?:tomo|uso|estou tomando|tomando|estou usando)\s+(?:um |uma |o |a )?(?:remedios?|medicamentos?|comprimidos?)\s+(?:para|de)\s+(?:a |o )?(?!(?:vez|vezes|manha|noite|tarde|dia|madrugada|hora|horas|uso|novo|hoje|ontem|tudo|nada)\b)(\w+(?: alta| alto)?)`,
);
// The start of a clause up to a word inside an allergy list: 'alergica a dipirona e a '.
const LISTA_DE_ALERGIA = /\balergi\w*(?: (?!(?:tomo|uso|tomei|usei|tomando|usando|mas|porem)\b)\w+){0,8} $/;
/** Expands initials that the letter collapsing of normalizarTexto would turn into a common word: 'AAS' → 'as'. */
export function expandirSiglas(texto: string): string {
  return texto.replace(/\bA{2}S\b/gi, 'ácido acetilsalicílico');
}
const NOMES_MEDICAMENTOS: Readonly<Record<string, string>> = { 'acido acetilsalicilico': 'AAS', 'remédio para presao': 'remédio para pressão', 'remédio para presao alta': 'remédio para pressão alta' };
const MEDICAMENTO_NEGADO = padrao(
  String.raw`\b(?:nao|nunca)\s+(?:\w+\s+){0,1}?(?:tomo|uso|tomei|usei|estou tomando|estou usando)\s+(?:nada|nenhum|nenhuma|remedio|remedios|medicamento|medicamentos)\b|\bnenhum (?:remedio|medicamento)\b|\bsem (?:remedios?|medicamentos?)\b|\bnao (?:tomo|uso) nada\b`,
  '',
);

/** Medicines in use ('tomo losartana', 'uso remédio para pressão'), or NEGA. */
export function extrairMedicamentos(texto: string): string | undefined {
  const oracoes = dividirOracoes(expandirSiglas(texto));
  const achados: string[] = [];
  for (const regex of [MEDICAMENTO_CONHECIDO, MEDICAMENTO_PARA]) {
    for (const { oracao, inicio, fim } of buscarOcorrencias(oracoes, regex).afirmadas) {
      // 'alérgico a dipirona' (and to the rest of the list) names an allergy, not a medicine in use.
      if (LISTA_DE_ALERGIA.test(oracao.slice(0, inicio))) continue;
      const trecho = oracao.slice(inicio, fim);
      const nome = regex === MEDICAMENTO_PARA ? trecho.replace(/^(?:\w+ )+?(?:para|de) /, 'remédio para ') : trecho;
      achados.push(NOMES_MEDICAMENTOS[nome] ?? nome);
    }
  }
  if (achados.length > 0) return [...new Set(achados)].join(', ');
  // 'alérgico a nenhum remédio' denies allergies, not medicines in use.
  const semAlergias = normalizarTexto(texto).replace(/\balergi\w*(?: \w+){0,3}/g, ' ');
  return MEDICAMENTO_NEGADO.test(semAlergias) ? NEGA : undefined;
}

// 'alergia a nada' denies, it does not name an allergen called 'nada'.
const ALERGIA_NEGADA = padrao(
  String.raw`\b(?:nao tenho|sem|nenhuma|nao possuo|nao sou|nunca tive)\s+(?:nenhuma\s+|qualquer\s+)?(?:alergias?|alergic[oa]s?)\b|\balergi\w*\s+(?:(?:a|ao|de|com)\s+)?(?:nada|nenhum\w*|ninguem)\b`,
  '',
);
const ALERGIA_AFIRMADA = padrao(
  String.raw`\balergi(?:a|as|co|ca|cos|cas)\s+(?:a|ao|as|aos|de|da|do|com)\s+((?:\w+\s?){1,8})`,
);
const FIM_ALERGENO = /\s(?:mas|que|quando|porque|tambem|so|entao|nao|tenho|sou|uso|tomo|estou|sinto)\s.*$/;
// 'dipirona e a amoxicilina', 'frutos do mar ou camarão': one allergen each.
const ENTRE_ALERGENOS = /\s(?:e|ou)\s(?:(?:a|ao|as|aos|de|da|do|tambem)\s)?/;

/** Allergies ('alérgica a dipirona') with the allergen words, or NEGA. */
export function extrairAlergias(texto: string): { resumo: string; alergenos: string[] } | undefined {
  const normalizado = normalizarTexto(expandirSiglas(texto));
  if (ALERGIA_NEGADA.test(normalizado)) return { resumo: NEGA, alergenos: [] };
  const alergenos = [...normalizado.matchAll(ALERGIA_AFIRMADA)]
    .flatMap((match) => ` ${match[1] ?? ''} `.replace(FIM_ALERGENO, '').replace(/\s(?:e|ou|mas)\s*$/, '').trim().split(ENTRE_ALERGENOS))
    .map((alergeno) => alergeno.trim())
    .filter((alergeno) => alergeno.length >= 3);
  if (alergenos.length === 0) return undefined;
  const resumo = [...new Set(alergenos)].map((alergeno) => NOMES_MEDICAMENTOS[alergeno] ?? alergeno).join(', ');
  return { resumo, alergenos };
}

const RESPOSTA_NEGATIVA = /^(?:nao|nenhum|nenhuma|nada|negativo|nunca|sem)\b(?! sei\b| lembro\b| me lembro\b| tenho certeza\b)/;
const NAO_SABE = /\b(?:sei la|nao sei|nao lembro|nao me lembro|nao tenho certeza|nao sei dizer|talvez|nao faco ideia)\b/;
const SAUDACAO = /^(?:oi|ola|opa|bom dia|boa tarde|boa noite|tudo bem|tudo bom|e ai|alo)\b(?: (?:doutor|doutora|dr|dra|tudo|bem|bom|boa|tarde|noite|dia|como|vai|voce|e|ai))*$/;

/** Whether a message is only a greeting ('oi, doutora', 'boa tarde, tudo bem?'). */
export function ehSaudacao(texto: string): boolean {
  return SAUDACAO.test(normalizarTexto(texto));
}

function sintomasDaMensagem(texto: string): { presentes: SintomaId[]; negados: SintomaId[] } {
  const oracoes = dividirOracoes(expandirSiglas(texto));
  const presentes: SintomaId[] = [];
  const negados: SintomaId[] = [];
  for (const sintoma of sintomas) {
    const { afirmadas, negadas } = buscarOcorrencias(oracoes, sintoma.regex);
    if (afirmadas.some((ocorrencia) => !ehHistorico(ocorrencia.oracao))) presentes.push(sintoma.id);
    else if (negadas.length > 0) negados.push(sintoma.id);
  }
  return { presentes, negados };
}

function resumoLivre(texto: string, max = 140): string {
  const linha = texto.replace(/\s+/g, ' ').trim();
  return linha.length > max ? `${linha.slice(0, max - 1)}…` : linha;
}

// Items whose answer is a time or a number: a 'não' or a sentence about something else is not one.
const ITENS_DE_VALOR: ReadonlySet<ItemAnamnese> = new Set(['inicio', 'intensidade']);
// Replies that answer nothing ('sim', 'ok', 'não sei'): never the chief complaint.
const SEM_CONTEUDO = /^(?:sim|nao|ok|certo|ta|esta|bom|claro|pode|pode ser|nada|nenhum|nenhuma|talvez|nao sei|sei la|entendi|oi|ola)$/;
const NEGATIVA_CURTA = /^(?:nao|nada|nenhum|nenhuma|negativo|nao nada|nao nenhum|nao nenhuma|nao nao|nada nao|nenhum nao)$/;

interface Resposta {
  readonly texto: string;
  readonly negativa: boolean;
  readonly naoSabe: boolean;
  /** The reply names another history item ('tomo dipirona' to the allergy question): it is not a free answer to this one. */
  readonly sobreOutroItem: (item: ItemAnamnese) => boolean;
  readonly vezesPerguntado: number;
  readonly sozinho: boolean;
}

/**
 * What a reply to a question records when nothing specific could be extracted from it, or undefined
 * to ask it once more. Onset and intensity are a time and a number or 'não informado', never the
 * patient's words ('começou em Santos', 'não'); the history items take the patient's words only when
 * the reply is about them, never a sentence about another item ('só às vezes tomo dipirona' is not an allergy).
 */
function valorDaResposta(item: ItemAnamnese, resposta: Resposta): string | undefined {
  const normalizado = normalizarTexto(resposta.texto);
  if (item === 'queixa') return SEM_CONTEUDO.test(normalizado) || ehSaudacao(resposta.texto) ? undefined : resumoLivre(resposta.texto);
  if (item === 'associados' || item === 'especifico') {
    if (NEGATIVA_CURTA.test(normalizado)) return NEGA;
    return SEM_CONTEUDO.test(normalizado) ? NAO_INFORMADO : resumoLivre(resposta.texto);
  }
  const ultimaVez = resposta.sozinho || resposta.vezesPerguntado >= 2;
  if (ITENS_DE_VALOR.has(item)) {
    if (item === 'inicio' && INICIO_SEM_DATA.test(normalizado)) return NAO_INFORMADO;
    return resposta.negativa || resposta.naoSabe || ultimaVez ? NAO_INFORMADO : undefined;
  }
  if (resposta.sobreOutroItem(item)) return resposta.vezesPerguntado >= 2 ? NAO_INFORMADO : undefined;
  if (resposta.negativa) return NEGA;
  if (resposta.naoSabe) return NAO_INFORMADO;
  return ultimaVez ? resumoLivre(resposta.texto) : undefined;
}

/** What a message says about each item, whether or not the item is already answered. */
function extrairItens(texto: string, perguntado: ReadonlySet<ItemAnamnese>, respondeHistoria: boolean): Partial<Record<ItemAnamnese, string>> {
  const itens: Partial<Record<ItemAnamnese, string>> = {};
  // A reply about past illnesses and medicines ('tive dengue ano passado') does not date the complaint.
  const inicio = respondeHistoria ? undefined : extrairInicio(texto, perguntado.has('inicio'));
  if (inicio !== undefined) itens.inicio = inicio;
  const intensidade = extrairIntensidade(texto, perguntado.has('intensidade'));
  if (intensidade !== undefined) itens.intensidade = `${intensidade}/10`;
  const normalizado = normalizarTexto(texto);
  if (itens.inicio === undefined && perguntado.has('inicio') && NAO_SABE_INICIO.test(normalizado)) itens.inicio = NAO_INFORMADO;
  if (itens.intensidade === undefined && perguntado.has('intensidade') && NAO_SABE_INTENSIDADE.test(normalizado)) itens.intensidade = NAO_INFORMADO;
  const antecedentes = extrairAntecedentes(texto);
  if (antecedentes !== undefined) itens.antecedentes = antecedentes;
  const medicamentos = extrairMedicamentos(texto);
  if (medicamentos !== undefined) itens.medicamentos = medicamentos;
  const alergias = extrairAlergias(texto);
  if (alergias !== undefined) itens.alergias = alergias.resumo;
  return itens;
}

/** A later message adds medicines or allergies to the list ('também tomo metformina'); a named one replaces a denial. */
function juntarLista(anterior: string | undefined, novo: string): string {
  if (anterior === undefined || semValor(anterior)) return novo;
  if (semValor(novo)) return anterior;
  return [...new Set([...anterior.split(', '), ...novo.split(', ')])].join(', ');
}

const MARCAS_FIM_ENTREVISTA = [normalizarTexto(MARCA_ENTREVISTA_CONCLUIDA), normalizarTexto(TITULO_HIPOTESES_ANTIGO).split(' ').slice(0, 4).join(' ')];
// Items about the past and current treatment: their answers name diseases and medicines that are
// not present symptoms ('tenho diabetes', 'tomo ibuprofeno').
const ITENS_DE_HISTORIA: ReadonlySet<ItemAnamnese> = new Set(['antecedentes', 'medicamentos', 'alergias']);

/** The anamnesis as the transcript stands, with the message being answered as the last patient turn. */
export function analisarConversa(historico: readonly MensagemHistorico[], mensagem: string): Anamnese {
  const respostas: Partial<Record<ItemAnamnese, string>> = {};
  const vezesPerguntado: Partial<Record<ItemAnamnese, number>> = {};
  const presentes: SintomaId[] = [];
  const negados = new Set<SintomaId>();
  const alergenos: string[] = [];
  const textosMedico: string[] = [];
  let intensidade: number | undefined;
  let entrevistaConcluida = false;
  let ultimaPerguntouDuvidas = false;
  let perguntaPendente: ItemAnamnese[] = [];
  let ultimaPerguntaItens: ItemAnamnese[] = [];
  let novidades: Anamnese['novidades'] = { sintomas: [], sintomasNegados: [], itens: [] };

  const turnos = [...historico, { autor: 'paciente' as const, texto: mensagem }];
  turnos.forEach((turno, indice) => {
    const atual = indice === turnos.length - 1;
    if (turno.autor === 'medico') {
      const itens = itensPerguntados(turno.texto);
      for (const item of itens) vezesPerguntado[item] = (vezesPerguntado[item] ?? 0) + 1;
      perguntaPendente = itens;
      ultimaPerguntaItens = itens;
      ultimaPerguntouDuvidas = perguntaSobreDuvidas(turno.texto);
      const normalizado = normalizarTexto(turno.texto);
      if (MARCAS_FIM_ENTREVISTA.some((marca) => normalizado.includes(marca))) entrevistaConcluida = true;
      textosMedico.push(normalizado);
      return;
    }

    const antes = new Set(Object.keys(respostas));
    const sintomasAntes = new Set(presentes);
    const perguntado = new Set(perguntaPendente);
    const respondeHistoria = perguntaPendente.length > 0 && perguntaPendente.every((item) => ITENS_DE_HISTORIA.has(item));
    const texto = turno.texto;

    const negadosAgora: SintomaId[] = [];
    if (!respondeHistoria) {
      const achados = sintomasDaMensagem(texto);
      for (const id of achados.presentes) if (!presentes.includes(id)) presentes.push(id);
      for (const id of achados.negados) {
        if (presentes.includes(id)) continue;
        negados.add(id);
        negadosAgora.push(id);
      }
    }

    if (respostas.queixa === undefined) {
      const temSintoma = presentes.length > sintomasAntes.size;
      const palavras = normalizarTexto(texto).split(' ').length;
      if (temSintoma || (perguntado.has('queixa') && palavras >= 2 && !ehSaudacao(texto))) respostas.queixa = resumoLivre(texto);
    }
    const extraidos = extrairItens(texto, perguntado, respondeHistoria);
    for (const item of itensAnamnese) {
      const valor = extraidos[item];
      if (valor === undefined) continue;
      if (item === 'medicamentos' || item === 'alergias') respostas[item] = juntarLista(respostas[item], valor);
      else if (respostas[item] === undefined) respostas[item] = valor;
    }
    if (intensidade === undefined && respostas.intensidade !== undefined && !semValor(respostas.intensidade)) {
      intensidade = Number.parseInt(respostas.intensidade, 10);
    }
    // Every allergy mentioned counts against the draft prescription, whenever it was said.
    for (const alergeno of extrairAlergias(texto)?.alergenos ?? []) if (!alergenos.includes(alergeno)) alergenos.push(alergeno);

    // The reply to a question answers it even when nothing could be extracted (valorDaResposta
    // says how): a plain 'não', a reply to a question asked alone, or the second time of asking,
    // so no question is ever repeated a third time, and none right after it was answered.
    const extraiuAlgo = Object.keys(respostas).some((item) => !antes.has(item));
    const normalizado = normalizarTexto(texto);
    const resposta = {
      texto,
      negativa: RESPOSTA_NEGATIVA.test(normalizado) && !extraiuAlgo,
      naoSabe: NAO_SABE.test(normalizado) && !extraiuAlgo,
      sobreOutroItem: (item: ItemAnamnese) => [...ITENS_DE_HISTORIA].some((outro) => outro !== item && extraidos[outro] !== undefined),
      sozinho: perguntaPendente.length === 1,
    };
    for (const item of perguntaPendente) {
      if (respostas[item] !== undefined) continue;
      const valor = valorDaResposta(item, { ...resposta, vezesPerguntado: vezesPerguntado[item] ?? 0 });
      if (valor !== undefined) respostas[item] = valor;
    }
    if (respostas.associados === undefined && presentes.length >= 3) {
      respostas.associados = presentes.slice(1).map((id) => sintomas.find((sintoma) => sintoma.id === id)?.rotulo ?? id).join(', ');
    }
    perguntaPendente = [];

    if (atual) {
      novidades = {
        sintomas: presentes.filter((id) => !sintomasAntes.has(id)),
        sintomasNegados: negadosAgora,
        itens: itensAnamnese.filter((item) => respostas[item] !== undefined && !antes.has(item)),
      };
    }
  });

  return {
    respostas,
    ...(intensidade === undefined ? {} : { intensidade }),
    sintomasPresentes: presentes,
    sintomasNegados: [...negados],
    alergenos,
    vezesPerguntado,
    entrevistaConcluida,
    ultimaPerguntouDuvidas,
    ultimaPerguntaItens,
    novidades,
    textosMedico,
  };
}

/** Items still missing, in asking order. */
export function itensFaltantes(anamnese: Anamnese): ItemAnamnese[] {
  return itensAnamnese.filter((item) => anamnese.respostas[item] === undefined);
}
