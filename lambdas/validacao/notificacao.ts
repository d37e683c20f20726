/**
 * The e-mail that tells the patient a physician has reviewed the consultation
 * (docs/validacao-medica.md, "How the result reaches the patient"). It carries no health content
 * (CFM 2.454/2026 and LGPD art. 11: no diagnosis, medicine or decision travels by e-mail) and the
 * same text whatever the decision; its link `/resultados#consulta=<id>` shows nothing by itself
 * (the id is in the fragment, which never reaches a server): the page sends a one-time code to the
 * same address, or the patient signs in.
 */
import type { Decisao } from '#shared/schemas/validacao.js';
import { createConsultasRepository, type ConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { envioEmailFromEnv, escaparHtml, type EnviarEmail, type MensagemEmail } from '../common/email.js';
import { logger } from '../common/logger.js';
import { createPacientesRepository, type PacientesRepository } from '../common/pacientes-repository.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { CODIGO_VALIDADE_MINUTOS } from '../common/verificacao-email.js';

type Env = Readonly<Record<string, string | undefined>>;

export const ASSUNTO_DECISAO = 'ZapSaúde: sua consulta foi avaliada por um médico';

export interface NotificacaoDecisao {
  readonly consultaId: string;
  /** Only for the log: the e-mail says the same for both decisions. */
  readonly decisao: Decisao;
  readonly emailPaciente: string;
  readonly nomePaciente?: string;
}

export interface NotificacaoDependencies {
  readonly enviarEmail: EnviarEmail;
  /** The site's origin (`SITE_URL`), e.g. https://zapsaude.com.br. */
  readonly siteUrl: string;
}

/** The results page of one consultation; the id in the fragment, never in the path or query. */
export function linkResultados(siteUrl: string, consultaId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/resultados#consulta=${encodeURIComponent(consultaId)}`;
}

const primeiroNome = (nome: string | undefined): string | undefined => nome?.trim().split(/\s+/)[0] || undefined;

/** The e-mail of a decision, in pt-BR: who reviewed (a physician), where to see it, how to open it. */
export function emailDecisao(input: Omit<NotificacaoDecisao, 'decisao'>, siteUrl: string): MensagemEmail {
  const link = linkResultados(siteUrl, input.consultaId);
  const nome = primeiroNome(input.nomePaciente);
  const saudacao = nome ? `Olá, ${nome},` : 'Olá,';
  const paragrafos = [
    'Um médico revisou a sua consulta na ZapSaúde e o resultado já está disponível.',
    'Para ver o resultado, abra o link abaixo:',
  ];
  const acesso = [
    `Ao abrir o link, enviaremos um código de 6 dígitos para este e-mail (válido por ${CODIGO_VALIDADE_MINUTOS} minutos) para você acessar o resultado. Se você tem uma conta na ZapSaúde, também pode entrar nela e ver o resultado em "Resultados".`,
    'Por segurança, este e-mail não traz informações de saúde.',
    'Se você não fez uma consulta na ZapSaúde, ignore esta mensagem.',
  ];
  const texto = [saudacao, '', ...paragrafos, link, '', ...acesso.flatMap((linha) => [linha, '']), 'Equipe ZapSaúde'].join('\n');
  const html = [
    `<p>${escaparHtml(saudacao)}</p>`,
    `<p>${escaparHtml(paragrafos[0]!)}</p>`,
    `<p><a href="${escaparHtml(link)}">Ver o resultado da consulta</a></p>`,
    ...acesso.map((linha) => `<p>${escaparHtml(linha)}</p>`),
    '<p>Equipe ZapSaúde</p>',
  ].join('\n');
  return { para: input.emailPaciente, assunto: ASSUNTO_DECISAO, texto, html };
}

function siteUrlFromEnv(env: Env): string {
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) throw new Error('Missing environment variable SITE_URL');
  return siteUrl;
}

/**
 * Sends the decision e-mail (called after a physician validates or refuses). Without `deps`, the
 * container's SES sender and `SITE_URL`.
 */
export async function notificarDecisao(input: NotificacaoDecisao, deps?: NotificacaoDependencies): Promise<void> {
  const { enviarEmail, siteUrl } = deps ?? { enviarEmail: envioEmailFromEnv(), siteUrl: siteUrlFromEnv(process.env) };
  await enviarEmail(emailDecisao(input, siteUrl));
  logger.info('decision e-mail sent', { consultaId: input.consultaId, decisao: input.decisao });
}

export interface ContatoPaciente {
  readonly email: string;
  readonly nome: string;
}

export interface ContatoDependencies {
  readonly consultas: Pick<ConsultasRepository, 'get'>;
  readonly pacientes: Pick<PacientesRepository, 'get'>;
}

let contatoPadrao: ContatoDependencies | undefined;

/** The repositories on this Lambda's `consultas` and `pacientes` tables (read). */
export function contatoDependenciesFromEnv(env: NodeJS.ProcessEnv = process.env): ContatoDependencies {
  if (contatoPadrao) return contatoPadrao;
  const db = dynamoDocumentClient(env);
  contatoPadrao = {
    consultas: createConsultasRepository({ db, table: tableName('consultas', env) }),
    pacientes: createPacientesRepository({ db, table: tableName('pacientes', env) }),
  };
  return contatoPadrao;
}

/**
 * The address the patient gave for the consultation: the e-mail of the consultation's patient row
 * (`consultas.paciente_id` → `pacientes.email`). `undefined` when the consultation or the row is
 * gone, or the row no longer has an e-mail (kept only for the clinical record after an account deletion).
 */
export async function contatoDoPaciente(consultaId: string, deps: ContatoDependencies = contatoDependenciesFromEnv()): Promise<ContatoPaciente | undefined> {
  const consulta = await deps.consultas.get(consultaId);
  if (!consulta) return undefined;
  const paciente = await deps.pacientes.get(consulta.paciente_id);
  if (!paciente?.email) return undefined;
  return { email: paciente.email, nome: paciente.nome };
}
