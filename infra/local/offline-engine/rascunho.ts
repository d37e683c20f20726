/**
 * The offline engine's drafts for the physician (docs/validacao-medica.md, "The drafts"), written
 * locally from the anamnesis and the knowledge base: the SOAP note with the ranked differential,
 * the structured prescription (child's weight, allergies, psychologists prescribe nothing), the
 * message to the patient and the triage level, never lower than the red flags of the chat.
 */
import { rotulosIntake, type DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { nomeDoAtendido } from '#shared/schemas/consulta-chat.js';
import type { Medicamento as MedicamentoRascunho, NivelTriagem, RascunhoClinico } from '#shared/schemas/validacao.js';
import { comTriagemMinima, type MensagemHistorico, type RascunhoInput } from '#lambdas/ia/engine.js';
import { analisarConversa, semValor, type Anamnese } from './anamnese.js';
import { rotuloSintoma, rotulosSintomas } from './conhecimento.js';
import { escolherMedicamentos, grauDeProbabilidade, hipotesesDaAnamnese, IDADE_PEDIATRICA, type Hipotese, type MedicamentoEscolhido } from './pre-diagnostico.js';

/** The offline engine's "model id", recorded with the AI's version of the drafts. */
export const MODELO_OFFLINE = 'zapsaude-offline-1';

const corte = (texto: string, max: number): string => (texto.length > max ? `${texto.slice(0, max - 1).trimEnd()}…` : texto);
const numero = (valor: number): string => String(valor).replace('.', ',');

function listar(itens: readonly string[]): string {
  if (itens.length <= 1) return itens[0] ?? '';
  return `${itens.slice(0, -1).join(', ')} e ${itens.at(-1) ?? ''}`;
}

/** The transcript split into the history before the last patient message and that message. */
function anamneseDo(historico: readonly MensagemHistorico[]): Anamnese {
  const ultima = historico.findLastIndex((mensagem) => mensagem.autor === 'paciente');
  if (ultima < 0) return analisarConversa(historico, '');
  return analisarConversa(historico.slice(0, ultima), historico[ultima]?.texto ?? '');
}

function subjetivo(anamnese: Anamnese, historico: readonly MensagemHistorico[], paciente: DadosPaciente | undefined): string {
  const r = anamnese.respostas;
  const linhas: string[] = [];
  if (paciente) linhas.push(`Paciente: ${nomeDoAtendido(paciente)}${paciente.menor && paciente.responsavel ? ` (acompanhado por ${paciente.responsavel.nome}, ${paciente.responsavel.parentesco})` : ''}.`);
  linhas.push(`Queixa principal: ${r.queixa ? `"${r.queixa}"` : 'não informada'}.`);
  if (!semValor(r.inicio)) linhas.push(`Início: ${r.inicio}.`);
  if (anamnese.intensidade !== undefined) linhas.push(`Intensidade: ${anamnese.intensidade}/10.`);
  if (anamnese.sintomasPresentes.length > 0) linhas.push(`Sintomas relatados: ${listar(rotulosSintomas(anamnese.sintomasPresentes))}.`);
  if (anamnese.sintomasNegados.length > 0) linhas.push(`Nega: ${listar(anamnese.sintomasNegados.map(rotuloSintoma))}.`);
  if (!semValor(r.especifico)) linhas.push(`Relato complementar: "${r.especifico}".`);
  linhas.push(`Antecedentes: ${semValor(r.antecedentes) ? 'nega ou não informou' : r.antecedentes}.`);
  linhas.push(`Medicamentos em uso: ${semValor(r.medicamentos) ? 'nega ou não informou' : r.medicamentos}.`);
  linhas.push(`Alergias: ${semValor(r.alergias) ? 'nega ou não informou' : r.alergias}.`);
  if (paciente) {
    linhas.push(
      `Hábitos: álcool ${rotulosIntake.bebe[paciente.bebe].toLowerCase()}; tabagismo ${paciente.fuma === 'parou' ? 'ex-fumante' : rotulosIntake.fuma[paciente.fuma].toLowerCase()}; atividade física ${paciente.esporte.trim() === '' ? 'não informada' : paciente.esporte}.`,
    );
  }
  const falas = historico.filter((mensagem) => mensagem.autor === 'paciente').map((mensagem) => `- ${mensagem.texto.replace(/\s+/g, ' ').trim()}`);
  if (falas.length > 0) linhas.push('', 'Falas do paciente:', ...falas);
  return corte(linhas.join('\n'), 6000);
}

function objetivo(paciente: DadosPaciente | undefined, arquivos: readonly string[]): string {
  const linhas = paciente
    ? [`Idade: ${paciente.idade} ${paciente.idade === 1 ? 'ano' : 'anos'}; peso: ${numero(paciente.peso)} kg; altura: ${numero(paciente.altura)} cm; IMC: ${paciente.imc} (informados pelo paciente; sem exame físico).`]
    : ['Dados do formulário não informados; sem exame físico.'];
  linhas.push(arquivos.length === 0 ? 'Anexos: nenhum.' : `Anexos (não lidos pela IA): ${arquivos.join(', ')}.`);
  return corte(linhas.join('\n'), 3000);
}

/** 'Paracetamol 500 mg' → '500 mg'; otherwise the form ('1 comprimido'). */
function doseDe(escolhido: MedicamentoEscolhido): string {
  const concentracao = /\d[\d,.]*\s*(?:mg\/mL|mg\/g|mg|g|mL|%)(?:\s*\+\s*[^\d]*\d[\d,.]*\s*(?:mg|g|%))?/i.exec(escolhido.medicamento.nome)?.[0];
  return corte(concentracao ?? escolhido.medicamento.forma, 120);
}

function medicamentoDoRascunho(escolhido: MedicamentoEscolhido): MedicamentoRascunho {
  const duracao = /\bpor (?:até |no máximo )?\d+ (?:dias?|semanas?)|\benquanto houver [^.,]+/i.exec(escolhido.posologia)?.[0] ?? '';
  return {
    nome: corte(escolhido.medicamento.nome, 200),
    dose: doseDe(escolhido),
    via: corte(escolhido.medicamento.via, 60),
    posologia: corte(`${escolhido.posologia}${escolhido.medicamento.exigeReceita ? ' Exige prescrição médica.' : ''}`, 300),
    duracao: corte(duracao, 120),
  };
}

/** The engine's own judgement: red flags of the leading condition are the physician's; intensity and duration raise the level. */
function nivelDoMotor(principal: Hipotese | undefined, anamnese: Anamnese): { nivel: NivelTriagem; motivos: string[] } {
  if (principal === undefined) return { nivel: 'consulta', motivos: ['Quadro sem hipótese clara com os dados da entrevista.'] };
  const motivos: string[] = [];
  let nivel: NivelTriagem = principal.condicao.medicamentos.some((medicamento) => medicamento.exigeReceita) || principal.condicao.notaMedico ? 'consulta' : 'autocuidado';
  if ((anamnese.intensidade ?? 0) >= 8) {
    nivel = 'consulta-24h';
    motivos.push(`Intensidade alta (${anamnese.intensidade}/10).`);
  }
  if (anamnese.respostas.inicio && /\b(?:mes|meses|mês|ano|anos)\b/.test(anamnese.respostas.inicio) && nivel === 'autocuidado') {
    nivel = 'consulta';
    // Quoted as the patient dated it: 'desde o mês passado' does not read as 'há o mês passado'.
    motivos.push(`Início dos sintomas: ${anamnese.respostas.inicio}.`);
  }
  motivos.unshift(`Hipótese principal: ${principal.condicao.nome}.`);
  return { nivel, motivos };
}

/** The drafts of one consultation, from its transcript and intake. */
export function rascunhoOffline(input: RascunhoInput): RascunhoClinico {
  const anamnese = anamneseDo(input.historico);
  const idade = input.paciente?.idade;
  const peso = input.paciente?.peso;
  const hipoteses = hipotesesDaAnamnese(anamnese, input.medico.especialidadeId, idade);
  const primeira = hipoteses[0];
  const principal = primeira?.condicao;
  const diferenciais = primeira
    ? hipoteses
        .filter((hipotese) => hipotese.pontos >= primeira.pontos * 0.3)
        .slice(0, 5)
        .map((hipotese) => ({
          hipotese: corte(hipotese.condicao.nome, 200),
          raciocinio: corte(`${grauDeProbabilidade(hipotese, primeira)}: combina com ${listar(rotulosSintomas(hipotese.sintomas).slice(0, 4))}.`, 1000),
        }))
    : [{ hipotese: 'Quadro a esclarecer', raciocinio: 'Os sintomas relatados não se relacionam com segurança a uma condição comum; avaliação presencial recomendada.' }];

  const escolha = principal
    ? escolherMedicamentos(principal, {
        ...(idade === undefined ? {} : { idade }),
        ...(peso === undefined ? {} : { peso }),
        alergenos: anamnese.alergenos,
        especialidadeId: input.medico.especialidadeId,
      })
    : undefined;
  const orientacoesReceita: string[] = ['Seguir as doses e os horários indicados, sem exceder a dose máxima diária.'];
  if (input.medico.especialidadeId === 'psicologia') orientacoesReceita.push('Sem medicamentos: psicólogos não prescrevem; se necessário, encaminhar ao psiquiatra.');
  else if (escolha && escolha.medicamentos.length === 0) {
    orientacoesReceita.push(escolha.pediatrico && (principal?.medicamentos.length ?? 0) > 0 ? 'Doses pediátricas dependem do peso: definir na validação.' : 'Nenhum medicamento sugerido antes de uma avaliação presencial.');
  } else if (!escolha) orientacoesReceita.push('Nenhum medicamento sugerido: quadro a esclarecer.');
  for (const excluido of escolha?.excluidosPorAlergia ?? []) orientacoesReceita.push(`Não incluído por alergia informada: ${excluido.nome}.`);
  if (idade !== undefined && idade < IDADE_PEDIATRICA) orientacoesReceita.push(`Paciente pediátrico (${idade} anos${peso === undefined ? '' : `, ${numero(peso)} kg`}): confirmar peso atual e doses.`);
  if (principal?.notaMedico) orientacoesReceita.push(principal.notaMedico);

  const sinaisAlarme = principal ? principal.sinaisAlarme.map((sinal) => corte(`A descartar: ${sinal}`, 300)) : [];
  const orientacoes = principal ? [...principal.orientacoes, ...(principal.dieta ? [`Alimentação: ${principal.dieta}`] : []), ...(principal.atividade ? [`Atividade: ${principal.atividade}`] : [])] : ['Repouso, boa hidratação e alimentação leve até a avaliação presencial.'];
  const retorno = principal
    ? `${principal.duracao} Retornar se não houver melhora no prazo esperado; procurar atendimento imediato se houver: ${listar([...principal.sinaisAlarme])}. Em emergência, SAMU 192.`
    : 'Agendar consulta presencial nos próximos dias; em emergência, SAMU 192.';

  const nomePaciente = input.paciente ? nomeDoAtendido(input.paciente).trim().split(/\s+/)[0] : undefined;
  const mensagem = [
    `Olá${nomePaciente ? `, ${nomePaciente}` : ''}. Revisei a sua consulta.`,
    principal
      ? `Pelo que você contou${anamnese.sintomasPresentes.length > 0 ? ` (${listar(rotulosSintomas(anamnese.sintomasPresentes).slice(0, 4))})` : ''}, o quadro é compatível com ${principal.nome.charAt(0).toLowerCase()}${principal.nome.slice(1)}.`
      : 'Com o que conversamos, não é possível definir a causa sem uma avaliação presencial.',
    ...orientacoes.slice(0, 4),
    escolha && escolha.medicamentos.length > 0 ? 'A receita segue com os medicamentos, as doses e por quanto tempo usar.' : '',
    principal ? `Procure atendimento se houver: ${listar([...principal.sinaisAlarme])}.` : '',
    'Em uma emergência, ligue para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
  ].filter((linha) => linha !== '');

  const triagem = nivelDoMotor(primeira, anamnese);
  const rascunho: RascunhoClinico = {
    nota: {
      subjetivo: subjetivo(anamnese, input.historico, input.paciente),
      objetivo: objetivo(input.paciente, input.arquivos),
      avaliacao: { diferenciais, sinaisAlerta: [...input.sinaisAlerta.map((sinal) => corte(`Presente na consulta: ${sinal}`, 300)), ...sinaisAlarme].slice(0, 20) },
      plano: {
        exames: (principal?.exames ?? []).map((exame) => corte(exame, 300)).slice(0, 20),
        orientacoes: corte(orientacoes.map((linha) => `- ${linha}`).join('\n'), 3000),
        retorno: corte(retorno, 1000),
      },
    },
    receita: {
      medicamentos: (escolha?.medicamentos ?? []).slice(0, 15).map(medicamentoDoRascunho),
      orientacoes: corte(orientacoesReceita.join('\n'), 2000),
    },
    mensagemPaciente: corte(mensagem.join('\n\n'), 4000),
    triagem: { nivel: triagem.nivel, motivos: triagem.motivos.map((motivo) => corte(motivo, 300)).slice(0, 20) },
  };
  return comTriagemMinima(rascunho, input.triagem);
}
