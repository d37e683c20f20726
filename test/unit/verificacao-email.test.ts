/**
 * The pure parts of the results e-mails: how an address is masked, how a one-time code is made and
 * stored (salted HMAC, constant-time check), the From header SES requires, and the decision e-mail
 * (a link with the consultation in the fragment, no health content).
 */
import { describe, expect, it } from 'vitest';
import { escaparHtml, remetenteCodificado } from '#lambdas/common/email.js';
import { codigoConfere, gerarCodigo, hashCodigo, hashEmail, mascararEmail } from '#lambdas/common/verificacao-email.js';
import { ASSUNTO_DECISAO, emailDecisao, linkResultados } from '#lambdas/validacao/notificacao.js';

describe('mascararEmail', () => {
  it.each([
    ['ana@gmail.com', 'a***@g***.com'],
    ['  Maria.Souza@Exemplo.com.br ', 'm***@e***.com.br'],
    ['joao@mail.empresa.com.br', 'j***@m***.com.br'],
    ['x@dominio.io', 'x***@d***.io'],
    ['pessoa@co.uk', 'p***@c***.uk'],
  ])('%s → %s', (email, mascarado) => {
    expect(mascararEmail(email)).toBe(mascarado);
  });

  it('shows nothing of a malformed address', () => {
    expect(mascararEmail('sem-arroba')).toBe('***');
  });
});

describe('one-time codes', () => {
  it('are 6 digits, zero-padded', () => {
    expect(gerarCodigo(() => 42)).toBe('000042');
    expect(gerarCodigo(() => 999_999)).toBe('999999');
    expect(gerarCodigo()).toMatch(/^\d{6}$/);
  });

  it('are stored as a salted HMAC: the same code under two salts gives two hashes', () => {
    const a = hashCodigo('123456', 'c2FsLWE');
    const b = hashCodigo('123456', 'c2FsLWI');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456');
  });

  it('match only the code they were made from', () => {
    const sal = 'c2FsLXRlc3Rl';
    const hash = hashCodigo('654321', sal);
    expect(codigoConfere('654321', sal, hash)).toBe(true);
    expect(codigoConfere('654320', sal, hash)).toBe(false);
    expect(codigoConfere('65432', sal, hash)).toBe(false);
    expect(codigoConfere('abcdef', sal, hash)).toBe(false);
  });

  it('are keyed by the hash of the normalised e-mail', () => {
    expect(hashEmail(' Ana@Gmail.com ')).toBe(hashEmail('ana@gmail.com'));
    expect(hashEmail('ana@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('remetenteCodificado', () => {
  it('encodes a non-ASCII display name as an RFC 2047 encoded-word', () => {
    const from = remetenteCodificado('ZapSaúde <nao-responda@zapsaude.local>');
    expect(from).toBe(`=?UTF-8?B?${Buffer.from('ZapSaúde').toString('base64')}?= <nao-responda@zapsaude.local>`);
  });

  it('keeps ASCII names and bare addresses readable', () => {
    expect(remetenteCodificado('ZapSaude <a@b.com>')).toBe('"ZapSaude" <a@b.com>');
    expect(remetenteCodificado('a@b.com')).toBe('a@b.com');
  });
});

describe('the decision e-mail', () => {
  const consultaId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  it('links to the results page with the consultation in the fragment', () => {
    expect(linkResultados('https://zapsaude.com.br/', consultaId)).toBe(`https://zapsaude.com.br/resultados#consulta=${consultaId}`);
  });

  it('says a physician reviewed it, how to open it, and nothing about health', () => {
    const email = emailDecisao({ consultaId, emailPaciente: 'ana@gmail.com', nomePaciente: 'Ana <b>Souza</b>' }, 'https://zapsaude.com.br');
    expect(email.assunto).toBe(ASSUNTO_DECISAO);
    expect(email.para).toBe('ana@gmail.com');
    expect(email.texto).toContain('Olá, Ana,');
    expect(email.texto).toContain('médico revisou a sua consulta');
    expect(email.texto).toContain(`https://zapsaude.com.br/resultados#consulta=${consultaId}`);
    expect(email.texto).toContain('código');
    expect(email.texto).not.toMatch(/\?consulta=/);
    expect(email.texto).not.toMatch(/diagn|receita|medicamento|recus|validad/i);
    expect(email.html).toContain(`href="https://zapsaude.com.br/resultados#consulta=${consultaId}"`);
  });

  it('escapes what it puts into HTML', () => {
    expect(escaparHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const email = emailDecisao({ consultaId, emailPaciente: 'a@b.com', nomePaciente: '<script>x' }, 'https://z.com');
    expect(email.html).not.toContain('<script>');
  });
});
