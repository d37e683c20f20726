// @vitest-environment jsdom
/**
 * The secure link's address and its token's way out of it: the token travels in the fragment
 * (never sent to a server) and waits in this tab's session storage while it is validated.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  caminhoLinkSeguro,
  esquecerLinkSeguroPendente,
  guardarLinkSeguroPendente,
  lerLinkSeguroPendente,
  tokenDoFragmento,
} from '#web/lib/link-seguro.js';

afterEach(() => sessionStorage.clear());

describe('caminhoLinkSeguro / tokenDoFragmento', () => {
  it('puts the token in the fragment, and reads it back from there', () => {
    // Prepare
    const token = 'Ab_9-x'.repeat(8);

    // Act
    const caminho = caminhoLinkSeguro(token);

    // Assess: the path and query a server would see carry nothing of it.
    const url = new URL(caminho, 'https://zapsaude.example');
    expect(`${url.pathname}${url.search}`).toBe('/chat-seguro');
    expect(tokenDoFragmento(url.hash)).toBe(token);
  });

  it('tells no fragment from an empty or mangled one', () => {
    expect(tokenDoFragmento('')).toBeUndefined();
    expect(tokenDoFragmento('#')).toBe('');
    expect(tokenDoFragmento('#%20')).toBe('');
    expect(tokenDoFragmento('#%E0%A4%A')).toBe('');
  });
});

describe('the token while it is validated', () => {
  it('is kept in this tab for a reload, then forgotten', () => {
    // Act
    guardarLinkSeguroPendente('um-token');

    // Assess
    expect(lerLinkSeguroPendente()).toBe('um-token');

    // Act
    esquecerLinkSeguroPendente();

    // Assess
    expect(lerLinkSeguroPendente()).toBeUndefined();
  });
});
