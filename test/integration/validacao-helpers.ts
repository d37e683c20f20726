/**
 * Helpers shared by the chat and physician-validation integration tests (docs/validacao-medica.md):
 * a free consultation opened through the API from an address of its own, its intake, its end by a
 * message and the rating (which queues the case with the AI's drafts), sign-in on the stack's
 * cognito-local, and the stack's physical table names.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, inject } from 'vitest';
import { criarConsultaGratuita, enviarMensagemChat, newEmail, newIp, request } from './pagamentos-helpers.js';

/** The intake form as the patient fills it in. */
export const DADOS_INTAKE = {
  nome: 'Maria Souza',
  idade: '34',
  peso: '62,5',
  altura: '165',
  bebe: 'ocasionalmente',
  fuma: 'nao',
  esporte: 'caminhada',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

export interface ConsultaAberta {
  readonly chatToken: string;
  readonly consultaId: string;
  readonly medicoId: number;
  /** The loopback address its requests come from (per-IP limits stay apart). */
  readonly ip: string;
  /** The e-mail the patient gave. */
  readonly email: string;
}

export interface OpcoesConsulta {
  /** The label of the fresh e-mail (see newEmail). */
  readonly rotulo: string;
  readonly medicoId?: number;
  /** The SES stand-in the e-mail's code is read from; by default the run's stack's (when `apiUrl` is its API). */
  readonly sesUrl?: string;
}

function sesUrlDe(apiUrl: string, sesUrl: string | undefined): string {
  if (sesUrl) return sesUrl;
  const stack = inject('stack');
  if (stack.apiUrl !== apiUrl) throw new Error('consultaGratuita: pass the sesUrl of the stack behind this apiUrl');
  return stack.env.AWS_ENDPOINT_URL_SESV2!;
}

/** A free consultation through the API (the e-mail proven by its code), from an address of its own. */
export async function consultaGratuita(apiUrl: string, { rotulo, medicoId = 1, sesUrl }: OpcoesConsulta): Promise<ConsultaAberta> {
  const ip = newIp();
  const email = newEmail(rotulo);
  const gratuita = await criarConsultaGratuita({ apiUrl, sesUrl: sesUrlDe(apiUrl, sesUrl) }, { email, medicoId }, ip);
  expect(gratuita.status).toBe(201);
  return { ...gratuita.body, ip, email };
}

/** A free consultation with its intake sent (`dados` as the form sends them). */
export async function consultaComIntake(apiUrl: string, opcoes: OpcoesConsulta & { dados?: Record<string, unknown> }): Promise<ConsultaAberta> {
  const c = await consultaGratuita(apiUrl, opcoes);
  const intake = await request(apiUrl, '/api/chat/intake', {
    ip: c.ip,
    headers: { 'x-chat-token': c.chatToken },
    body: { medicoId: c.medicoId, dados: opcoes.dados ?? DADOS_INTAKE },
  });
  expect(intake.status).toBe(201);
  return c;
}

/**
 * A free consultation through the chat API taken to its end: intake, `texto`, and the rating that
 * ends it; the end queues its case for the physicians with the AI's drafts.
 */
export async function consultaEncerrada(apiUrl: string, opcoes: OpcoesConsulta & { texto: string }): Promise<ConsultaAberta> {
  const c = await consultaComIntake(apiUrl, opcoes);
  expect((await enviarMensagemChat(apiUrl, { token: c.chatToken, ip: c.ip, medicoId: c.medicoId, texto: opcoes.texto })).status).toBe(200);
  const encerrar = await request(apiUrl, '/api/chat/encerrar', {
    ip: c.ip,
    headers: { 'x-chat-token': c.chatToken },
    body: { medicoId: c.medicoId, motivo: 'avaliacao', avaliacao: 5 },
  });
  expect(encerrar.status).toBe(200);
  return c;
}

/** A client on the stack's cognito-local; the caller destroys it. */
export function cognitoLocal(stack: { cognitoEndpoint: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** Signs `email` in on cognito-local (USER_PASSWORD_AUTH): the access token. */
export async function entrar(
  stack: { cognitoEndpoint: string; env: Record<string, string | undefined> },
  email: string,
  senha: string,
): Promise<string> {
  const cognito = cognitoLocal(stack);
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId: stack.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: senha } }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('cognito-local gave no access token');
    return token;
  } finally {
    cognito.destroy();
  }
}

/** The local physician (member of `medicos`, with CRM and UF) signed in: her access token. */
export const tokenMedicaLocal = (stack: {
  cognitoEndpoint: string;
  env: Record<string, string | undefined>;
  contaMedica: { email: string; senha: string };
}): Promise<string> => entrar(stack, stack.contaMedica.email, stack.contaMedica.senha);

/** The stack's physical name of table `nome` (TABLE_<NOME> in its environment). */
export const tabelaDa =
  (stack: { env: Record<string, string | undefined> }) =>
  (nome: string): string => {
    const valor = stack.env[`TABLE_${nome.toUpperCase()}`];
    if (!valor) throw new Error(`the stack has no table ${nome}`);
    return valor;
  };
