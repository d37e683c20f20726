/**
 * The scheduling form of /agendar-consulta, in its two modes. The free mode's fields are the ones
 * POST /api/consultas/gratuita checks (its request schema's own field schemas), so the form refuses
 * what the server would; the paid mode's answers go on to the payment dialog.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { consultaRegras } from '../constants.js';
import { mensagens } from '../messages.js';
import { codigoEmailSchema, consultaGratuitaRequestSchema, medicoIdSchema } from './consultas.js';

const { selecioneTipo, selecioneProfissional } = mensagens.agendamento;

/** The longest "Observações" (kept in the browser only, for the chat to offer again). */
export const OBSERVACOES_MAX_LENGTH = 500;

type TipoConsulta = keyof typeof consultaRegras.precosPorTipo;
const tiposConsulta = Object.keys(consultaRegras.precosPorTipo) as [TipoConsulta, ...TipoConsulta[]];

// The name, e-mail, phone and CPF exactly as the free consultation's API checks them.
const { nome, email, telefone, cpf } = consultaGratuitaRequestSchema.shape;

const profissionalEscolhido = lazySchema(() => z.string({ error: selecioneProfissional }).check(z.minLength(1, { error: selecioneProfissional, abort: true })));
const observacoes = lazySchema(() => z.string().check(z.maxLength(OBSERVACOES_MAX_LENGTH, { error: mensagens.validacao.textoMuitoLongo(OBSERVACOES_MAX_LENGTH) })));

/**
 * Free mode, before the e-mail is proven: every field the consultation needs (the CPF included), so
 * the one-time code is sent only for a form the API would accept. The professional is the chosen
 * doctor's id, as the API's `medicoId`.
 */
export const agendamentoGratuitoSchema = lazySchema(() => z.object({
  nome,
  email,
  telefone,
  cpf,
  tipo: z.string(),
  profissional: profissionalEscolhido.check(z.refine((id) => medicoIdSchema.safeParse(Number(id)).success, { error: mensagens.cadastroPagamento.medicoNaoSelecionado })),
  observacoes,
}));

/** Free mode once the code was sent: the same fields and the six digits received by e-mail. */
export const agendamentoGratuitoComCodigoSchema = lazySchema(() => z.extend(agendamentoGratuitoSchema, { codigoEmail: codigoEmailSchema }));

/** Paid mode: a consultation type and one of the static professionals must be chosen. */
export const agendamentoPagoSchema = lazySchema(() => z.object({
  nome,
  email,
  telefone,
  tipo: z.enum(tiposConsulta, { error: selecioneTipo }),
  profissional: profissionalEscolhido,
  observacoes,
}));
