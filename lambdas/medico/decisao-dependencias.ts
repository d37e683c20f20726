/**
 * What only the decision routes need after a decision: the signed documents and the patient's
 * e-mail. Kept apart from dependencias.ts so the queue and case Lambdas do not bundle the PDF
 * layout, the signer or the SES client.
 */
import { createAssinador, type AssinadorPdf } from '../common/assinatura/assinador.js';
import { emitirDocumentosValidados } from '../documentos/emissao.js';
import { DocumentoJaExisteError, documentosStorage, type DocumentosStorage } from '../documentos/storage.js';
import { contatoDoPaciente, notificarDecisao } from '../validacao/notificacao.js';
import type { ValidacaoItem } from '../validacao/validacoes-repository.js';
import type { ValidacaoMedicaDeps } from './validacao-medica.js';

/**
 * A retry of the same decision finds what an earlier attempt stored: the key carries the decision's
 * version, so that document is this decision's and is kept as written, never replaced.
 */
const storageDaDecisao = (storage: DocumentosStorage): DocumentosStorage => ({
  ler: (key) => storage.ler(key),
  gravar: (key, pdf) =>
    storage.gravar(key, pdf).catch((error: unknown) => {
      if (!(error instanceof DocumentoJaExisteError)) throw error;
    }),
});

/** The decision e-mail (lambdas/validacao/notificacao.ts) to the address given for the consultation. */
async function notificarPaciente(caso: ValidacaoItem): Promise<void> {
  if (!caso.decisao) return;
  const contato = await contatoDoPaciente(caso.consulta_id);
  // No address left (an account deleted since): the chat and the results page still show the result.
  if (!contato) return;
  await notificarDecisao({ consultaId: caso.consulta_id, decisao: caso.decisao, emailPaciente: contato.email, nomePaciente: contato.nome });
}

// The signer is chosen once per container (ASSINATURA_PROVEDOR), on the first decision.
let assinador: Promise<AssinadorPdf> | undefined;

export const colaboradoresDaDecisao: Pick<ValidacaoMedicaDeps, 'emitirDocumentos' | 'notificarPaciente'> = {
  emitirDocumentos: async (input) => {
    assinador ??= createAssinador();
    return emitirDocumentosValidados(input, { assinador: await assinador, storage: storageDaDecisao(documentosStorage()) });
  },
  notificarPaciente,
};
