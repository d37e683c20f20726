/**
 * The item model (lambdas/common/itens.ts): one schema per table reads every shape its writers
 * store, and a stored item that does not fit is read as absent and logged by its ids only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutItemSchema, consultaItemSchema, readItem, readItems, pacienteItemSchema } from '#lambdas/common/itens.js';
import { logger } from '#lambdas/common/logger.js';

const consultaPaga = {
  id: 'c-1',
  medico_id: 3,
  paciente_id: 'p-1',
  tipo_consulta: 'Consulta Médica',
  status_consulta: 'agendada',
  status_pagamento: 'pendente',
  valor: 49.9,
  data_criacao: '2026-11-20T10:00:00.000Z',
  checkout_id: 'a'.repeat(32),
  asaas_payment_id: 'pay_1',
};

afterEach(() => vi.restoreAllMocks());

describe('consultaItemSchema', () => {
  it('reads a consultation as the payment writes it and as the chat completes it, with one schema', () => {
    // Prepare
    const encerrada = {
      ...consultaPaga,
      status_pagamento: 'aprovado',
      status_consulta: 'encerrada',
      aprovado_em: '2026-11-20T10:01:00.000Z',
      utilizada_em: '2026-11-20T10:02:00.000Z',
      dados_paciente: { nome: 'Teresa Campos', idade: 52 },
      consentimentos: { lgpd: '2026-11-20T10:02:00.000Z', termos: '2026-11-20T10:02:00.000Z' },
      intake_em: '2026-11-20T10:02:00.000Z',
      mensagens_seq: 9,
      mensagens_paciente: 4,
      anexos_total: 0,
      motivo: 'Dor nas costas',
      avaliacao: 5,
      motivo_encerramento: 'avaliacao',
      encerrada_em: '2026-11-20T10:20:00.000Z',
    };

    // Act
    const nova = readItem('consultas', consultaItemSchema, consultaPaga);
    const lida = readItem('consultas', consultaItemSchema, encerrada);

    // Assess
    expect(nova).toEqual(consultaPaga);
    expect(lida).toEqual(encerrada);
  });

  it('keeps attributes it does not name, for the LGPD export of the whole row', () => {
    expect(readItem('consultas', consultaItemSchema, { ...consultaPaga, atributo_antigo: 'x' })).toMatchObject({ atributo_antigo: 'x' });
  });
});

describe('pacienteItemSchema', () => {
  it('reads a row kept for the clinical record after its account was deleted, without contact data', () => {
    const retida = {
      id: 'p-1',
      nome: 'Teresa Campos',
      cpf: '52998224725',
      status: 'LIBERADO',
      data_criacao: '2026-01-01T00:00:00.000Z',
      conta_excluida_em: '2026-11-20T00:00:00.000Z',
      retencao_ate: '2046-11-20T00:00:00.000Z',
    };

    expect(readItem('pacientes', pacienteItemSchema, retida)).toEqual(retida);
  });
});

describe('readItem', () => {
  it('reads an item that does not fit as absent and logs its ids and failed fields, never its content', () => {
    // Prepare
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const estragada = { ...consultaPaga, status_pagamento: 'talvez', valor: 'caro', paciente_nome: 'Teresa Campos' };

    // Act
    const lida = readItem('consultas', consultaItemSchema, estragada);

    // Assess
    expect(lida).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    const [mensagem, campos] = error.mock.calls[0]!;
    expect(mensagem).toBe('stored item does not fit its model');
    expect(campos).toMatchObject({ table: 'consultas', ids: { id: 'c-1' }, errorName: expect.any(String) });
    expect((campos as { fields: string[] }).fields.sort()).toEqual(['status_pagamento', 'valor']);
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/Teresa|talvez|caro/);
  });

  it('keeps the items of a page that fit, in their order, and names a secret-keyed table\'s item by its consultation', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const segunda = { ...consultaPaga, id: 'c-2' };

    const lidas = readItems('consultas', consultaItemSchema, [consultaPaga, { id: 'c-x' }, segunda]);
    readItem('checkouts', checkoutItemSchema, { id: 'segredo-do-checkout', consulta_id: 'c-1' });

    expect(lidas.map((consulta) => consulta.id)).toEqual(['c-1', 'c-2']);
    expect(error.mock.calls.map(([, campos]) => (campos as { ids: unknown }).ids)).toEqual([{ id: 'c-x' }, { consulta_id: 'c-1' }]);
    expect(JSON.stringify(error.mock.calls)).not.toContain('segredo-do-checkout');
  });

  it('answers undefined for no item without logging', () => {
    const error = vi.spyOn(logger, 'error');
    expect(readItem('consultas', consultaItemSchema, undefined)).toBeUndefined();
    expect(readItems('consultas', consultaItemSchema, undefined)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });
});
