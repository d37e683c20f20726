/**
 * How the physician validation of a consultation is told to the patient (CFM 2.454/2026,
 * docs/validacao-medica.md), shared by the chat's end panel and the results page. Pure functions:
 * the words, the physician's line, the expected time, and whether the page must keep asking.
 */
import { FUSO_HORARIO_PADRAO } from '#shared/format.js';
import type { Medicamento, MedicoValidador, ResultadoValidacao, StatusValidacao } from '#shared/schemas/validacao.js';

/** The status badge of a consultation, as the patient reads it. */
export const rotulosStatusValidacao: Record<StatusValidacao, string> = {
  'em-consulta': 'Em consulta',
  aguardando: 'Aguardando médico',
  validada: 'Validada',
  recusada: 'Recusada',
};

/** Validated or refused: nothing will change any more. */
export const validacaoDecidida = (status: StatusValidacao | undefined): boolean => status === 'validada' || status === 'recusada';

/** "Dra. Helena Prado — CRM 123456/SP" (with the RQE when the physician has one). */
export function assinaturaMedico(medico: MedicoValidador): string {
  const rqe = medico.rqe ? ` · RQE ${medico.rqe}` : '';
  return `${medico.nome} — CRM ${medico.crm}/${medico.uf.toUpperCase()}${rqe}`;
}

/** The decision's heading: "Receita validada por …" when a prescription was issued, else the assessment. */
export function tituloDecisao(validacao: ResultadoValidacao): string {
  if (validacao.status === 'recusada') return `Orientação de ${validacao.medico ? assinaturaMedico(validacao.medico) : 'um médico'}`;
  const medico = validacao.medico ? ` por ${assinaturaMedico(validacao.medico)}` : ' por um médico';
  const comReceita = (validacao.receita?.medicamentos.length ?? 0) > 0;
  return `${comReceita ? 'Receita validada' : 'Avaliação validada'}${medico}`;
}

/**
 * "hoje às 15:40", "amanhã às 09:10" or "25/11/2026 às 15:40", in Brasília time: when the patient
 * can expect the physician's answer.
 */
export function formatarPrevisao(iso: string, agora: Date = new Date(), timeZone: string = FUSO_HORARIO_PADRAO): string | undefined {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return undefined;
  const dia = (d: Date) => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(d);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(data);
  const amanha = new Date(agora.getTime() + 24 * 60 * 60 * 1000);
  if (dia(data) === dia(agora)) return `hoje às ${hora}`;
  if (dia(data) === dia(amanha)) return `amanhã às ${hora}`;
  return `${dia(data)} às ${hora}`;
}

/** A date and time in words for a decision: "25/11/2026 às 15:40". */
export function formatarDataHora(iso: string, timeZone: string = FUSO_HORARIO_PADRAO): string | undefined {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return undefined;
  const dia = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(data);
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(data);
  return `${dia} às ${hora}`;
}

/** One line of the validated prescription: "500 mg · oral · de 6 em 6 horas · por 5 dias". */
export function detalheMedicamento(medicamento: Medicamento): string {
  return [medicamento.dose, medicamento.via, medicamento.posologia, medicamento.duracao].map((parte) => parte.trim()).filter(Boolean).join(' · ');
}

/**
 * The validated documents a decision offers: what the server lists, or, if it lists none, what the
 * decision implies (a prescription only when validated with medicines; the report once decided).
 */
export function documentosOferecidos(validacao: ResultadoValidacao): { receita: boolean; relatorio: boolean } {
  if (!validacaoDecidida(validacao.status)) return { receita: false, relatorio: false };
  const validada = validacao.status === 'validada';
  const comReceita = validada && (validacao.receita?.medicamentos.length ?? 0) > 0;
  return { receita: validada && (validacao.documentos?.receita ?? comReceita), relatorio: validacao.documentos?.relatorio ?? true };
}
