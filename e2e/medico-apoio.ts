/**
 * What the cockpit specs share: the local physician and a second physician account on the local
 * Cognito, the cockpit's sign-in, and a consultation finished by its patient so that a case waits
 * in the queue.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { abrirConsultaGratuita, enviarEEsperar, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';
import { CONTA_MEDICA_LOCAL } from '../infra/local/conta-medica.js';
import { authConfig, emailUnico, SENHA } from './contas.js';

export interface ContaMedica {
  readonly email: string;
  readonly senha: string;
  readonly nome: string;
}

/** An administrator's call to the local Cognito (JSON 1.1; the local pool needs no signature). */
async function cognitoAdmin(request: APIRequestContext, operacao: string, body: Record<string, unknown>): Promise<void> {
  const config = (await (await request.get('/config.json')).json()) as { auth: { userPoolId: string } };
  const { userPoolEndpoint } = await authConfig(request);
  const response = await request.post(`${userPoolEndpoint}/`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operacao}` },
    data: JSON.stringify({ UserPoolId: config.auth.userPoolId, ...body }),
  });
  expect(response.ok(), `${operacao}: ${await response.text()}`).toBe(true);
}

/**
 * Another physician, created as an administrator does it (docs/validacao-medica.md, "Physician
 * accounts"): AdminCreateUser with name, CRM/UF and specialty, a permanent password, the group.
 */
export async function outraContaMedica(
  request: APIRequestContext,
  nome = 'Dr. Paulo Nunes',
  opcoes: { senhaTemporaria?: string } = {},
): Promise<ContaMedica> {
  const email = emailUnico('medico');
  await cognitoAdmin(request, 'AdminCreateUser', {
    Username: email,
    MessageAction: 'SUPPRESS',
    ...(opcoes.senhaTemporaria ? { TemporaryPassword: opcoes.senhaTemporaria } : {}),
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: nome },
      { Name: 'custom:crm', Value: '654321' },
      { Name: 'custom:uf', Value: 'RJ' },
      { Name: 'custom:especialidade', Value: 'Medicina de Família' },
    ],
  });
  // As `aws cognito-idp admin-create-user` leaves it, or with the password already set.
  if (!opcoes.senhaTemporaria) await cognitoAdmin(request, 'AdminSetUserPassword', { Username: email, Password: SENHA, Permanent: true });
  await cognitoAdmin(request, 'AdminAddUserToGroup', { Username: email, GroupName: 'medicos' });
  return { email, senha: opcoes.senhaTemporaria ?? SENHA, nome };
}

/** The physician the local stack creates on its first start (printed by `npm start`). */
export const contaMedicaLocal: ContaMedica = { email: CONTA_MEDICA_LOCAL.email, senha: CONTA_MEDICA_LOCAL.senha, nome: CONTA_MEDICA_LOCAL.nome };

/** Signs in on the cockpit's form. */
export async function entrarNoPainel(page: Page, email: string, senha = SENHA): Promise<void> {
  await page.goto('/medico');
  await expect(page.getByRole('heading', { name: 'Entrar no painel médico' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * A free consultation taken through the chat and ended by the patient's rating (the case turns
 * `aguardando`); returns its id.
 */
export async function consultaEncerrada(page: Page): Promise<string> {
  const { consultaId } = await abrirConsultaGratuita(page);
  await preencherIntakeAdulto(page);
  await enviarEEsperar(page, 'Estou com febre e dor de garganta');
  await enviarEEsperar(page, 'Começou há 3 dias. Nota 6');
  await enviarEEsperar(page, 'Tenho tosse e nariz escorrendo');
  await enviarEEsperar(page, 'Não tenho doenças, não tomo remédios e não tenho alergia');
  await enviarEEsperar(page, 'Posso tomar ibuprofeno?');
  await enviarEEsperar(page, 'Quanto tempo dura?');
  await enviarEEsperar(page, 'Não, obrigado');
  const painel = page.getByRole('region', { name: 'Como você avalia esta consulta?' });
  await painel.getByRole('button', { name: '5 estrelas' }).click();
  await expect(mensagensDoMedico(page).last()).toContainText('avaliação de 5 estrelas');
  return consultaId;
}
