/**
 * The doubts step of the chat (docs/regras-do-produto.md#the-chat): the doctor's "any more doubts?" question, which the
 * offline engine writes and the Bedrock prompt asks the model to write verbatim, and the reading of
 * the patient's reply (negative → rating panel; affirmative → the consultation goes on).
 */
import { normalizarTexto, padrao } from './texto-clinico.js';

/** The exact question both engines use to ask about remaining doubts. */
export const FRASE_PERGUNTA_DUVIDAS = 'Ficou alguma dúvida?';

/**
 * Recognises an "any more doubts?" question in a doctor's answer: 'Ficou alguma dúvida?',
 * 'Tem mais alguma dúvida sobre o tratamento?'. A statement without a question mark
 * ('se tiver alguma dúvida, pergunte') does not count.
 */
export const PERGUNTA_DUVIDAS = /\b(?:alguma|outra|mais\s+alguma)\s+(?:outra\s+)?d[úu]vidas?\b[^?.!\n]{0,60}\?/i;

/** Whether a doctor's answer asks about remaining doubts. */
export function perguntaSobreDuvidas(texto: string): boolean {
  return PERGUNTA_DUVIDAS.test(texto);
}

export type RespostaDuvidas = 'negativa' | 'afirmativa' | 'indefinida';

// 'não tenho', 'não preciso' are negative answers although 'tenho' and 'preciso' are affirmative words.
const NEGATIVAS = padrao(
  String.raw`\b(?:nao|nenhuma|nenhum|nada|obrigad[oa]|valeu|tudo esclarecido|tudo certo|tudo claro|entendi tudo|sem duvidas?|so isso|pode encerrar)\b`,
  '',
);
const AFIRMATIVAS = padrao(String.raw`\b(?:sim|tenho|quero|gostaria|preciso)\b`, '');
const AFIRMATIVA_NEGADA = padrao(String.raw`\bnao (?:\w+ )?(?:tenho|quero|gostaria|preciso)\b`, 'g');

/**
 * Reads the patient's reply to the doubts question (docs/regras-do-produto.md#the-chat): negative when it holds a negative
 * phrase and no affirmative one ('não, obrigado', 'tudo esclarecido', 'não tenho dúvidas');
 * affirmative when it holds 'sim', 'tenho', 'quero', 'gostaria' or 'preciso' not negated.
 */
export function classificarRespostaDuvidas(texto: string): RespostaDuvidas {
  const normalizado = normalizarTexto(texto);
  const semNegadas = normalizado.replace(AFIRMATIVA_NEGADA, 'nao');
  if (AFIRMATIVAS.test(semNegadas)) return 'afirmativa';
  if (NEGATIVAS.test(semNegadas)) return 'negativa';
  return 'indefinida';
}
