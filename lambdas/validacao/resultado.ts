/**
 * What the patient may see of a validation case (docs/validacao-medica.md): before a physician
 * decides, only the status and when to expect the answer (CFM 2.454/2026: nothing the AI drafted
 * reaches the patient); after, the physician's message or orientation, the validated prescription
 * and which documents exist. One function for the chat, the results page and the e-mailed link.
 */
import type { ResultadoValidacao, VersaoRegistro } from '#shared/schemas/validacao.js';
import { rascunhoAtual, type ValidacaoItem } from './validacoes-repository.js';

/** The stage's waiting target, in minutes (`VALIDACAO_ALVO_MINUTOS`, 60 by default). */
export function alvoMinutosFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const minutos = Number(env.VALIDACAO_ALVO_MINUTOS);
  return Number.isInteger(minutos) && minutos > 0 ? minutos : 60;
}

const somarMinutos = (iso: string, minutos: number): string => new Date(Date.parse(iso) + minutos * 60_000).toISOString();

export function resultadoDoCaso(caso: ValidacaoItem, versoes: readonly VersaoRegistro[], alvoMinutos: number): ResultadoValidacao {
  if (caso.status === 'em-consulta') return { status: caso.status };
  if (caso.status === 'aguardando') {
    return { status: caso.status, previstoAte: somarMinutos(caso.aguardando_desde ?? caso.ordem, alvoMinutos) };
  }
  const medico = caso.medico_validador;
  const base: ResultadoValidacao = {
    status: caso.status,
    ...(caso.decidido_em ? { decididoEm: caso.decidido_em } : {}),
    ...(medico
      ? {
          medico: {
            nome: medico.nome,
            crm: medico.crm,
            uf: medico.uf,
            ...(medico.rqe ? { rqe: medico.rqe } : {}),
            ...(medico.especialidade ? { especialidade: medico.especialidade } : {}),
          },
        }
      : {}),
    documentos: { receita: Boolean(caso.documentos?.receita), relatorio: Boolean(caso.documentos?.relatorio) },
  };
  if (caso.status === 'recusada') return { ...base, ...(caso.orientacao ? { mensagem: caso.orientacao } : {}) };
  // Validated: the version the physician decided on is the newest one carrying drafts.
  const final = rascunhoAtual(versoes)?.rascunho;
  if (!final) return base;
  return {
    ...base,
    mensagem: final.mensagemPaciente,
    ...(final.receita.medicamentos.length > 0 ? { receita: final.receita } : {}),
  };
}
