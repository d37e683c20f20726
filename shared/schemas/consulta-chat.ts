/**
 * The chat's patient intake form (docs/regras-do-produto.md#the-intake-form): one schema validates the form in the browser
 * and the body in the Lambda, and `dadosPacienteDoFormulario` turns it into the data the AI doctor
 * reads (BMI, minor, responsible adult). Consent is required on both sides; the server records it
 * with a timestamp (CFM 2.314/2022 art. 15).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { consultaRegras } from '../constants.js';
import { mensagens } from '../messages.js';
import { nomeSchema } from './common.js';

/** Limits of the intake fields. */
export const intakeLimites = {
  idadeMin: 0,
  idadeMax: 130,
  pesoMinKg: 0.5,
  pesoMaxKg: 400,
  alturaMinCm: 30,
  alturaMaxCm: 250,
  esporteMax: 200,
  parentescoMax: 60,
} as const;

export const opcoesBebe = ['nao', 'ocasionalmente', 'sim'] as const;
export const opcoesFuma = ['nao', 'parou', 'sim'] as const;
export const opcoesConsultaPara = ['proprio', 'outro'] as const;
/** Sex, optional: the triage guard reads it (pregnancy, a woman's belly pain with a late period). */
export const opcoesSexo = ['feminino', 'masculino'] as const;

export type Bebe = (typeof opcoesBebe)[number];
export type Fuma = (typeof opcoesFuma)[number];
export type ConsultaPara = (typeof opcoesConsultaPara)[number];
export type Sexo = (typeof opcoesSexo)[number];

/** Labels of the select options, as the form shows them. */
export const rotulosIntake = {
  bebe: { nao: 'Não', ocasionalmente: 'Ocasionalmente', sim: 'Sim' },
  fuma: { nao: 'Não', parou: 'Parou', sim: 'Sim' },
  consultaPara: { proprio: 'Para mim', outro: 'Para outra pessoa' },
  sexo: { feminino: 'Feminino', masculino: 'Masculino' },
} as const satisfies {
  bebe: Record<Bebe, string>;
  fuma: Record<Fuma, string>;
  consultaPara: Record<ConsultaPara, string>;
  sexo: Record<Sexo, string>;
};

/** Texts of the intake form's own checks; the generic ones come from `mensagens.validacao`. */
export const mensagensIntake = {
  idadeObrigatoria: 'Informe a idade.',
  idadeInvalida: 'Idade inválida. Informe um número inteiro de 0 a 130 anos.',
  pesoObrigatorio: 'Informe o peso em kg.',
  pesoInvalido: 'Peso inválido. Informe um valor de 0,5 a 400 kg, com no máximo uma casa decimal.',
  alturaObrigatoria: 'Informe a altura em cm.',
  alturaInvalida: 'Altura inválida. Informe um valor de 30 a 250 cm.',
  bebeInvalido: 'Informe se consome bebida alcoólica: não, ocasionalmente ou sim.',
  fumaInvalido: 'Informe se fuma: não, parou ou sim.',
  sexoInvalido: 'Informe o sexo: feminino ou masculino, ou deixe em branco.',
  esporteMuitoLongo: `Descreva a atividade física em no máximo ${intakeLimites.esporteMax} caracteres.`,
  consultaParaInvalido: 'Informe para quem é a consulta.',
  nomeOutraPessoaObrigatorio: 'Informe o nome da pessoa que será atendida.',
  nomeResponsavelObrigatorio: 'Informe o nome do responsável.',
  telefoneResponsavelObrigatorio: 'Informe o telefone do responsável.',
  telefoneResponsavelInvalido: 'Telefone do responsável inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
  parentescoResponsavelObrigatorio: 'Informe o parentesco do responsável.',
  consentimentoDadosObrigatorio:
    'Para continuar, autorize o uso dos seus dados de saúde nesta consulta (LGPD).',
  consentimentoTermosObrigatorio:
    'Para continuar, aceite os termos de uso e confirme que entendeu: a entrevista é conduzida por inteligência artificial e um médico revisa o resultado antes de você recebê-lo.',
} as const;

const IMC_NAO_CALCULADO = 'Não calculado';

/** Empty form fields are missing values; '70,5' is 70.5. */
function numeroDoFormulario(valor: unknown): unknown {
  if (typeof valor !== 'string') return valor;
  const texto = valor.trim().replace(',', '.');
  return texto === '' ? undefined : Number(texto);
}

function numero(obrigatorio: string, invalido: string) {
  return z.pipe(
    z.transform(numeroDoFormulario),
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? obrigatorio : invalido) }),
  );
}

const temNoMaximoUmaCasa = (valor: number): boolean => Math.abs(valor * 10 - Math.round(valor * 10)) < 1e-9;

const idadeSchema = lazySchema(() => z.pipe(
  numero(mensagensIntake.idadeObrigatoria, mensagensIntake.idadeInvalida),
  z
    .number()
    .check(
      z.int({ error: mensagensIntake.idadeInvalida }),
      z.gte(intakeLimites.idadeMin, { error: mensagensIntake.idadeInvalida }),
      z.lte(intakeLimites.idadeMax, { error: mensagensIntake.idadeInvalida }),
    ),
));

const pesoSchema = lazySchema(() => z.pipe(
  numero(mensagensIntake.pesoObrigatorio, mensagensIntake.pesoInvalido),
  z
    .number()
    .check(
      z.gte(intakeLimites.pesoMinKg, { error: mensagensIntake.pesoInvalido }),
      z.lte(intakeLimites.pesoMaxKg, { error: mensagensIntake.pesoInvalido }),
      z.refine(temNoMaximoUmaCasa, { error: mensagensIntake.pesoInvalido }),
    ),
));

const alturaSchema = lazySchema(() => z.pipe(
  numero(mensagensIntake.alturaObrigatoria, mensagensIntake.alturaInvalida),
  z
    .number()
    .check(
      z.gte(intakeLimites.alturaMinCm, { error: mensagensIntake.alturaInvalida }),
      z.lte(intakeLimites.alturaMaxCm, { error: mensagensIntake.alturaInvalida }),
      z.refine(temNoMaximoUmaCasa, { error: mensagensIntake.alturaInvalida }),
    ),
));

const textoOpcional = (max: number, muitoLongo: string) =>
  z.optional(
    z
      .string({ error: mensagens.validacao.textoInvalido })
      .check(
        z.trim(),
        z.overwrite((texto) => texto.replace(/\s+/g, ' ')),
        z.maxLength(max, { error: muitoLongo }),
      ),
  );

const TELEFONE_MIN_DIGITOS = 10;
const TELEFONE_MAX_DIGITOS = 13;
const TELEFONE_MAX_CARACTERES = 20;

const consentimento = (mensagem: string) => z.literal(true, { error: mensagem });

/** The intake's fields, each with its own checks; the cross-field ones follow in dadosPacienteSchema. */
const camposIntakeSchema = lazySchema(() => z.strictObject({
  nome: nomeSchema,
  idade: idadeSchema,
  peso: pesoSchema,
  altura: alturaSchema,
  bebe: z.enum(opcoesBebe, { error: mensagensIntake.bebeInvalido }),
  fuma: z.enum(opcoesFuma, { error: mensagensIntake.fumaInvalido }),
  esporte: textoOpcional(intakeLimites.esporteMax, mensagensIntake.esporteMuitoLongo),
  sexo: z.optional(z.enum(opcoesSexo, { error: mensagensIntake.sexoInvalido })),
  consultaPara: z.enum(opcoesConsultaPara, { error: mensagensIntake.consultaParaInvalido }),
  nomeOutraPessoa: z.optional(z.string({ error: mensagens.validacao.nomeInvalido })),
  nomeResponsavel: z.optional(z.string({ error: mensagens.validacao.nomeInvalido })),
  telefoneResponsavel: z.optional(z.string({ error: mensagensIntake.telefoneResponsavelInvalido })),
  parentescoResponsavel: z.optional(z.string({ error: mensagens.validacao.textoInvalido })),
  consentimentoDados: consentimento(mensagensIntake.consentimentoDadosObrigatorio),
  consentimentoTermos: consentimento(mensagensIntake.consentimentoTermosObrigatorio),
}));

/**
 * The intake form (docs/regras-do-produto.md#the-intake-form). Minors (under 18) need the responsible adult's name, phone and
 * relationship; for adults those fields are dropped, as the form clears them. `nomeOutraPessoa` is
 * required when the consultation is for someone else. Both consents must be ticked.
 */
export const dadosPacienteSchema = lazySchema(() => z.pipe(
  camposIntakeSchema,
  z.transform((form: z.output<typeof camposIntakeSchema>, payload) => {
    // zod/mini's transform has no ctx.addIssue: issues go into the payload, with the form as their
    // input, as classic zod's addIssue put them.
    const ctx: Ctx = { addIssue: (issue) => payload.issues.push({ ...issue, input: payload.value }) };
    const menor = form.idade < consultaRegras.idadeMaioridade;
    const nomeOutraPessoa =
      form.consultaPara === 'outro'
        ? nomeObrigatorio(form.nomeOutraPessoa, 'nomeOutraPessoa', mensagensIntake.nomeOutraPessoaObrigatorio, ctx)
        : undefined;
    const responsavel = menor ? responsavelObrigatorio(form, ctx) : undefined;
    return {
      nome: form.nome,
      idade: form.idade,
      peso: form.peso,
      altura: form.altura,
      bebe: form.bebe,
      fuma: form.fuma,
      esporte: form.esporte ?? '',
      ...(form.sexo === undefined ? {} : { sexo: form.sexo }),
      consultaPara: form.consultaPara,
      ...(nomeOutraPessoa === undefined ? {} : { nomeOutraPessoa }),
      ...(responsavel === undefined
        ? {}
        : {
            nomeResponsavel: responsavel.nome,
            telefoneResponsavel: responsavel.telefone,
            parentescoResponsavel: responsavel.parentesco,
          }),
      consentimentoDados: form.consentimentoDados,
      consentimentoTermos: form.consentimentoTermos,
    };
  }),
));

/** Where the cross-field checks report an issue of the intake. */
interface Ctx {
  addIssue(issue: { code: 'custom'; path: [string]; message: string }): void;
}

function nomeObrigatorio(valor: string | undefined, campo: string, faltando: string, ctx: Ctx): string {
  const resultado = nomeSchema.safeParse(valor ?? '');
  if (resultado.success) return resultado.data;
  const vazio = (valor ?? '').trim() === '';
  ctx.addIssue({ code: 'custom', path: [campo], message: vazio ? faltando : (resultado.error.issues[0]?.message ?? faltando) });
  return '';
}

function responsavelObrigatorio(
  form: { nomeResponsavel?: string | undefined; telefoneResponsavel?: string | undefined; parentescoResponsavel?: string | undefined },
  ctx: Ctx,
): { nome: string; telefone: string; parentesco: string } {
  const nome = nomeObrigatorio(form.nomeResponsavel, 'nomeResponsavel', mensagensIntake.nomeResponsavelObrigatorio, ctx);
  const telefoneDigitado = (form.telefoneResponsavel ?? '').trim();
  const telefone = telefoneDigitado.replace(/\D/g, '');
  if (telefoneDigitado === '') {
    ctx.addIssue({ code: 'custom', path: ['telefoneResponsavel'], message: mensagensIntake.telefoneResponsavelObrigatorio });
  } else if (
    telefoneDigitado.length > TELEFONE_MAX_CARACTERES ||
    !/^[\d\s()+.-]*$/.test(telefoneDigitado) ||
    telefone.length < TELEFONE_MIN_DIGITOS ||
    telefone.length > TELEFONE_MAX_DIGITOS
  ) {
    ctx.addIssue({ code: 'custom', path: ['telefoneResponsavel'], message: mensagensIntake.telefoneResponsavelInvalido });
  }
  const parentesco = (form.parentescoResponsavel ?? '').trim().replace(/\s+/g, ' ');
  if (parentesco === '') {
    ctx.addIssue({ code: 'custom', path: ['parentescoResponsavel'], message: mensagensIntake.parentescoResponsavelObrigatorio });
  } else if (parentesco.length > intakeLimites.parentescoMax) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentescoResponsavel'],
      message: mensagens.validacao.textoMuitoLongo(intakeLimites.parentescoMax),
    });
  }
  return { nome, telefone, parentesco };
}

/** What the intake form holds and sends. */
export type DadosPacienteFormInput = z.input<typeof dadosPacienteSchema>;
/** The validated intake, as the server records it (with the consent timestamp added there). */
export type DadosPacienteForm = z.output<typeof dadosPacienteSchema>;

/** The responsible adult of a minor patient. */
export interface Responsavel {
  readonly nome: string;
  readonly telefone: string;
  readonly parentesco: string;
}

/** The patient as the AI doctor sees it: the intake plus BMI, minor flag and responsible adult. */
export interface DadosPaciente {
  readonly nome: string;
  readonly idade: number;
  /** kg. */
  readonly peso: number;
  /** cm. */
  readonly altura: number;
  /** pt-BR, one decimal ('24,2'), or 'Não calculado'. */
  readonly imc: string;
  readonly bebe: Bebe;
  readonly fuma: Fuma;
  readonly esporte: string;
  readonly sexo?: Sexo;
  readonly consultaPara: ConsultaPara;
  readonly nomeOutraPessoa?: string;
  readonly menor: boolean;
  readonly responsavel?: Responsavel;
}

/** BMI = weight / height in metres squared, with one decimal and a decimal comma ('24,2'); 'Não calculado' when it cannot be computed. */
export function calcularImc(peso: number, alturaCm: number): string {
  if (!Number.isFinite(peso) || !Number.isFinite(alturaCm) || peso <= 0 || alturaCm <= 0) return IMC_NAO_CALCULADO;
  const metros = alturaCm / 100;
  const imc = peso / (metros * metros);
  if (!Number.isFinite(imc)) return IMC_NAO_CALCULADO;
  return imc.toFixed(1).replace('.', ',');
}

/** The AI doctor's view of a validated intake form. */
export function dadosPacienteDoFormulario(form: DadosPacienteForm): DadosPaciente {
  return {
    nome: form.nome,
    idade: form.idade,
    peso: form.peso,
    altura: form.altura,
    imc: calcularImc(form.peso, form.altura),
    bebe: form.bebe,
    fuma: form.fuma,
    esporte: form.esporte,
    ...(form.sexo === undefined ? {} : { sexo: form.sexo }),
    consultaPara: form.consultaPara,
    ...(form.nomeOutraPessoa === undefined ? {} : { nomeOutraPessoa: form.nomeOutraPessoa }),
    menor: form.idade < consultaRegras.idadeMaioridade,
    ...(form.nomeResponsavel === undefined
      ? {}
      : {
          responsavel: {
            nome: form.nomeResponsavel,
            telefone: form.telefoneResponsavel ?? '',
            parentesco: form.parentescoResponsavel ?? '',
          },
        }),
  };
}

/** The name of the person being attended: the other person's when the consultation is for someone else. */
export function nomeDoAtendido(paciente: Pick<DadosPaciente, 'nome' | 'consultaPara' | 'nomeOutraPessoa'>): string {
  return paciente.consultaPara === 'outro' && paciente.nomeOutraPessoa ? paciente.nomeOutraPessoa : paciente.nome;
}
