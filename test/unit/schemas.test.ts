import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { cpfSchema, emailSchema, nomeSchema, parseOrError, requiredText } from '#shared/schemas/common.js';
import {
  PRESENCE_CHANNEL,
  presenceCountSchema,
  presenceEventSchema,
  presenceLeaveRequestSchema,
  presenceRequestSchema,
  presenceResponseSchema,
} from '#shared/schemas/presence.js';
import { runtimeConfigSchema } from '#shared/schemas/runtime-config.js';

// zod's own defaults start with these English words; a pt-BR message never does.
const ENGLISH_DEFAULT = /^(Invalid|Expected|Too|Unrecognized|Required)/;
const VISITOR_ID = 'v_7fK2-abcdEFGH1234';

describe('presenceRequestSchema', () => {
  it('accepts a visitor id of 16 to 64 URL-safe characters', () => {
    expect(parseOrError(presenceRequestSchema, { visitorId: VISITOR_ID })).toEqual({
      ok: true,
      data: { visitorId: VISITOR_ID },
    });
    expect(parseOrError(presenceRequestSchema, { visitorId: 'a'.repeat(16) }).ok).toBe(true);
    expect(parseOrError(presenceRequestSchema, { visitorId: 'a'.repeat(64) }).ok).toBe(true);
  });

  it('accepts the slot of the previous beat, a positive integer, and requires it in a goodbye', () => {
    expect(parseOrError(presenceRequestSchema, { visitorId: VISITOR_ID, slot: 356_000_000 })).toEqual({
      ok: true,
      data: { visitorId: VISITOR_ID, slot: 356_000_000 },
    });
    expect(parseOrError(presenceLeaveRequestSchema, { visitorId: VISITOR_ID, slot: 356_000_000 }).ok).toBe(true);
    expect(parseOrError(presenceLeaveRequestSchema, { visitorId: VISITOR_ID })).toMatchObject({ ok: false, message: mensagens.presenca.intervaloInvalido });
    for (const slot of [0, -1, 1.5, '356000000', null]) {
      expect(parseOrError(presenceRequestSchema, { visitorId: VISITOR_ID, slot })).toMatchObject({ ok: false, message: mensagens.presenca.intervaloInvalido });
    }
  });

  it.each([
    ['a missing body', undefined],
    ['a non-object body', 'visitante'],
    ['a missing id', {}],
    ['an id of the wrong type', { visitorId: 1234567890123456 }],
    ['an id too short', { visitorId: 'a'.repeat(15) }],
    ['an oversized id', { visitorId: 'a'.repeat(65) }],
    ['an id with other characters', { visitorId: 'visitante com espaço!' }],
    ['unknown keys', { visitorId: VISITOR_ID, isAdmin: true }],
  ])('rejects %s with the Portuguese visitor message', (_case, input) => {
    const result = parseOrError(presenceRequestSchema, input);

    expect(result).toMatchObject({ ok: false, message: mensagens.presenca.visitanteInvalido });
  });
});

describe('presence responses and events', () => {
  it('accepts a count, the credited slot and the next beat\'s delay, and an ISO instant', () => {
    expect(presenceResponseSchema.parse({ online: 3, slot: 356_000_000, nextBeatInMs: 44_000 })).toEqual({ online: 3, slot: 356_000_000, nextBeatInMs: 44_000 });
    expect(presenceCountSchema.parse({ online: 3 })).toEqual({ online: 3 });
    expect(presenceEventSchema.parse({ online: 0, at: '2025-06-23T12:00:00.000Z' }).online).toBe(0);
    expect(PRESENCE_CHANNEL).toBe('/presence/online-visitors');
  });

  it('rejects a negative, fractional or missing count and a non-ISO date, in Portuguese', () => {
    const beat = { slot: 356_000_000, nextBeatInMs: 44_000 };
    for (const input of [{ online: -1, ...beat }, { online: 1.5, ...beat }, beat, { online: '3', ...beat }, { online: 3, slot: 356_000_000 }, { online: 3, slot: 356_000_000, nextBeatInMs: 3_600_000 }]) {
      const result = parseOrError(presenceResponseSchema, input);

      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).not.toMatch(ENGLISH_DEFAULT);
    }
    expect(parseOrError(presenceEventSchema, { online: 1, at: 'ontem' })).toMatchObject({
      ok: false,
      message: mensagens.validacao.dataInvalida,
    });
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Maria.Silva@Exemplo.COM.br ')).toBe('maria.silva@exemplo.com.br');
  });

  it('rejects missing, empty, malformed and oversized addresses in Portuguese', () => {
    expect(parseOrError(emailSchema, undefined)).toMatchObject({ ok: false, message: 'Campo obrigatório.' });
    expect(parseOrError(emailSchema, '   ')).toMatchObject({ ok: false, message: 'Campo obrigatório.' });
    expect(parseOrError(emailSchema, 'maria@')).toMatchObject({ ok: false, message: 'E-mail inválido.' });
    expect(parseOrError(emailSchema, 42)).toMatchObject({ ok: false, message: 'E-mail inválido.' });
    const oversized = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(parseOrError(emailSchema, oversized)).toMatchObject({ ok: false, message: 'E-mail inválido.' });
  });
});

describe('cpfSchema', () => {
  it('accepts masked or plain CPFs and outputs the digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.parse('52998224725')).toBe('52998224725');
  });

  it('rejects a wrong check digit or a repeated sequence with the spec-style message', () => {
    for (const input of ['529.982.247-24', '111.111.111-11', '1234']) {
      expect(parseOrError(cpfSchema, input)).toMatchObject({
        ok: false,
        message: 'CPF inválido. Verifique os números digitados.',
      });
    }
    expect(parseOrError(cpfSchema, '')).toMatchObject({ ok: false, message: 'Campo obrigatório.' });
  });
});

describe('nomeSchema and requiredText', () => {
  it('accepts accented names and collapses spaces', () => {
    expect(nomeSchema.parse('  Maria   D’Ávila  da Conceição-Souza ')).toBe('Maria D’Ávila da Conceição-Souza');
  });

  it('rejects empty, too short, too long or symbol-laden names', () => {
    expect(parseOrError(nomeSchema, '')).toMatchObject({ ok: false, message: mensagens.validacao.nomeObrigatorio });
    expect(parseOrError(nomeSchema, 'A')).toMatchObject({ ok: false, message: mensagens.validacao.nomeObrigatorio });
    expect(parseOrError(nomeSchema, 'a'.repeat(121))).toMatchObject({ ok: false, message: 'Use no máximo 120 caracteres.' });
    expect(parseOrError(nomeSchema, '<script>')).toMatchObject({ ok: false, message: mensagens.validacao.nomeInvalido });
  });

  it('requires a bounded text', () => {
    const schema = requiredText(5);

    expect(schema.parse(' oi ')).toBe('oi');
    expect(parseOrError(schema, ' ')).toMatchObject({ ok: false, message: 'Campo obrigatório.' });
    expect(parseOrError(schema, '123456')).toMatchObject({ ok: false, message: 'Use no máximo 5 caracteres.' });
  });
});

describe('parseOrError', () => {
  it('returns the data on success', () => {
    expect(parseOrError(z.object({ email: emailSchema }), { email: 'A@B.COM' })).toEqual({
      ok: true,
      data: { email: 'a@b.com' },
    });
  });

  it('returns the first message and every issue with its path', () => {
    const schema = z.object({ email: emailSchema, cpf: cpfSchema });

    const result = parseOrError(schema, { email: 'x', cpf: '000.000.000-00' });

    expect(result).toEqual({
      ok: false,
      message: 'E-mail inválido.',
      issues: [
        { path: 'email', message: 'E-mail inválido.' },
        { path: 'cpf', message: 'CPF inválido. Verifique os números digitados.' },
      ],
    });
  });

  it('answers in Portuguese even for a schema without its own messages', () => {
    const schema = z.strictObject({ idade: z.number().int().min(0).max(130), tipo: z.enum(['a', 'b']), site: z.url() });
    const cases: Array<[unknown, string]> = [
      [{ tipo: 'a', site: 'https://a.br' }, 'Campo obrigatório.'],
      [{ idade: 'dez', tipo: 'a', site: 'https://a.br' }, 'Informe um número válido.'],
      [{ idade: -1, tipo: 'a', site: 'https://a.br' }, 'Informe um valor maior ou igual a 0.'],
      [{ idade: 200, tipo: 'a', site: 'https://a.br' }, 'Informe um valor menor ou igual a 130.'],
      [{ idade: 1, tipo: 'c', site: 'https://a.br' }, 'Opção inválida.'],
      [{ idade: 1, tipo: 'a', site: 'não é url' }, 'Endereço (URL) inválido.'],
      [{ idade: 1, tipo: 'a', site: 'https://a.br', extra: 1 }, 'Campo não permitido: extra.'],
      ['texto', 'Os dados enviados não estão no formato esperado.'],
    ];

    for (const [input, message] of cases) {
      expect(parseOrError(schema, input)).toMatchObject({ ok: false, message });
    }
  });
});

describe('runtimeConfigSchema', () => {
  const local = {
    stage: 'local',
    region: 'us-east-1',
    realtime: { httpEndpoint: 'http://127.0.0.1:4010', realtimeEndpoint: 'ws://127.0.0.1:4010', apiKey: 'da2-local' },
    auth: { userPoolId: 'local_abc', userPoolClientId: 'client', userPoolEndpoint: 'http://127.0.0.1:4020' },
  };
  const prod = {
    stage: 'prod',
    region: 'sa-east-1',
    apiBaseUrl: '/api',
    realtime: {
      httpEndpoint: 'https://abc.appsync-api.sa-east-1.amazonaws.com',
      realtimeEndpoint: 'wss://abc.appsync-realtime-api.sa-east-1.amazonaws.com',
      apiKey: 'da2-xyz',
    },
    auth: { userPoolId: 'sa-east-1_abc', userPoolClientId: 'client' },
  };

  it('accepts a local config and defaults apiBaseUrl to /api', () => {
    expect(runtimeConfigSchema.parse(local).apiBaseUrl).toBe('/api');
  });

  it('accepts a production config without a custom Cognito endpoint', () => {
    expect(parseOrError(runtimeConfigSchema, prod).ok).toBe(true);
  });

  it('refuses a custom Cognito endpoint or plain-text realtime outside the local stage', () => {
    const withEndpoint = { ...prod, auth: { ...prod.auth, userPoolEndpoint: 'https://evil.example' } };
    const plainText = { ...prod, realtime: { ...prod.realtime, httpEndpoint: 'http://abc.example' } };

    expect(parseOrError(runtimeConfigSchema, withEndpoint)).toMatchObject({ ok: false });
    expect(parseOrError(runtimeConfigSchema, plainText)).toMatchObject({ ok: false });
  });

  it('refuses an unknown stage or a script URL', () => {
    expect(parseOrError(runtimeConfigSchema, { ...prod, stage: 'dev' })).toMatchObject({ ok: false });
    const script = { ...local, realtime: { ...local.realtime, httpEndpoint: 'javascript:alert(1)' } };
    expect(parseOrError(runtimeConfigSchema, script)).toMatchObject({ ok: false, message: 'Endereço (URL) inválido.' });
  });
});
