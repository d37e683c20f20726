/**
 * Our Bedrock prompts read back into the offline engine's input, so that the local Bedrock runtime
 * (infra/local/bedrock-runtime.ts) answers the very requests the chat sends to Bedrock in AWS. It
 * reads exactly the formats lambdas/ia/system-prompt.ts writes (and bedrock-engine.ts's messages);
 * test/unit/offline-engine-pedido.test.ts writes prompts from varied inputs and reads them back, which
 * keeps the two in step.
 *
 * What a prompt does not carry, the input read back does not have:
 * - the responsible adult's phone (kept out of the prompt, LGPD art. 6, III): read back as '';
 * - the intake's sex, and a triage below `pronto-socorro` (the prompt names only the urgent levels,
 *   the only ones the engine reads);
 * - for the drafts, the physician persona (the prompt names the specialty: the first physician of it
 *   is read back) and the triage floor, which the Bedrock engine applies to the model's answer.
 * The Converse messages merge consecutive turns of one role and keep the most recent 60, so a
 * history read back from them is the merged, recent one.
 */
import { tiposEmergencia, orientacoesEmergencia, type Emergencia, type TipoEmergencia } from '#shared/emergencia.js';
import { medicos, type Medico } from '#shared/medicos.js';
import { opcoesBebe, opcoesFuma, rotulosIntake, type DadosPaciente, type Responsavel } from '#shared/schemas/consulta-chat.js';
import { niveisTriagem, type NivelTriagem, type Triagem } from '#shared/schemas/validacao.js';
import { TURNO_INICIAL_PACIENTE } from '#lambdas/ia/bedrock-engine.js';
import type { MensagemHistorico, RascunhoInput, RespostaInput } from '#lambdas/ia/engine.js';

/** A prompt this module cannot read: the local runtime answers it with Bedrock's ValidationException. */
export class PedidoNaoReconhecidoError extends Error {
  constructor(detalhe: string) {
    super(`The local model answers only ZapSaúde's consultation prompts: ${detalhe}`);
    this.name = 'PedidoNaoReconhecidoError';
  }
}

/** One Converse message, its text blocks joined. */
export interface TurnoConverse {
  readonly role: 'user' | 'assistant';
  readonly texto: string;
}

const INICIO_RASCUNHO = 'Você é o assistente de inteligência artificial da ZapSaúde na especialidade ';

/** Whether the system prompt is the drafts' (construirSystemPromptRascunho) rather than an answer's. */
export function ehPedidoRascunho(system: string): boolean {
  return system.startsWith(INICIO_RASCUNHO);
}

function exigir<T>(valor: T | undefined | null, detalhe: string): T {
  if (valor === undefined || valor === null) throw new PedidoNaoReconhecidoError(detalhe);
  return valor;
}

const numero = (texto: string): number => Number(texto.replace(',', '.'));

/** The key of a label in one of the intake's label maps. */
function chaveDoRotulo<K extends string>(chaves: readonly K[], rotulos: Readonly<Record<K, string>>, rotulo: string, campo: string): K {
  return exigir(
    chaves.find((chave) => rotulos[chave] === rotulo),
    `unknown ${campo} '${rotulo}'`,
  );
}

/** The lines after `titulo` up to the next blank line. */
function secao(linhas: readonly string[], titulo: string): string[] {
  const inicio = linhas.indexOf(titulo);
  if (inicio < 0) throw new PedidoNaoReconhecidoError(`no '${titulo}' section`);
  const fim = linhas.indexOf('', inicio + 1);
  return linhas.slice(inicio + 1, fim < 0 ? undefined : fim);
}

const itens = (linhas: readonly string[]): string[] => linhas.filter((linha) => linha.startsWith('- ')).map((linha) => linha.slice(2));

/** The patient block (system-prompt.ts, blocoPaciente). */
function lerPaciente(linhas: readonly string[]): DadosPaciente {
  const valores = new Map<string, string>();
  for (const linha of linhas) {
    const par = /^- ([^:]+): (.*)$/.exec(linha);
    if (par) valores.set(par[1]!, par[2]!);
  }
  const campo = (nome: string) => exigir(valores.get(nome), `no '${nome}' in the patient data`);

  const atendida = valores.get('Pessoa atendida');
  const outro = atendida === undefined ? undefined : /^(.*) \(formulário preenchido por (.*)\)$/.exec(atendida);
  if (atendida !== undefined && !outro) throw new PedidoNaoReconhecidoError('unreadable patient line');
  const idade = exigir(/^(\d+) anos?( \(menor de idade\))?$/.exec(campo('Idade')), 'unreadable age');
  const medidas = exigir(/^([\d,]+) kg; altura: ([\d,]+) cm; IMC: (.+)$/.exec(campo('Peso')), 'unreadable weight and height');
  const tabagismo = campo('Tabagismo');
  const atividade = campo('Atividade física');
  const menor = idade[2] !== undefined;

  let responsavel: Responsavel | undefined;
  const presente = valores.get('Responsável presente');
  if (presente !== undefined) {
    const partes = exigir(/^(.*) \(([^()]*)\)$/.exec(presente), 'unreadable responsible adult');
    responsavel = { nome: partes[1]!, parentesco: partes[2]!, telefone: '' };
  }

  return {
    nome: outro ? outro[2]! : campo('Nome'),
    idade: Number(idade[1]),
    peso: numero(medidas[1]!),
    altura: numero(medidas[2]!),
    imc: medidas[3]!,
    bebe: chaveDoRotulo(opcoesBebe, rotulosIntake.bebe, campo('Consumo de bebida alcoólica'), 'drinking'),
    fuma: tabagismo === 'ex-fumante' ? 'parou' : chaveDoRotulo(opcoesFuma, rotulosIntake.fuma, tabagismo, 'smoking'),
    esporte: atividade === 'não informada' ? '' : atividade,
    consultaPara: outro ? 'outro' : 'proprio',
    ...(outro ? { nomeOutraPessoa: outro[1]! } : {}),
    menor,
    ...(responsavel ? { responsavel } : {}),
  };
}

/** Splits the triage reasons joined by '; ', leaving a '; ' inside parentheses where it is. */
function separarMotivos(texto: string): string[] {
  const motivos: string[] = [];
  let profundidade = 0;
  let atual = '';
  for (let i = 0; i < texto.length; i++) {
    const letra = texto[i]!;
    if (letra === '(') profundidade++;
    if (letra === ')') profundidade = Math.max(0, profundidade - 1);
    if (profundidade === 0 && texto.startsWith('; ', i)) {
      motivos.push(atual);
      atual = '';
      i++;
      continue;
    }
    atual += letra;
  }
  motivos.push(atual);
  return motivos;
}

const tipoEmergencia = (tipo: string): TipoEmergencia =>
  exigir(
    tiposEmergencia.find((conhecido) => conhecido === tipo),
    `unknown emergency '${tipo}'`,
  );

const emergenciaDo = (tipo: string): Emergencia => {
  const conhecido = tipoEmergencia(tipo);
  return { tipo: conhecido, orientacao: orientacoesEmergencia[conhecido] };
};

/** The urgent triage and the red flag of the system's alert, if the prompt has one. */
function lerAlerta(linhas: readonly string[]): { triagem?: Triagem; emergencia?: Emergencia } {
  const alerta = linhas.find((linha) => linha.startsWith('ALERTA DO SISTEMA: '));
  if (alerta === undefined) return {};
  const urgente = /^ALERTA DO SISTEMA: nível de triagem "([a-z-]+)" \((.*?)\)(?:, sinal de emergência na última mensagem \(([a-z]+)\))?\. A sua resposta já começa/.exec(alerta);
  if (urgente) {
    const nivel = exigir(
      niveisTriagem.find((conhecido): conhecido is NivelTriagem => conhecido === urgente[1]),
      `unknown triage level '${urgente[1]}'`,
    );
    const motivos = urgente[2] === '' ? [] : separarMotivos(urgente[2]!);
    return { triagem: { nivel, motivos }, ...(urgente[3] ? { emergencia: emergenciaDo(urgente[3]) } : {}) };
  }
  const sinal = exigir(/^ALERTA DO SISTEMA: a última mensagem do paciente contém um possível sinal de emergência \(([a-z]+)\)\./.exec(alerta), 'unreadable alert');
  return { emergencia: emergenciaDo(sinal[1]!) };
}

/** The transcript and the patient's last message from the Converse messages (bedrock-engine.ts, construirMensagensBedrock). */
function lerConversa(turnos: readonly TurnoConverse[]): { historico: MensagemHistorico[]; mensagem: string } {
  const conversa = turnos[0]?.role === 'user' && turnos[0].texto === TURNO_INICIAL_PACIENTE ? turnos.slice(1) : turnos;
  const ultima = conversa.at(-1);
  if (ultima?.role !== 'user') throw new PedidoNaoReconhecidoError('the conversation must end with a user turn');
  return {
    historico: conversa.slice(0, -1).map((turno) => ({ autor: turno.role === 'user' ? 'paciente' : 'medico', texto: turno.texto })),
    mensagem: ultima.texto,
  };
}

/** The physician of the answer's system prompt: its first line names the persona and the specialty. */
function lerMedico(primeiraLinha: string): Medico {
  const persona = exigir(
    /^Você é (.+?), (?:médic[oa]|psicólog[oa]) virtual de inteligência artificial da ZapSaúde, na especialidade (.+?)\. /.exec(primeiraLinha),
    'not a consultation prompt',
  );
  return exigir(
    medicos.find((medico) => medico.nome === persona[1] && medico.especialidade === persona[2]),
    'unknown physician',
  );
}

/** The engine's input for one answer: the system prompt (construirSystemPrompt) and the Converse messages. */
export function lerPedidoResposta(system: string, turnos: readonly TurnoConverse[]): RespostaInput {
  const linhas = system.split('\n');
  const medico = lerMedico(linhas[0] ?? '');
  const dados = exigir(
    linhas.find((linha) => linha.startsWith('Dados de ') && linha.endsWith(' informados no formulário de início da consulta:')),
    'no patient data',
  );
  const paciente = lerPaciente(secao(linhas, dados));
  const arquivos = itens(secao(linhas, 'Arquivos enviados pelo paciente:'));
  return { medico, paciente, ...lerConversa(turnos), arquivos, ...lerAlerta(linhas) };
}

/** The lines between a '<<<' line after `titulo` and the last '>>>' line (the transcript is the last block). */
function bloco(linhas: readonly string[], titulo: string, ate: 'primeiro' | 'ultimo'): string[] | undefined {
  const inicio = linhas.indexOf(titulo);
  if (inicio < 0) return undefined;
  if (linhas[inicio + 1] !== '<<<') throw new PedidoNaoReconhecidoError(`no '<<<' after '${titulo}'`);
  const fim = ate === 'primeiro' ? linhas.indexOf('>>>', inicio + 2) : linhas.lastIndexOf('>>>');
  if (fim < inicio + 2) throw new PedidoNaoReconhecidoError(`no '>>>' after '${titulo}'`);
  return linhas.slice(inicio + 2, fim);
}

/**
 * The transcript lines (engine.ts, montarContextoReceita). A long transcript keeps its end, so its
 * first line may be cut: a line without its author is left out.
 */
function lerTranscricao(linhas: readonly string[]): MensagemHistorico[] {
  return linhas.flatMap((linha) => {
    const fala = /^(Paciente|Médico): ?(.*)$/.exec(linha);
    return fala ? [{ autor: fala[1] === 'Paciente' ? ('paciente' as const) : ('medico' as const), texto: fala[2]! }] : [];
  });
}

/** The engine's input for the drafts: the user turn construirPedidoRascunho wrote (the first message). */
export function lerPedidoRascunho(system: string, turnos: readonly TurnoConverse[]): RascunhoInput {
  if (!ehPedidoRascunho(system)) throw new PedidoNaoReconhecidoError('not a drafts prompt');
  const pedido = exigir(turnos[0]?.role === 'user' ? turnos[0].texto : undefined, 'the drafts request must start with a user turn');
  const linhas = pedido.split('\n');
  const especialidade = exigir(/^Especialidade: (.+)$/.exec(linhas[0] ?? ''), 'no specialty')[1];
  const medico = exigir(
    medicos.find((candidato) => candidato.especialidade === especialidade),
    `unknown specialty '${especialidade}'`,
  );
  const paciente = linhas.includes('Dados do formulário: não informados.') ? undefined : lerPaciente(secao(linhas, 'Dados do formulário de início da consulta:'));
  const lista = (titulo: string) => {
    const secaoLida = secao(linhas, titulo);
    return secaoLida.length === 1 && secaoLida[0] === 'nenhum' ? [] : itens(secaoLida);
  };
  const retido = bloco(linhas, 'Frases da IA retidas durante a conversa (não foram mostradas ao paciente):', 'primeiro');
  return {
    medico,
    ...(paciente ? { paciente } : {}),
    historico: lerTranscricao(exigir(bloco(linhas, 'Transcrição da consulta:', 'ultimo'), 'no transcript')),
    arquivos: lista('Arquivos enviados:'),
    sinaisAlerta: lista('Sinais de alerta levantados durante a consulta:'),
    conteudoRetido: retido ? itens(retido) : [],
  };
}
