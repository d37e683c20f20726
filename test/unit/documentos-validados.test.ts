/**
 * The validated documents as a reader sees them (text extracted by poppler's `pdftotext`, page by
 * page): what CFM 2.299/2021 and CFM 2.454/2026 ask them to carry, and the "RASCUNHO" watermark on
 * every page of every unvalidated document and on no validated one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMedico } from '#shared/medicos.js';
import type { NotaSoap, ReceitaEstruturada } from '#shared/schemas/validacao.js';
import { gerarProntuarioPdf, type ProntuarioInput } from '#lambdas/chat/prontuario-pdf.js';
import type { MensagemItem } from '#lambdas/common/mensagens-repository.js';
import {
  declaracaoValidacao,
  gerarReceitaValidadaPdf,
  gerarRelatorioValidadoPdf,
  type DocumentoValidadoInput,
} from '#lambdas/documentos/documentos-validados-pdf.js';

const run = promisify(execFile);
/** The watermark's letters, which pdftotext may space apart when they are drawn rotated. */
const RASCUNHO = /R\s*A\s*S\s*C\s*U\s*N\s*H\s*O/;
/** Validated documents do not speak of drafts at all. */
const QUALQUER_RASCUNHO = /r\s*a\s*s\s*c\s*u\s*n\s*h\s*o/i;
let dir: string;

const base: DocumentoValidadoInput = {
  consultaId: '7d1c7a52-3c8e-4c58-9a3e-1f0c2d4b5a61',
  decisao: 'validada',
  decididoEm: '2026-11-25T17:05:00Z',
  medico: { nome: 'Dra. Ana Beatriz Souza', crm: '123456', uf: 'SP', rqe: '7890', especialidade: 'Clínica médica' },
  paciente: { nome: 'João da Conceição', cpf: '52998224725' },
  medicoVirtual: { nome: 'Dr. Rafael', especialidade: 'Clínica Geral' },
  assinatura: 'digital',
};

const receita: ReceitaEstruturada = {
  medicamentos: [
    { nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: '1 comprimido de 6 em 6 horas, se dor ou febre', duracao: 'por até 3 dias' },
    { nome: 'Loratadina', dose: '10 mg', via: 'oral', posologia: '1 comprimido ao dia', duracao: 'por 5 dias' },
  ],
  orientacoes: 'Hidratação abundante e repouso.',
};

const nota: NotaSoap = {
  subjetivo: 'Dor de garganta há 3 dias, febre de 38 °C, coriza.',
  objetivo: '34 anos, 80 kg, 178 cm.',
  avaliacao: { diferenciais: [{ hipotese: 'Resfriado comum', raciocinio: 'Coriza e febre baixa.' }], sinaisAlerta: ['Falta de ar'] },
  plano: { exames: [], orientacoes: 'Hidratação.', retorno: 'Se piorar em 3 dias.' },
};
const triagem = { nivel: 'autocuidado' as const, motivos: ['Sintomas leves'] };

/** The text of each page in drawing order (`pdftotext -raw`, so the diagonal watermark stays one word), whitespace collapsed. */
async function paginas(pdf: Uint8Array): Promise<string[]> {
  const arquivo = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(arquivo, pdf);
  const total = (await PDFDocument.load(pdf)).getPageCount();
  const textos: string[] = [];
  for (let pagina = 1; pagina <= total; pagina += 1) {
    const { stdout } = await run('pdftotext', ['-raw', '-f', String(pagina), '-l', String(pagina), '-enc', 'UTF-8', arquivo, '-']);
    textos.push(stdout.replace(/\s+/g, ' '));
  }
  return textos;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-documentos-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('validated prescription', () => {
  it('carries the physician, the patient, the consultation, the validation statement and the medicines, with no RASCUNHO', async () => {
    // Act
    const texto = (await paginas(await gerarReceitaValidadaPdf({ ...base, receita }))).join(' ');

    // Assess
    expect(texto).toContain('Receita médica');
    expect(texto).toContain('Dra. Ana Beatriz Souza');
    expect(texto).toContain('CRM 123456/SP · RQE 7890');
    expect(texto).toContain('João da Conceição');
    expect(texto).toContain('529.982.247-25');
    expect(texto).toContain('7d1c7a52-3c8e-4c58-9a3e-1f0c2d4b5a61');
    // 17:05 UTC is 14:05 in São Paulo.
    expect(texto).toContain(
      'Entrevista conduzida por inteligência artificial e validada pelo(a) médico(a) Dra. Ana Beatriz Souza, CRM 123456/SP, em 25/11/2026 às 14:05 (horário de Brasília) (CFM 2.454/2026).',
    );
    expect(texto).toContain('1. Paracetamol — 500 mg');
    expect(texto).toContain('Posologia: 1 comprimido de 6 em 6 horas, se dor ou febre');
    expect(texto).toContain('Duração: por até 3 dias');
    expect(texto).toContain('Hidratação abundante e repouso.');
    expect(texto).toContain('Documento assinado digitalmente');
    expect(texto).not.toMatch(QUALQUER_RASCUNHO);
  });

  it('says the ICP-Brasil signature is pending when no signer signs, and omits an unknown CPF', async () => {
    const texto = (await paginas(await gerarReceitaValidadaPdf({ ...base, paciente: { nome: 'Maria' }, assinatura: 'pendente', receita }))).join(' ');

    expect(texto).toContain('Assinatura digital ICP-Brasil pendente de configuração');
    expect(texto).not.toContain('CPF');
    expect(texto).not.toContain('assinado digitalmente');
  });
});

describe('validated consultation report', () => {
  it('carries the SOAP note, the triage, the decision and the statement on every page, with no RASCUNHO', async () => {
    // Prepare: a long note, so the report runs over several pages.
    const longa = { ...nota, subjetivo: Array.from({ length: 80 }, (_, i) => `Linha ${i + 1} do relato do paciente.`).join('\n') };

    // Act
    const textos = await paginas(
      await gerarRelatorioValidadoPdf({ ...base, nota: longa, triagem, mensagem: 'Revisei a sua consulta: siga a receita.', receita }),
    );

    // Assess
    expect(textos.length).toBeGreaterThan(1);
    const declaracao = declaracaoValidacao(base.medico, base.decididoEm);
    for (const texto of textos) {
      expect(texto).toContain(declaracao);
      expect(texto).not.toMatch(QUALQUER_RASCUNHO);
    }
    const texto = textos.join(' ');
    expect(texto).toContain('Relatório da consulta');
    expect(texto).toContain('Decisão: pré-diagnóstico validado');
    expect(texto).toContain('Revisei a sua consulta: siga a receita.');
    expect(texto).toContain('Classificação de risco: Cuidados em casa, com orientação');
    expect(texto).toContain('Linha 80 do relato do paciente.');
    expect(texto).toContain('1. Resfriado comum');
    expect(texto).toContain('Receita emitida em documento próprio (2 medicamentos)');
  });

  it('on a refusal carries the orientation and no prescription', async () => {
    const texto = (
      await paginas(
        await gerarRelatorioValidadoPdf({ ...base, decisao: 'recusada', nota, triagem, mensagem: 'Procure uma avaliação presencial em até 24 horas.' }),
      )
    ).join(' ');

    expect(texto).toContain('pré-diagnóstico recusado; nenhuma receita foi emitida');
    expect(texto).toContain('Orientação ao paciente');
    expect(texto).toContain('Procure uma avaliação presencial em até 24 horas.');
    expect(texto).toContain('Nenhuma receita emitida.');
    expect(texto).not.toContain('Paracetamol');
    expect(texto).not.toMatch(QUALQUER_RASCUNHO);
  });
});

describe('unvalidated documents', () => {
  it('the record before validation carries RASCUNHO on every page, and not when the caller says it is validated', async () => {
    // Prepare
    const mensagens: MensagemItem[] = Array.from({ length: 60 }, (_, i) => ({
      consulta_id: base.consultaId,
      seq: i + 1,
      id: `m${i + 1}`,
      criado_em: `2026-11-25T12:${String(i % 60).padStart(2, '0')}:00.000Z`,
      autor: 'paciente',
      tipo: 'text',
      texto: `Mensagem ${i + 1} do paciente.`,
    }));
    const input: ProntuarioInput = { consultaId: base.consultaId, tipoConsulta: 'Clínica', medico: findMedico(1), mensagens, geradoEm: new Date() };

    // Act
    const rascunho = await paginas(await gerarProntuarioPdf(input));
    const validado = await paginas(await gerarProntuarioPdf({ ...input, rascunho: false }));

    // Assess (the record's notes speak of draft prescriptions in lower case: only the mark counts)
    expect(rascunho.length).toBeGreaterThan(1);
    for (const pagina of rascunho) expect(pagina).toMatch(RASCUNHO);
    for (const pagina of validado) expect(pagina).not.toMatch(RASCUNHO);
  });
});
