/**
 * The offline pt-BR consultation engine (DESIGN §2): the local default and the fallback when
 * Bedrock is not configured. It is stateless: each answer is a function of the transcript, the
 * message and the intake. It runs a structured anamnesis per specialty, then gives a ranked
 * pre-diagnosis from the knowledge base, answers follow-up questions, asks about remaining doubts
 * only once the chat has at least 6 messages, and never ends the consultation by itself.
 */
import { consultaRegras } from '../../../shared/constants.js';
import { classificarRespostaDuvidas, FRASE_PERGUNTA_DUVIDAS } from '../../../shared/duvidas.js';
import { detectarEmergencia, type Emergencia } from '../../../shared/emergencia.js';
import type { EspecialidadeId } from '../../../shared/especialidades.js';
import { formatDatePtBR } from '../../../shared/format.js';
import { generoDoMedico } from '../../../shared/medicos.js';
import { nomeDoAtendido } from '../../../shared/schemas/consulta-chat.js';
import { normalizarTexto, padrao } from '../../../shared/texto-clinico.js';
import {
  analisarConversa,
  ehSaudacao,
  gruposPerguntas,
  itensFaltantes,
  NAO_INFORMADO,
  NEGA,
  TITULO_HIPOTESES,
  type Anamnese,
  type ItemAnamnese,
} from './anamnese.js';
import { fatoresDeContexto, mencionaSintoma, rotuloSintoma, rotulosSintomas, type Condicao } from './conhecimento.js';
import { perfisEspecialidade, type PerfilEspecialidade } from '../../../lambdas/ia/perfis-especialidade.js';
import {
  AVISO_PRE_DIAGNOSTICO_IA,
  CABECALHO_RASCUNHO_RECEITA,
  NOME_PACIENTE_PADRAO,
  type ConsultaEngine,
  type MensagemHistorico,
  type ReceitaInput,
  type RespostaInput,
} from '../../../lambdas/ia/engine.js';
import {
  descreverMedicamento,
  escolherMedicamentos,
  grauDeProbabilidade,
  IDADE_PEDIATRICA,
  ranquearCondicoes,
  type Hipotese,
} from './pre-diagnostico.js';

export interface OfflineEngineOptions {
  /** Clock of the prescription date. */
  readonly agora?: () => Date;
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

/** 'Síndrome gripal' → 'síndrome gripal', keeping acronyms such as '(DRGE)'. */
const minuscula = (texto: string): string => texto.charAt(0).toLowerCase() + texto.slice(1);

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
    case 'inicio':
      return valor.startsWith('desde') ? valor : `começou ${valor}`;
    case 'intensidade':
      return `intensidade ${anamnese.intensidade ?? valor} de 10`;
    case 'antecedentes':
      return valor === NEGA ? 'sem doenças crônicas' : `histórico de ${valor}`;
    case 'medicamentos':
      return valor === NEGA ? 'sem uso de medicamentos' : `medicamentos: ${valor}`;
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
// Pre-diagnosis.
// ------------------------------------------------------------------------------------------

function hipotesesDe(anamnese: Anamnese, ctx: Contexto): Hipotese[] {
  return ranquearCondicoes(anamnese.sintomasPresentes, {
    especialidadeId: ctx.especialidadeId,
    idade: ctx.idade,
    sintomasNegados: anamnese.sintomasNegados,
  });
}

/** Denied, not answered or unknown: nothing to quote back. */
const semValor = (valor: string | undefined): boolean => valor === undefined || valor === NEGA || valor === NAO_INFORMADO;

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

function linhasMedicamentos(condicao: Condicao, anamnese: Anamnese, ctx: Contexto): string[] {
  if (ctx.especialidadeId === 'psicologia') {
    return [`- Como ${ctx.feminino ? 'psicóloga' : 'psicólogo'} virtual, não indico medicamentos; se for preciso, um psiquiatra pode avaliar.`];
  }
  const escolha = escolherMedicamentos(condicao, {
    idade: ctx.idade,
    peso: ctx.peso,
    alergenos: anamnese.alergenos,
    especialidadeId: ctx.especialidadeId,
  });
  const linhas = escolha.medicamentos.map((escolhido) => `- ${descreverMedicamento(escolhido)}`);
  for (const excluido of escolha.excluidosPorAlergia) linhas.push(`- Não incluí ${excluido.nome} por causa da alergia que você informou.`);
  if (escolha.medicamentos.length === 0 && escolha.pediatrico && condicao.medicamentos.length > 0) {
    linhas.push('- As doses para crianças dependem do peso e devem ser definidas pelo pediatra.');
  }
  if (escolha.medicamentos.length === 0 && condicao.notaMedico) linhas.push(`- ${condicao.notaMedico}`);
  if (linhas.length === 0) linhas.push('- Neste caso, não sugiro medicamentos antes de uma avaliação presencial.');
  return linhas;
}

function textoPreDiagnostico(anamnese: Anamnese, ctx: Contexto, abertura: string): string {
  const todas = hipotesesDe(anamnese, ctx);
  // Only hypotheses within reach of the first are worth a line.
  const hipoteses = todas.filter((hipotese) => hipotese.pontos >= (todas[0]?.pontos ?? 0) * 0.3).slice(0, 3);
  const linhas: string[] = [abertura, '', resumoAnamnese(anamnese), '', TITULO_HIPOTESES];
  const primeira = hipoteses[0];
  if (primeira === undefined) {
    linhas.push(
      `1. Quadro ainda indefinido: com o que conversamos, não consegui relacionar os sintomas a uma condição comum com segurança. Recomendo uma avaliação presencial com ${ctx.especialidade === 'Clínica Geral' ? 'um clínico geral' : `um especialista em ${ctx.especialidade}`}.`,
      '',
      'Quando procurar atendimento presencial:',
      '- Se os sintomas piorarem, durarem mais de alguns dias ou atrapalharem sua rotina.',
      '- Em uma emergência, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
    );
    return linhas.join('\n');
  }
  hipoteses.forEach((hipotese, indice) => {
    const sinais = listar(rotulosSintomas(hipotese.sintomas).slice(0, 3));
    linhas.push(`${indice + 1}. ${hipotese.condicao.nome} — ${grauDeProbabilidade(hipotese, primeira)}: combina com ${sinais}.`);
  });
  const condicao = primeira.condicao;
  linhas.push('', 'Orientações:', ...condicao.orientacoes.map((orientacao) => `- ${orientacao}`));
  if ((anamnese.intensidade ?? 0) >= 8) {
    linhas.push(`- Como a intensidade é alta (${anamnese.intensidade} de 10), procure atendimento presencial ainda hoje se não melhorar com as primeiras medidas.`);
  }
  if (anamnese.respostas.inicio && /\b(?:mes|meses|ano|anos)\b/.test(anamnese.respostas.inicio)) {
    linhas.push(`- Como os sintomas já duram ${anamnese.respostas.inicio.replace(/^(?:ha|faz|desde)\s+/, '')}, agende também uma consulta presencial.`);
  }
  linhas.push('', 'Medicamentos que o médico pode considerar (rascunho, só use depois da validação):', ...linhasMedicamentos(condicao, anamnese, ctx));
  linhas.push(
    '',
    'Quando procurar atendimento presencial:',
    ...condicao.sinaisAlarme.map((sinal) => `- ${sinal.charAt(0).toUpperCase()}${sinal.slice(1)}.`),
    '- Em uma emergência, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
  );
  return linhas.join('\n');
}

// ------------------------------------------------------------------------------------------
// Follow-up questions after the pre-diagnosis.
// ------------------------------------------------------------------------------------------

type Intencao = 'medicamento' | 'duracao' | 'dieta' | 'contagio' | 'atestado' | 'exames' | 'atividade' | 'gravidade' | 'diagnostico' | 'agradecimento';

const INTENCOES: ReadonlyArray<readonly [Intencao, RegExp]> = [
  ['atestado', padrao(String.raw`\batestado\w*|\bafastamento\b|\blaudo\b`, '')],
  ['medicamento', padrao(String.raw`\bremedios?\b|\bmedicamentos?\b|\bmedicac\w*|\bposso tomar\b|\bdose\b|\bdosagem\b|\breceita\b|\bcomprimidos?\b|\bpomada\b|\bantibiotico\w*|\btomar\b|\bposologia\b`, '')],
  ['duracao', padrao(String.raw`\bquanto tempo\b|\bquantos dias\b|\bquando (?:eu )?(?:vou )?melhor\w*|\bvai passar\b|\bdemora\w*|\bdura\b|\bpassa logo\b`, '')],
  ['dieta', padrao(String.raw`\bcomer\b|\bcomida\w*|\balimenta\w*|\bdieta\b|\bbeber\b|\bbebida\w*|\balcool\b|\bcerveja\b|\bcafe\b|\bleite\b`, '')],
  ['contagio', padrao(String.raw`\bcontagi\w*|\btransmit\w*|\bpega\b|\bpassar para\b|\bpassa para\b|\bisolamento\b|\bescola\b|\bcreche\b|\btrabalhar\b`, '')],
  ['exames', padrao(String.raw`\bexames?\b|\blaboratorio\b|\braio x\b|\bultrassom\w*|\bendoscopia\b|\bhemograma\b`, '')],
  ['atividade', padrao(String.raw`\bexercicios?\b|\bacademia\b|\besportes?\b|\btreinar\b|\bcorrer\b|\batividade fisica\b|\bcaminhar\b|\bmusculacao\b`, '')],
  ['gravidade', padrao(String.raw`\bgrave\b|\bperigos\w*|\bpreocup\w*|\bserio\b|\brisco\b|\bhospital\b|\bpronto socorro\b|\bquando procurar\b|\bpiorar\b`, '')],
  ['diagnostico', padrao(String.raw`\bo que (?:eu )?tenho\b|\bdiagnostico\b|\bcerteza\b|\bsera que\b|\be mesmo\b|\bpode ser\b`, '')],
  ['agradecimento', padrao(String.raw`^(?:ok|certo|entendi|beleza|perfeito|show|otimo|obrigad\w*|valeu|muito obrigad\w*)(?: \w+){0,3}$`, '')],
];

const MEDICAMENTO_CITADO = padrao(
  String.raw`\b(dipirona|paracetamol|tylenol|ibuprofeno|advil|nimesulida|diclofenaco|aspirina|aas|omeprazol|loratadina|amoxicilina|azitromicina|antibiotico|dramin|dimenidrinato|buscopan|escopolamina|melatonina|miconazol|hidrocortisona|fosfomicina|metronidazol)\b`,
);
const AINES = new Set(['ibuprofeno', 'advil', 'nimesulida', 'diclofenaco', 'aspirina', 'aas']);
const EVITAR_AINES = new Set(['dengue', 'gastrite', 'drge']);

function respostaMedicamento(mensagem: string, hipotese: Hipotese | undefined, anamnese: Anamnese, ctx: Contexto): string {
  if (hipotese === undefined) {
    return 'Como o quadro ainda não está definido, não sugiro medicamentos antes de uma avaliação presencial.';
  }
  const condicao = hipotese.condicao;
  const citados = [...new Set([...normalizarTexto(mensagem).matchAll(MEDICAMENTO_CITADO)].map((match) => match[1] ?? ''))];
  const escolha = escolherMedicamentos(condicao, { idade: ctx.idade, peso: ctx.peso, alergenos: anamnese.alergenos, especialidadeId: ctx.especialidadeId });
  const validacao = 'Use somente depois que um médico real validar; o rascunho sai pelo botão "Gerar Receita Médica".';
  if (citados.length > 0) {
    const frases = citados.map((citado) => {
      const nome = citado.charAt(0).toUpperCase() + citado.slice(1);
      if (anamnese.alergenos.some((alergeno) => normalizarTexto(alergeno).includes(citado) || citado.includes(normalizarTexto(alergeno)))) {
        return `${nome}: não use, porque você informou alergia a ${anamnese.respostas.alergias}.`;
      }
      const sugerido = escolha.medicamentos.find((escolhido) => normalizarTexto(escolhido.medicamento.nome).includes(citado));
      if (sugerido) return `${nome} está entre as sugestões para ${minuscula(condicao.nome)}: ${sugerido.posologia}`;
      if (AINES.has(citado) && EVITAR_AINES.has(condicao.id)) {
        return `${nome}: prefira evitar, porque anti-inflamatórios não são indicados na hipótese de ${minuscula(condicao.nome)}.`;
      }
      if (citado === 'antibiotico') return 'Antibiótico: só com prescrição de um médico que confirme infecção bacteriana; não use por conta própria.';
      return `${nome} não está entre as sugestões iniciais para este quadro; confirme com o médico que validar o pré-diagnóstico antes de usar.`;
    });
    return `${frases.join(' ')} ${validacao}`;
  }
  const linhas = linhasMedicamentos(condicao, anamnese, ctx);
  return [`Para ${minuscula(condicao.nome)}, estas são as sugestões de rascunho:`, ...linhas, validacao].join('\n');
}

function respostaIntencao(intencao: Intencao, mensagem: string, hipotese: Hipotese | undefined, anamnese: Anamnese, ctx: Contexto): string {
  const condicao = hipotese?.condicao;
  switch (intencao) {
    case 'medicamento':
      return respostaMedicamento(mensagem, hipotese, anamnese, ctx);
    case 'duracao':
      return condicao
        ? `Sobre o tempo de melhora: ${condicao.duracao} Se não melhorar nesse prazo, procure atendimento presencial.`
        : 'O tempo de melhora depende da causa, que ainda precisa ser confirmada em uma avaliação presencial.';
    case 'dieta':
      return `Sobre a alimentação: ${condicao?.dieta ?? 'mantenha uma alimentação leve e equilibrada, beba bastante água e evite bebidas alcoólicas enquanto estiver com sintomas.'}`;
    case 'contagio':
      return condicao?.contagio
        ? `Sobre contágio: ${condicao.contagio}`
        : 'Pelo que conversamos, não há sinal de que seja contagioso, mas confirme com o médico que validar o pré-diagnóstico.';
    case 'atestado':
      return 'Atestados e laudos só podem ser emitidos por um médico real, depois de avaliar você; como assistente de IA, eu não posso emiti-los.';
    case 'exames':
      return condicao?.exames?.length
        ? `Exames que podem ajudar o médico: ${listar(condicao.exames)}.`
        : 'Neste momento não há exames indispensáveis; o médico que validar o pré-diagnóstico pode pedir algum se achar necessário.';
    case 'atividade':
      return `Sobre atividade física: ${condicao?.atividade ?? 'retome aos poucos, conforme se sentir bem, e pare se os sintomas piorarem.'}`;
    case 'gravidade':
      return condicao
        ? `Procure atendimento imediato se houver: ${listar([...condicao.sinaisAlarme])}. Nesses casos, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo. Sem esses sinais, o quadro costuma ser tratado em casa, com acompanhamento.`
        : 'Se os sintomas piorarem ou surgir qualquer sinal de alarme, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.';
    case 'diagnostico':
      return condicao
        ? `A hipótese mais provável é ${minuscula(condicao.nome)}, pelos sintomas de ${listar((hipotese?.sintomas ?? []).slice(0, 3).map(rotuloSintoma))}. Não é um diagnóstico definitivo: só um médico real pode confirmá-lo.`
        : 'Ainda não há uma hipótese clara: uma avaliação presencial é o melhor caminho.';
    case 'agradecimento':
      return 'Por nada! Estou aqui enquanto a consulta estiver aberta.';
  }
}

function textoAcompanhamento(input: RespostaInput, anamnese: Anamnese, ctx: Contexto, podeDuvidas: boolean): string {
  const hipoteses = hipotesesDe(anamnese, ctx);
  const principal = hipoteses[0];

  if (anamnese.ultimaPerguntouDuvidas) {
    const resposta = classificarRespostaDuvidas(input.mensagem);
    if (resposta === 'negativa') {
      return [
        `Que bom que pude ajudar, ${ctx.vocativo}! Siga as orientações e, se os sintomas piorarem ou surgir algum sinal de alarme, procure atendimento presencial.`,
        AVISO_PRE_DIAGNOSTICO_IA,
        'Continuo à disposição enquanto a consulta estiver aberta.',
      ].join('\n\n');
    }
  }

  const normalizada = normalizarTexto(input.mensagem);
  const intencoes = INTENCOES.filter(([, regex]) => regex.test(normalizada)).map(([intencao]) => intencao);
  const partes: string[] = [];

  const novos = anamnese.novidades.sintomas.filter((id) => !fatoresDeContexto.has(id));
  if (novos.length > 0) {
    const antes = ranquearCondicoes(
      anamnese.sintomasPresentes.filter((id) => !novos.includes(id)),
      { especialidadeId: ctx.especialidadeId, idade: ctx.idade, sintomasNegados: anamnese.sintomasNegados },
    )[0];
    const mudou = principal !== undefined && antes?.condicao.id !== principal.condicao.id;
    const conclusao =
      principal === undefined
        ? 'Isso não muda a recomendação de uma avaliação presencial.'
        : mudou
          ? `Com isso, reavaliei o quadro: a hipótese mais provável passa a ser ${minuscula(principal.condicao.nome)}. ${principal.condicao.orientacoes[0] ?? ''}`
          : `A hipótese principal continua sendo ${minuscula(principal.condicao.nome)}.`;
    partes.push(`${obrigado(ctx)} por contar sobre ${listar(novos.map(rotuloSintoma))}. ${conclusao}`.trim());
  }

  for (const intencao of intencoes.filter((item) => item !== 'agradecimento' || intencoes.length === 1).slice(0, 3)) {
    partes.push(respostaIntencao(intencao, input.mensagem, principal, anamnese, ctx));
  }

  if (partes.length === 0) {
    if (anamnese.ultimaPerguntouDuvidas && classificarRespostaDuvidas(input.mensagem) === 'afirmativa') {
      return 'Claro, pode perguntar: estou aqui para ajudar.';
    }
    const hipotese = principal ? `a hipótese principal continua sendo ${minuscula(principal.condicao.nome)}` : 'o quadro ainda pede uma avaliação presencial';
    return `Entendi. Pelo que conversamos, ${hipotese}. Posso explicar sobre medicamentos, tempo de melhora, alimentação, exames, contágio ou sinais de alerta: o que você gostaria de saber?`;
  }

  partes.push(AVISO_PRE_DIAGNOSTICO_IA);
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
  return `Recebi ${quais}. Neste modo de atendimento eu não consigo abrir fotos e documentos: me conte o que eles mostram (por exemplo, os resultados alterados) e leve-os ao médico que validar este pré-diagnóstico.`;
}

/** The whole answer of the offline engine to one patient message. */
export function responderOffline(input: RespostaInput): string {
  const anamnese = analisarConversa(input.historico, input.mensagem);
  const ctx = criarContexto(input);
  const totalMensagens = input.historico.length + 1;
  const podeDuvidas = totalMensagens >= consultaRegras.mensagensMinimasParaDuvidas;
  const emergencia = detectarEmergencia(input.mensagem);
  const partes: string[] = [];

  if (emergencia) {
    partes.push(textoEmergencia(emergencia));
    if (emergencia.tipo === 'suicidio') {
      partes.push(textoSuicidio(ctx));
      return partes.join('\n\n');
    }
  }
  const arquivos = textoArquivos(input.arquivos, anamnese);
  if (arquivos) partes.push(arquivos);

  if (!emergencia && anamnese.textosMedico.at(-1)?.includes(MARCA_SEGURANCA)) {
    partes.push(textoAposRisco(input.mensagem));
    if (anamnese.diagnosticoDado) return partes.join('\n\n');
  } else if (anamnese.diagnosticoDado) {
    partes.push(textoAcompanhamento(input, anamnese, ctx, podeDuvidas));
    return partes.join('\n\n');
  }

  const soSaudacao = ehSaudacao(input.mensagem) && anamnese.novidades.sintomas.length === 0;
  const ack = soSaudacao ? `Olá, ${ctx.vocativo}!` : reconhecimento(anamnese, ctx, input.historico.length);
  const proxima = proximaPergunta(anamnese, ctx);
  if (proxima !== undefined) {
    const continuar = emergencia
      ? 'Se você já estiver a caminho do atendimento ou em segurança, me ajude a entender melhor: '
      : '';
    const adiamento = input.mensagem.includes('?') ? ' Vou responder à sua pergunta assim que entender melhor o quadro.' : '';
    partes.push(`${ack}${adiamento}`, `${continuar}${proxima}`);
    return partes.join('\n\n');
  }

  const abertura = `${ack} ${obrigado(ctx)} pelas respostas, ${ctx.vocativo}. Com base no que ${ctx.terceiro ? 'vocês me contaram' : 'você me contou'}, este é o meu pré-diagnóstico.`;
  partes.push(textoPreDiagnostico(anamnese, ctx, abertura));
  partes.push(`${AVISO_PRE_DIAGNOSTICO_IA} Se quiser, use o botão "Gerar Receita Médica" para ver um rascunho de receita, que só vale depois de revisado e assinado por um médico.`);
  if (podeDuvidas) partes.push(FRASE_PERGUNTA_DUVIDAS);
  return partes.join('\n\n');
}

// ------------------------------------------------------------------------------------------
// Draft prescription.
// ------------------------------------------------------------------------------------------

const ROTULO_FALA = /^\s*(paciente|m[ée]dic[oa]|doutor[a]?|dr\.?|dra\.?)\s*:\s*(.*)$/i;

/** The transcript lines of a prescription context ('Paciente: …' / 'Médico: …'). */
export function lerContexto(contexto: string): MensagemHistorico[] {
  const mensagens: Array<{ autor: 'paciente' | 'medico'; texto: string }> = [];
  for (const linha of contexto.split(/\r?\n/)) {
    const rotulada = ROTULO_FALA.exec(linha);
    if (rotulada) {
      mensagens.push({ autor: /^paciente$/i.test(rotulada[1] ?? '') ? 'paciente' : 'medico', texto: rotulada[2] ?? '' });
    } else if (mensagens.length > 0 && linha.trim() !== '') {
      const ultima = mensagens[mensagens.length - 1];
      if (ultima) ultima.texto = `${ultima.texto}\n${linha}`;
    }
  }
  if (mensagens.length === 0 && contexto.trim() !== '') mensagens.push({ autor: 'paciente', texto: contexto });
  return mensagens;
}

function receitaOffline(input: ReceitaInput, data: Date): string {
  const nomePaciente = input.nomePaciente?.trim() || NOME_PACIENTE_PADRAO;
  const anamnese = analisarConversa(lerContexto(input.contexto), input.motivo);
  const idade = input.paciente?.idade;
  const peso = input.paciente?.peso;
  const hipoteses = ranquearCondicoes(anamnese.sintomasPresentes, {
    especialidadeId: input.medico.especialidadeId,
    ...(idade === undefined ? {} : { idade }),
    sintomasNegados: anamnese.sintomasNegados,
  });
  const principal = hipoteses[0]?.condicao;

  const identificacao = [`Paciente: ${nomePaciente}`];
  if (idade !== undefined) identificacao[0] += ` — ${idade} ${idade === 1 ? 'ano' : 'anos'}${peso !== undefined ? `, ${String(peso).replace('.', ',')} kg` : ''}`;
  const linhas: string[] = [
    CABECALHO_RASCUNHO_RECEITA,
    '',
    ...identificacao,
    `Data: ${formatDatePtBR(data)}`,
    `Elaborado por: ${input.medico.nome} — ${input.medico.especialidade} (assistente virtual de IA, sem registro profissional)`,
    `Motivo da consulta: ${input.motivo.replace(/\s+/g, ' ').trim() || 'não informado'}`,
    `Hipótese diagnóstica (pré-diagnóstico de IA, a confirmar pelo médico): ${principal?.nome ?? 'indefinida com as informações da consulta'}`,
    '',
    'MEDICAMENTOS (RASCUNHO PARA VALIDAÇÃO)',
  ];

  const alergias = anamnese.respostas.alergias;
  const emUso = anamnese.respostas.medicamentos;
  if (principal === undefined) {
    linhas.push('Nenhum medicamento sugerido: o quadro precisa de avaliação presencial antes de qualquer prescrição.');
  } else if (input.medico.especialidadeId === 'psicologia') {
    linhas.push('Nenhum medicamento: psicólogos não prescrevem medicamentos. Se for necessário, um psiquiatra pode avaliar.');
  } else {
    const escolha = escolherMedicamentos(principal, {
      ...(idade === undefined ? {} : { idade }),
      ...(peso === undefined ? {} : { peso }),
      alergenos: anamnese.alergenos,
      especialidadeId: input.medico.especialidadeId,
    });
    escolha.medicamentos.forEach((escolhido, indice) => {
      const { medicamento } = escolhido;
      linhas.push(`${indice + 1}) ${medicamento.nome} — ${medicamento.forma}`);
      linhas.push(`   Via de administração: ${medicamento.via}`);
      linhas.push(`   Posologia: ${escolhido.posologia}`);
      if (medicamento.exigeReceita) linhas.push('   Exige prescrição médica: usar somente se o médico confirmar a indicação.');
    });
    if (escolha.medicamentos.length === 0) {
      linhas.push(
        escolha.pediatrico && principal.medicamentos.length > 0
          ? 'Nenhum medicamento sugerido: as doses para crianças dependem do peso e devem ser definidas pelo pediatra.'
          : 'Nenhum medicamento sugerido antes de uma avaliação presencial.',
      );
    }
    for (const excluido of escolha.excluidosPorAlergia) linhas.push(`Não incluído por alergia informada: ${excluido.nome}.`);
  }

  linhas.push(
    '',
    'ORIENTAÇÕES DE USO',
    '- Use os medicamentos somente depois que um médico revisar e assinar esta receita.',
    '- Respeite as doses e os intervalos indicados e não ultrapasse a dose máxima diária.',
    '- Leia a bula e suspenda o uso se surgir alergia (coceira, placas vermelhas, inchaço) ou outro efeito indesejado.',
    `- Medicamentos em uso informados: ${semValor(emUso) ? 'nenhum' : emUso}; alergias informadas: ${semValor(alergias) ? 'nenhuma' : alergias}.`,
    '',
    'CUIDADOS GERAIS',
  );
  if (principal) {
    linhas.push(...principal.orientacoes.map((orientacao) => `- ${orientacao}`));
    if (principal.dieta) linhas.push(`- Alimentação: ${principal.dieta}`);
  } else {
    linhas.push('- Repouso, boa hidratação e alimentação leve até a avaliação presencial.');
  }
  linhas.push('', 'QUANDO RETORNAR OU PROCURAR ATENDIMENTO');
  if (principal) {
    linhas.push(`- Retorne se não houver melhora no prazo esperado. ${principal.duracao}`);
    linhas.push(`- Procure atendimento imediato se houver: ${listar([...principal.sinaisAlarme])}.`);
  } else {
    linhas.push('- Agende uma consulta presencial nos próximos dias.');
  }
  linhas.push('- Em uma emergência, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.');
  if (principal?.notaMedico || (idade !== undefined && idade < IDADE_PEDIATRICA)) {
    linhas.push('', 'NOTA PARA O MÉDICO VALIDADOR');
    if (principal?.notaMedico) linhas.push(`- ${principal.notaMedico}`);
    if (idade !== undefined && idade < IDADE_PEDIATRICA) linhas.push('- Paciente pediátrico: confirmar peso atual e doses antes de assinar.');
  }
  linhas.push(
    '',
    '________________________________________',
    'Assinatura do médico responsável (assinatura digital ICP-Brasil), nome e CRM',
  );
  return linhas.join('\n');
}

/** The offline implementation of the consultation engine. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): ConsultaEngine {
  const agora = options.agora ?? (() => new Date());
  const palavrasPorPedaco = options.palavrasPorPedaco ?? PALAVRAS_POR_PEDACO;

  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    const pedacos = dividirEmPedacos(responderOffline(input), palavrasPorPedaco);
    for (const [indice, pedaco] of pedacos.entries()) {
      if (indice > 0) await cederVez();
      yield pedaco;
    }
  }

  async function gerarReceita(input: ReceitaInput): Promise<string> {
    return receitaOffline(input, agora());
  }

  return { nome: 'offline', responder, gerarReceita };
}
