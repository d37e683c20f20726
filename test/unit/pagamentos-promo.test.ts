import { describe, expect, it } from 'vitest';
import { ApiError } from '#lambdas/common/errors.js';
import { dueDateTomorrow, mapAsaasError } from '#lambdas/pagamentos/pagamentos.js';
import { assertCodigoPromo } from '#lambdas/pagamentos/promo.js';
import { parseOrError } from '#shared/schemas/common.js';
import { consultaGratuitaRequestSchema } from '#shared/schemas/consultas.js';
import {
  normalizarCodigoPromo,
  pacienteChannel,
  pagamentoRequestSchema,
  verificarCodigoPromo,
} from '#shared/schemas/pagamentos.js';

describe('promo code', () => {
  it.each([
    ['ZAP19', 'ZAP19'],
    ['zap19', 'ZAP19'],
    ['  Zap19  ', 'ZAP19'],
    ['\tzaP19\n', 'ZAP19'],
  ])('normalises %j to %j', (typed, normalised) => {
    expect(normalizarCodigoPromo(typed)).toBe(normalised);
  });

  it.each([
    ['ZAP19', 'valido'],
    [' zap19 ', 'valido'],
    ['', 'necessario'],
    ['   ', 'necessario'],
    [undefined, 'necessario'],
    ['ZAP20', 'invalido'],
    ['ZAP 19', 'invalido'],
    ['ZAP190', 'invalido'],
    ['ZAP19ZAP19Z', 'invalido'],
    ['ＺＡＰ19', 'invalido'],
  ] as const)('classifies %j as %s', (codigo, resultado) => {
    expect(verificarCodigoPromo(codigo)).toBe(resultado);
  });

  it('answers the dialog texts, title and description', () => {
    const thrown = (codigo: string) => {
      try {
        assertCodigoPromo(codigo);
        return undefined;
      } catch (error) {
        return error as ApiError;
      }
    };
    expect(thrown('zap19')).toBeUndefined();
    expect(thrown('')).toMatchObject({ status: 400, message: 'Código necessário' });
    expect(thrown('XYZ')).toMatchObject({
      status: 400,
      message: 'Código inválido',
      descricao: 'O código promocional digitado não é válido.',
    });
  });
});

describe('request schemas', () => {
  it('normalises the payment form: masked CPF to digits, e-mail trimmed and lower-cased', () => {
    const result = parseOrError(pagamentoRequestSchema, {
      nomeCompleto: '  Ana   Souza ',
      email: ' Ana@Exemplo.COM.br ',
      cpfCnpj: '529.982.247-25',
      medicoId: 3,
    });
    expect(result).toEqual({
      ok: true,
      data: { nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com.br', cpfCnpj: '52998224725', medicoId: 3 },
    });
  });

  it.each([
    [{ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com.br', cpfCnpj: '529.982.247-24', medicoId: 3 }, 'CPF inválido. Verifique os números digitados.'],
    [{ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com.br', cpfCnpj: '111.111.111-11', medicoId: 3 }, 'CPF inválido. Verifique os números digitados.'],
    [{ nomeCompleto: '', email: 'ana@exemplo.com.br', cpfCnpj: '52998224725', medicoId: 3 }, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ email: 'ana@exemplo.com.br', cpfCnpj: '52998224725', medicoId: 3 }, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com.br', cpfCnpj: '52998224725' }, 'Médico não selecionado. Volte à sala de atendimento para escolher um médico.'],
    [{ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com.br', cpfCnpj: '52998224725', medicoId: 99 }, 'Médico não selecionado. Volte à sala de atendimento para escolher um médico.'],
  ])('refuses %j with a pt-BR message', (input, message) => {
    expect(parseOrError(pagamentoRequestSchema, input)).toMatchObject({ ok: false, message });
  });

  it('parses the free form, the CPF (check digits) and the e-mail\'s code being required', () => {
    const base = {
      codigo: 'zap19',
      nome: 'Bruno Lima',
      email: 'Bruno@Exemplo.com.br',
      telefone: '(11) 98765-4321',
      medicoId: 1,
      cpf: '529.982.247-25',
      codigoEmail: ' 012345 ',
    };
    expect(parseOrError(consultaGratuitaRequestSchema, base)).toMatchObject({
      ok: true,
      data: { email: 'bruno@exemplo.com.br', telefone: '11987654321', cpf: '52998224725', codigoEmail: '012345' },
    });
    const { cpf: _semCpf, ...semCpf } = base;
    expect(parseOrError(consultaGratuitaRequestSchema, semCpf)).toMatchObject({ ok: false });
    expect(parseOrError(consultaGratuitaRequestSchema, { ...base, cpf: '529.982.247-24' })).toMatchObject({
      ok: false,
      message: 'CPF inválido. Verifique os números digitados.',
    });
    const { codigoEmail: _semCodigo, ...semCodigo } = base;
    expect(parseOrError(consultaGratuitaRequestSchema, semCodigo)).toMatchObject({
      ok: false,
      message: 'Informe o código de 6 dígitos enviado por e-mail.',
    });
    expect(parseOrError(consultaGratuitaRequestSchema, { ...base, telefone: '' })).toMatchObject({
      ok: false,
      message: 'Por favor, preencha todos os campos obrigatórios',
    });
  });
});

describe('payment helpers', () => {
  it('dates the charge the next day in São Paulo', () => {
    // 01:30 UTC is still the previous evening in São Paulo (UTC−3).
    expect(dueDateTomorrow(Date.parse('2025-03-10T01:30:00Z'))).toBe('2025-03-10');
    expect(dueDateTomorrow(Date.parse('2025-03-10T15:00:00Z'))).toBe('2025-03-11');
    expect(dueDateTomorrow(Date.parse('2025-12-31T12:00:00Z'))).toBe('2026-01-01');
  });

  const asaasError = (status: number, retryable = false) =>
    Object.assign(new Error('asaas'), { name: 'AsaasError', status, retryable, errors: [{ code: 'x', description: 'y' }] });

  it.each([
    [400, 400, 'Erro ao processar pagamento'],
    [404, 502, 'Erro ao processar pagamento'],
    [401, 503, 'O serviço de pagamento está temporariamente indisponível. Tente novamente em instantes.'],
    [429, 503, 'O serviço de pagamento está temporariamente indisponível. Tente novamente em instantes.'],
    [500, 503, 'O serviço de pagamento está temporariamente indisponível. Tente novamente em instantes.'],
  ])('maps an Asaas %i to %i', (asaasStatus, status, message) => {
    expect(mapAsaasError(asaasError(asaasStatus))).toMatchObject({ status, message });
  });

  it('maps a network failure to 503', () => {
    expect(mapAsaasError(new TypeError('fetch failed'))).toMatchObject({ status: 503 });
  });

  it('names the patient channel by a hash of the Cognito sub, never the sub itself', async () => {
    const sub = '0f9c1b7e-1111-4222-8333-944455556666';
    const channel = await pacienteChannel(sub);
    expect(channel).toMatch(/^\/pacientes\/[0-9a-f]{32}$/);
    expect(channel).not.toContain(sub);
    expect(await pacienteChannel(sub)).toBe(channel);
  });
});
