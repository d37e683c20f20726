/**
 * The cockpit's edit form of the AI's drafts (docs/validacao-medica.md, "The drafts"): what the
 * form holds, its schema (the shared ones, with the free-text lists as rows the form can add,
 * remove and reorder), and the request bodies it sends. Pure, so the form → body rule is tested.
 */
import * as z from 'zod/mini';
import { mensagens } from '#shared/messages.js';
import {
  hipoteseDiagnosticaSchema,
  medicamentoSchema,
  nivelTriagemSchema,
  niveisTriagem,
  recusarRequestSchema,
  urgenciaDoNivel,
  validarRequestSchema,
  type NivelTriagem,
  type RascunhoClinico,
  type Triagem,
} from '#shared/schemas/validacao.js';

/** The limits the shared schema puts on each field, repeated as `maxLength` on the inputs. */
export const limites = {
  subjetivo: 6000,
  objetivo: 3000,
  hipotese: 200,
  raciocinio: 1000,
  itemLista: 300,
  planoOrientacoes: 3000,
  retorno: 1000,
  medicamento: { nome: 200, dose: 120, via: 60, posologia: 300, duracao: 120 },
  receitaOrientacoes: 2000,
  mensagemPaciente: 4000,
  orientacaoRecusa: 4000,
  diferenciais: 8,
  listaItens: 20,
  medicamentos: 15,
} as const;

const texto = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: mensagens.validacao.textoMuitoLongo(max) }));
const obrigatorio = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: mensagens.validacao.campoObrigatorio }),
    z.maxLength(max, { error: mensagens.validacao.textoMuitoLongo(max) }),
  );
/** A row of a free-text list (exams, red flags, reasons): the form's field arrays need objects. */
const item = z.object({ texto: texto(limites.itemLista) });
const lista = (max: number) => z.array(item).check(z.maxLength(max, { error: `Use no máximo ${max} itens.` }));

export const rascunhoFormSchema = z.object({
  nota: z.object({
    subjetivo: texto(limites.subjetivo),
    objetivo: texto(limites.objetivo),
    avaliacao: z.object({
      diferenciais: z.array(hipoteseDiagnosticaSchema).check(z.maxLength(limites.diferenciais)),
      sinaisAlerta: lista(limites.listaItens),
    }),
    plano: z.object({
      exames: lista(limites.listaItens),
      orientacoes: texto(limites.planoOrientacoes),
      retorno: texto(limites.retorno),
    }),
  }),
  receita: z.object({
    medicamentos: z.array(medicamentoSchema).check(z.maxLength(limites.medicamentos)),
    orientacoes: texto(limites.receitaOrientacoes),
  }),
  mensagemPaciente: obrigatorio(limites.mensagemPaciente),
  triagem: z.object({ nivel: nivelTriagemSchema, motivos: lista(limites.listaItens) }),
});
export type RascunhoFormValues = z.input<typeof rascunhoFormSchema>;

export const recusaFormSchema = z.object({ orientacao: obrigatorio(limites.orientacaoRecusa) });
export type RecusaFormValues = z.input<typeof recusaFormSchema>;

const linhas = (textos: readonly string[]) => textos.map((texto) => ({ texto }));
const textos = (itens: readonly { texto: string }[]) => itens.map((linha) => linha.texto.trim()).filter((texto) => texto !== '');

/** The form filled with the current drafts. */
export function formularioDoRascunho(rascunho: RascunhoClinico): RascunhoFormValues {
  const { nota, receita, triagem } = rascunho;
  return {
    nota: {
      subjetivo: nota.subjetivo,
      objetivo: nota.objetivo,
      avaliacao: {
        diferenciais: nota.avaliacao.diferenciais.map((hipotese) => ({ ...hipotese })),
        sinaisAlerta: linhas(nota.avaliacao.sinaisAlerta),
      },
      plano: { exames: linhas(nota.plano.exames), orientacoes: nota.plano.orientacoes, retorno: nota.plano.retorno },
    },
    receita: { medicamentos: receita.medicamentos.map((medicamento) => ({ ...medicamento })), orientacoes: receita.orientacoes },
    mensagemPaciente: rascunho.mensagemPaciente,
    triagem: { nivel: triagem.nivel, motivos: linhas(triagem.motivos) },
  };
}

/** An empty form, for a case whose drafts the engine has not written (the physician writes them). */
export function formularioVazio(triagem: Triagem): RascunhoFormValues {
  return {
    nota: {
      subjetivo: '',
      objetivo: '',
      avaliacao: { diferenciais: [], sinaisAlerta: [] },
      plano: { exames: [], orientacoes: '', retorno: '' },
    },
    receita: { medicamentos: [], orientacoes: '' },
    mensagemPaciente: '',
    triagem: { nivel: triagem.nivel, motivos: linhas(triagem.motivos) },
  };
}

/** The drafts as the API takes them: text trimmed, blank rows of the free-text lists dropped. */
export function rascunhoDoFormulario(valores: RascunhoFormValues): RascunhoClinico {
  const { nota, receita, triagem } = valores;
  const trim = (texto: string) => texto.trim();
  return {
    nota: {
      subjetivo: trim(nota.subjetivo),
      objetivo: trim(nota.objetivo),
      avaliacao: {
        diferenciais: nota.avaliacao.diferenciais.map((h) => ({ hipotese: trim(h.hipotese), raciocinio: trim(h.raciocinio) })),
        sinaisAlerta: textos(nota.avaliacao.sinaisAlerta),
      },
      plano: { exames: textos(nota.plano.exames), orientacoes: trim(nota.plano.orientacoes), retorno: trim(nota.plano.retorno) },
    },
    receita: {
      medicamentos: receita.medicamentos.map((m) => ({
        nome: trim(m.nome),
        dose: trim(m.dose),
        via: trim(m.via),
        posologia: trim(m.posologia),
        duracao: trim(m.duracao),
      })),
      orientacoes: trim(receita.orientacoes),
    },
    mensagemPaciente: trim(valores.mensagemPaciente),
    triagem: { nivel: triagem.nivel, motivos: textos(triagem.motivos) },
  };
}

export type CorpoRascunho = z.output<typeof validarRequestSchema>;

/**
 * The body of `PUT …/rascunho` and `POST …/validar` (the same shape), checked by the shared
 * request schema before it leaves the page.
 */
export function corpoRascunho(valores: RascunhoFormValues): CorpoRascunho {
  return validarRequestSchema.parse({ rascunho: rascunhoDoFormulario(valores) });
}

/** The body of `POST …/recusar`. */
export function corpoRecusa(valores: RecusaFormValues): z.output<typeof recusarRequestSchema> {
  return recusarRequestSchema.parse({ orientacao: valores.orientacao });
}

/**
 * The levels the physician may choose: never less urgent than the one the red-flag guard raised
 * during the chat (docs/validacao-medica.md: a level is never lowered).
 */
export function niveisPermitidos(minimo: NivelTriagem): readonly NivelTriagem[] {
  return niveisTriagem.filter((nivel) => urgenciaDoNivel(nivel) <= urgenciaDoNivel(minimo));
}

/** A new empty medicine row. */
export const medicamentoVazio = () => ({ nome: '', dose: '', via: '', posologia: '', duracao: '' });
