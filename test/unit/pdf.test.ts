/**
 * The Lambdas' PDF writer (lambdas/common/pdf.ts), read back by an independent PDF library
 * (pdf-lib): the file structure, pages, fonts, information dictionary and language, the drawing
 * operators, and the glyph widths line wrapping relies on, against pdf-lib's copy of Adobe's metrics.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts as PdfLibFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodableInWinAnsi, PageSizes, PdfDocument, rgb, StandardFonts } from '#lambdas/common/pdf.js';

/** Every character with a WinAnsi code (bytes 0x20-0xFF that map to one). */
const winAnsiCharacters = (): string[] => {
  const characters: string[] = [];
  for (let codePoint = 0x20; codePoint <= 0x2122; codePoint += 1) {
    const character = String.fromCodePoint(codePoint);
    if (encodableInWinAnsi(character)) characters.push(character);
  }
  return characters;
};

async function contentStreams(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const streams: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    expect(object.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    streams.push(Buffer.from(inflateSync(object.contents)).toString('latin1'));
  }
  return streams;
}

describe('PDF writer', () => {
  it('encodes exactly the 218 characters of WinAnsiEncoding', () => {
    const characters = winAnsiCharacters();

    expect(characters).toHaveLength(218);
    expect(characters).toEqual(expect.arrayContaining(['ç', 'ã', 'õ', 'é', 'ª', 'º', '€', '—', '“', '”', '•', '…', '™']));
    expect(encodableInWinAnsi('≥')).toBe(false);
    expect(encodableInWinAnsi('😀')).toBe(false);
  });

  it.each([
    [StandardFonts.Helvetica, PdfLibFonts.Helvetica],
    [StandardFonts.HelveticaBold, PdfLibFonts.HelveticaBold],
  ] as const)('measures %s with Adobe\'s widths, glyph by glyph, as pdf-lib does', async (ours, theirs) => {
    const font = PdfDocument.create().embedFont(ours);
    const reference = await (await PDFDocument.create()).embedFont(theirs);

    for (const character of winAnsiCharacters()) {
      expect(font.widthOfTextAtSize(character, 1000), character).toBe(reference.widthOfTextAtSize(character, 1000));
    }
    expect(font.widthOfTextAtSize('Prontuário da consulta', 10)).toBeCloseTo(
      [...'Prontuário da consulta'].reduce((sum, character) => sum + reference.widthOfTextAtSize(character, 10), 0),
      6,
    );
  });

  it('writes a file another library reads: pages, sizes, information, language', async () => {
    const document = PdfDocument.create();
    const font = document.embedFont(StandardFonts.Helvetica);
    document.addPage(PageSizes.A4).drawText('Olá, João!', { x: 50, y: 780, size: 12, font });
    document.addPage([300, 400]).drawText('Segunda página', { x: 20, y: 20, size: 9, font });
    document.setInfo({
      title: 'Rascunho de receita — João Conceição',
      subject: 'Sem validade sem assinatura ICP-Brasil',
      keywords: ['rascunho', 'CFM 2.299/2021'],
      author: 'ZapSaúde',
      creator: 'ZapSaúde',
      producer: 'ZapSaúde',
      creationDate: new Date('2026-11-22T15:00:00Z'),
      modificationDate: new Date('2026-11-22T15:00:00Z'),
    });
    document.setLanguage('pt-BR');

    const bytes = document.save();
    const read = await PDFDocument.load(bytes, { throwOnInvalidObject: true });

    expect(Buffer.from(bytes.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7');
    expect(read.getPageCount()).toBe(2);
    expect(read.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(read.getPage(1).getSize()).toEqual({ width: 300, height: 400 });
    expect(read.getTitle()).toBe('Rascunho de receita — João Conceição');
    expect(read.getSubject()).toBe('Sem validade sem assinatura ICP-Brasil');
    expect(read.getKeywords()).toBe('rascunho CFM 2.299/2021');
    expect(read.getAuthor()).toBe('ZapSaúde');
    expect(read.getCreationDate()).toEqual(new Date('2026-11-22T15:00:00Z'));
    expect(read.catalog.get(PDFName.of('Lang'))?.toString()).toMatch(/^<FEFF/);
    const fonts = read.getPage(0).node.Resources()!.lookup(PDFName.of('Font'))!;
    expect(String(fonts)).toMatch(/\/F1/);
  });

  it('draws text in WinAnsi with colour, opacity and rotation, and lines', async () => {
    const document = PdfDocument.create();
    const bold = document.embedFont(StandardFonts.HelveticaBold);
    const page = document.addPage();
    page.drawText('RASCUNHO', { x: 100, y: 200, size: 110, font: bold, color: rgb(0.7, 0.1, 0.1), opacity: 0.1, rotateDegrees: 45 });
    page.drawText('ação', { x: 50, y: 50, size: 10, font: bold });
    page.drawLine({ start: { x: 50, y: 60 }, end: { x: 545.28, y: 60 }, thickness: 0.8, color: rgb(0.7, 0.1, 0.1) });

    const [content] = await contentStreams(document.save());

    expect(content).toContain('/GS100 gs');
    expect(content).toContain('0.7 0.1 0.1 rg');
    expect(content).toContain('/F2 110 Tf');
    expect(content).toContain('0.7071 0.7071 -0.7071 0.7071 100 200 Tm');
    expect(content).toContain(`<${Buffer.from('RASCUNHO', 'latin1').toString('hex').toUpperCase()}> Tj`);
    expect(content).toContain('<61E7E36F> Tj');
    expect(content).toContain('0.8 w\n50 60 m\n545.28 60 l\nS');
  });

  it('refuses to draw a character WinAnsi cannot encode (callers replace them first)', () => {
    const document = PdfDocument.create();
    const font = document.embedFont(StandardFonts.Helvetica);

    expect(() => document.addPage().drawText('febre ≥ 38', { x: 0, y: 0, size: 10, font })).toThrow(RangeError);
  });
});
