import { describe, expect, it } from 'vitest';
import { mensagens } from '#shared/messages.js';
import { parseOrError } from '#shared/schemas/common.js';
import {
  avatarUploadRequestSchema,
  detectarTipoImagem,
  excluirContaRequestSchema,
  mensagensPerfil,
} from '#shared/schemas/perfil.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectarTipoImagem', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/gif', Uint8Array.from(Buffer.from('GIF89a'))],
    ['image/webp', Uint8Array.from(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))],
  ])('recognises %s by its first bytes', (type, start) => {
    expect(detectarTipoImagem(start)).toBe(type);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a WAV (RIFF but not WebP)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_case, start) => {
    expect(detectarTipoImagem(Uint8Array.from(start))).toBeUndefined();
  });
});

describe('avatarUploadRequestSchema', () => {
  it.each([
    [{ contentType: 'application/pdf', size: 10 }, mensagens.perfil.avatarNaoImagem],
    [{ contentType: 'image/png', size: 2 * 1024 * 1024 + 1 }, mensagens.perfil.avatarMuitoGrande],
    [{ contentType: 'image/png', size: 0 }, mensagensPerfil.arquivoVazio],
  ])('refuses %j with the spec\'s text', (input, message) => {
    const result = parseOrError(avatarUploadRequestSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('accepts a 2 MB WebP', () => {
    expect(parseOrError(avatarUploadRequestSchema, { contentType: 'image/webp', size: 2 * 1024 * 1024 }).ok).toBe(true);
  });
});

describe('excluirContaRequestSchema', () => {
  it('accepts exactly EXCLUIR and refuses anything else with the same sentence', () => {
    expect(parseOrError(excluirContaRequestSchema, { confirmacao: ' EXCLUIR ' }).ok).toBe(true);
    for (const input of [{ confirmacao: 'excluir' }, {}, null, { confirmacao: 'EXCLUIR', extra: 1 }]) {
      const result = parseOrError(excluirContaRequestSchema, input);
      expect(result.ok).toBe(false);
    }
    const wrong = parseOrError(excluirContaRequestSchema, { confirmacao: 'sim' });
    expect(!wrong.ok && wrong.message).toBe(mensagensPerfil.confirmacaoExclusao);
  });
});
