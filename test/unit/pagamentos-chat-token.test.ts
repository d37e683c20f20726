import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHAT_TOKEN_TTL_SECONDS,
  evaluateChatAccess,
  generateChatToken,
  hashChatToken,
  looksLikeChatToken,
  newChatTokenItem,
  toValidarResponse,
  type ChatTokenItem,
} from '#lambdas/common/chat-token.js';
import type { ConsultaItem } from '#lambdas/common/consultas-repository.js';
import { canalDoCheckout, generateCheckoutSecret, hashCheckoutSecret } from '#lambdas/common/checkouts-repository.js';
import { consultaRegras } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';

const T0 = Date.parse('2025-03-10T12:00:00.000Z');
const MIN = 60_000;

const consulta = (overrides: Partial<ConsultaItem> = {}): ConsultaItem => ({
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  medico_id: 3,
  paciente_id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  tipo_consulta: 'Consulta Médica',
  status_consulta: 'agendada',
  status_pagamento: 'aprovado',
  valor: 19.9,
  data_criacao: new Date(T0).toISOString(),
  ...overrides,
});

const tokenFor = (c: ConsultaItem, overrides: Partial<ChatTokenItem> = {}): ChatTokenItem => ({
  ...newChatTokenItem('x'.repeat(43), c, T0),
  ...overrides,
});

describe('chat token generation and hashing', () => {
  it('makes 256-bit base64url tokens from the random source', () => {
    // Prepare
    const sizes: number[] = [];
    const random = (size: number) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xfb);
    };

    // Act
    const token = generateChatToken(random);

    // Assess
    expect(sizes).toEqual([32]);
    expect(token).toBe(Buffer.alloc(32, 0xfb).toString('base64url'));
    expect(token).toHaveLength(43);
    expect(looksLikeChatToken(token)).toBe(true);
  });

  it('gives a different token every time with the real CSPRNG', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateChatToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the sha256 hex of the token, never the token', () => {
    // sha256('abc'), the FIPS 180-2 test vector.
    expect(hashChatToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateChatToken();
    const item = newChatTokenItem(token, consulta(), T0);
    expect(item.token_hash).toBe(hashChatToken(token));
    expect(JSON.stringify(item)).not.toContain(token);
  });

  it('binds the item to the consultation and the doctor and expires it after 24 h', () => {
    const item = newChatTokenItem(generateChatToken(), consulta(), T0);
    expect(item).toMatchObject({ consulta_id: consulta().id, medico_id: 3, tipo_consulta: 'Consulta Médica' });
    expect(item.expires_at).toBe(T0 / 1000 + CHAT_TOKEN_TTL_SECONDS);
    expect(CHAT_TOKEN_TTL_SECONDS).toBe(24 * 60 * 60);
  });

  it.each([
    ['empty', ''],
    ['truncated', generateChatToken().slice(0, 42)],
    ['one too long', `${generateChatToken()}A`],
    ['UUID-shaped dummy of /teste-pagamento', '123e4567-e89b-12d3-a456-426614174000'],
    ['base64 with padding', `${Buffer.alloc(32).toString('base64')}`],
  ])('rejects a %s token before any lookup', (_case, token) => {
    expect(looksLikeChatToken(token)).toBe(false);
  });

  it('makes 256-bit hex checkout secrets, stored as their sha256, with a channel that is neither', () => {
    const secret = generateCheckoutSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(generateCheckoutSecret(() => Buffer.alloc(32, 0xab))).toBe('ab'.repeat(32));
    expect(hashCheckoutSecret(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    const canal = canalDoCheckout(hashCheckoutSecret(secret));
    expect(canal).toMatch(/^[0-9a-f]{32}$/);
    expect(secret).not.toContain(canal);
    expect(hashCheckoutSecret(secret)).not.toContain(canal);
  });
});

describe('chat access rules', () => {
  const c = consulta();

  it('grants an approved consultation that was never opened', () => {
    const access = evaluateChatAccess({ item: tokenFor(c), consulta: c, nowMs: T0 + MIN });
    expect(access.ok).toBe(true);
    expect(toValidarResponse(access)).toEqual({ valid: true, consulta: { medico_id: 3, tipo_consulta: 'Consulta Médica' } });
  });

  it('expires the token 24 h after issue', () => {
    const item = tokenFor(c);
    expect(evaluateChatAccess({ item, consulta: c, nowMs: item.expires_at * 1000 - 1 }).ok).toBe(true);
    expect(evaluateChatAccess({ item, consulta: c, nowMs: item.expires_at * 1000 })).toEqual({ ok: false, reason: 'invalido' });
  });

  it('allows re-entry during the 30 minutes after first use, not after', () => {
    const duracao = consultaRegras.duracaoMinutos * MIN;
    const opened = consulta({ utilizada_em: new Date(T0).toISOString(), status_consulta: 'em_andamento' });
    const item = tokenFor(opened, { used_at: new Date(T0).toISOString() });
    expect(evaluateChatAccess({ item, consulta: opened, nowMs: T0 + duracao - 1 }).ok).toBe(true);
    expect(evaluateChatAccess({ item, consulta: opened, nowMs: T0 + duracao }).ok).toBe(false);
  });

  it.each([
    ['revoked', tokenFor(c, { revoked_at: new Date(T0).toISOString() }), c],
    ['refunded', tokenFor(c), consulta({ status_pagamento: 'estornado' })],
    ['still pending', tokenFor(c), consulta({ status_pagamento: 'pendente' })],
    ['bound to another consultation', tokenFor(c, { consulta_id: 'outra' }), c],
    ['unknown', undefined, c],
    ['of a vanished consultation', tokenFor(c), undefined],
  ])('denies a %s token with the access text', (_case, item, theConsulta) => {
    const access = evaluateChatAccess({ item, consulta: theConsulta, nowMs: T0 + MIN });
    expect(access).toEqual({ ok: false, reason: 'invalido' });
    expect(toValidarResponse(access)).toEqual({ valid: false, error: 'Token de acesso inválido ou expirado.' });
  });

  it('lets each kind of route in as far as it may: reading after the end, ending after the 30 minutes, writing within them', () => {
    // Prepare
    const duracao = consultaRegras.duracaoMinutos * MIN;
    const aberta = consulta({ utilizada_em: new Date(T0).toISOString(), status_consulta: 'em_andamento' });
    const encerrada = consulta({ utilizada_em: new Date(T0).toISOString(), status_consulta: 'encerrada' });
    const decide = (theConsulta: ConsultaItem, modo: 'leitura' | 'encerramento' | 'escrita', nowMs: number) =>
      evaluateChatAccess({ item: tokenFor(theConsulta), consulta: theConsulta, nowMs, medicoId: 3, modo });

    // Act
    const depoisDoTempo = (['leitura', 'encerramento', 'escrita'] as const).map((modo) => decide(aberta, modo, T0 + duracao));
    const depoisDoFim = (['leitura', 'encerramento', 'escrita'] as const).map((modo) => decide(encerrada, modo, T0 + MIN));

    // Assess
    expect(depoisDoTempo.map((access) => (access.ok ? 'ok' : access.reason))).toEqual(['ok', 'ok', 'tempo-esgotado']);
    expect(depoisDoFim.map((access) => (access.ok ? 'ok' : access.reason))).toEqual(['ok', 'encerrada', 'encerrada']);
    // Validating a token asks for writing: an ended consultation's token no longer validates.
    expect(toValidarResponse(evaluateChatAccess({ item: tokenFor(encerrada), consulta: encerrada, nowMs: T0 + MIN }))).toEqual({
      valid: false,
      error: mensagens.acessoChat.tokenInvalido,
    });
  });

  it('denies another doctor with its own text, and only a valid token gets that far', () => {
    const access = evaluateChatAccess({ item: tokenFor(c), consulta: c, nowMs: T0 + MIN, medicoId: 4 });
    expect(toValidarResponse(access)).toEqual({ valid: false, error: 'Acesso negado. Token não autorizado para este médico.' });
    expect(toValidarResponse(access).error).toBe(mensagens.acessoChat.tokenOutroMedico);
    const expired = evaluateChatAccess({ item: tokenFor(c), consulta: c, nowMs: T0 + 25 * 60 * MIN, medicoId: 4 });
    expect(toValidarResponse(expired).error).toBe(mensagens.acessoChat.tokenInvalido);
  });
});
