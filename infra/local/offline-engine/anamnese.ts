/**
 * The offline engine's memory, recomputed from the transcript on every call (the engine is
 * stateless): which anamnesis items were asked and answered, the symptoms affirmed and denied,
 * and what the latest message added. Extraction is simple pt-BR pattern matching, backed by the
 * rule that the reply to a question the engine asked answers it.
 */
import { perguntaSobreDuvidas } from '../../../shared/duvidas.js';
import {
  buscarOcorrencias,
  dividirOracoes,
  ehHistorico,
  normalizarLeve,
  normalizarTexto,
  padrao,
} from '../../../shared/texto-clinico.js';
import { sintomas, type SintomaId } from './conhecimento.js';
import { perfisEspecialidade } from '../../../lambdas/ia/perfis-especialidade.js';
import type { MensagemHistorico } from '../../../lambdas/ia/engine.js';

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
const UNIDADE = String.raw`(?:minutos?|horas?|dias?|semanas?|mes(?:es)?|anos?)`;
const PADROES_INICIO: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:ha|faz|tem)\s+(?:mais de\s+|menos de\s+|uns\s+|umas\s+|quase\s+|cerca de\s+)?${NUM}\s*${UNIDADE}\b`),
  new RegExp(String.raw`\b${NUM}\s*${UNIDADE}\s+(?:atras|pra ca|para ca)\b`),
  /\bdesde\s+(?:ontem|anteontem|hoje|cedo|a semana passada|semana passada|o mes passado|mes passado|segunda|terca|quarta|quinta|sexta|sabado|domingo|o fim de semana|o final de semana|sempre|crianca|pequen[oa]|a adolescencia|o carnaval|o natal|\d{1,2}(?:\/\d{1,2})?)\b(?:[ -]feira)?/,
  /\b(?:ontem a noite|ontem|anteontem|hoje de manha|hoje cedo|hoje a tarde|hoje|essa semana|esta semana|semana passada|mes passado|ano passado|essa madrugada|esta madrugada|nesta madrugada|de madrugada)\b/,
  /\b(?:faz|ha) (?:muito|pouco|bastante|algum) tempo\b|\bdesde sempre\b|\bde repente\b/,
];
const INICIO_SIMPLES = new RegExp(String.raw`\b${NUM}\s*${UNIDADE}\b`);

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
};

/** The matched onset with its accents back ('ha 3 dias' → 'há 3 dias'): it is quoted to the patient. */
function comAcentos(trecho: string): string {
  return trecho
    .trim()
    .split(/\s+/)
    .map((palavra) => ACENTOS[palavra] ?? palavra)
    .join(' ');
}

/** Onset: 'há 3 dias', 'desde ontem', 'faz uma semana'. */
export function extrairInicio(texto: string, perguntado: boolean): string | undefined {
  const leve = normalizarLeve(texto);
  for (const regex of PADROES_INICIO) {
    const match = regex.exec(leve);
    if (match) return comAcentos(match[0]);
  }
  const simples = perguntado ? INICIO_SIMPLES.exec(leve)?.[0] : undefined;
  return simples === undefined ? undefined : comAcentos(simples);
}

const NAO_INTENSIDADE = String.raw`(?!\s*(?:dias?|horas?|semanas?|mes|meses|anos?|vezes|kg|quilos|graus|°|mg|ml|comprimidos?|gotas|%|cm|x\b|por\b))`;
const INTENSIDADE_EXPLICITA = [
  /\b(10|[0-9])(?:[.,]5)?\s*(?:\/|de|em)\s*10\b/,
  new RegExp(String.raw`\b(?:nota|intensidade|escala|dor|incomodo)\s*(?:e|eh|de|:|=|uns|uma)?\s*(10|[0-9])\b${NAO_INTENSIDADE}`),
];
const INTENSIDADE_NUMERO = new RegExp(String.raw`(?:^|[^\d,./])(10|[0-9])(?:[.,]5)?(?![\d/])${NAO_INTENSIDADE}`);
const INTENSIDADE_PALAVRAS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:insuportavel|horrivel|fortissima|muito forte|muito intensa|a pior)\b/, 9],
  [/\b(?:forte|intensa|bastante)\b/, 7],
  [/\b(?:moderada|media|mediana|razoavel|mais ou menos)\b/, 5],
  [/\b(?:leve|fraca|pouca|pouco|levinha|fraquinha)\b/, 2],
];
const INTENSIDADE_DESCRITA = /\b(?:dor|incomodo|coceira|colica|ardencia)\s+(?:\w+\s+)?(insuportavel|horrivel|fortissima|muito forte|forte|intensa|moderada|leve|fraca)\b/;

/** Intensity 0–10: '7/10', 'nota 8', or, in reply to the 0–10 question, '7' or 'forte'. */
export function extrairIntensidade(texto: string, perguntado: boolean): number | undefined {
  const leve = normalizarLeve(texto);
  for (const regex of INTENSIDADE_EXPLICITA) {
    const match = regex.exec(leve);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  const descrita = INTENSIDADE_DESCRITA.exec(leve)?.[1];
  if (perguntado) {
    const numero = INTENSIDADE_NUMERO.exec(leve)?.[1];
    if (numero !== undefined) return Number(numero);
  }
  const palavras = perguntado ? leve : descrita;
  if (palavras === undefined) return undefined;
  for (const [regex, valor] of INTENSIDADE_PALAVRAS) if (regex.test(palavras)) return valor;
  return undefined;
}

const CRONICAS = String.raw`diabetes|diabetic[oa]|hipertens\w*|pressao alta|asma|asmatic[oa]|bronquite|rinite|hipotireoidismo|hipertireoidismo|tireoide|colesterol alto|colesterol|triglicerides|cardiopatia|problema (?:no|de) coracao|insuficiencia cardiaca|arritmia|depressao|ansiedade|epilepsia|gastrite|refluxo|enxaqueca|artrite|artrose|lupus|cancer|hiv|doenca renal|insuficiencia renal|problema nos rins|hepatite|cirrose|obesidade|fibromialgia|endometriose|ovario policistico|gota|osteoporose|psoriase|avc|infarto|trombose|anemia|hernia|sinusite cronica`;
const ANTECEDENTE_AFIRMADO = padrao(
  String.raw`\b(?:tenho|sou|tive|trato|fui diagnosticad[oa] com|faco tratamento (?:para|de)|tenho historico de|convivo com)\s+(?:\w+\s+){0,2}?(${CRONICAS})\b`,
);
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

/** Chronic conditions the patient reports ('sou hipertenso', 'tenho asma'), or NEGA. */
export function extrairAntecedentes(texto: string): string | undefined {
  const normalizado = normalizarTexto(texto);
  const achados = [...normalizado.matchAll(ANTECEDENTE_AFIRMADO)]
    .map((match) => nomeCanonico(match[1] ?? ''))
    .filter((achado) => achado !== '');
  if (achados.length > 0) return [...new Set(achados)].join(', ');
  return ANTECEDENTE_NEGADO.test(normalizado) ? NEGA : undefined;
}

const MEDICAMENTOS_CONHECIDOS = String.raw`dipirona|paracetamol|tylenol|ibuprofeno|advil|novalgina|neosaldina|dorflex|losartana|enalapril|captopril|anlodipino|hidroclorotiazida|atenolol|propranolol|metformina|glibenclamida|insulina|levotiroxina|puran|euthyrox|omeprazol|pantoprazol|sinvastatina|atorvastatina|rosuvastatina|aas|aspirina|clopidogrel|varfarina|rivaroxabana|sertralina|fluoxetina|escitalopram|paroxetina|venlafaxina|desvenlafaxina|bupropiona|amitriptilina|nortriptilina|clonazepam|rivotril|alprazolam|diazepam|zolpidem|quetiapina|litio|anticoncepcional|pilula|loratadina|desloratadina|prednisona|prednisolona|amoxicilina|azitromicina|cefalexina|ciprofloxacino|nimesulida|diclofenaco|buscopan|dramin|melatonina|vitamina d|sulfato ferroso|bombinha|salbutamol|budesonida|beclometasona`;
const MEDICAMENTO_CONHECIDO = padrao(String.raw`\b(${MEDICAMENTOS_CONHECIDOS})\b`);
const MEDICAMENTO_PARA = padrao(
  String.raw`\b(?:tomo|uso|estou tomando|tomando|estou usando)\s+(?:um |uma |o |a )?(?:remedios?|medicamentos?|comprimidos?)\s+(?:para|de)\s+(?:a |o )?(\w+(?: alta| alto)?)`,
);
const MEDICAMENTO_NEGADO = padrao(
  String.raw`\b(?:nao|nunca)\s+(?:\w+\s+){0,1}?(?:tomo|uso|tomei|usei|estou tomando|estou usando)\s+(?:nada|nenhum|nenhuma|remedio|remedios|medicamento|medicamentos)\b|\bnenhum (?:remedio|medicamento)\b|\bsem (?:remedios?|medicamentos?)\b|\bnao (?:tomo|uso) nada\b`,
  '',
);

/** Medicines in use ('tomo losartana', 'uso remédio para pressão'), or NEGA. */
export function extrairMedicamentos(texto: string): string | undefined {
  const oracoes = dividirOracoes(texto);
  const achados: string[] = [];
  for (const regex of [MEDICAMENTO_CONHECIDO, MEDICAMENTO_PARA]) {
    for (const { oracao, inicio, fim } of buscarOcorrencias(oracoes, regex).afirmadas) {
      // 'alérgico a dipirona' names an allergy, not a medicine in use.
      if (/\balergi\w*(?: \w+){0,2} $/.test(oracao.slice(0, inicio))) continue;
      const trecho = oracao.slice(inicio, fim);
      const nome = regex === MEDICAMENTO_PARA ? trecho.replace(/^(?:\w+ )+?(?:para|de) /, 'remédio para ') : trecho;
      achados.push(nome);
    }
  }
  if (achados.length > 0) return [...new Set(achados)].join(', ');
  return MEDICAMENTO_NEGADO.test(normalizarTexto(texto)) ? NEGA : undefined;
}

const ALERGIA_NEGADA = padrao(
  String.raw`\b(?:nao tenho|sem|nenhuma|nao possuo|nao sou|nunca tive)\s+(?:nenhuma\s+|qualquer\s+)?(?:alergias?|alergic[oa]s?)\b`,
  '',
);
const ALERGIA_AFIRMADA = padrao(
  String.raw`\balergi(?:a|as|co|ca|cos|cas)\s+(?:a|ao|as|aos|de|da|do|com)\s+((?:\w+\s?){1,4})`,
);
const FIM_ALERGENO = /\s(?:e|mas|que|quando|porque|tambem|so|entao|nao|tenho|sou|uso|tomo)\s.*$|\s(?:e|mas)$/;

/** Allergies ('alérgica a dipirona') with the allergen words, or NEGA. */
export function extrairAlergias(texto: string): { resumo: string; alergenos: string[] } | undefined {
  const normalizado = normalizarTexto(texto);
  if (ALERGIA_NEGADA.test(normalizado)) return { resumo: NEGA, alergenos: [] };
  const alergenos = [...normalizado.matchAll(ALERGIA_AFIRMADA)]
    .map((match) => ` ${match[1] ?? ''} `.replace(FIM_ALERGENO, '').trim())
    .filter((alergeno) => alergeno.length >= 3);
  if (alergenos.length === 0) return undefined;
  return { resumo: [...new Set(alergenos)].join(', '), alergenos };
}

const RESPOSTA_NEGATIVA = /^(?:nao|nenhum|nenhuma|nada|negativo|nunca|sem)\b(?! sei\b| lembro\b| me lembro\b| tenho certeza\b)/;
const NAO_SABE = /\b(?:sei la|nao sei|nao lembro|nao me lembro|nao tenho certeza|nao sei dizer|talvez|nao faco ideia)\b/;
const SAUDACAO = /^(?:oi|ola|opa|bom dia|boa tarde|boa noite|tudo bem|tudo bom|e ai|alo)\b(?: (?:doutor|doutora|dr|dra|tudo|bem|bom|boa|tarde|noite|dia|como|vai|voce|e|ai))*$/;

/** Whether a message is only a greeting ('oi, doutora', 'boa tarde, tudo bem?'). */
export function ehSaudacao(texto: string): boolean {
  return SAUDACAO.test(normalizarTexto(texto));
}

function sintomasDaMensagem(texto: string): { presentes: SintomaId[]; negados: SintomaId[] } {
  const oracoes = dividirOracoes(texto);
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

/** What a reply to a question records when nothing specific could be extracted from it. */
function valorDaResposta(item: ItemAnamnese, texto: string, livre: boolean, negativa: boolean): string {
  if (livre) return resumoLivre(texto);
  if (negativa) return NEGA;
  // Intensity is a number or nothing; 'sei lá' is not an onset or a medicine.
  if (item === 'intensidade' || NAO_SABE.test(normalizarTexto(texto))) return NAO_INFORMADO;
  return resumoLivre(texto);
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
    if (respostas.inicio === undefined) {
      const inicio = extrairInicio(texto, perguntado.has('inicio'));
      if (inicio !== undefined) respostas.inicio = inicio;
    }
    if (respostas.intensidade === undefined) {
      const valor = extrairIntensidade(texto, perguntado.has('intensidade'));
      if (valor !== undefined) {
        intensidade = valor;
        respostas.intensidade = `${valor}/10`;
      }
    }
    if (respostas.antecedentes === undefined) {
      const valor = extrairAntecedentes(texto);
      if (valor !== undefined) respostas.antecedentes = valor;
    }
    if (respostas.medicamentos === undefined) {
      const valor = extrairMedicamentos(texto);
      if (valor !== undefined) respostas.medicamentos = valor;
    }
    if (respostas.alergias === undefined) {
      const valor = extrairAlergias(texto);
      if (valor !== undefined) {
        respostas.alergias = valor.resumo;
        alergenos.push(...valor.alergenos);
      }
    }

    // The reply to a question answers it even when nothing could be extracted: free-text items
    // always, the others when the reply is a plain 'não', when they were asked alone, or on the
    // second time of asking, so no question is ever repeated a third time.
    const extraiuAlgo = Object.keys(respostas).some((item) => !antes.has(item));
    const negativa = RESPOSTA_NEGATIVA.test(normalizarTexto(texto));
    for (const item of perguntaPendente) {
      if (respostas[item] !== undefined) continue;
      if (item === 'queixa' && ehSaudacao(texto)) continue;
      const livre = item === 'associados' || item === 'especifico' || item === 'queixa';
      if (livre || (negativa && !extraiuAlgo) || perguntaPendente.length === 1 || (vezesPerguntado[item] ?? 0) >= 2) {
        respostas[item] = valorDaResposta(item, texto, livre, negativa);
      }
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
