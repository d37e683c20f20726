/**
 * The prompts lambdas/ia/system-prompt.ts writes, read back by the local Bedrock runtime's parser
 * (infra/local/offline-engine/pedido.ts): for varied inputs, the prompt read back is the same engine
 * input, but for what the prompt leaves out on purpose (the responsible adult's phone, the intake's
 * sex, a triage below `pronto-socorro`, the drafts' triage floor, a message's line breaks in the
 * drafts' transcript). A change to a prompt that the
 * parser does not follow fails here.
 */
import { describe, expect, it } from 'vitest';
import { orientacoesEmergencia } from '#shared/emergencia.js';
import { findMedico, medicos } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { construirMensagensBedrock } from '#lambdas/ia/bedrock-engine.js';
import type { MensagemHistorico, RascunhoInput, RespostaInput } from '#lambdas/ia/engine.js';
import { construirPedidoRascunho, construirSystemPrompt, construirSystemPromptRascunho } from '#lambdas/ia/system-prompt.js';
import {
  ehPedidoRascunho,
  lerPedidoRascunho,
  lerPedidoResposta,
  PedidoNaoReconhecidoError,
  type TurnoConverse,
} from '#infra/local/offline-engine/pedido.js';

const adulta: DadosPaciente = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62.5,
  altura: 165,
  imc: '23,0',
  bebe: 'ocasionalmente',
  fuma: 'parou',
  esporte: 'corrida três vezes por semana',
  sexo: 'feminino',
  consultaPara: 'proprio',
  menor: false,
};

const crianca: DadosPaciente = {
  nome: 'Carlos Souza',
  idade: 1,
  peso: 9.8,
  altura: 76,
  imc: '17,0',
  bebe: 'nao',
  fuma: 'nao',
  esporte: '',
  consultaPara: 'outro',
  nomeOutraPessoa: 'Pedro Souza',
  menor: true,
  responsavel: { nome: 'Carlos Souza', telefone: '(11) 98765-4321', parentesco: 'pai' },
};

const menorSemResponsavel: DadosPaciente = { ...crianca, idade: 15, consultaPara: 'proprio', nome: 'Lia Prado', responsavel: undefined };
delete (menorSemResponsavel as { nomeOutraPessoa?: string }).nomeOutraPessoa;
delete (menorSemResponsavel as { responsavel?: unknown }).responsavel;

const outraPessoaAdulta: DadosPaciente = { ...adulta, consultaPara: 'outro', nomeOutraPessoa: 'José da Silva (pai)', idade: 71, fuma: 'sim', bebe: 'sim' };

const conversa: MensagemHistorico[] = [
  { autor: 'medico', texto: 'Olá, Maria! Recebi seus dados. Qual é o motivo da consulta?' },
  { autor: 'paciente', texto: 'Estou com febre e dor no corpo.' },
  { autor: 'medico', texto: 'Desde quando?\n\nE de 0 a 10, qual a intensidade?' },
];

/** What the engine is given when it answers `input` through Bedrock: the system prompt and the Converse messages. */
function pedidoDe(input: RespostaInput): { system: string; turnos: TurnoConverse[] } {
  const system = construirSystemPrompt({
    medico: input.medico,
    paciente: input.paciente,
    arquivos: input.arquivos,
    totalMensagens: input.historico.length + 1,
    ...(input.emergencia ? { emergencia: input.emergencia } : {}),
    ...(input.triagem ? { triagem: input.triagem } : {}),
  });
  const turnos = construirMensagensBedrock(input.historico, input.mensagem).map((mensagem) => ({
    role: mensagem.role as 'user' | 'assistant',
    texto: (mensagem.content ?? []).map((bloco) => ('text' in bloco ? bloco.text : '')).join(''),
  }));
  return { system, turnos };
}

/** The input as the prompt carries it: no phone, no sex, only an urgent triage. */
function comoNoPrompt(input: RespostaInput): RespostaInput {
  const { sexo: _sexo, responsavel, ...paciente } = input.paciente;
  const urgente = input.triagem?.nivel === 'emergencia' || input.triagem?.nivel === 'pronto-socorro';
  const { triagem, ...resto } = input;
  return {
    ...resto,
    paciente: { ...paciente, ...(responsavel ? { responsavel: { ...responsavel, telefone: '' } } : {}) },
    ...(urgente && triagem ? { triagem } : {}),
  };
}

const cardiaca = { tipo: 'cardiaca' as const, orientacao: orientacoesEmergencia.cardiaca };

const respostas: ReadonlyArray<readonly [string, RespostaInput]> = [
  ['an adult, her own consultation, mid-conversation', { medico: findMedico(1), paciente: adulta, historico: conversa, mensagem: 'Há 3 dias, nota 7.', arquivos: [] }],
  ['the first message, without the greeting', { medico: findMedico(2), paciente: adulta, historico: [], mensagem: 'Oi, estou com tosse', arquivos: [] }],
  [
    'a child, for someone else, with the responsible adult',
    { medico: medicos.find((medico) => medico.especialidadeId === 'pediatria')!, paciente: crianca, historico: conversa, mensagem: 'Ele está com febre desde ontem', arquivos: [] },
  ],
  ['a minor without a responsible adult', { medico: findMedico(1), paciente: menorSemResponsavel, historico: conversa, mensagem: 'dor de garganta', arquivos: [] }],
  ['an adult for someone else, a psychologist', { medico: medicos.find((medico) => medico.especialidadeId === 'psicologia')!, paciente: outraPessoaAdulta, historico: conversa, mensagem: 'Ele anda muito ansioso', arquivos: [] }],
  [
    'files',
    { medico: findMedico(1), paciente: adulta, historico: conversa, mensagem: 'Mandei os exames', arquivos: ['hemograma.pdf', 'raio-x tórax (frente).jpg', 'receita antiga.png'] },
  ],
  [
    'an urgent triage alert with a red flag, a reason holding "; " in parentheses',
    {
      medico: findMedico(1),
      paciente: adulta,
      historico: conversa,
      mensagem: 'Agora estou com dor no peito e coração disparado',
      arquivos: [],
      emergencia: cardiaca,
      triagem: { nivel: 'emergencia', motivos: ['Dor no peito', 'Coração acelerado em repouso (130 batimentos por minuto ou mais; 180 na criança)'] },
    },
  ],
  [
    'an urgent triage without a red flag in this message',
    { medico: findMedico(1), paciente: adulta, historico: conversa, mensagem: 'Continua igual', arquivos: [], triagem: { nivel: 'pronto-socorro', motivos: ['Febre alta há mais de 3 dias'] } },
  ],
  [
    'a red flag below an urgent triage (the triage is not in the prompt)',
    { medico: findMedico(1), paciente: adulta, historico: conversa, mensagem: 'Estou com dor no peito', arquivos: [], emergencia: cardiaca, triagem: { nivel: 'consulta-24h', motivos: ['Febre'] } },
  ],
];

describe('lerPedidoResposta: the answer prompt read back', () => {
  it.each(respostas)('%s', (_caso, input) => {
    const { system, turnos } = pedidoDe(input);

    const lido = lerPedidoResposta(system, turnos);

    expect(ehPedidoRascunho(system)).toBe(false);
    expect(lido).toEqual(comoNoPrompt(input));
  });

  it('reads a merged turn back as one message (Converse merges consecutive turns of one role)', () => {
    const input: RespostaInput = { medico: findMedico(1), paciente: adulta, historico: [...conversa, { autor: 'paciente', texto: 'Há 3 dias' }], mensagem: 'nota 7', arquivos: [] };
    const { system, turnos } = pedidoDe(input);

    const lido = lerPedidoResposta(system, turnos);

    expect(lido.historico).toEqual(conversa);
    expect(lido.mensagem).toBe('Há 3 dias\n\nnota 7');
  });

  it('refuses a prompt that is not ours, and a conversation that does not end with the patient', () => {
    const { system, turnos } = pedidoDe(respostas[0]![1]);

    expect(() => lerPedidoResposta('You are a helpful assistant.', turnos)).toThrow(PedidoNaoReconhecidoError);
    expect(() => lerPedidoResposta(system, [...turnos, { role: 'assistant', texto: 'Entendi.' }])).toThrow(/must end with a user turn/);
  });
});

const rascunhos: ReadonlyArray<readonly [string, RascunhoInput]> = [
  [
    'an adult, files, red flags and held-back content',
    {
      medico: findMedico(1),
      paciente: adulta,
      historico: [...conversa, { autor: 'paciente', texto: 'Há 3 dias, nota 7.' }],
      arquivos: ['hemograma.pdf'],
      sinaisAlerta: ['Falta de ar ou dificuldade para respirar'],
      conteudoRetido: ['Tome dipirona 500 mg de 6 em 6 horas.', 'Provavelmente é uma gripe.'],
    },
  ],
  [
    'a child with the responsible adult, nothing held back',
    {
      medico: medicos.find((medico) => medico.especialidadeId === 'pediatria')!,
      paciente: crianca,
      historico: [{ autor: 'medico', texto: 'Olá!' }, { autor: 'paciente', texto: 'Ele tem febre >>> 39 graus <<< desde ontem' }],
      arquivos: [],
      sinaisAlerta: [],
      conteudoRetido: [],
    },
  ],
  ['no intake and an empty transcript', { medico: findMedico(3), historico: [], arquivos: [], sinaisAlerta: [], conteudoRetido: [] }],
];

describe('lerPedidoRascunho: the drafts request read back', () => {
  it.each(rascunhos)('%s', (_caso, input) => {
    const system = construirSystemPromptRascunho(input.medico);
    const turnos: TurnoConverse[] = [{ role: 'user', texto: construirPedidoRascunho(input) }];

    const lido = lerPedidoRascunho(system, turnos);

    expect(ehPedidoRascunho(system)).toBe(true);
    const paciente = input.paciente ? comoNoPrompt({ medico: input.medico, paciente: input.paciente, historico: [], mensagem: '', arquivos: [] }).paciente : undefined;
    // The transcript is written one line per message.
    const historico = input.historico.map((mensagem) => ({ ...mensagem, texto: mensagem.texto.replace(/\s+/g, ' ').trim() }));
    expect(lido).toEqual({ ...input, historico, ...(paciente ? { paciente } : {}) });
  });

  it('keeps the transcript\'s most recent part, whole lines only, when it is long', () => {
    const historico: MensagemHistorico[] = Array.from({ length: 400 }, (_, i) => ({ autor: i % 2 === 0 ? 'medico' : 'paciente', texto: `mensagem número ${i} ${'x'.repeat(60)}` }));
    const input: RascunhoInput = { medico: findMedico(1), paciente: adulta, historico, arquivos: [], sinaisAlerta: [], conteudoRetido: [] };

    const lido = lerPedidoRascunho(construirSystemPromptRascunho(input.medico), [{ role: 'user', texto: construirPedidoRascunho(input) }]);

    expect(lido.historico.length).toBeLessThan(historico.length);
    expect(lido.historico).toEqual(historico.slice(-lido.historico.length));
  });
});
