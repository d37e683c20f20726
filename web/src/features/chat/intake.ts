/**
 * The intake form's rules in the browser (journeys §3, §5), on top of the shared schema the server
 * applies too: what the form holds, which fields are required now (minor, someone else), the BMI
 * preview, the body sent, and the errors per field.
 */
import { consultaRegras } from '../../../../shared/constants.js';
import {
  calcularImc,
  dadosPacienteSchema,
  type Bebe,
  type ConsultaPara,
  type DadosPacienteFormInput,
  type Fuma,
  type Sexo,
} from '../../../../shared/schemas/consulta-chat.js';

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

/** Under 18 (journeys §9); unknown until an age is typed. */
export function ehMenor(idade: string): boolean {
  const anos = numeroDigitado(idade);
  return Number.isFinite(anos) && anos >= 0 && anos < consultaRegras.idadeMaioridade;
}

/** The BMI shown while typing: one decimal with a comma, or 'Não calculado'. */
export function imcDigitado(peso: string, altura: string): string {
  return calcularImc(numeroDigitado(peso), numeroDigitado(altura));
}

/** A change of one field; the responsible's fields are cleared when the age reaches 18 (§5). */
export function alterarIntake<K extends IntakeCampo>(valores: IntakeValores, campo: K, valor: IntakeValores[K]): IntakeValores {
  const novos = { ...valores, [campo]: valor };
  if (campo === 'idade' && !ehMenor(String(valor))) {
    return { ...novos, nomeResponsavel: '', telefoneResponsavel: '', parentescoResponsavel: '' };
  }
  if (campo === 'consultaPara' && valor === 'proprio') return { ...novos, nomeOutraPessoa: '' };
  return novos;
}

/** The submit button stays disabled until every required field of §5 is filled and both boxes are ticked. */
export function intakeCompleto(v: IntakeValores): boolean {
  const preenchido = (texto: string) => texto.trim() !== '';
  if (![v.nome, v.idade, v.peso, v.altura].every(preenchido)) return false;
  if (!v.consentimentoDados || !v.consentimentoTermos) return false;
  if (v.consultaPara === 'outro' && !preenchido(v.nomeOutraPessoa)) return false;
  if (ehMenor(v.idade) && ![v.nomeResponsavel, v.telefoneResponsavel, v.parentescoResponsavel].every(preenchido)) return false;
  return true;
}

/** The body of POST /api/chat/intake: only the fields that apply. */
export function corpoIntake(v: IntakeValores): DadosPacienteFormInput {
  const menor = ehMenor(v.idade);
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

/** The shared schema's first message per field; empty when the form is valid. */
export function errosIntake(v: IntakeValores): Partial<Record<IntakeCampo, string>> {
  const resultado = dadosPacienteSchema.safeParse(corpoIntake(v));
  if (resultado.success) return {};
  const erros: Partial<Record<IntakeCampo, string>> = {};
  for (const issue of resultado.error.issues) {
    const campo = issue.path[0];
    if (typeof campo === 'string' && campo in intakeVazio && !erros[campo as IntakeCampo]) erros[campo as IntakeCampo] = issue.message;
  }
  return erros;
}
