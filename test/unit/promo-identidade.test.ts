/**
 * The pieces of "one free consultation per person" that are pure functions: the canonical e-mail
 * (the provider's dot and plus rules), the hashed redemption keys and the per-/64 rate-limit key.
 */
import { describe, expect, it } from 'vitest';
import { chaveResgateCpf, chaveResgateEmail, chavesResgate } from '#lambdas/common/promo-chaves.js';
import { chaveLimiteIp } from '#lambdas/common/rate-limit.js';
import { emailCanonico } from '#shared/email-canonico.js';

describe('canonical e-mail', () => {
  it.each([
    ['ana@gmail.com', 'ana@gmail.com'],
    ['  ANA@Gmail.COM ', 'ana@gmail.com'],
    ['ana+1@gmail.com', 'ana@gmail.com'],
    ['a.na@gmail.com', 'ana@gmail.com'],
    ['A.N.A+promo+2@googlemail.com', 'ana@gmail.com'],
    ['ana@googlemail.com', 'ana@gmail.com'],
    ['jo.silva+x@outlook.com', 'jo.silva@outlook.com'],
    ['jo.silva+x@hotmail.com.br', 'jo.silva@hotmail.com.br'],
    ['jo+x@live.com', 'jo@live.com'],
    ['jo.s+x@icloud.com', 'jo.s@icloud.com'],
    ['jo+x@me.com', 'jo@me.com'],
  ])('%j is the mailbox %j', (typed, canonical) => {
    expect(emailCanonico(typed)).toBe(canonical);
  });

  it.each([
    // Dots and plus signs are part of the address where the provider does not say otherwise.
    ['a.na+1@exemplo.com.br', 'a.na+1@exemplo.com.br'],
    ['a.na+1@uol.com.br', 'a.na+1@uol.com.br'],
    ['jo-x@yahoo.com.br', 'jo-x@yahoo.com.br'],
    ['jo-x@yahoo.com', 'jo-x@yahoo.com'],
    ['ana+1@gmail.com.br', 'ana+1@gmail.com.br'],
  ])('keeps %j as %j', (typed, canonical) => {
    expect(emailCanonico(typed)).toBe(canonical);
  });
});

describe('redemption keys', () => {
  it('hash the canonical e-mail and the CPF, never holding either in clear', async () => {
    const [email, cpf] = await chavesResgate('Ana+1@gmail.com', '52998224725');
    expect(email).toMatch(/^email#[0-9a-f]{64}$/);
    expect(cpf).toMatch(/^cpf#[0-9a-f]{64}$/);
    expect(`${email}${cpf}`).not.toMatch(/ana|gmail|52998224725/i);
    expect(email).toBe(await chaveResgateEmail('a.na@googlemail.com'));
    expect(email).not.toBe(await chaveResgateEmail('bia@gmail.com'));
    expect(cpf).toBe(await chaveResgateCpf('529.982.247-25'));
  });

  it('differ between an e-mail and a CPF of the same text', async () => {
    expect((await chaveResgateEmail('52998224725')).slice('email#'.length)).not.toBe((await chaveResgateCpf('52998224725')).slice('cpf#'.length));
  });

  it('leave out what is not known', async () => {
    expect(await chavesResgate('ana@exemplo.com.br', undefined)).toHaveLength(1);
    expect(await chavesResgate(undefined, '52998224725')).toEqual([await chaveResgateCpf('52998224725')]);
  });

  it('are slow on purpose: a CPF (10^9 values) cannot be found back by trying them all', async () => {
    const inicio = performance.now();
    await chaveResgateCpf('52998224725');
    expect(performance.now() - inicio).toBeGreaterThan(10);
  });
});

describe('rate-limit key of an address', () => {
  it('counts an IPv4 address as itself', () => {
    expect(chaveLimiteIp('203.0.113.7')).toBe('203.0.113.7');
    expect(chaveLimiteIp('203.0.113.8')).not.toBe(chaveLimiteIp('203.0.113.7'));
  });

  it('counts an IPv6 address by its /64, whatever its spelling or zone id', () => {
    const prefixo = chaveLimiteIp('2001:db8:0:1::1');
    expect(prefixo).toBe('2001:db8:0:1::/64');
    expect(chaveLimiteIp('2001:db8:0:1:ffff:ffff:ffff:fffe')).toBe(prefixo);
    expect(chaveLimiteIp('2001:0DB8:0000:0001:0000:0000:0000:0002')).toBe(prefixo);
    expect(chaveLimiteIp('2001:db8:0:1:a:b:1.2.3.4')).toBe(prefixo);
    expect(chaveLimiteIp('fe80::1%eth0')).toBe(chaveLimiteIp('fe80::2%25en0'));
    expect(chaveLimiteIp('2001:db8:0:2::1')).not.toBe(prefixo);
    expect(chaveLimiteIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(chaveLimiteIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(chaveLimiteIp('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps a key that is not an address (a consultation id) as it is', () => {
    expect(chaveLimiteIp('6f1c1a40-0c6f-4f0e-9d57-1b2b6f3c8a10')).toBe('6f1c1a40-0c6f-4f0e-9d57-1b2b6f3c8a10');
  });
});
