import { describe, expect, it } from 'vitest';
import { classificarRespostaDuvidas, FRASE_PERGUNTA_DUVIDAS, perguntaSobreDuvidas } from '#shared/duvidas.js';
import { parseOrError } from '#shared/schemas/common.js';
import {
  calcularImc,
  dadosPacienteDoFormulario,
  dadosPacienteSchema,
  mensagensIntake,
  nomeDoAtendido,
} from '#shared/schemas/consulta-chat.js';

const ENGLISH_DEFAULT = /^(Invalid|Expected|Too|Unrecognized|Required)/;

const valido = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62.5,
  altura: 165,
  bebe: 'ocasionalmente',
  fuma: 'nao',
  esporte: 'caminhada',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

const menor = {
  ...valido,
  idade: 9,
  consultaPara: 'outro',
  nomeOutraPessoa: 'Pedro Silva',
  nomeResponsavel: 'Maria Silva',
  telefoneResponsavel: '(11) 98765-4321',
  parentescoResponsavel: 'mãe',
};

describe('calcularImc', () => {
  it.each([
    [62.5, 165, '23,0'],
    [70, 175, '22,9'],
    [88.4, 178, '27,9'],
    [20, 115, '15,1'],
    [70, 0, 'Não calculado'],
    [Number.NaN, 170, 'Não calculado'],
    [0, 170, 'Não calculado'],
  ])('%s kg, %s cm → %s', (peso, altura, imc) => {
    expect(calcularImc(peso, altura)).toBe(imc);
  });
});

describe('dadosPacienteSchema', () => {
  it('accepts a complete adult form, form strings included, and drops responsible fields for adults', () => {
    const resultado = parseOrError(dadosPacienteSchema, {
      ...valido,
      idade: '34',
      peso: '62,5',
      altura: '165',
      nomeResponsavel: 'Ninguém',
      telefoneResponsavel: '11',
      parentescoResponsavel: 'x',
    });

    expect(resultado).toEqual({
      ok: true,
      data: { ...valido, esporte: 'caminhada' },
    });
  });

  it('turns a minor consultation for someone else into the AI view with BMI and responsible adult', () => {
    const resultado = dadosPacienteSchema.parse(menor);

    expect(dadosPacienteDoFormulario(resultado)).toEqual({
      nome: 'Maria Silva',
      idade: 9,
      peso: 62.5,
      altura: 165,
      imc: '23,0',
      bebe: 'ocasionalmente',
      fuma: 'nao',
      esporte: 'caminhada',
      consultaPara: 'outro',
      nomeOutraPessoa: 'Pedro Silva',
      menor: true,
      responsavel: { nome: 'Maria Silva', telefone: '11987654321', parentesco: 'mãe' },
    });
    expect(nomeDoAtendido(dadosPacienteDoFormulario(resultado))).toBe('Pedro Silva');
  });

  it.each([
    ['no age', { idade: undefined }, mensagensIntake.idadeObrigatoria],
    ['an empty age field', { idade: '' }, mensagensIntake.idadeObrigatoria],
    ['a fractional age', { idade: 30.5 }, mensagensIntake.idadeInvalida],
    ['an age over 130', { idade: 131 }, mensagensIntake.idadeInvalida],
    ['a negative age', { idade: -1 }, mensagensIntake.idadeInvalida],
    ['no weight', { peso: undefined }, mensagensIntake.pesoObrigatorio],
    ['a weight with two decimals', { peso: 62.55 }, mensagensIntake.pesoInvalido],
    ['a weight under 0.5 kg', { peso: 0.4 }, mensagensIntake.pesoInvalido],
    ['a weight over 400 kg', { peso: 401 }, mensagensIntake.pesoInvalido],
    ['a height under 30 cm', { altura: 29 }, mensagensIntake.alturaInvalida],
    ['a height over 250 cm', { altura: 251 }, mensagensIntake.alturaInvalida],
    ['a text height', { altura: 'alto' }, mensagensIntake.alturaInvalida],
    ['an unknown drinking option', { bebe: 'muito' }, mensagensIntake.bebeInvalido],
    ['an unknown smoking option', { fuma: 'as vezes' }, mensagensIntake.fumaInvalido],
    ['a 201-character sport', { esporte: 'a'.repeat(201) }, mensagensIntake.esporteMuitoLongo],
    ['an unknown consultaPara', { consultaPara: 'amigo' }, mensagensIntake.consultaParaInvalido],
    ['the data consent unticked', { consentimentoDados: false }, mensagensIntake.consentimentoDadosObrigatorio],
    ['the terms consent missing', { consentimentoTermos: undefined }, mensagensIntake.consentimentoTermosObrigatorio],
    ['a missing name', { nome: '' }, 'Informe o nome completo.'],
  ])('rejects %s with its pt-BR message', (_caso, alteracao, mensagem) => {
    const resultado = parseOrError(dadosPacienteSchema, { ...valido, ...alteracao });

    expect(resultado).toMatchObject({ ok: false, message: mensagem });
  });

  it('requires the other person’s name when the consultation is for someone else', () => {
    const resultado = parseOrError(dadosPacienteSchema, { ...valido, consultaPara: 'outro' });

    expect(resultado).toMatchObject({ ok: false, issues: [{ path: 'nomeOutraPessoa', message: mensagensIntake.nomeOutraPessoaObrigatorio }] });
  });

  it('requires the responsible adult’s name, phone and relationship for a minor', () => {
    const resultado = parseOrError(dadosPacienteSchema, { ...valido, idade: 17 });

    expect(resultado.ok).toBe(false);
    expect(resultado.ok ? [] : resultado.issues).toEqual([
      { path: 'nomeResponsavel', message: mensagensIntake.nomeResponsavelObrigatorio },
      { path: 'telefoneResponsavel', message: mensagensIntake.telefoneResponsavelObrigatorio },
      { path: 'parentescoResponsavel', message: mensagensIntake.parentescoResponsavelObrigatorio },
    ]);
  });

  it('checks the responsible adult’s phone', () => {
    const resultado = parseOrError(dadosPacienteSchema, { ...menor, telefoneResponsavel: '1234' });

    expect(resultado).toMatchObject({ ok: false, issues: [{ path: 'telefoneResponsavel', message: mensagensIntake.telefoneResponsavelInvalido }] });
  });

  it('refuses unknown keys and never answers in English', () => {
    const resultado = parseOrError(dadosPacienteSchema, { ...valido, admin: true });

    expect(resultado.ok).toBe(false);
    if (!resultado.ok) for (const issue of resultado.issues) expect(issue.message).not.toMatch(ENGLISH_DEFAULT);
  });
});

describe('the doubts step', () => {
  it.each([
    [FRASE_PERGUNTA_DUVIDAS, true],
    ['Orientações acima.\n\nFicou alguma dúvida?', true],
    ['Tem mais alguma dúvida sobre o tratamento?', true],
    ['Você ainda tem alguma duvida?', true],
    ['Se tiver alguma dúvida, pergunte.', false],
    ['Desde quando você sente isso?', false],
  ])('%j asks about doubts: %s', (texto, esperado) => {
    expect(perguntaSobreDuvidas(texto)).toBe(esperado);
  });

  it.each([
    ['não, obrigado', 'negativa'],
    ['Não tenho dúvidas', 'negativa'],
    ['tudo esclarecido!', 'negativa'],
    ['obrigada, doutora', 'negativa'],
    ['nao preciso de mais nada', 'negativa'],
    ['sim', 'afirmativa'],
    ['tenho sim, posso tomar dipirona?', 'afirmativa'],
    ['gostaria de saber sobre a dieta', 'afirmativa'],
    ['ok', 'indefinida'],
  ] as const)('%j → %s', (texto, esperado) => {
    expect(classificarRespostaDuvidas(texto)).toBe(esperado);
  });
});
