/**
 * Page layout of the validated documents: A4 pages with a running header (brand and title) and a
 * running footer (the validation statement and the page number), text that breaks into lines and
 * pages, labelled fields, and blocks kept whole on one page (the signature block).
 */
import { encodableInWinAnsi, PageSizes, PdfDocument, rgb, StandardFonts, type PdfFont, type PdfPage, type Rgb } from '../common/pdf.js';

export const MARGEM = 50;
const [LARGURA_PAGINA, ALTURA_PAGINA] = PageSizes.A4;
export const LARGURA_UTIL = LARGURA_PAGINA - 2 * MARGEM;
const ALTURA_CABECALHO = 34;
const TAMANHO_RODAPE = 7.5;
const ENTRELINHA_RODAPE = 10;

export const COR_MARCA = rgb(0.05, 0.35, 0.3);
export const CINZA = rgb(0.35, 0.35, 0.35);
export const CINZA_CLARO = rgb(0.75, 0.75, 0.75);
export const PRETO = rgb(0, 0, 0);
const VERMELHO = rgb(0.7, 0.1, 0.1);

/** The watermark of every document no physician has validated. */
export const MARCA_DAGUA_RASCUNHO = 'RASCUNHO';

// Characters outside WinAnsi that have a readable stand-in.
const SUBSTITUTOS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '⚠': '!',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': '    ',
};

/** Text that Helvetica (WinAnsi) can draw: composed accents, stand-ins, and anything else dropped; line breaks kept. */
/** Text that Helvetica (WinAnsi) can draw: composed accents, stand-ins, and anything else dropped; line breaks kept. */
export function paraWinAnsi(texto: string): string {
  let saida = '';
  for (const caractere of texto.normalize('NFC')) {
    const substituto = SUBSTITUTOS[caractere];
    if (substituto !== undefined) saida += substituto;
    // Line breaks are layout, not glyphs: the caller splits on them.
    else if (caractere === '\n' || caractere === '\r' || encodableInWinAnsi(caractere)) saida += caractere;
  }
  return saida;
}

/**
 * The diagonal "RASCUNHO" across a page: every document that no physician has validated carries
 * it on every page, and no validated one does (docs/validacao-medica.md, "Validated documents").
 */
export function desenharMarcaDaguaRascunho(pagina: PdfPage, negrito: PdfFont): void {
  const { width, height } = pagina.getSize();
  const tamanho = 110;
  const largura = negrito.widthOfTextAtSize(MARCA_DAGUA_RASCUNHO, tamanho);
  const angulo = Math.PI / 4;
  // Centre the rotated word on the page.
  const x = width / 2 - (Math.cos(angulo) * largura) / 2 + (Math.sin(angulo) * tamanho) / 3;
  const y = height / 2 - (Math.sin(angulo) * largura) / 2 - (Math.cos(angulo) * tamanho) / 3;
  pagina.drawText(MARCA_DAGUA_RASCUNHO, { x, y, size: tamanho, font: negrito, color: VERMELHO, opacity: 0.1, rotateDegrees: 45 });
}


export interface OpcoesTexto {
  readonly tamanho?: number;
  readonly negrito?: boolean;
  readonly cor?: Rgb;
  readonly recuo?: number;
  /** Extra space after the paragraph, in points. */
  readonly depois?: number;
}

/** Breaks text (already WinAnsi) into lines no wider than `largura`; words wider than a line are cut. */
export function quebrarTexto(texto: string, fonte: PdfFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  for (const paragrafo of texto.split(/\r?\n/)) {
    const palavras = paragrafo.split(/\s+/).filter((palavra) => palavra !== '');
    if (palavras.length === 0) {
      linhas.push('');
      continue;
    }
    let atual = '';
    for (const palavra of palavras) {
      const candidata = atual === '' ? palavra : `${atual} ${palavra}`;
      if (fonte.widthOfTextAtSize(candidata, tamanho) <= largura) {
        atual = candidata;
        continue;
      }
      if (atual !== '') linhas.push(atual);
      let resto = palavra;
      while (fonte.widthOfTextAtSize(resto, tamanho) > largura && resto.length > 1) {
        let corte = resto.length - 1;
        while (corte > 1 && fonte.widthOfTextAtSize(resto.slice(0, corte), tamanho) > largura) corte -= 1;
        linhas.push(resto.slice(0, corte));
        resto = resto.slice(corte);
      }
      atual = resto;
    }
    if (atual !== '') linhas.push(atual);
  }
  return linhas;
}

export class Diagramador {
  readonly fonte: PdfFont;
  readonly negrito: PdfFont;
  private pagina: PdfPage | undefined;
  private y = 0;
  private readonly rodape: string[];

  constructor(
    private readonly pdf: PdfDocument,
    private readonly titulo: string,
    /** Printed at the foot of every page (the validation statement). */
    rodape: string,
  ) {
    this.fonte = pdf.embedFont(StandardFonts.Helvetica);
    this.negrito = pdf.embedFont(StandardFonts.HelveticaBold);
    this.rodape = quebrarTexto(paraWinAnsi(rodape), this.fonte, TAMANHO_RODAPE, LARGURA_UTIL);
  }

  /** Lowest y the body may reach: above the footer. */
  private get base(): number {
    return MARGEM + (this.rodape.length + 1) * ENTRELINHA_RODAPE + 8;
  }

  private novaPagina(): PdfPage {
    this.pagina = this.pdf.addPage(PageSizes.A4);
    this.y = ALTURA_PAGINA - MARGEM - ALTURA_CABECALHO;
    return this.pagina;
  }

  private paginaAtual(): PdfPage {
    return this.pagina ?? this.novaPagina();
  }

  /** Starts a new page unless `altura` points still fit on this one. */
  garantir(altura: number): void {
    if (this.pagina === undefined || this.y - altura < this.base) this.novaPagina();
  }

  espaco(pontos: number): void {
    this.y -= pontos;
  }

  texto(conteudo: string, opcoes: OpcoesTexto = {}): void {
    const tamanho = opcoes.tamanho ?? 10;
    const fonte = opcoes.negrito ? this.negrito : this.fonte;
    const recuo = opcoes.recuo ?? 0;
    const entrelinha = tamanho * 1.35;
    for (const linha of quebrarTexto(paraWinAnsi(conteudo), fonte, tamanho, LARGURA_UTIL - recuo)) {
      this.garantir(entrelinha);
      this.y -= entrelinha;
      if (linha !== '') this.paginaAtual().drawText(linha, { x: MARGEM + recuo, y: this.y, size: tamanho, font: fonte, color: opcoes.cor ?? PRETO });
    }
    this.y -= opcoes.depois ?? 0;
  }

  /** "Rótulo: valor", the label in bold, the value wrapping under the label's end. */
  campo(rotulo: string, valor: string, opcoes: { tamanho?: number; recuo?: number } = {}): void {
    const tamanho = opcoes.tamanho ?? 10;
    const recuo = opcoes.recuo ?? 0;
    const entrelinha = tamanho * 1.35;
    const textoRotulo = paraWinAnsi(`${rotulo}: `);
    const larguraRotulo = this.negrito.widthOfTextAtSize(textoRotulo, tamanho);
    const linhas = quebrarTexto(paraWinAnsi(valor), this.fonte, tamanho, LARGURA_UTIL - recuo - larguraRotulo);
    linhas.forEach((linha, indice) => {
      this.garantir(entrelinha);
      this.y -= entrelinha;
      const pagina = this.paginaAtual();
      if (indice === 0) pagina.drawText(textoRotulo, { x: MARGEM + recuo, y: this.y, size: tamanho, font: this.negrito, color: PRETO });
      if (linha !== '') pagina.drawText(linha, { x: MARGEM + recuo + larguraRotulo, y: this.y, size: tamanho, font: this.fonte, color: PRETO });
    });
  }

  /** A section title with a thin rule under it; never left alone at the foot of a page. */
  secao(titulo: string): void {
    this.garantir(60);
    this.y -= 12;
    this.texto(titulo, { tamanho: 12, negrito: true, cor: COR_MARCA });
    this.y -= 3;
    this.paginaAtual().drawLine({ start: { x: MARGEM, y: this.y }, end: { x: MARGEM + LARGURA_UTIL, y: this.y }, thickness: 0.5, color: CINZA_CLARO });
    this.y -= 2;
  }

  /** Draws `desenhar` at the current position after making room for `altura` points on one page. */
  bloco(altura: number, desenhar: (pagina: PdfPage, topo: number) => void): void {
    this.garantir(altura);
    desenhar(this.paginaAtual(), this.y);
    this.y -= altura;
  }

  /** The running header and footer of every page; call once, after the body. */
  finalizar(): void {
    const paginas = this.pdf.getPages();
    const titulo = paraWinAnsi(this.titulo);
    paginas.forEach((pagina, indice) => {
      const topo = ALTURA_PAGINA - MARGEM;
      pagina.drawText('ZapSaúde', { x: MARGEM, y: topo - 12, size: 13, font: this.negrito, color: COR_MARCA });
      pagina.drawText(titulo, {
        x: MARGEM + LARGURA_UTIL - this.negrito.widthOfTextAtSize(titulo, 10),
        y: topo - 11,
        size: 10,
        font: this.negrito,
        color: CINZA,
      });
      pagina.drawLine({ start: { x: MARGEM, y: topo - 20 }, end: { x: MARGEM + LARGURA_UTIL, y: topo - 20 }, thickness: 1, color: COR_MARCA });

      let y = MARGEM + this.rodape.length * ENTRELINHA_RODAPE;
      pagina.drawLine({ start: { x: MARGEM, y: y + 8 }, end: { x: MARGEM + LARGURA_UTIL, y: y + 8 }, thickness: 0.5, color: CINZA_CLARO });
      for (const linha of this.rodape) {
        pagina.drawText(linha, { x: MARGEM, y, size: TAMANHO_RODAPE, font: this.fonte, color: CINZA });
        y -= ENTRELINHA_RODAPE;
      }
      const numero = `Página ${indice + 1} de ${paginas.length}`;
      pagina.drawText(paraWinAnsi(numero), {
        x: MARGEM + LARGURA_UTIL - this.fonte.widthOfTextAtSize(paraWinAnsi(numero), TAMANHO_RODAPE),
        y,
        size: TAMANHO_RODAPE,
        font: this.fonte,
        color: CINZA,
      });
    });
  }
}
