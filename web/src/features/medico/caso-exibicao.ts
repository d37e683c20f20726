/**
 * How the case page labels what the API returns: the patient's intake (whatever `dadosPaciente`
 * holds, in pt-BR) and the entries of the record. Pure, so the labels are unit tested.
 */
import { rotulosIntake } from '#shared/schemas/consulta-chat.js';
import type { VersaoRegistro } from '#shared/schemas/validacao.js';

export interface CampoPaciente {
  readonly rotulo: string;
  readonly valor: string;
}

const numero = (valor: number, casas = 1) => valor.toLocaleString('pt-BR', { maximumFractionDigits: casas });
const simNao = (valor: boolean) => (valor ? 'Sim' : 'Não');

function opcao<T extends Record<string, string>>(rotulos: T, valor: unknown): string | undefined {
  return typeof valor === 'string' && valor in rotulos ? rotulos[valor] : undefined;
}

/** Known intake keys, in the order the page shows them, with their label and formatting. */
const camposConhecidos: ReadonlyArray<readonly [string, string, (valor: unknown) => string | undefined]> = [
  ['nome', 'Nome', (v) => texto(v)],
  ['nomeOutraPessoa', 'Paciente atendido', (v) => texto(v)],
  ['consultaPara', 'Consulta para', (v) => opcao(rotulosIntake.consultaPara, v)],
  ['idade', 'Idade', (v) => (typeof v === 'number' ? `${v} ${v === 1 ? 'ano' : 'anos'}` : texto(v))],
  ['sexo', 'Sexo', (v) => opcao({ feminino: 'Feminino', masculino: 'Masculino', f: 'Feminino', m: 'Masculino', outro: 'Outro' }, v) ?? texto(v)],
  ['peso', 'Peso', (v) => (typeof v === 'number' ? `${numero(v)} kg` : texto(v))],
  ['altura', 'Altura', (v) => (typeof v === 'number' ? `${numero(v, 0)} cm` : texto(v))],
  ['imc', 'IMC', (v) => (typeof v === 'number' ? `${numero(v)} kg/m²` : texto(v))],
  ['alergias', 'Alergias', (v) => texto(v)],
  ['medicamentos', 'Medicamentos em uso', (v) => texto(v)],
  ['condicoes', 'Condições de saúde', (v) => texto(v)],
  ['doencas', 'Doenças preexistentes', (v) => texto(v)],
  ['bebe', 'Consumo de álcool', (v) => opcao(rotulosIntake.bebe, v)],
  ['fuma', 'Tabagismo', (v) => opcao(rotulosIntake.fuma, v)],
  ['esporte', 'Atividade física', (v) => texto(v)],
  ['menor', 'Menor de idade', (v) => (typeof v === 'boolean' ? simNao(v) : undefined)],
  ['responsavel', 'Responsável', (v) => texto(v)],
];

/** Keys that are not clinical data (consents are recorded elsewhere). */
const ignorados = new Set(['consentimentoDados', 'consentimentoTermos', 'consentimentoEm', 'telefone', 'email', 'cpf']);

/** Any value as one line: lists joined, objects by their values, blanks dropped. */
function texto(valor: unknown): string | undefined {
  if (valor === undefined || valor === null) return undefined;
  if (typeof valor === 'string') return valor.trim() || undefined;
  if (typeof valor === 'number') return numero(valor, 2);
  if (typeof valor === 'boolean') return simNao(valor);
  if (Array.isArray(valor)) {
    const partes = valor.map(texto).filter((parte): parte is string => Boolean(parte));
    return partes.length ? partes.join(', ') : undefined;
  }
  if (typeof valor === 'object') {
    const partes = Object.values(valor as Record<string, unknown>)
      .map(texto)
      .filter((parte): parte is string => Boolean(parte));
    return partes.length ? partes.join(' · ') : undefined;
  }
  return undefined;
}

/** The intake as the chat records it has weight and height; the BMI is worked out when absent. */
function comImc(dados: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const { peso, altura, imc } = dados;
  if (imc !== undefined || typeof peso !== 'number' || typeof altura !== 'number' || altura <= 0) return dados;
  return { ...dados, imc: Math.round((peso / (altura / 100) ** 2) * 10) / 10 };
}

/** "pressaoArterial" → "Pressao arterial": a readable label for a key the page does not know. */
function rotuloDaChave(chave: string): string {
  const palavras = chave.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

/** The intake's fields as label/value pairs: the known ones first, then any other the server sent. */
export function camposDoPaciente(entrada: Readonly<Record<string, unknown>> | undefined): CampoPaciente[] {
  if (!entrada) return [];
  const dados = comImc(entrada);
  const campos: CampoPaciente[] = [];
  const conhecidas = new Set<string>();
  for (const [chave, rotulo, formatar] of camposConhecidos) {
    conhecidas.add(chave);
    const valor = formatar(dados[chave]);
    if (valor) campos.push({ rotulo, valor });
  }
  for (const [chave, bruto] of Object.entries(dados)) {
    if (conhecidas.has(chave) || ignorados.has(chave)) continue;
    const valor = texto(bruto);
    if (valor) campos.push({ rotulo: rotuloDaChave(chave), valor });
  }
  return campos;
}

/** "10:42" in the physician's time zone (the page passes it; tests fix it). */
export function horaCurta(iso: string, timeZone?: string): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return '';
  return data.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/** "25/11/2026 10:42". */
export function dataHora(iso: string, timeZone?: string): string {
  const data = new Date(iso);
  if (Number.isNaN(data.getTime())) return '';
  return data.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

/**
 * One entry of the record: "Rascunho da IA (bedrock/anthropic.claude-sonnet-4) · 10:42",
 * "Edição por Dra. X · 10:50", "Validado por Dra. X · 11:02".
 */
export function rotuloVersao(versao: VersaoRegistro, timeZone?: string): string {
  const hora = horaCurta(versao.criadoEm, timeZone);
  const autor = versao.autor.tipo === 'ia' ? `IA (${versao.autor.engine}/${versao.autor.modelo})` : versao.autor.nome;
  const crm = versao.autor.tipo === 'medico' ? ` (CRM ${versao.autor.crm}/${versao.autor.uf})` : '';
  switch (versao.tipo) {
    case 'rascunho-ia':
      return `Rascunho da ${autor} · ${hora}`;
    case 'edicao':
      return `Edição por ${autor}${crm} · ${hora}`;
    case 'decisao':
      return `${versao.decisao === 'recusada' ? 'Recusado' : 'Validado'} por ${autor}${crm} · ${hora}`;
  }
}
