/**
 * Issues the validated documents at the physician's decision (docs/validacao-medica.md,
 * "Validated documents"): lays them out, signs them with the physician's certificate through the
 * configured signer, and writes each once into the `documentos` bucket.
 *
 * - validated: the consultation report and, when the final version prescribes at least one
 *   medicine, the prescription;
 * - refused: the report only, with the physician's orientation and no prescription.
 */
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { MedicoValidador, RascunhoClinico } from '#shared/schemas/validacao.js';
import type { AssinadorPdf } from '../common/assinatura/assinador.js';
import { gerarReceitaValidadaPdf, gerarRelatorioValidadoPdf, type DocumentoValidadoInput } from './documentos-validados-pdf.js';
import { chaveDocumento, type DocumentosStorage } from './storage.js';

export interface EmissaoInput {
  readonly consultaId: string;
  /** The record's version of the decision (`validacao_versoes`): part of the keys. */
  readonly versao: number;
  readonly decisao: 'validada' | 'recusada';
  /** ISO instant of the decision. */
  readonly decididoEm: string;
  readonly medico: MedicoValidador & { readonly sub: string };
  readonly paciente: { readonly nome: string; readonly cpf?: string; readonly dados?: DadosPaciente };
  readonly medicoVirtual: { readonly nome: string; readonly especialidade: string };
  /** The final version the physician validated (or the version in place when refused). */
  readonly rascunho: RascunhoClinico;
  /** Required when refused: what the patient should do. */
  readonly orientacao?: string;
}

export interface EmissaoDeps {
  readonly assinador: AssinadorPdf;
  readonly storage: DocumentosStorage;
}

export interface DocumentosEmitidos {
  /** Key of the prescription, when one was issued. */
  readonly receita?: string;
  readonly relatorio: string;
  /** Whether every issued document is digitally signed. */
  readonly assinado: boolean;
}

export class EmissaoInvalidaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmissaoInvalidaError';
  }
}

/**
 * Lays out, signs and stores the documents of one decision. A key that already holds a document
 * makes it throw `DocumentoJaExisteError` (storage.ts): a decided case is never re-issued.
 */
export async function emitirDocumentosValidados(input: EmissaoInput, deps: EmissaoDeps): Promise<DocumentosEmitidos> {
  const orientacao = input.orientacao?.trim();
  if (input.decisao === 'recusada' && !orientacao) throw new EmissaoInvalidaError('A refusal needs the orientation to the patient');
  if (Number.isNaN(Date.parse(input.decididoEm))) throw new EmissaoInvalidaError('decididoEm must be an ISO instant');

  const signatario = { sub: input.medico.sub, nome: input.medico.nome, crm: input.medico.crm, uf: input.medico.uf };
  const { sub: _sub, ...medico } = input.medico;
  const base: DocumentoValidadoInput = {
    consultaId: input.consultaId,
    decisao: input.decisao,
    decididoEm: input.decididoEm,
    medico,
    paciente: input.paciente,
    medicoVirtual: input.medicoVirtual,
    assinatura: deps.assinador.tipo === 'nenhum' ? 'pendente' : 'digital',
  };
  const comReceita = input.decisao === 'validada' && input.rascunho.receita.medicamentos.length > 0;

  // Both are laid out and signed before anything is stored, so a signing failure stores nothing.
  const relatorio = await deps.assinador.assinar(
    await gerarRelatorioValidadoPdf({
      ...base,
      nota: input.rascunho.nota,
      triagem: input.rascunho.triagem,
      mensagem: input.decisao === 'validada' ? input.rascunho.mensagemPaciente : orientacao!,
      ...(comReceita ? { receita: input.rascunho.receita } : {}),
    }),
    signatario,
  );
  const receita = comReceita ? await deps.assinador.assinar(await gerarReceitaValidadaPdf({ ...base, receita: input.rascunho.receita }), signatario) : undefined;

  const chaveRelatorio = chaveDocumento(input.consultaId, 'relatorio', input.versao);
  const chaveReceita = receita ? chaveDocumento(input.consultaId, 'receita', input.versao) : undefined;
  if (receita && chaveReceita) await deps.storage.gravar(chaveReceita, receita.pdf);
  await deps.storage.gravar(chaveRelatorio, relatorio.pdf);

  return {
    ...(chaveReceita ? { receita: chaveReceita } : {}),
    relatorio: chaveRelatorio,
    assinado: relatorio.assinado && (receita?.assinado ?? true),
  };
}
