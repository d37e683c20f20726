import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PageSizes } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findMedico } from '../../shared/medicos.js';
import {
  CABECALHO_PDF_RECEITA,
  gerarReceitaPdf,
  MARCA_DAGUA_RECEITA,
  nomeArquivo,
  paraWinAnsi,
  RODAPE_PDF_RECEITA,
} from '../../lambdas/ia/receita-pdf.js';

const data = new Date('2026-11-22T15:00:00Z');

const texto = [
  'ZapSaúde — RASCUNHO DE RECEITA',
  'Paciente: João Conceição',
  '1) Paracetamol 500 mg — comprimido',
  '   Via de administração: oral',
  '   Posologia: Tomar 1 comprimido a cada 6 horas se dor ou febre, no máximo 4 comprimidos por dia, por até 3 dias.',
  'Nota: ≥ 3 dias → validar 😀.',
  'Orientações: hidratação, alimentação leve, atenção à piora.',
].join('\n');

/** The text drawn on the pages: content streams inflated, hex strings of Tj decoded as WinAnsi (Latin-1 for these letters). */
async function textoDesenhado(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const partes: string[] = [];
  for (const [, objeto] of pdf.context.enumerateIndirectObjects()) {
    if (!(objeto instanceof PDFRawStream)) continue;
    const filtro = objeto.dict.get(PDFName.of('Filter'));
    const conteudo = Buffer.from(filtro === PDFName.of('FlateDecode') ? inflateSync(objeto.contents) : objeto.contents).toString('latin1');
    for (const match of conteudo.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      partes.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1').replace(/\x97/g, '—').replace(/\xb7/g, '·'));
    }
  }
  return partes.join('\n');
}

describe('gerarReceitaPdf', () => {
  it('produces an A4 PDF that parses back, with the draft marks in the metadata', async () => {
    const bytes = await gerarReceitaPdf({ texto, nomePaciente: 'João Conceição', medico: findMedico(1), data });

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual(PageSizes.A4);
    expect(pdf.getTitle()).toBe('Rascunho de receita — João Conceição');
    expect(pdf.getSubject()).toBe(RODAPE_PDF_RECEITA);
    expect(pdf.getKeywords()).toContain('CFM 2.299/2021');
  });

  it('draws the header, the watermark, the footer and the pt-BR text', async () => {
    const desenhado = await textoDesenhado(await gerarReceitaPdf({ texto, nomePaciente: 'João Conceição', medico: findMedico(1), data }));

    expect(desenhado).toContain(CABECALHO_PDF_RECEITA);
    expect(desenhado).toContain(MARCA_DAGUA_RECEITA);
    expect(desenhado).toContain('Documento gerado por inteligência artificial.');
    expect(desenhado).toContain('(CFM 2.299/2021).');
    expect(desenhado).toContain('Paciente: João Conceição · Data: 22/11/2026');
    expect(desenhado).toContain('   Via de administração: oral');
    expect(desenhado).toContain('Orientações: hidratação, alimentação leve, atenção à piora.');
    // Characters WinAnsi cannot encode are replaced or dropped.
    expect(desenhado).toContain('Nota: >= 3 dias -> validar .');
    expect(desenhado).toContain('Página 1 de 1');
  });

  it('wraps long text over several pages, each with the footer and the watermark', async () => {
    const longo = Array.from({ length: 120 }, (_, i) => `Linha ${i + 1}: orientação de uso com acentuação e cedilha — ação, atenção, não.`).join('\n');

    const bytes = await gerarReceitaPdf({ texto: longo, nomePaciente: 'Maria', medico: findMedico(1), data });
    const pdf = await PDFDocument.load(bytes);
    const desenhado = await textoDesenhado(bytes);

    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(desenhado.split(CABECALHO_PDF_RECEITA)).toHaveLength(pdf.getPageCount() + 1);
    expect(desenhado.split('Documento gerado por inteligência artificial.')).toHaveLength(pdf.getPageCount() + 1);
    expect(desenhado).toContain(`Página ${pdf.getPageCount()} de ${pdf.getPageCount()}`);
    expect(desenhado).toContain('Linha 120:');
  });

  it('keeps accents WinAnsi can draw and composes decomposed ones', () => {
    expect(paraWinAnsi('ação, atenção, é, õ, ü, º, —')).toBe('ação, atenção, é, õ, ü, º, —');
    expect(paraWinAnsi('ac\u0327a\u0303o')).toBe('ação');
    expect(paraWinAnsi('⚠️ febre ≤ 38 °C')).toBe('! febre <= 38 °C');
  });
});

describe('nomeArquivo', () => {
  it.each([
    ['receita', 'Maria Silva', 'receita-maria-silva-2026-11-22.pdf'],
    ['prontuario', 'João da Conceição', 'prontuario-joao-da-conceicao-2026-11-22.pdf'],
    ['receita', '  ', 'receita-paciente-2026-11-22.pdf'],
    ['receita', "D'Ávila / Ñandú", 'receita-d-avila-nandu-2026-11-22.pdf'],
  ] as const)('%s for %j → %s', (tipo, nome, esperado) => {
    expect(nomeArquivo(tipo, nome, data)).toBe(esperado);
  });

  it('uses the day in Brasília and accepts another extension', () => {
    expect(nomeArquivo('prontuario', 'Ana', new Date('2026-11-23T02:30:00Z'), 'txt')).toBe('prontuario-ana-2026-11-22.txt');
  });
});
