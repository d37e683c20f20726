/**
 * The intake form's rules in the browser, on top of the shared schema the server applies too: what
 * the form holds, which fields are required now (minor, someone else), the BMI preview, the body
 * sent, and the form's resolver (the schema's first message per field).
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { consultaRegras } from '#shared/constants.js';
import {
  calcularImc,
  dadosPacienteSchema,
  type Bebe,
  type ConsultaPara,
  type DadosPacienteFormInput,
  type Fuma,
  type Sexo,
} from '#shared/schemas/consulta-chat.js';

export interface IntakeValores {
  nome: string;
  idade: string;
  peso: string;
  altura: string;
  bebe: Bebe;
  fuma: Fuma;
  esporte: string;
  /** Optional: '' is "Prefiro não informar" and leaves the field out of the body. */
  sexo: Sexo | '';
  consultaPara: ConsultaPara;
  nomeOutraPessoa: string;
  nomeResponsavel: string;
  telefoneResponsavel: string;
  parentescoResponsavel: string;
  consentimentoDados: boolean;
  consentimentoTermos: boolean;
}

export type IntakeCampo = keyof IntakeValores;

export const intakeVazio: IntakeValores = {
  nome: '',
  idade: '',
  peso: '',
  altura: '',
  bebe: 'nao',
  fuma: 'nao',
  esporte: '',
  sexo: '',
  consultaPara: 'proprio',
  nomeOutraPessoa: '',
  nomeResponsavel: '',
  telefoneResponsavel: '',
  parentescoResponsavel: '',
  consentimentoDados: false,
  consentimentoTermos: false,
};

const numeroDigitado = (valor: string): number => {
  const texto = valor.trim().replace(',', '.');
  return texto === '' ? Number.NaN : Number(texto);
};

/** Under 18; unknown until an age is typed. */
export function isMenor(idade: string): boolean {
  const anos = numeroDigitado(idade);
  return Number.isFinite(anos) && anos >= 0 && anos < consultaRegras.idadeMaioridade;
}

/** The BMI shown while typing: one decimal with a comma, or 'Não calculado'. */
export function imcDigitado(peso: string, altura: string): string {
  return calcularImc(numeroDigitado(peso), numeroDigitado(altura));
}

/** The submit button stays disabled until every required field is filled and both boxes are ticked. */
export function intakeCompleto(v: IntakeValores): boolean {
  const preenchido = (texto: string) => texto.trim() !== '';
  if (![v.nome, v.idade, v.peso, v.altura].every(preenchido)) return false;
  if (!v.consentimentoDados || !v.consentimentoTermos) return false;
  if (v.consultaPara === 'outro' && !preenchido(v.nomeOutraPessoa)) return false;
  if (isMenor(v.idade) && ![v.nomeResponsavel, v.telefoneResponsavel, v.parentescoResponsavel].every(preenchido)) return false;
  return true;
}

/** The body of POST /api/chat/intake: only the fields that apply. */
export function corpoIntake(v: IntakeValores): DadosPacienteFormInput {
  const menor = isMenor(v.idade);
  return {
    nome: v.nome,
    idade: v.idade,
    peso: v.peso,
    altura: v.altura,
    bebe: v.bebe,
    fuma: v.fuma,
    ...(v.esporte.trim() ? { esporte: v.esporte } : {}),
    ...(v.sexo ? { sexo: v.sexo } : {}),
    consultaPara: v.consultaPara,
    ...(v.consultaPara === 'outro' ? { nomeOutraPessoa: v.nomeOutraPessoa } : {}),
    ...(menor ? { nomeResponsavel: v.nomeResponsavel, telefoneResponsavel: v.telefoneResponsavel, parentescoResponsavel: v.parentescoResponsavel } : {}),
    consentimentoDados: v.consentimentoDados as true,
    consentimentoTermos: v.consentimentoTermos as true,
  } as DadosPacienteFormInput;
}

const checarCorpo = standardSchemaResolver(dadosPacienteSchema);

/**
 * The form's resolver: the shared schema checks the body the form would send, and its first message
 * per field lands on that field. A valid form hands on its own values (`corpoIntake` builds the body).
 * Fields off the page (unregistered) count as empty.
 */
export const intakeResolver: Resolver<IntakeValores> = async (valores, contexto, opcoes) => {
  const { errors } = await checarCorpo(corpoIntake({ ...intakeVazio, ...valores }), contexto, opcoes as unknown as Parameters<typeof checarCorpo>[2]);
  return Object.keys(errors).length === 0 ? { values: valores, errors: {} } : { values: {}, errors: errors as FieldErrors<IntakeValores> };
};
