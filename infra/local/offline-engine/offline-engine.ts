/**
 * The offline pt-BR consultation engine: the model behind the local Bedrock runtime
 * (infra/local/bedrock-runtime.ts, which reads our prompts back with pedido.ts). It is
 * stateless: each answer is a function of the transcript, the message and the intake. It runs a
 * structured anamnesis per specialty, ends the interview with a summary and the safety net,
 * answers follow-up questions, asks about remaining doubts only once the chat has at least 6
 * messages, and never ends the consultation by itself. CFM 2.454/2026: in the chat it never states
 * a diagnosis, prognosis, medicine or dose; it answers requests for them (and attempts to change
 * its rules) by saying that a physician will review the consultation. The ranked differential and
 * the prescription go to the physician's drafts (rascunho.ts) and to the draft prescription.
 */
import { consultaRegras } from '#shared/constants.js';
import { classificarRespostaDuvidas, FRASE_PERGUNTA_DUVIDAS } from '#shared/duvidas.js';
import type { Emergencia } from '#shared/emergencia.js';
import { detectarEmergencia } from '#shared/triagem/index.js';
import type { EspecialidadeId } from '#shared/especialidades.js';
import { generoDoMedico } from '#shared/medicos.js';
import { nomeDoAtendido } from '#shared/schemas/consulta-chat.js';
import { normalizarTexto, padrao } from '#shared/texto-clinico.js';
import {
  analisarConversa,
  ehSaudacao,
  gruposPerguntas,
  itensFaltantes,
  MARCA_ENTREVISTA_CONCLUIDA,
  NAO_INFORMADO,
  NEGA,
  semValor,
  type Anamnese,
  type ItemAnamnese,
} from './anamnese.js';
import { fatoresDeContexto, mencionaSintoma, rotuloSintoma, rotulosSintomas } from './conhecimento.js';
import { perfisEspecialidade, type PerfilEspecialidade } from '#lambdas/ia/perfis-especialidade.js';
import {
  AVISO_IA_REVISAO_MEDICA,
  type ConsultaEngine,
  type RascunhoGerado,
  type RascunhoInput,
  type RespostaInput,
} from '#lambdas/ia/engine.js';
import { MODELO_OFFLINE, rascunhoOffline } from './rascunho.js';
import { hipotesesDaAnamnese } from './pre-diagnostico.js';

export interface OfflineEngineOptions {
  /** Words per streamed chunk. */
  readonly palavrasPorPedaco?: number;
}

const PALAVRAS_POR_PEDACO = 4;

/** Yields to the event loop between chunks, so the chat renders progressively without delays. */
const cederVez = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Splits a text into chunks of a few words, keeping every space and line break. */
export function dividirEmPedacos(texto: string, palavrasPorPedaco = PALAVRAS_POR_PEDACO): string[] {
  const tokens = texto.match(/\s*\S+\s*/g) ?? [];
  const pedacos: string[] = [];
  for (let i = 0; i < tokens.length; i += palavrasPorPedaco) pedacos.push(tokens.slice(i, i + palavrasPorPedaco).join(''));
  return pedacos;
}

interface Contexto {
  readonly especialidadeId: EspecialidadeId;
  readonly especialidade: string;
  readonly perfil: PerfilEspecialidade;
  readonly feminino: boolean;
  /** Addressing a carer about a child rather than the patient. */
  readonly terceiro: boolean;
  readonly nomeAtendido: string;
  readonly vocativo: string;
  readonly idade: number;
  readonly peso: number;
}

function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? nome;
}

function criarContexto(input: RespostaInput): Contexto {
  const { medico, paciente } = input;
  const atendido = nomeDoAtendido(paciente);
  const terceiro = paciente.menor || paciente.consultaPara === 'outro' || medico.especialidadeId === 'pediatria';
  const interlocutor = paciente.menor && paciente.responsavel ? paciente.responsavel.nome : paciente.nome;
  return {
    especialidadeId: medico.especialidadeId,
    especialidade: medico.especialidade,
    perfil: perfisEspecialidade[medico.especialidadeId],
    feminino: generoDoMedico(medico) === 'feminino',
    terceiro,
    nomeAtendido: primeiroNome(atendido),
    vocativo: primeiroNome(interlocutor),
    idade: paciente.idade,
    peso: paciente.peso,
  };
}

function listar(itens: readonly string[], conjuncao = 'e'): string {
  if (itens.length <= 1) return itens[0] ?? '';
  return `${itens.slice(0, -1).join(', ')} ${conjuncao} ${itens.at(-1) ?? ''}`;
}

const listarAlternativas = (itens: readonly string[]): string => listar(itens, 'ou');


const obrigado = (ctx: Contexto): string => (ctx.feminino ? 'Obrigada' : 'Obrigado');

// ------------------------------------------------------------------------------------------
// Anamnesis questions.
// ------------------------------------------------------------------------------------------

function pergunta(item: ItemAnamnese, ctx: Contexto, anamnese: Anamnese): string {
  const nome = ctx.nomeAtendido;
  const exemplos = listarAlternativas(
    ctx.perfil.exemplosAssociados.filter((exemplo) => !anamnese.sintomasPresentes.some((id) => mencionaSintoma(exemplo, id))),
  );
  switch (item) {
    case 'queixa':
      return ctx.perfil.perguntaQueixa;
    case 'inicio':
      return ctx.terceiro ? `Desde quando ${nome} está com isso?` : 'Desde quando você sente isso?';
    case 'intensidade':
      return ctx.perfil.perguntaIntensidade;
    case 'associados':
      return ctx.terceiro
        ? `${nome} tem outros sintomas junto${exemplos ? `, como ${exemplos}` : ''}?`
        : `Você notou outros sintomas junto${exemplos ? `, como ${exemplos}` : ''}?`;
    case 'especifico':
      return ctx.perfil.perguntaEspecifica;
    case 'antecedentes':
      if (ctx.especialidadeId === 'psicologia' || ctx.especialidadeId === 'psiquiatria') {
        return 'Você tem alguma doença crônica ou problema de saúde, ou já fez acompanhamento psicológico ou psiquiátrico?';
      }
      return ctx.terceiro
        ? `${nome} tem alguma doença crônica ou problema de saúde?`
        : 'Você tem alguma doença crônica ou problema de saúde, como pressão alta, diabetes ou asma?';
    case 'medicamentos':
      return ctx.terceiro
        ? `${nome} usa algum medicamento regularmente ou já tomou algum remédio para esses sintomas?`
        : 'Você usa algum medicamento regularmente ou já tomou algum remédio para esses sintomas?';
    case 'alergias':
      return ctx.terceiro ? `${nome} tem alergia a algum medicamento?` : 'Tem alergia a algum medicamento?';
  }
}

function proximaPergunta(anamnese: Anamnese, ctx: Contexto): string | undefined {
  const faltantes = new Set(itensFaltantes(anamnese));
  const grupo = gruposPerguntas.find((itens) => itens.some((item) => faltantes.has(item)));
  if (grupo === undefined) return undefined;
  const itens = grupo.filter((item) => faltantes.has(item));
  const jaPerguntado = itens.some((item) => item !== 'queixa' && (anamnese.vezesPerguntado[item] ?? 0) > 0);
  const texto = itens.map((item) => pergunta(item, ctx, anamnese)).join(' ');
  return jaPerguntado ? `Só para completar: ${texto}` : texto;
}

// ------------------------------------------------------------------------------------------
// Acknowledging what the patient said.
// ------------------------------------------------------------------------------------------

function descreverItem(item: ItemAnamnese, anamnese: Anamnese): string | undefined {
  const valor = anamnese.respostas[item];
  if (valor === undefined || valor === NAO_INFORMADO) return undefined;
  switch (item) {
    // A time and a number: 'não' is neither ('começou nega', 'intensidade nega de 10').
    case 'inicio':
      if (semValor(valor)) return undefined;
      return valor.startsWith('desde') ? valor : `começou ${valor}`;
    case 'intensidade':
      return anamnese.intensidade === undefined ? undefined : `intensidade ${anamnese.intensidade} de 10`;
    case 'antecedentes':
      return valor === NEGA ? 'sem doenças crônicas' : `histórico de ${valor}`;
    case 'medicamentos':
      return valor === NEGA ? 'sem uso de medicamentos' : `medicamentos em uso: ${valor}`;
    case 'alergias':
      return valor === NEGA ? 'sem alergias a medicamentos' : `alergia a ${valor}`;
    default:
      return undefined;
  }
}

function reconhecimento(anamnese: Anamnese, ctx: Contexto, indice: number): string {
  const acolhimento =
    ctx.especialidadeId === 'psicologia' || ctx.especialidadeId === 'psiquiatria'
      ? [`${obrigado(ctx)} por compartilhar isso comigo.`, 'Entendo.', 'Faz sentido você se sentir assim.', `${obrigado(ctx)} pela confiança.`]
      : ['Entendi.', `${obrigado(ctx)} pelas informações.`, 'Certo.', 'Compreendo.'];
  const prefixo = acolhimento[indice % acolhimento.length] ?? 'Entendi.';
  const detalhes: string[] = [];
  // Triggers and locations ('relação com a menstruação') are read, not read back.
  const novos = rotulosSintomas(anamnese.novidades.sintomas.filter((id) => !fatoresDeContexto.has(id)));
  if (novos.length > 0) detalhes.push(listar(novos));
  const negados = anamnese.novidades.sintomasNegados.filter((id) => !fatoresDeContexto.has(id)).map(rotuloSintoma);
  if (negados.length > 0) detalhes.push(`sem ${listar(negados, 'nem')}`);
  for (const item of anamnese.novidades.itens) {
    const descricao = descreverItem(item, anamnese);
    if (descricao !== undefined) detalhes.push(descricao);
  }
  const anotado = detalhes.length > 0 ? ` Anotei: ${detalhes.join('; ')}.` : '';
  const empatia =
    anamnese.novidades.itens.includes('intensidade') && (anamnese.intensidade ?? 0) >= 7
      ? ' Sinto muito que esteja tão intenso.'
      : '';
  return `${prefixo}${anotado}${empatia}`;
}

// ------------------------------------------------------------------------------------------
// The end of the interview. CFM 2.454/2026: no diagnosis, prognosis, medicine or dose in the chat;
// the ranked differential and the prescription go to the physician's drafts (rascunho.ts).
// ------------------------------------------------------------------------------------------


function resumoAnamnese(anamnese: Anamnese): string {
  const r = anamnese.respostas;
  const partes: string[] = [];
  if (r.queixa) partes.push(`queixa principal: "${r.queixa}"`);
  if (r.inicio && r.inicio !== NEGA && r.inicio !== NAO_INFORMADO) partes.push(`início: ${r.inicio}`);
  if (anamnese.intensidade !== undefined) partes.push(`intensidade: ${anamnese.intensidade} de 10`);
  if (anamnese.sintomasPresentes.length > 0) partes.push(`sintomas: ${listar(rotulosSintomas(anamnese.sintomasPresentes))}`);
  partes.push(`doenças prévias: ${semValor(r.antecedentes) ? 'nenhuma informada' : r.antecedentes}`);
  partes.push(`medicamentos em uso: ${semValor(r.medicamentos) ? 'nenhum informado' : r.medicamentos}`);
  partes.push(`alergias: ${semValor(r.alergias) ? 'nenhuma informada' : r.alergias}`);
  return `Resumo: ${partes.join('; ')}.`;
}

/** When to seek care: the alarm signs of the leading condition, without naming it (the safety net). */
function linhasSinaisAlarme(anamnese: Anamnese, ctx: Contexto): string[] {
  const principal = hipotesesDaAnamnese(anamnese, ctx.especialidadeId, ctx.idade)[0]?.condicao;
  const linhas = ['Quando procurar atendimento presencial:'];
  if (principal) linhas.push(...principal.sinaisAlarme.map((sinal) => `- ${sinal.charAt(0).toUpperCase()}${sinal.slice(1)}.`));
  else linhas.push('- Se os sintomas piorarem, durarem mais de alguns dias ou atrapalharem sua rotina.');
  if ((anamnese.intensidade ?? 0) >= 8) {
    linhas.push(`- Como a intensidade é alta (${anamnese.intensidade} de 10), procure atendimento presencial ainda hoje se não houver alívio.`);
  }
  linhas.push('- Em uma emergência, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.');
  return linhas;
}

const CUIDADOS_GERAIS = [
  'Enquanto isso:',
  '- Descanse e beba bastante água ao longo do dia.',
  '- Prefira uma alimentação leve e evite bebidas alcoólicas.',
  '- Não comece nenhum remédio novo por conta própria.',
];

function textoFimEntrevista(anamnese: Anamnese, ctx: Contexto, abertura: string): string {
  return [
    abertura,
    '',
    resumoAnamnese(anamnese),
    '',
    `Um médico real vai revisar a ${ctx.terceiro ? 'consulta' : 'sua consulta'} e enviar a avaliação, com as orientações e a receita, se for necessária. Se algo no resumo estiver errado ou faltando, me conte agora.`,
    '',
    ...CUIDADOS_GERAIS,
    '',
    ...linhasSinaisAlarme(anamnese, ctx),
  ].join('\n');
}

// ------------------------------------------------------------------------------------------
// Questions after the interview, and requests for a diagnosis or a prescription at any time.
// ------------------------------------------------------------------------------------------

type Intencao = 'pedidoClinico' | 'duracao' | 'dieta' | 'contagio' | 'atestado' | 'exames' | 'atividade' | 'gravidade' | 'agradecimento';

const PEDE_DIAGNOSTICO_OU_REMEDIO = padrao(
  String.raw`\bremedios?\b|\bmedicamentos?\b|\bmedicac\w*|\bposso tomar\b|\bdose\b|\bdosagem\b|\breceita\w*|\bcomprimidos?\b|\bpomada\b|\bantibiotico\w*|\btomar\b|\btomo\b|\bposologia\b|\bo que (?:eu )?tenho\b|\bdiagnostico\b|\bhipotese\w*|\bsera que\b|\be mesmo\b|\bpode ser\b|\bqual (?:e )?a doenca\b`,
  '',
);
/** Prompt injection and orders: 'ignore as instruções anteriores', 'me passe a receita'. */
const ORDEM_OU_INJECAO = padrao(
  String.raw`\bignor\w* (?:\w+ ){0,3}(?:instruc\w*|regras?|orientac\w*)|\besquec\w* (?:\w+ ){0,3}(?:instruc\w*|regras?)|\bmodo (?:desenvolvedor|dev|admin\w*)\b|\bfinja\b|\bfinge\b|\bvoce agora e\b|\bprompt\b|\b(?:me )?(?:passe|passa|de|da|diga|diz|fale|fala|mande|manda|receite|receita|prescreva)\b (?:\w+ ){0,3}(?:receita|remedio|medicamento|diagnostico|dose)`,
  '',
);

const INTENCOES: ReadonlyArray<readonly [Intencao, RegExp]> = [
  ['atestado', padrao(String.raw`\batestado\w*|\bafastamento\b|\blaudo\b`, '')],
  ['duracao', padrao(String.raw`\bquanto tempo\b|\bquantos dias\b|\bquando (?:eu )?(?:vou )?melhor\w*|\bvai passar\b|\bdemora\w*|\bdura\b|\bpassa logo\b`, '')],
  ['dieta', padrao(String.raw`\bcomer\b|\bcomida\w*|\balimenta\w*|\bdieta\b|\bbeber\b|\bbebida\w*|\balcool\b|\bcerveja\b|\bcafe\b|\bleite\b`, '')],
  ['contagio', padrao(String.raw`\bcontagi\w*|\btransmit\w*|\bpega\b|\bpassar para\b|\bpassa para\b|\bisolamento\b|\bescola\b|\bcreche\b|\btrabalhar\b`, '')],
  ['exames', padrao(String.raw`\bexames?\b|\blaboratorio\b|\braio x\b|\bultrassom\w*|\bendoscopia\b|\bhemograma\b`, '')],
  ['atividade', padrao(String.raw`\bexercicios?\b|\bacademia\b|\besportes?\b|\btreinar\b|\bcorrer\b|\batividade fisica\b|\bcaminhar\b|\bmusculacao\b`, '')],
  ['gravidade', padrao(String.raw`\bgrave\b|\bperigos\w*|\bpreocup\w*|\bserio\b|\brisco\b|\bhospital\b|\bpronto socorro\b|\bquando procurar\b|\bpiorar\b`, '')],
  ['agradecimento', padrao(String.raw`^(?:ok|certo|entendi|beleza|perfeito|show|otimo|obrigad\w*|valeu|muito obrigad\w*)(?: \w+){0,3}$`, '')],
];

/**
 * A request for a diagnosis, a medicine, a dose or a prescription, or an attempt to change the
 * rules: a question about them, an order, or an injection. A plain answer to the anamnesis
 * ('não tomo remédios') is not one.
 */
export function pedidoClinico(mensagem: string): boolean {
  const normalizada = normalizarTexto(mensagem);
  return ORDEM_OU_INJECAO.test(normalizada) || (mensagem.includes('?') && PEDE_DIAGNOSTICO_OU_REMEDIO.test(normalizada));
}

/** The answer to a request for a diagnosis, a medicine, a dose or a prescription (CFM 2.454/2026). */
export function respostaPedidoClinico(ctx: Contexto): string {
  const quem = ctx.terceiro ? 'a consulta' : 'a sua consulta';
  return [
    `Como assistente virtual de inteligência artificial, eu conduzo a entrevista, mas não posso informar diagnóstico, remédios nem doses, e não mudo essa regra a pedido (Resolução CFM 2.454/2026).`,
    `Um médico real vai revisar ${quem} e enviar a avaliação, com as orientações e a receita, se for necessária. O botão "Gerar Receita Médica" envia o pedido de receita para esse médico.`,
    'Não comece nenhum remédio novo por conta própria; se os sintomas piorarem, procure atendimento presencial, e em uma emergência ligue para o SAMU 192.',
  ].join(' ');
}

function respostaIntencao(intencao: Exclude<Intencao, 'pedidoClinico'>, anamnese: Anamnese, ctx: Contexto): string {
  const condicao = hipotesesDaAnamnese(anamnese, ctx.especialidadeId, ctx.idade)[0]?.condicao;
  switch (intencao) {
    case 'duracao':
      return 'O tempo de melhora depende da causa, e essa avaliação vem do médico que vai revisar a consulta. Se os sintomas piorarem ou surgir algum sinal de alarme, procure atendimento presencial.';
    case 'dieta':
      return 'Sobre a alimentação: prefira refeições leves e frequentes, beba bastante água e evite bebidas alcoólicas enquanto estiver com sintomas. O médico que revisar a consulta pode dar orientações específicas.';
    case 'contagio':
      return 'Sobre contágio: enquanto houver sintomas, lave bem as mãos, cubra a boca ao tossir ou espirrar e evite contato próximo com pessoas mais frágeis, como idosos e bebês. O médico que revisar a consulta vai orientar se é preciso algum afastamento.';
    case 'atestado':
      return 'Atestados e laudos só podem ser emitidos por um médico real, depois de avaliar você; como assistente de IA, eu não posso emiti-los.';
    case 'exames':
      return 'Se algum exame for necessário, o médico que revisar a consulta vai indicar qual. Se você já tem exames recentes, pode enviá-los pelo botão de anexo.';
    case 'atividade':
      return 'Sobre atividade física: evite esforço enquanto estiver com sintomas e retome aos poucos, conforme se sentir bem; pare se os sintomas voltarem.';
    case 'gravidade':
      return condicao
        ? `Procure atendimento imediato se houver: ${listar([...condicao.sinaisAlarme])}. Nesses casos, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.`
        : 'Se os sintomas piorarem ou surgir qualquer sinal de alarme, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.';
    case 'agradecimento':
      return 'Por nada! Estou aqui enquanto a consulta estiver aberta.';
  }
}

function textoAcompanhamento(input: RespostaInput, anamnese: Anamnese, ctx: Contexto, podeDuvidas: boolean): string {
  if (anamnese.ultimaPerguntouDuvidas) {
    const resposta = classificarRespostaDuvidas(input.mensagem);
    if (resposta === 'negativa') {
      return [
        `Que bom que pude ajudar, ${ctx.vocativo}! Se os sintomas piorarem ou surgir algum sinal de alarme, procure atendimento presencial.`,
        AVISO_IA_REVISAO_MEDICA,
        'Continuo à disposição enquanto a consulta estiver aberta.',
      ].join('\n\n');
    }
  }

  const normalizada = normalizarTexto(input.mensagem);
  const partes: string[] = [];

  const novos = anamnese.novidades.sintomas.filter((id) => !fatoresDeContexto.has(id));
  if (novos.length > 0) {
    partes.push(`${obrigado(ctx)} por contar sobre ${listar(novos.map(rotuloSintoma))}. Anotei para o médico que vai revisar a consulta.`);
  }
  if (pedidoClinico(input.mensagem)) partes.push(respostaPedidoClinico(ctx));

  const intencoes = INTENCOES.filter(([, regex]) => regex.test(normalizada)).map(([intencao]) => intencao);
  for (const intencao of intencoes.filter((item) => item !== 'agradecimento' || intencoes.length === 1).slice(0, 3)) {
    if (intencao !== 'pedidoClinico') partes.push(respostaIntencao(intencao, anamnese, ctx));
  }

  if (partes.length === 0) {
    if (anamnese.ultimaPerguntouDuvidas && classificarRespostaDuvidas(input.mensagem) === 'afirmativa') {
      return 'Claro, pode perguntar: estou aqui para ajudar.';
    }
    return 'Entendi, anotei para o médico que vai revisar a consulta. Posso explicar sobre alimentação, contágio, atividade física, exames ou quando procurar atendimento: o que você gostaria de saber?';
  }

  partes.push(AVISO_IA_REVISAO_MEDICA);
  if (podeDuvidas) partes.push(FRASE_PERGUNTA_DUVIDAS);
  return partes.join('\n\n');
}

// ------------------------------------------------------------------------------------------
// Emergencies and files.
// ------------------------------------------------------------------------------------------

function textoEmergencia(emergencia: Emergencia): string {
  return `Atenção: ${emergencia.orientacao}`;
}

const PERGUNTA_SEGURANCA = 'Você está em segurança neste momento? Tem alguém com você?';
const MARCA_SEGURANCA = normalizarTexto(PERGUNTA_SEGURANCA);

function textoSuicidio(ctx: Contexto): string {
  return [
    `${ctx.vocativo}, ${obrigado(ctx).toLowerCase()} por confiar isso a mim. O que você está sentindo é sério e você merece ajuda agora, de uma pessoa.`,
    'Se puder, fique perto de alguém de confiança e afaste de você objetos ou remédios que possam machucar.',
    PERGUNTA_SEGURANCA,
  ].join('\n\n');
}

const ACOMPANHADO = padrao(String.raw`\bnao estou sozinh\w*|\bcom (?:o |a )?(?:meu|minha|alguem|amig\w*|familia|marido|esposa|mae|pai)\b|\bestou (?:em )?segur[oa]\b|^sim\b`, '');
const DESAMPARADO = padrao(String.raw`\bsozinh\w*|\bnao estou (?:em )?segur[oa]\b|\bninguem\b|\bnao sei\b`, '');

/** The reply to the safety question asked after suicidal thoughts. */
function textoAposRisco(mensagem: string): string {
  const normalizada = normalizarTexto(mensagem);
  if (DESAMPARADO.test(normalizada) && !ACOMPANHADO.test(normalizada)) {
    return 'Por favor, não fique sem apoio agora: ligue para o CVV 188 (24 h, gratuito, também por chat em cvv.org.br) ou para o SAMU 192, e chame um familiar, amigo ou vizinho para ficar com você. Se puder, vá até o pronto-socorro mais próximo.';
  }
  return 'Que bom saber disso. Se esses pensamentos voltarem ou ficarem mais fortes, ligue para o CVV 188 (24 h, gratuito) ou para o SAMU 192. Um acompanhamento com psicólogo e psiquiatra é muito importante nas próximas semanas, e contar a alguém de confiança como você tem se sentido também ajuda.';
}

function textoArquivos(arquivos: readonly string[], anamnese: Anamnese): string | undefined {
  const novos = arquivos.filter((nome) => {
    const normalizado = normalizarTexto(nome);
    return normalizado !== '' && !anamnese.textosMedico.some((texto) => texto.includes(normalizado));
  });
  if (novos.length === 0) return undefined;
  const quais = novos.length === 1 ? `o arquivo ${novos[0]}` : `os arquivos ${listar(novos)}`;
  return `Recebi ${quais}. Neste modo de atendimento eu não consigo abrir fotos e documentos: me conte o que eles mostram (por exemplo, os resultados alterados). O médico que revisar a consulta também recebe os arquivos.`;
}

/** The whole answer of the offline engine to one patient message. */
export function responderOffline(input: RespostaInput): string {
  const anamnese = analisarConversa(input.historico, input.mensagem);
  const ctx = criarContexto(input);
  const totalMensagens = input.historico.length + 1;
  const podeDuvidas = totalMensagens >= consultaRegras.mensagensMinimasParaDuvidas;
  const emergencia = detectarEmergencia(input.mensagem);
  const partes: string[] = [];
  // At `emergencia` and `pronto-socorro` the chat has already opened the answer with the urgency.
  const aberturaFeita = input.triagem?.nivel === 'emergencia' || input.triagem?.nivel === 'pronto-socorro';

  if (emergencia) {
    if (!aberturaFeita) partes.push(textoEmergencia(emergencia));
    if (emergencia.tipo === 'suicidio') {
      partes.push(textoSuicidio(ctx));
      return partes.join('\n\n');
    }
  }
  const arquivos = textoArquivos(input.arquivos, anamnese);
  if (arquivos) partes.push(arquivos);

  if (!emergencia && anamnese.textosMedico.at(-1)?.includes(MARCA_SEGURANCA)) {
    partes.push(textoAposRisco(input.mensagem));
    if (anamnese.entrevistaConcluida) return partes.join('\n\n');
  } else if (anamnese.entrevistaConcluida) {
    partes.push(textoAcompanhamento(input, anamnese, ctx, podeDuvidas));
    return partes.join('\n\n');
  }

  const soSaudacao = ehSaudacao(input.mensagem) && anamnese.novidades.sintomas.length === 0;
  const ack = soSaudacao ? `Olá, ${ctx.vocativo}!` : reconhecimento(anamnese, ctx, input.historico.length);
  const proxima = proximaPergunta(anamnese, ctx);
  if (proxima !== undefined) {
    // Urgent: the history goes on only for the physician's record, once the patient is on the way.
    const continuar = emergencia || aberturaFeita
      ? 'Se você já estiver a caminho do atendimento ou em segurança, me ajude a entender melhor: '
      : '';
    if (pedidoClinico(input.mensagem)) {
      partes.push(ack, respostaPedidoClinico(ctx), `${continuar}Para o médico ter tudo o que precisa: ${proxima}`);
      return partes.join('\n\n');
    }
    const adiamento = input.mensagem.includes('?') ? ' Vou responder à sua pergunta assim que entender melhor o quadro.' : '';
    partes.push(`${ack}${adiamento}`, `${continuar}${proxima}`);
    return partes.join('\n\n');
  }

  const abertura = `${ack} ${obrigado(ctx)} pelas respostas, ${ctx.vocativo}. ${MARCA_ENTREVISTA_CONCLUIDA}`;
  partes.push(textoFimEntrevista(anamnese, ctx, abertura));
  if (pedidoClinico(input.mensagem)) partes.push(respostaPedidoClinico(ctx));
  partes.push(AVISO_IA_REVISAO_MEDICA);
  if (podeDuvidas) partes.push(FRASE_PERGUNTA_DUVIDAS);
  return partes.join('\n\n');
}

/** The offline implementation of the consultation engine. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): ConsultaEngine {
  const palavrasPorPedaco = options.palavrasPorPedaco ?? PALAVRAS_POR_PEDACO;

  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    const pedacos = dividirEmPedacos(responderOffline(input), palavrasPorPedaco);
    for (const [indice, pedaco] of pedacos.entries()) {
      if (indice > 0) await cederVez();
      yield pedaco;
    }
  }

  async function gerarRascunho(input: RascunhoInput): Promise<RascunhoGerado> {
    return { rascunho: rascunhoOffline(input), modelo: MODELO_OFFLINE };
  }

  return { nome: 'offline', responder, gerarRascunho };
}
