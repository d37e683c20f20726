/**
 * Consultations as the API shows them: the free consultation created with the promo code
 * (/agendar-consulta → POST /api/consultas/gratuita) and the signed-in patient's released
 * consultations (GET /api/consultas/liberadas, for the doctor list and the recovery page).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { isMedicoId } from '../medicos.js';
import { mensagens } from '../messages.js';
import { cpfSchema, emailSchema, nomeSchema } from './common.js';
import { mensagensContato } from './contato.js';

/** Payment state of a consultation; it only moves forward: pendente → aprovado → estornado. */
export const statusPagamentoValues = ['pendente', 'aprovado', 'estornado'] as const;
export type StatusPagamento = (typeof statusPagamentoValues)[number];

/** Consultation state: agendada until the chat is first opened, em_andamento, then encerrada. */
export const statusConsultaValues = ['agendada', 'em_andamento', 'encerrada'] as const;
export type StatusConsulta = (typeof statusConsultaValues)[number];

/** The two kinds of consultation the product creates (docs/regras-do-produto.md#waiting-for-the-payment). */
export const tiposConsulta = { gratuita: 'gratuita', paga: 'Consulta Médica' } as const;
export type TipoConsulta = (typeof tiposConsulta)[keyof typeof tiposConsulta];

/** Patient state: LIBERADO once a payment is confirmed (docs/regras-do-produto.md#waiting-for-the-payment). */
export const statusPacienteValues = ['AGUARDANDO', 'LIBERADO'] as const;
export type StatusPaciente = (typeof statusPacienteValues)[number];

const medicoNaoSelecionado = mensagens.cadastroPagamento.medicoNaoSelecionado;

/** A doctor id of the directory (1 to 12); anything else means no doctor was chosen. */
export const medicoIdSchema = lazySchema(() => z
  .number({ error: medicoNaoSelecionado })
  .check(z.int({ error: medicoNaoSelecionado }), z.refine((id) => isMedicoId(id), { error: medicoNaoSelecionado })));

/** A consultation id (UUID). */
export const consultaIdSchema = lazySchema(() => z.uuid({ error: mensagens.retorno.consultaNaoEncontrada }));

/** Maximum length of the phone field as typed, mask included: '+55 (11) 98765-4321' is 19. */
export const TELEFONE_MAX_LENGTH = 20;

const telefoneInvalido = mensagensContato.telefoneInvalido;
const camposObrigatorios = mensagens.agendamento.camposObrigatorios;

/** A required phone: DDD and 8 or 9 digits, optionally with the country code 55; stored as digits. */
export const telefoneObrigatorioSchema = lazySchema(() => z
  .pipe(
    z
      .string({ error: camposObrigatorios })
      .check(
        z.trim(),
        z.minLength(1, { error: camposObrigatorios, abort: true }),
        z.maxLength(TELEFONE_MAX_LENGTH, { error: telefoneInvalido, abort: true }),
        z.regex(/^[\d\s()+.-]*$/, { error: telefoneInvalido, abort: true }),
      ),
    z.transform((telefone: string) => telefone.replace(/\D/g, '')),
  )
  .check(z.refine((digitos) => digitos.length >= 10 && digitos.length <= 13, { error: telefoneInvalido })));

/** Missing or empty field of the scheduling form: the form's own sentence, then the field's check. */
const obrigatorio = <S extends z.core.$ZodType<unknown, string>>(schema: S) =>
  z.pipe(z.string({ error: camposObrigatorios }).check(z.trim(), z.minLength(1, { error: camposObrigatorios, abort: true })), schema);

/** A one-time code e-mailed to prove an address: six digits (spaces typed around it are dropped). */
export const codigoEmailSchema = lazySchema(() =>
  z.string({ error: mensagens.consultaGratuita.codigoEmailFormato }).check(
    z.trim(),
    z.regex(/^\d{6}$/, { error: mensagens.consultaGratuita.codigoEmailFormato }),
  ),
);

/**
 * Body of POST /api/consultas/gratuita/codigo: the address that will receive the one-time code
 * proving it, before the free consultation is created.
 */
export const codigoConsultaGratuitaRequestSchema = lazySchema(() => z.strictObject({ email: obrigatorio(emailSchema) }));

/** Answer of POST /api/consultas/gratuita/codigo (202): where the code went, masked, and how long it lasts. */
export const codigoConsultaGratuitaResponseSchema = lazySchema(() => z.object({
  enviadoPara: z.string(),
  validadeMinutos: z.number().check(z.int()),
}));

/**
 * Body of POST /api/consultas/gratuita: the free scheduling form, the promo code and the one-time
 * code e-mailed to the address. The promo code is checked again on the server; the CPF (required,
 * with its check digits) and the proven e-mail make "one free consultation per person".
 */
export const consultaGratuitaRequestSchema = lazySchema(() => z.strictObject({
  codigo: z
    .string({ error: mensagens.promo.codigoNecessario.titulo })
    .check(z.maxLength(64, { error: mensagens.promo.codigoInvalido.titulo })),
  nome: obrigatorio(nomeSchema),
  email: obrigatorio(emailSchema),
  telefone: telefoneObrigatorioSchema,
  medicoId: medicoIdSchema,
  cpf: obrigatorio(cpfSchema),
  codigoEmail: codigoEmailSchema,
}));

/** Answer of POST /api/consultas/gratuita (201): the secure link's token and the consultation. */
export const consultaGratuitaResponseSchema = lazySchema(() => z.object({
  chatToken: z.string(),
  consultaId: z.uuid(),
  medicoId: z.number().check(z.int()),
}));

/** One released consultation of the signed-in patient. */
export const consultaLiberadaSchema = lazySchema(() => z.object({
  consultaId: z.uuid(),
  medicoId: z.number().check(z.int()),
  tipoConsulta: z.enum([tiposConsulta.gratuita, tiposConsulta.paga]),
  dataCriacao: z.iso.datetime(),
  /** When the chat was first opened; the consultation's 30 minutes run from here. */
  utilizadaEm: z.optional(z.iso.datetime()),
}));

/** Answer of GET /api/consultas/liberadas: approved consultations not used up yet, newest first. */
export const consultasLiberadasResponseSchema = lazySchema(() => z.object({ consultas: z.array(consultaLiberadaSchema) }));

export type ConsultaGratuitaRequestInput = z.input<typeof consultaGratuitaRequestSchema>;
export type ConsultaGratuitaRequest = z.output<typeof consultaGratuitaRequestSchema>;
export type ConsultaGratuitaResponse = z.infer<typeof consultaGratuitaResponseSchema>;
export type CodigoConsultaGratuitaRequest = z.output<typeof codigoConsultaGratuitaRequestSchema>;
export type CodigoConsultaGratuitaResponse = z.infer<typeof codigoConsultaGratuitaResponseSchema>;
export type ConsultaLiberada = z.infer<typeof consultaLiberadaSchema>;
export type ConsultasLiberadasResponse = z.infer<typeof consultasLiberadasResponseSchema>;
