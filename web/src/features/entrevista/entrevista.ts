/**
 * The symptom interview's flow, apart from the screen: which question comes next, what the answers
 * say in the patient's words, the triage level of those words (the same guard as the chat:
 * shared/triagem, docs/triagem.md) and the doctor to suggest. Everything runs in the browser:
 * nothing the patient answers leaves the page.
 */
import { findMedico, medicos, type Medico } from '#shared/medicos.js';
import type { EspecialidadeId } from '#shared/especialidades.js';
import { avaliarTriagem, type AvaliacaoTriagem, type Sexo } from '#shared/triagem/index.js';
import type { Pergunta, Queixa } from './perguntas.js';

export interface Perfil {
  /** Age in whole years (0 to 120). */
  readonly idade: number;
  /** Under 2 years: the age in months, which the guard reads more precisely than '0 anos'. */
  readonly meses?: number;
  readonly sexo: Sexo;
  readonly gestante?: boolean;
}

export interface Entrevista {
  readonly perfil: Perfil;
  readonly queixa: Queixa;
  /** The complaint in the patient's own words (required for "Outra queixa", optional otherwise). */
  readonly textoLivre?: string;
  /** Answer (option id) by question id. */
  readonly respostas: Readonly<Record<string, string>>;
}

/** Age below which the suggested doctor is the pediatrician. */
const IDADE_PEDIATRIA = 12;

/** Whether to ask about pregnancy: women of child-bearing age. */
export function perguntaGestacao(perfil: Pick<Perfil, 'idade' | 'sexo'>): boolean {
  return perfil.sexo === 'feminino' && perfil.idade >= 10 && perfil.idade <= 55;
}

/** The complaint's questions for this patient, red flags first. */
export function perguntasDa(queixa: Queixa, perfil: Perfil): readonly Pergunta[] {
  const doPaciente = queixa.perguntas.filter((pergunta) => !pergunta.sexo || pergunta.sexo === perfil.sexo);
  return [...doPaciente.filter((pergunta) => pergunta.alarme), ...doPaciente.filter((pergunta) => !pergunta.alarme)];
}

/** What the patient has told, as sentences the triage guard reads, in the order asked. */
export function frasesDoPaciente(entrevista: Entrevista): string[] {
  const { perfil, queixa, textoLivre, respostas } = entrevista;
  const frases: string[] = [];
  if (perfil.idade < 2 && perfil.meses !== undefined) frases.push(`meu bebê tem ${perfil.meses} meses`);
  if (perfil.gestante) frases.push('estou grávida');
  if (queixa.frase) frases.push(queixa.frase);
  if (textoLivre?.trim()) frases.push(textoLivre.trim());
  for (const pergunta of perguntasDa(queixa, perfil)) {
    const frase = pergunta.opcoes.find((opcao) => opcao.id === respostas[pergunta.id])?.frase;
    if (frase) frases.push(frase);
  }
  return frases;
}

/** The triage level of everything answered so far. */
export function avaliarEntrevista(entrevista: Entrevista): AvaliacaoTriagem {
  return avaliarTriagem({
    mensagens: frasesDoPaciente(entrevista),
    paciente: { idade: entrevista.perfil.idade, sexo: entrevista.perfil.sexo },
  });
}

/**
 * The next question, or undefined when the interview is over: every question answered, or a red
 * flag already at `emergencia` (the patient must call SAMU now, not answer more questions).
 */
export function proximaPergunta(entrevista: Entrevista): Pergunta | undefined {
  const perguntas = perguntasDa(entrevista.queixa, entrevista.perfil);
  const algumAlarmeRespondido = perguntas.some((pergunta) => pergunta.alarme && entrevista.respostas[pergunta.id] !== undefined);
  if (algumAlarmeRespondido && avaliarEntrevista(entrevista).nivel === 'emergencia') return undefined;
  return perguntas.find((pergunta) => entrevista.respostas[pergunta.id] === undefined);
}

/** The specialty to suggest: the complaint's, a child's pediatrician, the psychiatrist for a suicide risk. */
export function especialidadeSugerida(entrevista: Entrevista, avaliacao: AvaliacaoTriagem): EspecialidadeId {
  const { perfil, queixa } = entrevista;
  if (perfil.idade < IDADE_PEDIATRIA) return 'pediatria';
  if (avaliacao.emergencia?.tipo === 'suicidio') return 'psiquiatria';
  if (queixa.especialidade === 'ginecologia' && perfil.sexo === 'masculino') return 'clinica-geral';
  return queixa.especialidade;
}

/** The virtual doctor of the suggested specialty. */
export function medicoSugerido(entrevista: Entrevista, avaliacao: AvaliacaoTriagem): Medico {
  const especialidade = especialidadeSugerida(entrevista, avaliacao);
  return medicos.find((medico) => medico.especialidadeId === especialidade) ?? findMedico(1);
}

/**
 * The guard's orientations are written for the chat ('Não espere pela resposta do chat'); the
 * interview has no chat answer to wait for, only an online consultation the patient might prefer.
 */
export function textoParaEntrevista(texto: string): string {
  return texto.replaceAll('Não espere pela resposta do chat.', 'Não espere por uma consulta online.');
}
