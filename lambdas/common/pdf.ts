/**
 * A small PDF writer for the consultation's two documents (the draft prescription and the record):
 * A4 pages of text and lines in the standard Helvetica fonts (WinAnsi, not embedded), colours,
 * opacity and rotation, the document information and language, Flate-compressed content.
 *
 * It replaces pdf-lib in the Lambdas: pdf-lib and its fonts are ~420 KB minified, the budget of a
 * whole Lambda is 250 KB (issue 7), and these documents need no more than what PDF 1.7 (ISO
 * 32000-1) gives for free with its 14 standard fonts: §9.6.2.2 (standard Type 1 fonts), §9.6.6
 * and Annex D (WinAnsiEncoding), §9.4 (text objects), §8.4.5 (ExtGState alpha), §7.5 (file
 * structure), §14.3.3 (document information). The tests read every document back with pdf-lib and
 * check the glyph widths below against its copy of Adobe's font metrics.
 *
 * The file keeps a classic cross-reference table and no object streams: the validated documents
 * are signed by appending an incremental update to it (@signpdf/placeholder-plain, which reads only
 * that form; lambdas/common/assinatura/local-p12.ts).
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export type Size = readonly [width: number, height: number];

export const PageSizes = { A4: [595.28, 841.89] as Size } as const;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const rgb = (r: number, g: number, b: number): Rgb => ({ r, g, b });

export const StandardFonts = { Helvetica: 'Helvetica', HelveticaBold: 'Helvetica-Bold' } as const;
export type StandardFontName = (typeof StandardFonts)[keyof typeof StandardFonts];

// Unicode code points of WinAnsiEncoding's bytes 0x80-0x9F (PDF 1.7 Annex D); 0x20-0x7E and
// 0xA0-0xFF are Latin-1. 0x81, 0x8D, 0x8F, 0x90 and 0x9D have no character.
const WIN_ANSI_80_9F = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];
const WIN_ANSI = new Map<number, number>();
for (let code = 0x20; code <= 0xff; code += 1) {
  const codePoint = code >= 0x80 && code <= 0x9f ? WIN_ANSI_80_9F[code - 0x80]! : code === 0x7f ? 0 : code;
  if (codePoint !== 0) WIN_ANSI.set(codePoint, code);
}

/** Whether a character can be drawn in the standard fonts (it has a WinAnsi code). */
export const encodableInWinAnsi = (character: string): boolean => WIN_ANSI.has(character.codePointAt(0) ?? -1) && [...character].length === 1;

function encodeWinAnsi(text: string): Uint8Array {
  return Uint8Array.from([...text], (character) => {
    const code = WIN_ANSI.get(character.codePointAt(0)!);
    if (code === undefined) throw new RangeError(`WinAnsi cannot encode U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    return code;
  });
}

// Glyph widths in 1/1000 em of WinAnsi codes 0x20-0xFF (Adobe's Helvetica and Helvetica-Bold AFM;
// 0 where the code has no character). test/unit/pdf.test.ts checks them against pdf-lib's copy.
const WIDTHS: Readonly<Record<StandardFontName, readonly number[]>> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278,
    584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
    667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0,
    222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 500, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584,
    333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667,
    667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556,
    556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333,
    584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
    667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0,
    278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 556, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584,
    333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667,
    667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556,
    556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
};

export interface PdfFont {
  readonly name: StandardFontName;
  /** Width of `text` drawn at `size` points (no kerning: a Tj string is drawn without it). */
  widthOfTextAtSize(text: string, size: number): number;
}

export interface DrawTextOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly font: PdfFont;
  readonly color?: Rgb;
  /** 0 (invisible) to 1 (opaque). */
  readonly opacity?: number;
  /** Counter-clockwise, in degrees, around (x, y). */
  readonly rotateDegrees?: number;
}

export interface DrawLineOptions {
  readonly start: { readonly x: number; readonly y: number };
  readonly end: { readonly x: number; readonly y: number };
  readonly thickness: number;
  readonly color: Rgb;
}

/** A number as PDF writes it: no exponent, at most 4 decimals. */
const num = (value: number): string => {
  const text = (Math.round(value * 10_000) / 10_000).toFixed(4).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
};

const colour = (value: Rgb): string => `${num(value.r)} ${num(value.g)} ${num(value.b)}`;

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex').toUpperCase();

/** A PDF text string (document information): UTF-16BE with its byte order mark, as hex. */
function textString(text: string): string {
  const bytes = Buffer.alloc(2 + text.length * 2);
  bytes.writeUInt16BE(0xfeff, 0);
  for (let index = 0; index < text.length; index += 1) bytes.writeUInt16BE(text.charCodeAt(index), 2 + index * 2);
  return `<${hex(bytes)}>`;
}

/** `D:YYYYMMDDHHmmSSZ` (PDF 1.7 §7.9.4). */
const pdfDate = (date: Date): string => `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;

export class PdfPage {
  readonly operations: string[] = [];
  readonly fonts = new Set<StandardFontName>();
  readonly opacities = new Set<number>();

  constructor(readonly size: Size) {}

  getSize(): { width: number; height: number } {
    return { width: this.size[0], height: this.size[1] };
  }

  /** Draws one line of text; the caller has kept it to WinAnsi characters. */
  drawText(text: string, options: DrawTextOptions): void {
    this.fonts.add(options.font.name);
    const radians = ((options.rotateDegrees ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
    const opacity = options.opacity ?? 1;
    if (opacity < 1) this.opacities.add(opacity);
    this.operations.push(
      'q',
      ...(opacity < 1 ? [`/${gsName(opacity)} gs`] : []),
      `${colour(options.color ?? rgb(0, 0, 0))} rg`,
      'BT',
      `/${fontResource(options.font.name)} ${num(options.size)} Tf`,
      `${num(cos)} ${num(sin)} ${num(-sin)} ${num(cos)} ${num(options.x)} ${num(options.y)} Tm`,
      `<${hex(encodeWinAnsi(text))}> Tj`,
      'ET',
      'Q',
    );
  }

  drawLine(options: DrawLineOptions): void {
    this.operations.push(
      'q',
      `${colour(options.color)} RG`,
      `${num(options.thickness)} w`,
      `${num(options.start.x)} ${num(options.start.y)} m`,
      `${num(options.end.x)} ${num(options.end.y)} l`,
      'S',
      'Q',
    );
  }
}

const fontResource = (name: StandardFontName): string => (name === 'Helvetica' ? 'F1' : 'F2');
const gsName = (opacity: number): string => `GS${Math.round(opacity * 1000)}`;

export interface DocumentInfo {
  title?: string;
  subject?: string;
  keywords?: readonly string[];
  author?: string;
  creator?: string;
  producer?: string;
  creationDate?: Date;
  modificationDate?: Date;
}

export class PdfDocument {
  private readonly pages: PdfPage[] = [];
  private readonly info: DocumentInfo = {};
  private language: string | undefined;

  static create(): PdfDocument {
    return new PdfDocument();
  }

  embedFont(name: StandardFontName): PdfFont {
    const widths = WIDTHS[name];
    return {
      name,
      widthOfTextAtSize: (text, size) => {
        let units = 0;
        for (const code of encodeWinAnsi(text)) units += widths[code - 0x20] ?? 0;
        return (units * size) / 1000;
      },
    };
  }

  addPage(size: Size = PageSizes.A4): PdfPage {
    const page = new PdfPage(size);
    this.pages.push(page);
    return page;
  }

  getPages(): readonly PdfPage[] {
    return this.pages;
  }

  setInfo(info: DocumentInfo): void {
    Object.assign(this.info, info);
  }

  /** The document's natural language (Catalog /Lang), e.g. 'pt-BR'. */
  setLanguage(language: string): void {
    this.language = language;
  }

  /** The file: header, objects, cross-reference table and trailer. */
  save(): Uint8Array {
    const objects: Buffer[] = [];
    const add = (body: string | Buffer): number => {
      objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
      return objects.length;
    };
    const catalogId = add('');
    const pagesId = add('');
    const fontIds = new Map<StandardFontName, number>();
    for (const name of new Set(this.pages.flatMap((page) => [...page.fonts]))) {
      fontIds.set(name, add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`));
    }
    const gsIds = new Map<number, number>();
    for (const opacity of new Set(this.pages.flatMap((page) => [...page.opacities]))) {
      gsIds.set(opacity, add(`<< /Type /ExtGState /ca ${num(opacity)} /CA ${num(opacity)} >>`));
    }
    const pageIds = this.pages.map((page) => {
      const content = deflateSync(Buffer.from(page.operations.join('\n'), 'latin1'));
      const contentId = add(
        Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
      );
      const fonts = [...page.fonts].map((name) => `/${fontResource(name)} ${fontIds.get(name)} 0 R`).join(' ');
      const states = [...page.opacities].map((opacity) => `/${gsName(opacity)} ${gsIds.get(opacity)} 0 R`).join(' ');
      const resources = `<< /Font << ${fonts} >>${states ? ` /ExtGState << ${states} >>` : ''} >>`;
      return add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(page.size[0])} ${num(page.size[1])}] /Resources ${resources} /Contents ${contentId} 0 R >>`,
      );
    });
    objects[catalogId - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R${this.language ? ` /Lang ${textString(this.language)}` : ''} >>`, 'latin1');
    objects[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`, 'latin1');
    const { title, subject, keywords, author, creator, producer, creationDate, modificationDate } = this.info;
    const infoId = add(
      `<< ${[
        title !== undefined ? `/Title ${textString(title)}` : '',
        subject !== undefined ? `/Subject ${textString(subject)}` : '',
        keywords !== undefined ? `/Keywords ${textString(keywords.join(' '))}` : '',
        author !== undefined ? `/Author ${textString(author)}` : '',
        creator !== undefined ? `/Creator ${textString(creator)}` : '',
        producer !== undefined ? `/Producer ${textString(producer)}` : '',
        creationDate ? `/CreationDate ${pdfDate(creationDate)}` : '',
        modificationDate ? `/ModDate ${pdfDate(modificationDate)}` : '',
      ]
        .filter(Boolean)
        .join(' ')} >>`,
    );

    // The binary comment line tells transfer tools the file is binary (§7.5.2).
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(offset);
      const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(object);
      offset += object.length;
    });
    const id = createHash('md5').update(Buffer.concat(parts)).digest('hex').toUpperCase();
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R /ID [<${id}> <${id}>] >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}
