/**
 * CFM 2.454/2026 (docs/validacao-medica.md, "What the AI may say"): the AI doctor never tells the
 * patient a diagnosis, a prognosis, or a medicine, dose or treatment before a physician validates
 * them. The prompt asks for this; this guard enforces it on the server for every answer, whatever
 * the engine wrote. The answer is cut into sentences as it streams; a sentence that names one of
 * those is held back (kept for the physician) and the patient reads, once per answer, that the
 * assessment will come from the physician who reviews the consultation.
 *
 * Deterministic pattern matching on normalised pt-BR text (shared/texto-clinico.ts), biased to
 * hold back: a sentence held by mistake costs the patient a sentence, one let through by mistake
 * breaks the rule. History taking stays free: questions about the patient's own medicines and
 * allergies, and the safety net (SAMU 192, pronto-socorro, "beba água").
 */
import { normalizarTexto, padrao } from '#shared/texto-clinico.js';
import { classesMedicamentos, condicoesConhecidas, medicamentosConhecidos } from './lexico-clinico.js';

/** What the patient reads in place of what was held back (once per answer). */
export const AVISO_AVALIACAO_MEDICA = 'Essa avaliação (hipóteses, remédios e doses) será feita pelo médico que vai revisar a sua consulta.';

const AVISO_NORMALIZADO = normalizarTexto(AVISO_AVALIACAO_MEDICA);

export type MotivoRetencao = 'diagnostico' | 'prognostico' | 'medicamento' | 'dose' | 'tratamento';

/** One piece of the filtered answer: text for the patient, or a sentence held back for the physician. */
export type TrechoFiltrado = { readonly tipo: 'texto'; readonly texto: string } | { readonly tipo: 'retido'; readonly texto: string; readonly motivo: MotivoRetencao };

const alternativas = (termos: readonly string[]): string =>
  [...new Set(termos.map(normalizarTexto))].sort((a, b) => b.length - a.length).join('|');

const MEDICAMENTO = padrao(String.raw`\b(?:${alternativas(medicamentosConhecidos)})\b`);
const CLASSE = padrao(String.raw`\b(?:${alternativas(classesMedicamentos)})\b`, '');
const CONDICAO = String.raw`(?:${alternativas(condicoesConhecidas)})\b`;
const CONDICAO_CITADA = padrao(String.raw`\b${CONDICAO}`, '');

const NUM = String.raw`(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|oito|dez|doze|meio|meia)`;
const UNIDADE = String.raw`(?:mg|mcg|g|ml|ui|gts?|gotas?|comprimidos?|comp|cps?|capsulas?|caps|drageas?|jatos?|puffs?|borrifadas?|saches?|envelopes?|ampolas?|colher(?:es)?|colherinhas?|mg kg|mg ml)`;
const DOSE: readonly RegExp[] = [
  String.raw`\b\d+ ?${UNIDADE}\b`,
  String.raw`\b(?:um|uma|dois|duas|tres|meio|meia) ${UNIDADE}\b`,
  String.raw`\b(?:de|a cada) ${NUM} (?:em ${NUM} )?(?:horas?|h)\b`,
  String.raw`\b\d{1,2} \d{1,2} ?h\b`,
  String.raw`\b(?:\d+ ?x|${NUM} vez(?:es)?) (?:ao|por|a) dia\b`,
  String.raw`\b(?:dose|dosagem|posologia) (?:de|e|recomendada|indicada|maxima|diaria|certa|ideal|usual)\b`,
].map((fonte) => padrao(fonte, ''));

const TRATAMENTO: readonly RegExp[] = [
  padrao(
    String.raw`\b(?:tome|tomar|tomando|use|usar|usando|aplique|aplicar|passe|passar|pingue|pingar|inale|inalar|comece|comecar|inicie|iniciar|faca|fazer)\b(?: \w+){0,3} (?:remedio|remedios|medicamento|medicamentos|medicacao|comprimidos?|capsulas?|gotas|creme)\b`,
    '',
  ),
  padrao(String.raw`\btratamento (?:com|a base de|inclui|consiste|indicado|recomendado|sera com|seria com|e com)\b|\btrat(?:e|ar|a se|ado|ada|ados|adas) com\b`, ''),
  padrao(String.raw`\b(?:recomendo|sugiro|indico|prescrevo|receito|aconselho) (?:que voce )?(?:tomar|usar|tome|use|o uso|a aplicacao|aplicar|aplique|fazer|faca)\b`, ''),
  padrao(String.raw`\bprescrev\w*|\breceit(?:o|ar|aria|arei)\b`, ''),
];

const DIAGNOSTICO: readonly RegExp[] = [
  padrao(
    String.raw`\bseus? diagnosticos?\b|\bo diagnostico (?:e|seria|provavel|mais provavel)\b|\bdiagnostico (?:provavel|mais provavel|sugerido|e de)\b|\bhipoteses?\b|\btrata se de\b|\bcompativel com\b|\bsugestiv[oa]s? de\b|\bmeu pre diagnostico\b|\bo pre diagnostico (?:e|seria)\b|\bsuspeit\w* de\b|\bprovavelmente (?:e|seja|se trata|tem|esta com)\b`,
    '',
  ),
  padrao(String.raw`\b(?:tem|tenha|ter|esta com|esteja com|estar com|esta tendo|apresenta|apresentando|pode ter|deve ter) (?:\w+ ){0,2}?${CONDICAO}`, ''),
  padrao(String.raw`\b(?:e|seja|seria|ser) (?:um |uma |a |o )?(?:quadro de |caso de |crise de )?${CONDICAO}`, ''),
  padrao(String.raw`\b(?:parece|pode ser|deve ser|possivelmente|provavelmente|talvez|sugere|indica|caso de|quadro de) (?:\w+ ){0,3}?${CONDICAO}`, ''),
];

const PROGNOSTICO: readonly RegExp[] = [
  String.raw`\bvai (?:melhorar|passar|sarar|curar|sumir|resolver|ficar bem|desaparecer)\b(?! (?:a|as|o|os|para|por|uma|um)\b)`,
  String.raw`\b(?:deve|devem|costuma|costumam|tende a|tendem a) (?:melhorar|passar|sarar|sumir|durar|resolver|desaparecer|ceder)\b`,
  String.raw`\b(?:melhora|passa|some|cura|sara|resolve)(?: \w+){0,2} em (?:\w+ ){0,2}?(?:dias?|semanas?)\b`,
  String.raw`\b(?:nao e|nao parece|nada|nao e nada) (?:grave|serio|preocupante)\b`,
  String.raw`\bbenign[oa]s?\b|\bprognostico\b|\b(?:tem|nao tem) cura\b|\bse cura\b|\bautolimitad[oa]\b|\bsem gravidade\b`,
  String.raw`\bnao (?:precisa|ha motivo para|tem motivo para) se preocupar\b`,
].map((fonte) => padrao(fonte, ''));

/** The patient's own history: 'alergia a dipirona', 'você toma losartana', 'medicamentos em uso: …'. */
const CONTEXTO_HISTORIA = padrao(
  String.raw`\b(?:alergi\w*|alergic\w*|em uso|uso continuo|(?:voce|ele|ela) (?:ja )?(?:toma|tomou|usa|usou|esta tomando|esta usando|tomava|usava)|ja (?:tomou|usou)|informou|mencionou|relatou)\b`,
  '',
);
/** A question that suggests rather than asks: 'que tal tomar…?', 'será que não é…?'. */
const SUGESTAO = padrao(
  String.raw`\bque tal\b|\bja pensou em\b|\b(?:pode|podera|poderia) (?:tomar|usar|aplicar)\b|\bposso (?:te )?(?:indicar|sugerir|receitar|recomendar)\b|\brecomendo\b|\bsugiro\b|\bsera que (?:nao )?(?:e|seja)\b|\bnao seria\b|\bnao pode ser\b`,
  '',
);
/** A generic caution about self-medication, not a treatment: 'não tome remédios por conta própria'. */
const CAUTELA = padrao(String.raw`\bpor conta propria\b|\bsem (?:orientacao|prescricao|receita|avaliacao)(?: medica)?\b`, '');

const algum = (regexes: readonly RegExp[], texto: string): boolean => regexes.some((regex) => regex.test(texto));

/** Whether every medicine named in the sentence is the patient's own (allergy, medicine in use). */
function medicamentosSaoDaHistoria(normalizada: string): boolean {
  const ocorrencias = [...normalizada.matchAll(MEDICAMENTO)];
  return ocorrencias.every((ocorrencia) => CONTEXTO_HISTORIA.test(normalizada.slice(Math.max(0, (ocorrencia.index ?? 0) - 60), ocorrencia.index)));
}

/**
 * Why one sentence of the AI's answer must be held back, or undefined when the patient may read
 * it. Questions are history taking and pass unless they carry a dose or suggest a medicine or a
 * condition.
 */
export function classificarFrase(frase: string): MotivoRetencao | undefined {
  const normalizada = normalizarTexto(frase);
  // The notice itself, when a model repeats it from the transcript.
  if (normalizada === '' || normalizada === AVISO_NORMALIZADO) return undefined;
  const temMedicamento = normalizada.search(MEDICAMENTO) >= 0;
  if (algum(DOSE, normalizada)) return 'dose';

  if (frase.trim().endsWith('?')) {
    if (!SUGESTAO.test(normalizada)) return undefined;
    if (temMedicamento) return 'medicamento';
    if (CLASSE.test(normalizada) || algum(TRATAMENTO, normalizada)) return 'tratamento';
    if (CONDICAO_CITADA.test(normalizada)) return 'diagnostico';
    return undefined;
  }

  if (temMedicamento && !medicamentosSaoDaHistoria(normalizada)) return 'medicamento';
  const cautela = CAUTELA.test(normalizada) && !temMedicamento;
  if (!cautela && (CLASSE.test(normalizada) || algum(TRATAMENTO, normalizada))) return 'tratamento';
  if (algum(DIAGNOSTICO, normalizada)) return 'diagnostico';
  if (algum(PROGNOSTICO, normalizada)) return 'prognostico';
  return undefined;
}

// 'Dr. Rafael', 'Sra. Maria': a full stop after these does not end the sentence.
const ABREVIACOES = new Set(['dr', 'dra', 'drs', 'dras', 'sr', 'sra', 'srs', 'sras', 'prof', 'profa', 'obs', 'aprox', 'ex', 'p', 'pag', 'vs']);
const FIM_DE_FRASE = /[.!?…]+["'”’)\]]*\s+|\n\s*/g;

/** Cuts streamed text into sentences (each with its trailing spaces), as soon as each one is complete. */
export interface DivisorFrases {
  /** The sentences the new chunk completed. */
  push(pedaco: string): string[];
  /** What is left at the end of the stream. */
  end(): string[];
}

export function createDivisorFrases(): DivisorFrases {
  let buffer = '';
  return {
    push(pedaco) {
      buffer += pedaco;
      const frases: string[] = [];
      let inicio = 0;
      FIM_DE_FRASE.lastIndex = 0;
      for (let fim = FIM_DE_FRASE.exec(buffer); fim !== null; fim = FIM_DE_FRASE.exec(buffer)) {
        const antes = buffer.slice(inicio, fim.index);
        if (fim[0].startsWith('.') && !fim[0].startsWith('..')) {
          const palavra = /(\S+)$/.exec(antes)?.[1] ?? '';
          // An abbreviation ('Dr.') or a list number at the start of a line ('1. Repouso').
          if (ABREVIACOES.has(palavra.toLowerCase()) || /^\s*\d{1,2}$/.test(antes)) continue;
        }
        const corte = fim.index + fim[0].length;
        frases.push(buffer.slice(inicio, corte));
        inicio = corte;
      }
      buffer = buffer.slice(inicio);
      return frases;
    },
    end() {
      const resto = buffer;
      buffer = '';
      return resto === '' ? [] : [resto];
    },
  };
}

/**
 * The AI's answer as the patient may read it: allowed sentences as they complete, the notice in
 * place of the first held-back sentence, and every held-back sentence (for the physician). Errors
 * of the engine's stream pass through unchanged.
 */
export async function* filtrarResposta(pedacos: AsyncIterable<string>): AsyncGenerator<TrechoFiltrado> {
  const divisor = createDivisorFrases();
  let avisou = false;
  let ultimaRetida = false;

  function* filtrar(frases: readonly string[]): Generator<TrechoFiltrado> {
    for (const frase of frases) {
      if (frase.trim() === '') {
        if (!ultimaRetida) yield { tipo: 'texto', texto: frase };
        continue;
      }
      const motivo = classificarFrase(frase);
      if (motivo === undefined) {
        ultimaRetida = false;
        yield { tipo: 'texto', texto: frase };
        continue;
      }
      yield { tipo: 'retido', texto: frase.trim(), motivo };
      if (!avisou) {
        avisou = true;
        const espaco = /\s*$/.exec(frase)?.[0] ?? '';
        yield { tipo: 'texto', texto: `${AVISO_AVALIACAO_MEDICA}${espaco}` };
        ultimaRetida = false;
      } else {
        ultimaRetida = true;
      }
    }
  }

  for await (const pedaco of pedacos) {
    if (pedaco === '') continue;
    yield* filtrar(divisor.push(pedaco));
  }
  yield* filtrar(divisor.end());
}
