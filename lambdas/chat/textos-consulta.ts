/**
 * The doctor's fixed messages, built on the server (docs/arquitetura.md#ai-requests): the greeting that answers the
 * intake form (docs/regras-do-produto.md#the-intake-form: it summarises the data and asks for exams and documents), the short
 * spoken intro, and the closing message (the rating one states the stars and thanks the patient).
 */
import { consultaRegras } from '#shared/constants.js';
import { generoDoMedico, type Medico } from '#shared/medicos.js';
import { nomeDoAtendido, rotulosIntake, type DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { MotivoEncerramento } from '#shared/schemas/chat.js';

const primeiroNome = (nome: string): string => nome.trim().split(/\s+/)[0] ?? nome;

/** Who the doctor talks to: the responsible adult of a minor, else whoever filled the form. */
export function vocativoDoPaciente(paciente: DadosPaciente): string {
  return primeiroNome(paciente.menor && paciente.responsavel ? paciente.responsavel.nome : paciente.nome);
}

function papel(medico: Medico): string {
  const feminino = generoDoMedico(medico) === 'feminino';
  if (medico.especialidadeId === 'psicologia') return feminino ? 'psicóloga virtual' : 'psicólogo virtual';
  return feminino ? 'médica virtual' : 'médico virtual';
}

const numero = (valor: number): string => String(valor).replace('.', ',');

function telefoneFormatado(digitos: string): string {
  const nacional = digitos.length > 11 && digitos.startsWith('55') ? digitos.slice(2) : digitos;
  if (nacional.length === 11) return `(${nacional.slice(0, 2)}) ${nacional.slice(2, 7)}-${nacional.slice(7)}`;
  if (nacional.length === 10) return `(${nacional.slice(0, 2)}) ${nacional.slice(2, 6)}-${nacional.slice(6)}`;
  return digitos;
}

/** The intake summary lines, shared by the greeting and the medical record. */
export function resumoIntake(paciente: DadosPaciente): string[] {
  const atendido = nomeDoAtendido(paciente);
  const linhas = [
    `Paciente: ${atendido}, ${paciente.idade} ${paciente.idade === 1 ? 'ano' : 'anos'}${paciente.menor ? ' (menor de idade)' : ''}`,
  ];
  if (paciente.consultaPara === 'outro') linhas.push(`Consulta solicitada por: ${paciente.nome}`);
  linhas.push(`Peso: ${numero(paciente.peso)} kg · Altura: ${numero(paciente.altura)} cm · IMC: ${paciente.imc}`);
  linhas.push(
    `Bebida alcoólica: ${rotulosIntake.bebe[paciente.bebe]} · Fumo: ${rotulosIntake.fuma[paciente.fuma]} · Atividade física: ${
      paciente.esporte.trim() === '' ? 'não informada' : paciente.esporte
    }`,
  );
  if (paciente.responsavel) {
    linhas.push(
      `Responsável: ${paciente.responsavel.nome} (${paciente.responsavel.parentesco}), telefone ${telefoneFormatado(paciente.responsavel.telefone)}`,
    );
  }
  return linhas;
}

/**
 * The greeting posted when the intake is submitted. It asks for the reason of the consultation with
 * the words the offline engine's anamnesis recognises ('motivo da consulta'), so no engine asks again.
 */
export function montarSaudacao(medico: Medico, paciente: DadosPaciente): string {
  const atendido = primeiroNome(nomeDoAtendido(paciente));
  const terceiro = paciente.menor || paciente.consultaPara === 'outro';
  return [
    `Olá, ${vocativoDoPaciente(paciente)}! Sou ${medico.nome}, ${papel(medico)} de inteligência artificial da ZapSaúde em ${medico.especialidade}. Recebi os dados do formulário:`,
    resumoIntake(paciente)
      .map((linha) => `• ${linha}`)
      .join('\n'),
    `Se ${terceiro ? `${atendido} tiver` : 'você tiver'} exames, receitas, laudos ou fotos que ajudem na avaliação, envie pelo botão de anexo ou pela câmera.`,
    `Para começarmos: qual o motivo da consulta? Conte o que está acontecendo${terceiro ? ` com ${atendido}` : ''}.`,
    'Lembre-se: sou uma inteligência artificial; minhas orientações são um pré-diagnóstico e precisam ser validadas por um médico real.',
  ].join('\n\n');
}

/** The short intro the doctor speaks 1 s after the greeting when audio is on. */
export function montarIntroducaoFalada(medico: Medico, paciente: DadosPaciente): string {
  return `Olá, ${vocativoDoPaciente(paciente)}! Sou ${medico.nome}. Já li os seus dados. Me conte o que está acontecendo.`;
}

/** The closing doctor message of docs/regras-do-produto.md#the-chat. */
export function montarMensagemEncerramento(
  medico: Medico,
  paciente: DadosPaciente | undefined,
  motivo: MotivoEncerramento,
  avaliacao?: number,
  /** The 30 minutes are over: the end says so instead of waiting for a rating. */
  tempoEsgotado = false,
): string {
  const obrigado = generoDoMedico(medico) === 'feminino' ? 'Muito obrigada' : 'Muito obrigado';
  const nome = paciente ? `, ${vocativoDoPaciente(paciente)}` : '';
  const validacao =
    'Lembre-se de levar este pré-diagnóstico a um médico real para validação e, se os sintomas piorarem ou surgir algum sinal de alarme, procure atendimento presencial ou ligue para o SAMU 192.';
  if (motivo === 'avaliacao' && avaliacao !== undefined) {
    return `${obrigado} pela sua avaliação de ${avaliacao} ${avaliacao === 1 ? 'estrela' : 'estrelas'}${nome}! Foi um prazer atender você. ${validacao} Cuide-se! Consulta encerrada.`;
  }
  if (motivo === 'paciente') {
    return `Consulta encerrada a seu pedido${nome}. ${obrigado} pela confiança! ${validacao} Cuide-se!`;
  }
  if (tempoEsgotado) {
    return `${obrigado} pela consulta${nome}! O tempo desta consulta (${consultaRegras.duracaoMinutos} minutos) terminou e encerro o atendimento por aqui. ${validacao} O histórico e os documentos continuam disponíveis nesta página. Cuide-se! Consulta encerrada.`;
  }
  return `${obrigado} pela consulta${nome}! Como não recebi sua avaliação, encerro o atendimento por aqui. ${validacao} Cuide-se! Consulta encerrada.`;
}
