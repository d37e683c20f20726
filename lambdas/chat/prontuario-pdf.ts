/**
 * The medical record (Prontuário) of one consultation as a PDF: the intake, the consents with the
 * instants the server recorded them (CFM 2.314/2022 art. 15), the whole transcript and the
 * disclaimers (AI pre-diagnosis, CFM 2.454/2026; draft prescriptions, CFM 2.299/2021; retention,
 * Lei 13.787/2018). A4, Helvetica (WinAnsi), like the prescription draft.
 */
import { PageSizes, PdfDocument, rgb, StandardFonts, type PdfFont, type PdfPage } from '../common/pdf.js';
import { FUSO_HORARIO_PADRAO } from '#shared/format.js';
import type { Medico } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { MotivoEncerramento } from '#shared/schemas/chat.js';
import type { MensagemItem } from '../common/mensagens-repository.js';
import {
  CINZA,
  COR_MARCA as COR_TITULO,
  desenharMarcaDaguaRascunho,
  LARGURA_UTIL,
  MARCA_DAGUA_RASCUNHO,
  MARGEM,
  paraWinAnsi,
  PRETO,
  quebrarTexto,
  type OpcoesTexto,
} from '../documentos/diagramador.js';
import type { Consentimentos } from '../common/itens.js';
import { resumoIntake } from './textos-consulta.js';

export interface ProntuarioInput {
  readonly consultaId: string;
  readonly tipoConsulta: string;
  readonly medico: Pick<Medico, 'nome' | 'especialidade'>;
  readonly paciente?: DadosPaciente;
  readonly consentimentos?: Consentimentos;
  readonly iniciadaEm?: string;
  readonly encerradaEm?: string;
  readonly motivoEncerramento?: MotivoEncerramento;
  readonly avaliacao?: number;
  readonly motivo?: string;
  readonly mensagens: readonly MensagemItem[];
  readonly geradoEm: Date;
  /**
   * Whether no physician has validated this consultation yet (the default): then every page
   * carries the "RASCUNHO" watermark (docs/validacao-medica.md, "Validated documents").
   */
  readonly rascunho?: boolean;
}

export const TITULO_PRONTUARIO = 'ZapSaúde — Prontuário da consulta';

export const AVISOS_PRONTUARIO = [
  'As respostas do médico virtual são um pré-diagnóstico gerado por inteligência artificial e precisam ser validadas por um médico real (Resolução CFM 2.454/2026).',
  'Receitas presentes neste prontuário são rascunhos, sem validade sem a assinatura digital ICP-Brasil de um médico (CFM 2.299/2021).',
  'Este prontuário integra o registro clínico e é guardado por 20 anos (Lei 13.787/2018); dados de saúde são tratados como dados sensíveis (LGPD, art. 11).',
  'Em caso de emergência, ligue para o SAMU 192; em sofrimento emocional, para o CVV 188.',
] as const;

const MOTIVOS: Readonly<Record<MotivoEncerramento, string>> = {
  avaliacao: 'avaliação do paciente',
  tempo: 'tempo esgotado',
  paciente: 'pedido do paciente',
};

// Made on first use: a date formatter costs ~13 ms of CPU to build, kept out of the cold import.
let dataHoraFormatter: Intl.DateTimeFormat | undefined;
const criarDataHoraFormatter = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: FUSO_HORARIO_PADRAO,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** 'dd/mm/aaaa, hh:mm:ss' in Brasília time. */
export const dataHora = (iso: string | Date): string => `${(dataHoraFormatter ??= criarDataHoraFormatter()).format(typeof iso === 'string' ? new Date(iso) : iso)} (horário de Brasília)`;

/** Lays text out on A4 pages, breaking lines and pages as needed. */
class Diagramador {
  private pagina: PdfPage | undefined;
  private y = 0;

  constructor(
    private readonly pdf: PdfDocument,
    private readonly fonte: PdfFont,
    private readonly negrito: PdfFont,
    private readonly rascunho: boolean,
  ) {}

  private novaPagina(): PdfPage {
    this.pagina = this.pdf.addPage(PageSizes.A4);
    // Drawn first, so the text is over it.
    if (this.rascunho) desenharMarcaDaguaRascunho(this.pagina, this.negrito);
    this.y = PageSizes.A4[1] - MARGEM;
    return this.pagina;
  }

  texto(conteudo: string, opcoes: OpcoesTexto = {}): void {
    const tamanho = opcoes.tamanho ?? 10;
    const fonte = opcoes.negrito ? this.negrito : this.fonte;
    const recuo = opcoes.recuo ?? 0;
    const entrelinha = tamanho * 1.35;
    for (const linha of quebrarTexto(paraWinAnsi(conteudo), fonte, tamanho, LARGURA_UTIL - recuo)) {
      const pagina = this.pagina === undefined || this.y - entrelinha < MARGEM ? this.novaPagina() : this.pagina;
      this.y -= entrelinha;
      if (linha !== '') pagina.drawText(linha, { x: MARGEM + recuo, y: this.y, size: tamanho, font: fonte, color: opcoes.cor ?? PRETO });
    }
    this.y -= opcoes.depois ?? 0;
  }

  secao(titulo: string): void {
    this.y -= 8;
    this.texto(titulo, { tamanho: 12, negrito: true, cor: COR_TITULO, depois: 2 });
  }

  numerarPaginas(): void {
    const paginas = this.pdf.getPages();
    paginas.forEach((pagina, indice) => {
      const rotulo = `Página ${indice + 1} de ${paginas.length}`;
      pagina.drawText(paraWinAnsi(rotulo), {
        x: PageSizes.A4[0] - MARGEM - this.fonte.widthOfTextAtSize(rotulo, 8),
        y: MARGEM / 2,
        size: 8,
        font: this.fonte,
        color: CINZA,
      });
    });
  }
}

function descreverArquivo(mensagem: MensagemItem): string {
  const arquivo = mensagem.arquivo;
  if (!arquivo) return `Arquivo: ${mensagem.texto}`;
  const kb = Math.max(1, Math.round(arquivo.tamanho / 1024));
  return `Arquivo enviado: ${arquivo.nome} (${arquivo.tipo}, ${kb} KB)`;
}

/** The medical record PDF. */
export async function gerarProntuarioPdf(input: ProntuarioInput): Promise<Uint8Array> {
  const pdf = PdfDocument.create();
  const fonte = pdf.embedFont(StandardFonts.Helvetica);
  const negrito = pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setInfo({
    title: paraWinAnsi(TITULO_PRONTUARIO),
    author: 'ZapSaúde',
    creator: 'ZapSaúde',
    producer: 'ZapSaúde',
    creationDate: input.geradoEm,
    modificationDate: input.geradoEm,
  });
  pdf.setLanguage('pt-BR');

  const rascunho = input.rascunho ?? true;
  const d = new Diagramador(pdf, fonte, negrito, rascunho);
  d.texto(TITULO_PRONTUARIO, { tamanho: 16, negrito: true, cor: COR_TITULO, depois: 4 });
  if (rascunho) {
    d.texto(`${MARCA_DAGUA_RASCUNHO}: ainda não validado por um médico (Resolução CFM 2.454/2026).`, {
      tamanho: 10,
      negrito: true,
      cor: rgb(0.7, 0.1, 0.1),
      depois: 2,
    });
  }
  d.texto(`Gerado em ${dataHora(input.geradoEm)}`, { tamanho: 9, cor: CINZA, depois: 6 });

  d.secao('Consulta');
  d.texto(`Identificador: ${input.consultaId}`);
  d.texto(`Tipo: ${input.tipoConsulta}`);
  d.texto(`Médico virtual: ${input.medico.nome} — ${input.medico.especialidade} (assistente de inteligência artificial, sem registro no CRM)`);
  if (input.iniciadaEm) d.texto(`Início: ${dataHora(input.iniciadaEm)}`);
  if (input.encerradaEm) {
    const motivo = input.motivoEncerramento ? ` (${MOTIVOS[input.motivoEncerramento]})` : '';
    d.texto(`Encerramento: ${dataHora(input.encerradaEm)}${motivo}`);
  }
  if (input.avaliacao !== undefined) d.texto(`Avaliação: ${input.avaliacao} de 5 estrelas`);
  if (input.motivo) d.texto(`Motivo informado: ${input.motivo}`);

  d.secao('Dados do paciente (formulário inicial)');
  if (input.paciente) for (const linha of resumoIntake(input.paciente)) d.texto(linha);
  else d.texto('Formulário inicial ainda não preenchido.');

  d.secao('Consentimentos (Resolução CFM 2.314/2022, art. 15)');
  if (input.consentimentos) {
    d.texto(`Uso dos dados de saúde nesta consulta (LGPD): aceito em ${dataHora(input.consentimentos.lgpd)}`);
    d.texto(`Termos de uso e ciência de que a consulta com IA não substitui um médico: aceitos em ${dataHora(input.consentimentos.termos)}`);
  } else {
    d.texto('Nenhum consentimento registrado.');
  }

  d.secao('Transcrição da consulta');
  if (input.mensagens.length === 0) d.texto('Nenhuma mensagem.');
  for (const mensagem of input.mensagens) {
    const autor = mensagem.autor === 'paciente' ? 'Paciente' : input.medico.nome;
    const rotulo = mensagem.tipo === 'prescription' ? `${autor} — rascunho de receita` : autor;
    d.texto(`[${dataHora(mensagem.criado_em)}] ${rotulo}`, { tamanho: 9, negrito: true, cor: CINZA });
    d.texto(mensagem.tipo === 'file' ? descreverArquivo(mensagem) : mensagem.texto, { recuo: 10, depois: 4 });
  }

  d.secao('Avisos');
  for (const aviso of AVISOS_PRONTUARIO) d.texto(`• ${aviso}`, { tamanho: 9, depois: 2 });

  d.numerarPaginas();
  return pdf.save();
}
