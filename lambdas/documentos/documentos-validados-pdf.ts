/**
 * The validated documents (docs/validacao-medica.md, "Validated documents"): the prescription and
 * the consultation report a physician authorised in the cockpit. Both carry what CFM 2.299/2021
 * asks of a prescription (the physician's name, CRM/UF, the patient's identification, the date) and
 * the statement that an AI conducted the interview and the physician validated it (CFM 2.454/2026).
 * They carry no "RASCUNHO" mark: that is only for what no physician has validated.
 *
 * The layout leaves the signature to the signer (lambdas/common/assinatura/): the block at the end
 * says whether the file is digitally signed or that the ICP-Brasil signature is still pending.
 */
import { PdfDocument } from '../common/pdf.js';
import { ASSINATURA_PENDENTE } from '../common/assinatura/assinador.js';
import { FUSO_HORARIO_PADRAO } from '#shared/format.js';
import { maskCpf } from '#shared/cpf.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { rotulosTriagem, type MedicoValidador, type NotaSoap, type ReceitaEstruturada, type Triagem } from '#shared/schemas/validacao.js';
import { resumoIntake } from '../chat/textos-consulta.js';
import { CINZA, COR_MARCA, Diagramador, LARGURA_UTIL, MARGEM, paraWinAnsi, PRETO } from './diagramador.js';

export const TITULO_RECEITA_VALIDADA = 'Receita médica';
export const TITULO_RELATORIO_VALIDADO = 'Relatório da consulta';

export interface DocumentoValidadoInput {
  readonly consultaId: string;
  readonly decisao: 'validada' | 'recusada';
  /** ISO instant of the physician's decision. */
  readonly decididoEm: string | Date;
  readonly medico: MedicoValidador;
  readonly paciente: { readonly nome: string; readonly cpf?: string; readonly dados?: DadosPaciente };
  readonly medicoVirtual: { readonly nome: string; readonly especialidade: string };
  /** Whether the signer will sign the file (`digital`) or it is issued unsigned (`pendente`). */
  readonly assinatura: 'digital' | 'pendente';
}

export interface ReceitaValidadaInput extends DocumentoValidadoInput {
  readonly receita: ReceitaEstruturada;
}

export interface RelatorioValidadoInput extends DocumentoValidadoInput {
  readonly nota: NotaSoap;
  readonly triagem: Triagem;
  /** Validated: the physician's message to the patient; refused: the physician's orientation. */
  readonly mensagem: string;
  /** The prescription issued with the report (validated, with at least one medicine). */
  readonly receita?: ReceitaEstruturada;
}

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
  });

/** "25/11/2026 às 14:05 (horário de Brasília)": the validation instant in America/Sao_Paulo. */
export function dataHoraValidacao(instante: string | Date): string {
  const partes = Object.fromEntries((dataHoraFormatter ??= criarDataHoraFormatter()).formatToParts(new Date(instante)).map((parte) => [parte.type, parte.value]));
  return `${partes.day}/${partes.month}/${partes.year} às ${partes.hour}:${partes.minute} (horário de Brasília)`;
}

/** "CRM 123456/SP" (and " · RQE 7890" when the physician has one). */
export function registroMedico(medico: Pick<MedicoValidador, 'crm' | 'uf' | 'rqe'>): string {
  return `CRM ${medico.crm}/${medico.uf}${medico.rqe ? ` · RQE ${medico.rqe}` : ''}`;
}

/** CFM 2.454/2026: the use of AI and the physician's validation, stated on every validated document. */
export function declaracaoValidacao(medico: Pick<MedicoValidador, 'nome' | 'crm' | 'uf'>, decididoEm: string | Date): string {
  return `Entrevista conduzida por inteligência artificial e validada pelo(a) médico(a) ${medico.nome}, CRM ${medico.crm}/${medico.uf}, em ${dataHoraValidacao(decididoEm)} (CFM 2.454/2026).`;
}

function novoDocumento(titulo: string, input: DocumentoValidadoInput): { pdf: PdfDocument; d: Diagramador } {
  const pdf = PdfDocument.create();
  const decididoEm = new Date(input.decididoEm);
  pdf.setInfo({
    title: paraWinAnsi(`${titulo} — ${input.paciente.nome}`),
    subject: paraWinAnsi(declaracaoValidacao(input.medico, decididoEm)),
    keywords: ['validado', 'CFM 2.454/2026', 'CFM 2.299/2021', input.consultaId],
    author: paraWinAnsi(`${input.medico.nome}, CRM ${input.medico.crm}/${input.medico.uf}`),
    creator: 'ZapSaúde',
    producer: 'ZapSaúde',
    creationDate: decididoEm,
    modificationDate: decididoEm,
  });
  pdf.setLanguage('pt-BR');
  const d = new Diagramador(pdf, titulo, declaracaoValidacao(input.medico, decididoEm));
  d.texto(titulo, { tamanho: 18, negrito: true, cor: COR_MARCA, depois: 2 });
  d.texto(`Validado em ${dataHoraValidacao(decididoEm)} · Consulta ${input.consultaId}`, { tamanho: 9, cor: CINZA, depois: 4 });
  return { pdf, d };
}

/** Physician, patient and consultation: the identification CFM 2.299/2021 asks for. */
function identificacao(d: Diagramador, input: DocumentoValidadoInput): void {
  d.secao('Médico(a) responsável');
  d.campo('Nome', input.medico.nome);
  d.campo('Registro', registroMedico(input.medico));
  if (input.medico.especialidade) d.campo('Especialidade', input.medico.especialidade);

  d.secao('Paciente');
  d.campo('Nome', input.paciente.nome);
  const cpf = input.paciente.cpf?.replace(/\D/g, '');
  if (cpf && cpf.length === 11) d.campo('CPF', maskCpf(cpf));
  if (input.paciente.dados) {
    d.campo('Idade', `${input.paciente.dados.idade} ${input.paciente.dados.idade === 1 ? 'ano' : 'anos'}`);
  }
}

function consulta(d: Diagramador, input: DocumentoValidadoInput): void {
  d.secao('Consulta');
  d.campo('Identificador', input.consultaId);
  d.campo(
    'Entrevista',
    `conduzida por ${input.medicoVirtual.nome}, assistente de inteligência artificial em ${input.medicoVirtual.especialidade} (sem registro no CRM)`,
  );
  d.campo('Validação', `${dataHoraValidacao(input.decididoEm)}, por ${input.medico.nome} (${registroMedico(input.medico)})`);
}

function medicamentos(d: Diagramador, receita: ReceitaEstruturada): void {
  receita.medicamentos.forEach((medicamento, indice) => {
    d.garantir(70);
    d.espaco(4);
    d.texto(`${indice + 1}. ${medicamento.nome}${medicamento.dose ? ` — ${medicamento.dose}` : ''}`, { tamanho: 11, negrito: true });
    if (medicamento.via) d.campo('Via', medicamento.via, { recuo: 14 });
    if (medicamento.posologia) d.campo('Posologia', medicamento.posologia, { recuo: 14 });
    if (medicamento.duracao) d.campo('Duração', medicamento.duracao, { recuo: 14 });
  });
}

/** The signature block: the physician's name and registry over a line, and how the file is signed. */
function blocoAssinatura(d: Diagramador, input: DocumentoValidadoInput): void {
  d.espaco(16);
  d.bloco(96, (pagina, topo) => {
    const centro = MARGEM + LARGURA_UTIL / 2;
    const largura = 260;
    const linhaY = topo - 30;
    pagina.drawLine({ start: { x: centro - largura / 2, y: linhaY }, end: { x: centro + largura / 2, y: linhaY }, thickness: 0.8, color: PRETO });
    const linhas: { texto: string; negrito: boolean; tamanho: number; cor: typeof PRETO }[] = [
      { texto: input.medico.nome, negrito: true, tamanho: 11, cor: PRETO },
      { texto: registroMedico(input.medico), negrito: false, tamanho: 10, cor: PRETO },
      input.assinatura === 'digital'
        ? { texto: 'Documento assinado digitalmente (PAdES). Verifique a assinatura no seu leitor de PDF.', negrito: false, tamanho: 8.5, cor: CINZA }
        : { texto: `${ASSINATURA_PENDENTE}.`, negrito: true, tamanho: 8.5, cor: CINZA },
    ];
    let y = linhaY - 14;
    for (const linha of linhas) {
      const texto = paraWinAnsi(linha.texto);
      const fonte = linha.negrito ? d.negrito : d.fonte;
      pagina.drawText(texto, { x: centro - fonte.widthOfTextAtSize(texto, linha.tamanho) / 2, y, size: linha.tamanho, font: fonte, color: linha.cor });
      y -= linha.tamanho + 4;
    }
  });
}

/** The validated prescription: the physician's, the patient's and the medicines' lines, signed. */
export async function gerarReceitaValidadaPdf(input: ReceitaValidadaInput): Promise<Uint8Array> {
  const { pdf, d } = novoDocumento(TITULO_RECEITA_VALIDADA, input);
  identificacao(d, input);

  d.secao('Prescrição');
  if (input.receita.medicamentos.length === 0) d.texto('Nenhum medicamento prescrito.');
  medicamentos(d, input.receita);
  if (input.receita.orientacoes.trim()) {
    d.secao('Orientações');
    d.texto(input.receita.orientacoes);
  }

  d.espaco(8);
  d.texto(declaracaoValidacao(input.medico, input.decididoEm), { tamanho: 9, cor: CINZA });
  blocoAssinatura(d, input);
  d.finalizar();
  return pdf.save();
}

function lista(d: Diagramador, itens: readonly string[], vazio: string): void {
  if (itens.length === 0) d.texto(vazio, { cor: CINZA });
  for (const item of itens) d.texto(`• ${item}`, { recuo: 8 });
}

/** The consultation report: the SOAP note as validated, the triage, and the physician's decision. */
export async function gerarRelatorioValidadoPdf(input: RelatorioValidadoInput): Promise<Uint8Array> {
  const { pdf, d } = novoDocumento(TITULO_RELATORIO_VALIDADO, input);
  identificacao(d, input);
  if (input.paciente.dados) for (const linha of resumoIntake(input.paciente.dados).slice(1)) d.texto(linha, { tamanho: 9.5 });
  consulta(d, input);

  d.secao('Decisão do(a) médico(a)');
  if (input.decisao === 'validada') {
    d.campo('Decisão', 'pré-diagnóstico validado');
    d.texto('Mensagem ao paciente', { negrito: true });
    d.texto(input.mensagem, { depois: 2 });
  } else {
    d.campo('Decisão', 'pré-diagnóstico recusado; nenhuma receita foi emitida');
    d.texto('Orientação ao paciente', { negrito: true });
    d.texto(input.mensagem, { depois: 2 });
  }
  d.campo('Classificação de risco', rotulosTriagem[input.triagem.nivel]);
  if (input.triagem.motivos.length > 0) lista(d, input.triagem.motivos, '');

  d.secao('Subjetivo');
  d.texto(input.nota.subjetivo || 'Não informado.');
  d.secao('Objetivo');
  d.texto(input.nota.objetivo || 'Não informado.');
  d.secao('Avaliação');
  if (input.nota.avaliacao.diferenciais.length === 0) d.texto('Sem hipóteses registradas.', { cor: CINZA });
  input.nota.avaliacao.diferenciais.forEach((hipotese, indice) => {
    d.texto(`${indice + 1}. ${hipotese.hipotese}`, { negrito: true });
    if (hipotese.raciocinio) d.texto(hipotese.raciocinio, { recuo: 14 });
  });
  if (input.nota.avaliacao.sinaisAlerta.length > 0) {
    d.texto('Sinais de alerta', { negrito: true });
    lista(d, input.nota.avaliacao.sinaisAlerta, '');
  }
  d.secao('Plano');
  d.texto('Exames', { negrito: true });
  lista(d, input.nota.plano.exames, 'Nenhum exame solicitado.');
  if (input.nota.plano.orientacoes) {
    d.texto('Orientações', { negrito: true });
    d.texto(input.nota.plano.orientacoes);
  }
  if (input.nota.plano.retorno) {
    d.texto('Retorno', { negrito: true });
    d.texto(input.nota.plano.retorno);
  }

  d.secao('Prescrição');
  if (input.decisao === 'validada' && input.receita && input.receita.medicamentos.length > 0) {
    d.texto(`Receita emitida em documento próprio (${input.receita.medicamentos.length} ${input.receita.medicamentos.length === 1 ? 'medicamento' : 'medicamentos'}):`);
    for (const medicamento of input.receita.medicamentos) d.texto(`• ${medicamento.nome}${medicamento.dose ? ` — ${medicamento.dose}` : ''}`, { recuo: 8 });
  } else {
    d.texto('Nenhuma receita emitida.');
  }

  d.espaco(8);
  d.texto(declaracaoValidacao(input.medico, input.decididoEm), { tamanho: 9, cor: CINZA });
  blocoAssinatura(d, input);
  d.finalizar();
  return pdf.save();
}
