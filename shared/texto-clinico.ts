/**
 * Deterministic pt-BR text handling for the clinical rules (the emergency guard and the offline
 * consultation engine): a tolerant normalisation, clause splitting, and the negation and history
 * rules that decide whether a symptom mentioned in a sentence is a present complaint.
 */

/** Chat abbreviations and spellings that carry the same meaning as the full word. */
const ABREVIACOES: Readonly<Record<string, string>> = {
  n: 'nao',
  naum: 'nao',
  vc: 'voce',
  vcs: 'voces',
  tb: 'tambem',
  tbm: 'tambem',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  mtos: 'muitos',
  q: 'que',
  pq: 'porque',
  hj: 'hoje',
  agr: 'agora',
  dps: 'depois',
  qdo: 'quando',
  qnd: 'quando',
  td: 'tudo',
  tds: 'todos',
  to: 'estou',
  tou: 'estou',
  ta: 'esta',
  tava: 'estava',
  tamo: 'estamos',
  pra: 'para',
  pro: 'para o',
  msm: 'mesmo',
  cmg: 'comigo',
  remedo: 'remedio',
  remedos: 'remedios',
};

/** Collapses runs of one repeated letter: 'muuuito' → 'muito', 'socorro' → 'socoro'. */
export function colapsarLetras(texto: string): string {
  return texto.replace(/([a-z])\1+/g, '$1');
}

/** Lower case with the accents stripped ('ç' → 'c', 'ã' → 'a'). */
function semAcentos(texto: string): string {
  return texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * Normalises one clause: lower case, no accents, only letters, digits and single spaces, repeated
 * letters collapsed and chat abbreviations expanded ('n consigo respirar' → 'nao consigo respirar').
 */
export function normalizarTexto(texto: string): string {
  const palavras = colapsarLetras(semAcentos(texto).replace(/[^a-z0-9]+/g, ' '))
    .trim()
    .split(' ')
    .filter((palavra) => palavra !== '')
    .map((palavra) => ABREVIACOES[palavra] ?? palavra);
  return palavras.join(' ');
}

/** Lighter normalisation for extracting values: no accents, lower case, punctuation kept. */
export function normalizarLeve(texto: string): string {
  return semAcentos(texto).replace(/\s+/g, ' ').trim();
}

// Words that, followed by a comma, answer the previous question on their own ("Não, estou com...").
const INTERJEICAO_VIRGULA = /\b(nao|sim|ok|entao|bom|olha|doutor|doutora|dr|dra|oi|ola)\s*,/g;
// Conjunctions that start a new statement whose polarity and tense do not depend on the previous one.
const CONJUNCAO_QUEBRA = / (?:mas|porem|entretanto|contudo|todavia|so que|e agora|agora) /g;
// 'e' followed by a new subject or verb starts a new statement: '… há 10 anos E EU estou com …'.
const E_NOVA_ORACAO =
  / e (?=(?:eu|tenho|estou|sinto|senti|minha|meu|ele|ela|hoje|ontem|depois|desde|faz|ha|ja|comecei|comecou|fiquei|tive|tomei|acabei)\b)/g;

/**
 * Splits a message into normalised clauses: at sentence punctuation, after an answering word
 * followed by a comma, and at contrastive conjunctions ('mas', 'porém', 'e agora').
 * Plain commas do not split, so a negation covers its list: 'não tenho febre, tosse ou dor'.
 */
export function dividirOracoes(texto: string): string[] {
  const marcado = semAcentos(texto).replace(INTERJEICAO_VIRGULA, '$1 | ').replace(/[.!?;:\n\r]+/g, ' | ');
  return marcado
    .split('|')
    .flatMap((parte) =>
      ` ${normalizarTexto(parte)} `.replace(CONJUNCAO_QUEBRA, ' | ').replace(E_NOVA_ORACAO, ' | ').split('|'),
    )
    .map((oracao) => oracao.trim())
    .filter((oracao) => oracao !== '');
}

/**
 * Compiles a pattern written in natural spelling into one that matches normalised text: repeated
 * letters are collapsed in the pattern as they are in the text ('morrer' → 'morer'). Escapes such
 * as '\b' are left alone.
 */
export function padrao(fonte: string, flags = 'g'): RegExp {
  return new RegExp(fonte.replace(/(?<!\\)([a-z])\1+/g, '$1'), flags);
}

const NEGADORES = new Set(['nao', 'nunca', 'nem', 'sem', 'jamais', 'nenhum', 'nenhuma', 'negativo', 'tampouco']);

// Verbs that carry a negation onto the symptom that follows: 'não TENHO dor', 'nunca TIVE convulsão'.
const VERBOS_PONTE = new Set([
  'tenho', 'tive', 'tinha', 'tem', 'teve', 'sinto', 'senti', 'sentindo', 'sente', 'sentiu', 'estou', 'esta',
  'estava', 'estive', 'apresento', 'apresentei', 'apresenta', 'notei', 'percebi', 'reparei', 'ha', 'houve',
  'sofri', 'sofro', 'sofre', 'fiquei', 'quero', 'queria', 'penso', 'pensei', 'pensando', 'vou', 'pretendo',
  'faco', 'fiz', 'uso', 'tomo', 'tomei', 'sou', 'fui', 'foi', 'era', 'e', 'acho', 'tenha',
]);
// Small words that may sit between the negation and the symptom without changing the meaning.
const PALAVRAS_PONTE = new Set([
  'com', 'de', 'da', 'do', 'das', 'dos', 'mais', 'nenhum', 'nenhuma', 'qualquer', 'tipo', 'um', 'uma', 'eu',
  'ele', 'ela', 'a', 'o', 'as', 'os', 'nunca', 'muito', 'muita', 'essa', 'esse', 'essas', 'esses', 'isso',
  'em', 'me', 'meu', 'minha', 'vontade', 'ideia', 'pensamento', 'pensamentos', 'intencao', 'plano', 'planos',
  'sinal', 'sinais', 'sintoma', 'sintomas', 'episodio', 'episodios', 'crise', 'crises', 'caso', 'historia',
  'nada', 'problema', 'problemas', 'ainda', 'tambem', 'mesmo', 'hoje', 'agora', 'momento', 'neste', 'nesse',
]);
// Once the negated list has started, these start a new, positive statement: 'sem febre SÓ dor no peito'.
const QUEBRAS_ESCOPO = new Set([
  'mas', 'porem', 'so', 'apenas', 'exceto', 'menos', 'agora', 'entretanto', 'contudo', 'todavia', 'com',
  'estou', 'tenho', 'sinto', 'senti', 'tive', 'esta', 'estava', 'comecei', 'comecou', 'apareceu',
  'apareceram', 'fiquei', 'estamos', 'sente', 'tem', 'tomo', 'tomei', 'uso', 'usei', 'sou', 'faco', 'fiz', 'trato',
  // 'sem febre, MAMANDO bem, respirando tranquila': a new statement about the patient's state.
  'mamando', 'comendo', 'respirando', 'brincando', 'dormindo', 'bebendo', 'fazendo', 'andando', 'falando',
  // 'sem febre, PARADO não dói': at rest, a new statement.
  'parado', 'parada', 'deitado', 'deitada', 'sentado', 'sentada', 'quieto', 'quieta',
  // 'a mão não fecha DEPOIS do corte': what follows is when, not what is denied.
  'depois', 'desde', 'quando', 'porque',
]);
const MAX_ESCOPO_NEGACAO = 8;

// Verbs that take the negation for themselves: 'não AGUENTO', 'não SEI se é', 'não PASSA a dor'.
const ABSORVEM_NEGACAO = new Set([
  'aguento', 'aguenta', 'suporto', 'consigo', 'consegue', 'sei', 'entendo', 'passa', 'passou', 'para',
  'parou', 'melhora', 'melhorou', 'sai', 'saiu', 'resolve', 'resolveu', 'adianta', 'adiantou', 'diminui',
  'diminuiu', 'alivia', 'aliviou', 'some', 'sumiu', 'cede', 'cedeu', 'sabia', 'lembro', 'gosto', 'gostei',
  // 'não QUER comer, muito sonolenta': the wish is denied, not what follows.
  'quer', 'quero', 'queria', 'come', 'comeu', 'mama', 'mamou', 'aceita', 'aceitou', 'dorme', 'dormiu',
]);

/**
 * Whether the words before `inicio` in a normalised clause negate what starts there: a negator
 * ('não', 'nunca', 'nem', 'sem', …), then only verbs and small words that carry it ('não estou com'),
 * then optionally a list ('não tenho febre, tosse ou …'). A negation that belongs to another verb
 * does not count: 'não aguento essa dor no peito' is a complaint.
 */
export function negadoAntes(oracao: string, inicio: number): boolean {
  const antes = oracao.slice(0, inicio).trim();
  if (antes === '') return false;
  const palavras = antes.split(' ').slice(-MAX_ESCOPO_NEGACAO - 1);
  let indiceNegador = -1;
  for (let i = palavras.length - 1; i >= 0; i -= 1) {
    if (NEGADORES.has(palavras[i] ?? '')) {
      indiceNegador = i;
      break;
    }
  }
  if (indiceNegador < 0) return false;
  const depois = palavras.slice(indiceNegador + 1);
  let i = 0;
  while (i < depois.length && (VERBOS_PONTE.has(depois[i] ?? '') || PALAVRAS_PONTE.has(depois[i] ?? ''))) i += 1;
  // The word right after the negation and its bridge is not a bridge: it must be a list item the
  // negation also covers, never a verb of its own ('não AGUENTO essa dor').
  const lista = depois.slice(i);
  if (lista.length === 0) return true;
  if (ABSORVEM_NEGACAO.has(lista[0] ?? '')) return false;
  // The match itself may open the new statement: 'sem febre, RESPIRANDO com dificuldade'.
  const primeira = oracao.slice(inicio).split(' ', 1)[0] ?? '';
  return !lista.some((palavra) => QUEBRAS_ESCOPO.has(palavra)) && !QUEBRAS_ESCOPO.has(primeira);
}

const RESOLVIDO = padrao(String.raw`^(?:ja )?(?:passou|sumiu|acabou|melhorou)\b`, '');

/** Whether the clause goes on to deny what was just matched ('dor no peito não') or says it has passed. */
export function negadoDepois(oracao: string, fim: number): boolean {
  const resto = oracao.slice(fim).trim();
  // '… já passou': resolved, not a present complaint.
  if (RESOLVIDO.test(resto)) return true;
  return /^(?:eu )?(?:nao|nunca)(?: (?:tenho|sinto|senti|tive|estou|esta|apresento|mais))?$/.test(resto);
}

// Distant past: 'há 10 anos', 'ano passado', 'em 2019', 'quando era criança'.
const PASSADO_DISTANTE = padrao(
  String.raw`\b(?:ha|faz) (?:mais de |uns |umas |quase |cerca de )?(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muito|muitos|varios|alguns) ?(?:anos?|meses|mes|decadas?)\b|\banos atras\b|\bmeses atras\b|\bano passado\b|\bmes passado\b|\b(?:em|de) (?:19|20)\d\d\b|\bna infancia\b|\bquando (?:eu )?(?:era|ainda era) (?:crianca|pequen|nov|jovem|adolescente|bebe)|\bquando crianca\b|\bde crianca\b`,
  '',
);
// 'já tive', 'já teve': ever had, i.e. medical history.
const JA_TEVE = padrao(
  String.raw`\bja (?:tive|teve|tiveram|sofri|sofreu|sofreram|passei|passou|fiz|fez)\b`,
  '',
);
// Family and personal history words.
const HISTORICO = padrao(
  String.raw`\b(?:historico|historia familiar|antecedentes?|na familia|hereditari\w*|genetic\w*|morreu|morreram|faleceu|faleceram|falecid\w*|cometeu)\b`,
  '',
);
// Someone else, in the past perfective: 'minha mãe teve', 'meu avô sofreu'. A child is left out on
// purpose: a carer describing 'meu filho teve uma convulsão' may be describing what just happened.
const TERCEIRO_PASSADO = padrao(
  String.raw`\b(?:minha|meu|minhas|meus|a|o) (?:mae|pai|avo|avos|bisavo|tio|tia|tios|irmao|irma|irmaos|primo|prima|marido|esposa|esposo|mulher|namorado|namorada|amigo|amiga|vizinho|vizinha|sogro|sogra|cunhado|cunhada|colega|chefe|pais)\b.*\b(?:teve|tiveram|sofreu|sofreram|tinha|tinham)\b`,
  '',
);
// Present or recent: the symptom is happening now, whatever else the clause says.
const ATUAL = padrao(
  String.raw`\b(?:sinto|sentindo|estou|esta|estamos|continuo|continua|ainda|agora|hoje|ontem|neste momento|nesse momento|acabei de|acabou de|de novo|novamente|ha pouco|agorinha|tenho|comecei|comecou)\b`,
  '',
);
// Questions for information, not a complaint: 'quais os sintomas de AVC?', 'como prevenir infarto'.
const INFORMATIVO = padrao(
  String.raw`\b(?:o que e|o que fazer|quais sao|quais os|quais as|como (?:saber|identificar|reconhecer|prevenir|evitar|se previne)|prevenir|prevencao|medo de (?:ter|sofrer|pegar)|risco de|pode causar|podem causar|causa de|causas de)\b`,
  '',
);

/**
 * Whether a normalised clause talks about the past history of the patient or of someone else
 * ('minha mãe teve AVC há 10 anos', 'já tive convulsão'), not about something happening now.
 */
export function ehHistorico(oracao: string): boolean {
  if (HISTORICO.test(oracao)) return true;
  if (ATUAL.test(oracao)) return false;
  return PASSADO_DISTANTE.test(oracao) || JA_TEVE.test(oracao) || TERCEIRO_PASSADO.test(oracao);
}

/** Whether a normalised clause asks for information about a condition rather than reporting it. */
export function ehInformativo(oracao: string): boolean {
  return INFORMATIVO.test(oracao);
}

const RESPOSTA_NEGATIVA = /^(?:nao|nunca|negativo|nenhum|nenhuma)(?: (?:tenho|sinto|senti|tive|estou))?$/;

/** One affirmed (not negated) match of a pattern in a message. */
export interface Ocorrencia {
  readonly oracao: string;
  readonly inicio: number;
  readonly fim: number;
}

/**
 * Matches of `regex` in the message's clauses, with the match's polarity: `afirmadas` are present
 * complaints, `negadas` are explicitly denied ('sem febre'). History is not filtered here.
 */
export function buscarOcorrencias(
  oracoes: readonly string[],
  regex: RegExp,
): { afirmadas: Ocorrencia[]; negadas: Ocorrencia[] } {
  const afirmadas: Ocorrencia[] = [];
  const negadas: Ocorrencia[] = [];
  oracoes.forEach((oracao, indice) => {
    // 'Dor no peito? Não.': the next clause is a bare denial of this one.
    const negadaPelaSeguinte = RESPOSTA_NEGATIVA.test(oracoes[indice + 1] ?? '');
    regex.lastIndex = 0;
    for (const match of oracao.matchAll(regex)) {
      const inicio = match.index;
      const fim = inicio + match[0].length;
      const ocorrencia = { oracao, inicio, fim };
      if (negadaPelaSeguinte || negadoAntes(oracao, inicio) || negadoDepois(oracao, fim)) negadas.push(ocorrencia);
      else afirmadas.push(ocorrencia);
    }
  });
  return { afirmadas, negadas };
}
