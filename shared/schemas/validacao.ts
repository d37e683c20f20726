/**
 * Physician validation (CFM 2.454/2026, docs/validacao-medica.md): what the AI drafts for the
 * physician at the end of a consultation, what the physician edits and decides in the cockpit
 * (`/medico`), and what the patient receives afterwards. The Lambdas parse request bodies and the
 * model's structured answer with these schemas; the SPA parses the answers.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { requiredText } from './common.js';
import { consultaIdSchema } from './consultas.js';

/** The five triage levels, most urgent first (after Infermedica's). */
export const niveisTriagem = ['emergencia', 'pronto-socorro', 'consulta-24h', 'consulta', 'autocuidado'] as const;
export type NivelTriagem = (typeof niveisTriagem)[number];
export const nivelTriagemSchema = lazySchema(() => z.enum(niveisTriagem));

/** Lower is more urgent: the physicians' queue is ordered by this, then by waiting time. */
export const urgenciaDoNivel = (nivel: NivelTriagem): number => niveisTriagem.indexOf(nivel);

/** The more urgent of two levels: a level is never lowered within a consultation. */
export const nivelMaisUrgente = (a: NivelTriagem, b: NivelTriagem): NivelTriagem => (urgenciaDoNivel(a) <= urgenciaDoNivel(b) ? a : b);

/** How each level is said to the patient (an orientation, not a diagnosis) and to the physician. */
export const rotulosTriagem: Record<NivelTriagem, string> = {
  emergencia: 'Emergência: chame o SAMU 192 agora',
  'pronto-socorro': 'Vá agora a um pronto-socorro',
  'consulta-24h': 'Procure atendimento médico em até 24 horas',
  consulta: 'Consulta médica recomendada',
  autocuidado: 'Cuidados em casa, com orientação',
};

export const triagemSchema = lazySchema(() => z.object({
  nivel: nivelTriagemSchema,
  /** The signs that set the level, in plain Portuguese. */
  motivos: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)),
}));
export type Triagem = z.infer<typeof triagemSchema>;

/** How many reasons a triage keeps (the schema's bound). */
export const MAX_MOTIVOS_TRIAGEM = 20;

/** A consultation's triage before anything is assessed: a physician consultation, no reasons yet. */
export const TRIAGEM_PROVISORIA: Triagem = { nivel: 'consulta', motivos: [] };

/**
 * A consultation's triage after a new assessment: never lowered. A level without reasons is
 * provisional (nothing assessed yet) and is replaced by any assessment; a more urgent level replaces
 * it with its own reasons; the same level adds its reasons; a less urgent one changes nothing.
 */
export function elevarTriagem(atual: Triagem, nova: Triagem): Triagem {
  if (nova.motivos.length === 0) return atual;
  if (atual.motivos.length === 0) return nova;
  const diferenca = urgenciaDoNivel(nova.nivel) - urgenciaDoNivel(atual.nivel);
  if (diferenca > 0) return atual;
  // The reasons are what set the level: a lower level's reasons no longer explain it.
  if (diferenca < 0) return nova;
  return { nivel: nova.nivel, motivos: [...new Set([...atual.motivos, ...nova.motivos])].slice(0, MAX_MOTIVOS_TRIAGEM) };
}

/** Whether two triages say the same (same level, same reasons in the same order). */
export const mesmaTriagem = (a: Triagem, b: Triagem): boolean =>
  a.nivel === b.nivel && a.motivos.length === b.motivos.length && a.motivos.every((motivo, i) => motivo === b.motivos[i]);

const texto = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** One medicine of the draft prescription (CFM 2.299/2021: name, dose, route, posology). */
export const medicamentoSchema = lazySchema(() => z.object({
  nome: requiredText(200),
  /** e.g. "500 mg", "10 gotas", "1 comprimido". */
  dose: texto(120),
  /** e.g. "oral", "tópica", "inalatória". */
  via: texto(60),
  /** e.g. "de 6 em 6 horas, se dor ou febre". */
  posologia: texto(300),
  /** e.g. "por 5 dias". */
  duracao: texto(120),
}));
export type Medicamento = z.infer<typeof medicamentoSchema>;

export const receitaEstruturadaSchema = lazySchema(() => z.object({
  medicamentos: z.array(medicamentoSchema).check(z.maxLength(15)),
  /** Non-drug guidance printed with the prescription. */
  orientacoes: texto(2000),
}));
export type ReceitaEstruturada = z.infer<typeof receitaEstruturadaSchema>;

export const hipoteseDiagnosticaSchema = lazySchema(() => z.object({
  hipotese: requiredText(200),
  raciocinio: texto(1000),
}));
export type HipoteseDiagnostica = z.infer<typeof hipoteseDiagnosticaSchema>;

/** The SOAP note the AI writes for the physician. */
export const notaSoapSchema = lazySchema(() => z.object({
  /** Complaint and history, in the patient's words, with the intake data. */
  subjetivo: texto(6000),
  /** Age, weight, height, BMI, attachments. */
  objetivo: texto(3000),
  avaliacao: z.object({
    /** Ranked differential, most likely first. */
    diferenciais: z.array(hipoteseDiagnosticaSchema).check(z.maxLength(8)),
    /** Red flags present or to rule out. */
    sinaisAlerta: z.array(texto(300)).check(z.maxLength(20)),
  }),
  plano: z.object({
    exames: z.array(texto(300)).check(z.maxLength(20)),
    /** Guidance (non-drug measures, what to watch). */
    orientacoes: texto(3000),
    /** When to return or seek care. */
    retorno: texto(1000),
  }),
}));
export type NotaSoap = z.infer<typeof notaSoapSchema>;

/**
 * Everything the physician reviews: the note, the draft prescription, the draft message to the
 * patient and the triage level. Bedrock's structured answer is parsed by this schema; the
 * physician's edits are sent back in the same shape.
 */
export const rascunhoClinicoSchema = lazySchema(() => z.object({
  nota: notaSoapSchema,
  receita: receitaEstruturadaSchema,
  /** The message the patient receives once a physician validates, in plain Portuguese. */
  mensagemPaciente: requiredText(4000),
  triagem: triagemSchema,
}));
export type RascunhoClinico = z.infer<typeof rascunhoClinicoSchema>;

/** Where a case is: in the consultation, waiting for a physician, or decided. */
export const statusValidacao = ['em-consulta', 'aguardando', 'validada', 'recusada'] as const;
export type StatusValidacao = (typeof statusValidacao)[number];
export const statusValidacaoSchema = lazySchema(() => z.enum(statusValidacao));

export type Decisao = 'validada' | 'recusada';

/** The physician as the documents and the patient see them. */
export const medicoValidadorSchema = lazySchema(() => z.object({
  nome: z.string(),
  crm: z.string(),
  uf: z.string(),
  rqe: z.optional(z.string()),
  especialidade: z.optional(z.string()),
}));
export type MedicoValidador = z.infer<typeof medicoValidadorSchema>;

/** Who wrote a version of the record: the AI (engine and model) or a physician. */
export const autorVersaoSchema = lazySchema(() => z.union([
  z.object({ tipo: z.literal('ia'), engine: z.enum(['bedrock', 'offline']), modelo: z.string() }),
  z.object({ tipo: z.literal('medico'), sub: z.string(), nome: z.string(), crm: z.string(), uf: z.string() }),
]));
export type AutorVersao = z.infer<typeof autorVersaoSchema>;

/** One entry of the append-only record: the AI's draft, a physician's edit, or the decision. */
export const versaoRegistroSchema = lazySchema(() => z.object({
  versao: z.number(),
  tipo: z.enum(['rascunho-ia', 'edicao', 'decisao']),
  criadoEm: z.string(),
  autor: autorVersaoSchema,
  rascunho: z.optional(rascunhoClinicoSchema),
  decisao: z.optional(z.enum(['validada', 'recusada'])),
  orientacao: z.optional(z.string()),
}));
export type VersaoRegistro = z.infer<typeof versaoRegistroSchema>;

// ---------------------------------------------------------------------------------------------
// The cockpit's API (Cognito group `medicos`).

/** A line of the queue. */
export const casoFilaSchema = lazySchema(() => z.object({
  consultaId: z.string(),
  nomePaciente: z.string(),
  idade: z.optional(z.number()),
  medicoVirtual: z.string(),
  especialidade: z.string(),
  motivo: z.string(),
  triagem: triagemSchema,
  /** ISO time the case entered the queue (the consultation ended). */
  aguardandoDesde: z.string(),
  minutosAguardando: z.number(),
  /** Set while another (or this) physician holds the case. */
  reserva: z.optional(z.object({ nome: z.string(), propria: z.boolean(), ate: z.string() })),
}));
export type CasoFila = z.infer<typeof casoFilaSchema>;

export const filaResponseSchema = lazySchema(() => z.object({
  casos: z.array(casoFilaSchema),
  /** The stage's waiting target, in minutes. */
  alvoMinutos: z.number(),
}));
export type FilaResponse = z.infer<typeof filaResponseSchema>;

export const perfilMedicoResponseSchema = medicoValidadorSchema;

export const anexoCasoSchema = lazySchema(() => z.object({
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number(),
  /** Short-lived presigned GET. */
  url: z.string(),
}));

export const mensagemCasoSchema = lazySchema(() => z.object({
  autor: z.enum(['paciente', 'medico']),
  tipo: z.string(),
  texto: z.string(),
  criadoEm: z.string(),
}));

export const casoDetalheSchema = lazySchema(() => z.object({
  consultaId: z.string(),
  status: statusValidacaoSchema,
  nomePaciente: z.string(),
  medicoVirtual: z.string(),
  especialidade: z.string(),
  /** The intake as the patient filled it (shared/schemas/consulta-chat.ts DadosPaciente). */
  dadosPaciente: z.optional(z.record(z.string(), z.unknown())),
  mensagens: z.array(mensagemCasoSchema),
  anexos: z.array(anexoCasoSchema),
  /** Red flags the deterministic guard raised during the consultation. */
  sinaisAlerta: z.array(z.string()),
  /** What the server held back from the AI's answers (diagnoses, medicines) during the chat. */
  conteudoRetido: z.array(z.string()),
  triagem: triagemSchema,
  aguardandoDesde: z.optional(z.string()),
  rascunho: z.optional(rascunhoClinicoSchema),
  registro: z.array(versaoRegistroSchema),
  reserva: z.optional(z.object({ nome: z.string(), propria: z.boolean(), ate: z.string() })),
}));
export type CasoDetalhe = z.infer<typeof casoDetalheSchema>;

// Request bodies refuse unknown fields (400), as every other request schema of the API does.
export const salvarRascunhoRequestSchema = lazySchema(() => z.strictObject({ rascunho: rascunhoClinicoSchema }));
export const validarRequestSchema = lazySchema(() => z.strictObject({ rascunho: rascunhoClinicoSchema }));
export const recusarRequestSchema = lazySchema(() => z.strictObject({ orientacao: requiredText(4000) }));

// ---------------------------------------------------------------------------------------------
// What the patient sees (chat state, results page, e-mailed link).

/** The validation of one consultation as the patient sees it. Before a decision: only the status. */
export const resultadoValidacaoSchema = lazySchema(() => z.object({
  status: statusValidacaoSchema,
  /** Expected answer time, ISO (end of the consultation + the stage's target). */
  previstoAte: z.optional(z.string()),
  decididoEm: z.optional(z.string()),
  medico: z.optional(medicoValidadorSchema),
  /** Validated: the physician's message; refused: the physician's orientation. */
  mensagem: z.optional(z.string()),
  /** Only when validated and a prescription was issued. */
  receita: z.optional(receitaEstruturadaSchema),
  documentos: z.optional(z.object({ receita: z.boolean(), relatorio: z.boolean() })),
}));
export type ResultadoValidacao = z.infer<typeof resultadoValidacaoSchema>;

export const resultadoConsultaSchema = lazySchema(() => z.object({
  consultaId: z.string(),
  data: z.string(),
  medicoVirtual: z.string(),
  especialidade: z.string(),
  motivo: z.string(),
  validacao: resultadoValidacaoSchema,
}));
export type ResultadoConsulta = z.infer<typeof resultadoConsultaSchema>;

export const resultadosResponseSchema = lazySchema(() => z.object({ consultas: z.array(resultadoConsultaSchema) }));
export type ResultadosResponse = z.infer<typeof resultadosResponseSchema>;

/** The results link's page asks for a one-time code sent to the patient's e-mail. */
export const resultadosCodigoRequestSchema = lazySchema(() => z.strictObject({ consultaId: consultaIdSchema }));
export const resultadosCodigoResponseSchema = lazySchema(() => z.object({ emailMascarado: z.string(), expiraEm: z.string() }));
export const resultadosSessaoRequestSchema = lazySchema(() => z.strictObject({
  consultaId: consultaIdSchema,
  codigo: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'Informe o código de 6 dígitos enviado por e-mail.' })),
}));
export const resultadosSessaoResponseSchema = lazySchema(() => z.object({ token: z.string(), expiraEm: z.string() }));

/** Header that carries the results session token (never a URL: docs/arquitetura.md#chat-tokens). */
export const RESULTADOS_TOKEN_HEADER = 'x-resultados-token';

/** The documents a decided consultation may have. */
export const documentosValidados = ['receita', 'relatorio'] as const;
export type DocumentoValidado = (typeof documentosValidados)[number];

/** Realtime events: only ids and statuses, never health data (the page fetches the rest). */
export const eventoFilaSchema = lazySchema(() => z.object({ tipo: z.literal('fila'), consultaId: z.string(), status: statusValidacaoSchema }));
export const eventoValidacaoSchema = lazySchema(() => z.object({ tipo: z.literal('validacao'), status: statusValidacaoSchema }));

/** The cockpit API's refusals, in the words the physician reads (the SPA shows the same text). */
export const mensagensMedico = {
  acessoRestrito: 'Acesso restrito a médicos validadores.',
  cadastroIncompleto: 'Cadastro médico incompleto: CRM e UF são obrigatórios.',
  casoInexistente: 'Caso não encontrado.',
  casoReservadoOutro: 'Este caso já está em revisão por outro médico.',
  casoDecidido: 'Este caso já foi decidido.',
  casoNaoReservado: 'Abra o caso para reservá-lo antes de revisar, editar ou decidir.',
  casoEmConsulta: 'A consulta deste caso ainda não terminou.',
  versaoConcorrente: 'O rascunho mudou enquanto você editava. Recarregue o caso e tente de novo.',
  semRascunho: 'Este caso ainda não tem rascunho para validar.',
} as const;
