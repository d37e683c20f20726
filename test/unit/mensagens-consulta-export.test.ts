/** The LGPD export's consultation transcripts (lambdas/perfil/mensagens-consulta-export.ts). */
import { describe, expect, it } from 'vitest';
import type { MensagemItem } from '#lambdas/common/mensagens-repository.js';
import { mensagensConsultaExportSource } from '#lambdas/perfil/mensagens-consulta-export.js';
import { mensagensPerfil } from '#shared/schemas/perfil.js';

const item = (consultaId: string, seq: number, extra: Partial<MensagemItem> = {}): MensagemItem => ({
  consulta_id: consultaId,
  seq,
  id: `${consultaId}-${seq}`,
  autor: seq % 2 === 0 ? 'paciente' : 'medico',
  texto: `texto ${seq}`,
  tipo: 'text',
  criado_em: '2026-11-22T10:00:00.000Z',
  ...extra,
});

describe('mensagensConsulta export section', () => {
  it("lists every message of the patient's consultations, attachments by name only", async () => {
    const store: Record<string, MensagemItem[]> = {
      c1: [item('c1', 1), item('c1', 2, { tipo: 'file', texto: 'exame.pdf', arquivo: { key: 'anexos/c1/x-exame.pdf', nome: 'exame.pdf', tipo: 'application/pdf', tamanho: 2048 } })],
      c2: [item('c2', 1)],
      outra: [item('outra', 1)],
    };
    const source = mensagensConsultaExportSource({ list: async (id) => store[id] ?? [] });

    const secao = (await source.coletar({ sub: 's', pacienteIds: ['p'], consultaIds: ['c1', 'c2'] })) as { itens: Record<string, unknown>[] };

    expect(source.secao).toBe('mensagensConsulta');
    expect(secao.itens.map((m) => [m.consultaId, m.seq])).toEqual([
      ['c1', 1],
      ['c1', 2],
      ['c2', 1],
    ]);
    expect(secao.itens[1]).toMatchObject({ tipo: 'file', arquivo: { nome: 'exame.pdf', tipo: 'application/pdf', bytes: 2048 } });
    expect(JSON.stringify(secao)).not.toContain('anexos/c1');
  });

  it('gives each attachment a download link when the bucket is given', async () => {
    const arquivo = { key: 'anexos/c1/x-exame.pdf', nome: 'exame.pdf', tipo: 'application/pdf', tamanho: 2048 };
    const source = mensagensConsultaExportSource(
      { list: async () => [item('c1', 1), item('c1', 2, { tipo: 'file', texto: 'exame.pdf', arquivo })] },
      { viewUrl: async (key) => `https://armazenamento.exemplo/${key}?X-Amz-Expires=900` },
    );

    const secao = (await source.coletar({ sub: 's', pacienteIds: ['p'], consultaIds: ['c1'] })) as { itens: Record<string, unknown>[] };

    expect(secao.itens[0]).not.toHaveProperty('arquivo');
    expect(secao.itens[1]).toMatchObject({ arquivo: { nome: 'exame.pdf', link: 'https://armazenamento.exemplo/anexos/c1/x-exame.pdf?X-Amz-Expires=900' } });
  });

  it('keeps the default notice when nothing is stored', async () => {
    const source = mensagensConsultaExportSource({ list: async () => [] });
    expect(await source.coletar({ sub: 's', pacienteIds: [], consultaIds: ['c1'] })).toEqual({ itens: [], observacao: mensagensPerfil.exportacao.semMensagensConsulta });
  });
});
