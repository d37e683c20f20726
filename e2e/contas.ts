/**
 * Test data and accounts for the end-to-end specs: unique e-mails and CPFs per run, and patient
 * accounts created against the stack's local Cognito the way the /auth page does it (SignUp, then
 * the code "e-mailed" to the local mailbox, then ConfirmSignUp).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cpfCheckDigits } from '../shared/cpf.js';

export const SENHA = 'segredo123';

let emailCounter = 0;

/** An e-mail no earlier run has used. */
export const emailUnico = (rotulo: string) =>
  `${rotulo}.${Date.now()}.${++emailCounter}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;

/** A valid CPF that is new on every run (check digits computed as the Receita Federal does). */
export function cpfValido(): string {
  const nove = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return `${nove}${cpfCheckDigits(nove)}`;
}

interface LocalAuthConfig {
  readonly userPoolClientId: string;
  readonly userPoolEndpoint: string;
}

export async function authConfig(request: APIRequestContext): Promise<LocalAuthConfig> {
  const config = (await (await request.get('/config.json')).json()) as { auth: LocalAuthConfig };
  expect(config.auth.userPoolEndpoint, 'the local stage exposes its Cognito endpoint').toBeTruthy();
  return config.auth;
}

/** A call to the local Cognito as the SDK makes it (JSON 1.1 protocol). */
export async function cognito(request: APIRequestContext, operacao: string, body: Record<string, unknown>): Promise<void> {
  const { userPoolEndpoint, userPoolClientId } = await authConfig(request);
  const response = await request.post(`${userPoolEndpoint}/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operacao}`,
    },
    data: JSON.stringify({ ClientId: userPoolClientId, ...body }),
  });
  expect(response.ok(), `${operacao}: ${await response.text()}`).toBe(true);
}

/** The codes the local Cognito "e-mailed" to this address, oldest first. */
export async function codigosRecebidos(request: APIRequestContext, email: string): Promise<string[]> {
  const { userPoolEndpoint } = await authConfig(request);
  const response = await request.get(`${userPoolEndpoint}/_local/mailbox?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> };
  return messages.flatMap((message) => (message.code ? [message.code] : []));
}

/** Waits for the `quantidade`-th code sent to this address and returns the newest one. */
export async function esperarCodigo(request: APIRequestContext, email: string, quantidade = 1): Promise<string> {
  let codigos: string[] = [];
  await expect
    .poll(async () => {
      codigos = await codigosRecebidos(request, email);
      return codigos.length;
    })
    .toBeGreaterThanOrEqual(quantidade);
  return codigos[codigos.length - 1] ?? '';
}

export async function contaNaoConfirmada(request: APIRequestContext, email: string): Promise<void> {
  await cognito(request, 'SignUp', { Username: email, Password: SENHA, UserAttributes: [{ Name: 'email', Value: email }] });
}

export async function contaConfirmada(request: APIRequestContext, email: string): Promise<void> {
  await contaNaoConfirmada(request, email);
  await cognito(request, 'ConfirmSignUp', { Username: email, ConfirmationCode: await esperarCodigo(request, email) });
}

/** The toast on screen (the toaster shows one at a time). */
export const aviso = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

/** Asserts the toast's title and text, then closes it so the next one is a new toast. */
export async function expectAviso(page: Page, titulo: string, descricao: string): Promise<void> {
  const toast = aviso(page);
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('[data-title]')).toHaveText(titulo);
  await expect(toast.locator('[data-description]')).toHaveText(descricao);
  // It may already be leaving on its own (5 s): then there is nothing to close.
  await toast
    .getByRole('button', { name: 'Fechar notificação' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(aviso(page)).toHaveCount(0);
}

/** A form field of the account pages by its exact label. */
export const campo = (page: Page, nome: string) => page.getByLabel(nome, { exact: true });

/** A button by its exact name. */
export const botao = (page: Page, nome: string) => page.getByRole('button', { name: nome, exact: true });
