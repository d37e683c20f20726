/**
 * Schemas built on first use (shared/schemas/lazy-schema.ts): nothing is built until the schema is
 * read, and then it behaves as the schema itself everywhere the product uses one: parsing, inside
 * other schemas, extension, the SPA's standard-schema resolver and `instanceof`.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { enviarMensagemRequestSchema } from '#shared/schemas/chat.js';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const nome = lazySchema(() => {
      builds += 1;
      return z.string().check(z.minLength(2, 'Nome muito curto'));
    });
    expect(builds).toBe(0);
    expect(z.parse(nome, 'Ana')).toBe('Ana');
    expect(z.safeParse(nome, 'A').error?.issues[0]?.message).toBe('Nome muito curto');
    expect(builds).toBe(1);
  });

  it('composes inside other lazy schemas without building them at declaration', () => {
    let builds = 0;
    const idade = lazySchema(() => {
      builds += 1;
      return z.number().check(z.int(), z.minimum(0));
    });
    const paciente = lazySchema(() => z.object({ nome: z.string(), idade }));
    const comSexo = lazySchema(() => z.extend(paciente, { sexo: z.enum(['F', 'M']) }));
    expect(builds).toBe(0);
    expect(z.parse(comSexo, { nome: 'Ana', idade: 30, sexo: 'F' })).toEqual({ nome: 'Ana', idade: 30, sexo: 'F' });
    expect(z.safeParse(comSexo, { nome: 'Ana', idade: -1, sexo: 'F' }).success).toBe(false);
    expect(Object.keys(paciente.shape)).toEqual(['nome', 'idade']);
    expect(builds).toBe(1);
  });

  it('is the schema for instanceof, optional fields and the standard-schema interface', async () => {
    const apelido = lazySchema(() => z.optional(z.string()));
    const ficha = lazySchema(() => z.object({ apelido }));
    expect(ficha).toBeInstanceOf(z.ZodMiniObject);
    expect(z.parse(ficha, {})).toEqual({});
    expect(await ficha['~standard'].validate({ apelido: 1 })).toMatchObject({ issues: [expect.objectContaining({ path: ['apelido'] })] });
  });

  it("serves the product's own schemas: a chat message is parsed with its rules", () => {
    expect(z.safeParse(enviarMensagemRequestSchema, { medicoId: 1, texto: 'Estou com febre' }).success).toBe(true);
    expect(z.safeParse(enviarMensagemRequestSchema, { medicoId: 1, texto: 'x'.repeat(2001) }).success).toBe(false);
  });
});
