import { describe, expect, it } from 'vitest';
import { allowedSources, isForwardTransition } from '#lambdas/common/consultas-repository.js';
import { targetStatus, verifyWebhookToken } from '#lambdas/webhooks/asaas-webhook.js';
import { statusPagamentoValues, type StatusPagamento } from '#shared/schemas/consultas.js';

describe('payment status state machine', () => {
  // Every pair (from, to): only pendente → aprovado, pendente → estornado and aprovado → estornado move.
  const table: Array<[StatusPagamento, StatusPagamento, boolean]> = [
    ['pendente', 'pendente', false],
    ['pendente', 'aprovado', true],
    ['pendente', 'estornado', true],
    ['aprovado', 'pendente', false],
    ['aprovado', 'aprovado', false],
    ['aprovado', 'estornado', true],
    ['estornado', 'pendente', false],
    ['estornado', 'aprovado', false],
    ['estornado', 'estornado', false],
  ];

  it('covers every pair of states', () => {
    expect(table).toHaveLength(statusPagamentoValues.length ** 2);
  });

  it.each(table)('%s → %s is forward: %s', (from, to, forward) => {
    expect(isForwardTransition(from, to)).toBe(forward);
  });

  it('lists the sources the conditional update accepts', () => {
    expect(allowedSources('aprovado')).toEqual(['pendente']);
    expect(allowedSources('estornado')).toEqual(['pendente', 'aprovado']);
    expect(allowedSources('pendente')).toEqual([]);
  });

  it('never reaches aprovado again once estornado, whatever the order of events', () => {
    // Prepare: every order of a confirmation, a receipt and a refund.
    const events = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_REFUNDED'];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      // Act
      let status: StatusPagamento = 'pendente';
      for (const index of order) {
        const to = targetStatus(events[index]!);
        if (to && isForwardTransition(status, to)) status = to;
      }
      // Assess
      expect(status).toBe('estornado');
    }
  });
});

describe('webhook event classification', () => {
  it.each([
    ['PAYMENT_CONFIRMED', 'aprovado'],
    ['PAYMENT_RECEIVED', 'aprovado'],
    ['PAYMENT_REFUNDED', 'estornado'],
    ['PAYMENT_CHARGEBACK_REQUESTED', 'estornado'],
    ['PAYMENT_CHARGEBACK_DISPUTE', 'estornado'],
    ['PAYMENT_DELETED', 'estornado'],
    ['PAYMENT_CREATED', undefined],
    ['PAYMENT_UPDATED', undefined],
    ['PAYMENT_OVERDUE', undefined],
    ['TRANSFER_DONE', undefined],
  ])('%s → %s', (event, status) => {
    expect(targetStatus(event)).toBe(status);
  });
});

describe('webhook token comparison', () => {
  const expected = 'wh_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

  it('accepts only the exact token', () => {
    expect(verifyWebhookToken(expected, expected)).toBe(true);
    expect(verifyWebhookToken(`${expected} `, expected)).toBe(false);
    expect(verifyWebhookToken(expected.slice(0, -1), expected)).toBe(false);
    expect(verifyWebhookToken(expected.toUpperCase(), expected)).toBe(false);
    expect(verifyWebhookToken(`${expected}${expected}`, expected)).toBe(false);
  });

  it('refuses a missing or empty token, and everything when none is configured', () => {
    expect(verifyWebhookToken(undefined, expected)).toBe(false);
    expect(verifyWebhookToken('', expected)).toBe(false);
    expect(verifyWebhookToken('', '')).toBe(false);
  });
});
