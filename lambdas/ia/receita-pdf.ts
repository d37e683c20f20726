/**
 * The draft prescription as a PDF (A4, Helvetica/WinAnsi): marked as a draft in the header, across
 * every page (diagonal watermark) and in the footer, because it is not valid without a physician's
 * ICP-Brasil signature (CFM 2.299/2021).
 */
import { encodableInWinAnsi, PageSizes, PdfDocument, rgb, StandardFonts, type PdfFont, type PdfPage } from '../common/pdf.js';
import { formatDatePtBR } from '../../shared/format.js';
import type { Medico } from '../../shared/medicos.js';

export { nomeArquivo } from '../../shared/nome-arquivo.js';

export interface ReceitaPdfInput {
  /** The prescription text, as an engine wrote it. */
  readonly texto: string;
  readonly nomePaciente: string;
  readonly medico: Pick<Medico, 'nome' | 'especialidade'>;
  readonly data: Date;
}

export const CABECALHO_PDF_RECEITA = 'RASCUNHO — NÃO VÁLIDO COMO RECEITA';
export const MARCA_DAGUA_RECEITA = 'RASCUNHO';
export const RODAPE_PDF_RECEITA =
  'Documento gerado por inteligência artificial. Sem validade sem a assinatura digital ICP-Brasil de um médico (CFM 2.299/2021).';

const MARGEM = 50;
const TAMANHO_TEXTO = 10.5;
const ENTRELINHA = 14;
const TAMANHO_RODAPE = 8;
const ALTURA_RODAPE = 44;
const VERMELHO = rgb(0.7, 0.1, 0.1);
const CINZA = rgb(0.35, 0.35, 0.35);

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

/** Breaks one line of text into lines that fit `largura`, keeping its indentation. */
function quebrarLinha(linha: string, fonte: PdfFont, tamanho: number, largura: number): string[] {
  const recuo = /^\s*/.exec(linha)?.[0] ?? '';
  const palavras = linha.trim().split(/\s+/).filter((palavra) => palavra !== '');
  if (palavras.length === 0) return [''];
  const cabe = (texto: string): boolean => fonte.widthOfTextAtSize(texto, tamanho) <= largura;
  const linhas: string[] = [];
  let atual = recuo;
  for (const palavra of palavras) {
    const candidata = atual.trim() === '' ? `${recuo}${palavra}` : `${atual} ${palavra}`;
    if (cabe(candidata)) {
      atual = candidata;
      continue;
    }
    if (atual.trim() !== '') linhas.push(atual);
    // A word wider than the line (a long URL) is cut by characters.
    let resto = palavra;
    while (!cabe(`${recuo}${resto}`) && resto.length > 1) {
      let corte = resto.length - 1;
      while (corte > 1 && !cabe(`${recuo}${resto.slice(0, corte)}`)) corte -= 1;
      linhas.push(`${recuo}${resto.slice(0, corte)}`);
      resto = resto.slice(corte);
    }
    atual = `${recuo}${resto}`;
  }
  if (atual.trim() !== '') linhas.push(atual);
  return linhas;
}

function quebrarTexto(texto: string, fonte: PdfFont, tamanho: number, largura: number): string[] {
  return texto.split(/\r?\n/).flatMap((linha) => quebrarLinha(linha, fonte, tamanho, largura));
}

/**
 * The diagonal "RASCUNHO" across a page: every document that no physician has validated carries
 * it on every page, and no validated one does (docs/validacao-medica.md, "Validated documents").
 */
export function desenharMarcaDaguaRascunho(pagina: PdfPage, negrito: PdfFont): void {
  const { width, height } = pagina.getSize();
  const tamanho = 110;
  const largura = negrito.widthOfTextAtSize(MARCA_DAGUA_RECEITA, tamanho);
  const angulo = Math.PI / 4;
  // Centre the rotated word on the page.
  const x = width / 2 - (Math.cos(angulo) * largura) / 2 + (Math.sin(angulo) * tamanho) / 3;
  const y = height / 2 - (Math.sin(angulo) * largura) / 2 - (Math.cos(angulo) * tamanho) / 3;
  pagina.drawText(MARCA_DAGUA_RECEITA, { x, y, size: tamanho, font: negrito, color: VERMELHO, opacity: 0.1, rotateDegrees: 45 });
}

/** The draft prescription PDF. */
export async function gerarReceitaPdf(input: ReceitaPdfInput): Promise<Uint8Array> {
  const pdf = PdfDocument.create();
  const fonte = pdf.embedFont(StandardFonts.Helvetica);
  const negrito = pdf.embedFont(StandardFonts.HelveticaBold);
  const [larguraPagina, alturaPagina] = PageSizes.A4;
  const larguraUtil = larguraPagina - 2 * MARGEM;
  const nomePaciente = paraWinAnsi(input.nomePaciente.trim() || 'Paciente');

  pdf.setInfo({
    title: `Rascunho de receita — ${nomePaciente}`,
    subject: RODAPE_PDF_RECEITA,
    keywords: ['rascunho', 'receita', 'não válido', 'ICP-Brasil', 'CFM 2.299/2021'],
    author: 'ZapSaúde (assistente de inteligência artificial)',
    creator: 'ZapSaúde',
    producer: 'ZapSaúde',
    creationDate: input.data,
    modificationDate: input.data,
  });
  pdf.setLanguage('pt-BR');

  const cabecalho = [
    paraWinAnsi(`ZapSaúde · ${input.medico.nome} — ${input.medico.especialidade} (assistente virtual de IA)`),
    paraWinAnsi(`Paciente: ${nomePaciente} · Data: ${formatDatePtBR(input.data)}`),
  ];
  const rodape = quebrarTexto(paraWinAnsi(RODAPE_PDF_RECEITA), fonte, TAMANHO_RODAPE, larguraUtil);
  const corpo = quebrarTexto(paraWinAnsi(input.texto), fonte, TAMANHO_TEXTO, larguraUtil);

  const paginas: PdfPage[] = [];
  let pagina: PdfPage | undefined;
  let y = 0;
  const novaPagina = (): PdfPage => {
    const criada = pdf.addPage([larguraPagina, alturaPagina]);
    desenharMarcaDaguaRascunho(criada, negrito);
    let topo = alturaPagina - MARGEM;
    criada.drawText(paraWinAnsi(CABECALHO_PDF_RECEITA), { x: MARGEM, y: topo - 14, size: 14, font: negrito, color: VERMELHO });
    topo -= 32;
    for (const linha of cabecalho) {
      criada.drawText(linha, { x: MARGEM, y: topo, size: 9, font: fonte, color: CINZA });
      topo -= 12;
    }
    criada.drawLine({ start: { x: MARGEM, y: topo }, end: { x: larguraPagina - MARGEM, y: topo }, thickness: 0.8, color: VERMELHO });
    y = topo - 20;
    paginas.push(criada);
    return criada;
  };

  for (const linha of corpo) {
    if (pagina === undefined || y < MARGEM + ALTURA_RODAPE) pagina = novaPagina();
    if (linha !== '') pagina.drawText(linha, { x: MARGEM, y, size: TAMANHO_TEXTO, font: fonte, color: rgb(0, 0, 0) });
    y -= ENTRELINHA;
  }
  if (paginas.length === 0) novaPagina();

  paginas.forEach((atual, indice) => {
    let base = MARGEM - 6 + (rodape.length - 1) * 10;
    atual.drawLine({ start: { x: MARGEM, y: base + 14 }, end: { x: larguraPagina - MARGEM, y: base + 14 }, thickness: 0.5, color: CINZA });
    for (const linha of rodape) {
      atual.drawText(linha, { x: MARGEM, y: base, size: TAMANHO_RODAPE, font: negrito, color: VERMELHO });
      base -= 10;
    }
    const numero = `Página ${indice + 1} de ${paginas.length}`;
    atual.drawText(numero, {
      x: larguraPagina - MARGEM - fonte.widthOfTextAtSize(numero, TAMANHO_RODAPE),
      y: base,
      size: TAMANHO_RODAPE,
      font: fonte,
      color: CINZA,
    });
  });

  return pdf.save();
}
