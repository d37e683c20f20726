/**
 * Patient accounts on /auth against the real local Cognito of the stack: sign-up, the code read
 * from the local mailbox, confirmation, sign-in, the header's signed-in state, the session across a
 * reload, sign-out, and every sign-in/sign-up message of docs/regras-do-produto.md#accounts-and-profile.
 *
 * Not reachable here, covered by test/unit/auth-errors.test.ts instead: 'too many attempts' (the
 * local Cognito does not rate-limit) and the server's password message at sign-up (the client
 * refuses a short password first, and the pool's policy has the same minimum of 6).
 */
import { expect, test, type Page } from '@playwright/test';
import { authConfig, botao, campo, contaConfirmada, contaNaoConfirmada, emailUnico as novoEmail, esperarCodigo, expectAviso, SENHA } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

/** Holds every request to the local Cognito until `release()`, to see the submitting state. */
async function segurarCognito(page: Page): Promise<{ release: () => void }> {
  const { userPoolEndpoint } = await authConfig(page.request);
  let release = () => {};
  const liberado = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href.startsWith(userPoolEndpoint),
    async (route) => {
      await liberado;
      await route.continue();
    },
  );
  return { release };
}

/** Counts the calls to the local Cognito, to prove that a client-side check sent nothing. */
async function contarChamadasCognito(page: Page): Promise<() => number> {
  const { userPoolEndpoint } = await authConfig(page.request);
  let chamadas = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(userPoolEndpoint) && request.method() === 'POST') chamadas += 1;
  });
  return () => chamadas;
}

const aba = (page: Page, nome: 'Entrar' | 'Cadastrar') => page.getByRole('tab', { name: nome });
const menuDaConta = (page: Page, email: string) =>
  page.getByRole('banner').getByRole('button', { name: `Minha conta: ${email}` });
const linkEntrar = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true });

async function abrirAuth(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
  await page.goto('/auth');
  // The dev server compiles a page on its first visit: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible({ timeout: 30_000 });
  // A visitor's first act on the prerendered page starts the app: here, the e-mail field.
  await campo(page, 'E-mail').focus();
  // The session has been read (Amplify loaded): the header shows the visitor's 'Entrar'.
  await expect(linkEntrar(page)).toBeVisible();
}

async function entrar(page: Page, email: string, senha: string): Promise<void> {
  await campo(page, 'E-mail').fill(email);
  await campo(page, 'Senha').fill(senha);
  await botao(page, 'Entrar').click();
}

async function cadastrar(page: Page, email: string, senha: string, confirmar = senha): Promise<void> {
  await aba(page, 'Cadastrar').click();
  await campo(page, 'E-mail').fill(email);
  await campo(page, 'Senha').fill(senha);
  await campo(page, 'Confirmar senha').fill(confirmar);
  await botao(page, 'Criar conta').click();
}

test.describe('conta do paciente (/auth)', () => {
  // Each test signs up or in against the local Cognito and loads several pages of the dev server.

  test('cadastro, código do e-mail, login, sessão mantida no recarregamento e saída', async ({ page }) => {
    // Prepare
    const email = novoEmail('paciente');
    await abrirAuth(page);
    await expect(aba(page, 'Entrar')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');

    // Act: sign up.
    await cadastrar(page, email, SENHA);

    // Assess: the success notice and the confirmation step for that address.
    await expectAviso(page, 'Conta criada com sucesso!', 'Verifique seu e-mail para confirmar sua conta antes de fazer login.');
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();

    // Act: confirm with the code from the local mailbox.
    await campo(page, 'Código de verificação').fill(await esperarCodigo(page.request, email));
    await botao(page, 'Confirmar e-mail').click();

    // Assess: back on 'Entrar' with the e-mail filled in and an empty password.
    await expectAviso(page, 'E-mail confirmado!', 'Agora é só entrar com seu e-mail e senha.');
    await expect(aba(page, 'Entrar')).toHaveAttribute('aria-selected', 'true');
    await expect(campo(page, 'E-mail')).toHaveValue(email);
    await expect(campo(page, 'Senha')).toHaveValue('');

    // Act: sign in, the e-mail typed with stray spaces (it is trimmed).
    await entrar(page, `  ${email}  `, SENHA);

    // Assess: home page, success notice, the header shows the account.
    await expect(page).toHaveURL('/');
    await expectAviso(page, 'Login realizado com sucesso!', 'Bem-vindo de volta ao ZapSaúde.');
    await expect(menuDaConta(page, email)).toBeVisible();
    await expect(linkEntrar(page)).toHaveCount(0);

    // Act: reload.
    await page.reload();

    // Assess: still signed in; the account menu has the patient's links.
    await expect(menuDaConta(page, email)).toBeVisible();
    await menuDaConta(page, email).click();
    const contaNav = page.getByRole('navigation', { name: 'Minha conta' });
    await expect(contaNav.getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('href', '/perfil');
    await expect(contaNav.getByRole('link', { name: 'Minhas Consultas' })).toHaveAttribute('href', '/pagamento/recuperacao');

    // Act: with a session, /auth sends the patient home.
    await page.goto('/auth');

    // Assess
    await expect(page).toHaveURL('/');
    await expect(menuDaConta(page, email)).toBeVisible();

    // Act: sign out.
    await menuDaConta(page, email).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();

    // Assess: home page, signed out, also after a reload.
    await expect(page).toHaveURL('/');
    await expect(linkEntrar(page)).toBeVisible();
    await page.reload();
    await expect(linkEntrar(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Minha conta/ })).toHaveCount(0);
  });

  test('Entrar: campos obrigatórios, credenciais incorretas, usuário desconhecido e "Entrando..."', async ({ page }) => {
    // Prepare
    const email = novoEmail('login');
    await contaConfirmada(page.request, email);
    await abrirAuth(page);
    const chamadas = await contarChamadasCognito(page);
    await expect(campo(page, 'E-mail')).toHaveAttribute('type', 'email');
    await expect(campo(page, 'Senha')).toHaveAttribute('minlength', '6');

    // Act / Assess: nothing typed, then only the e-mail, then only spaces and a password.
    await botao(page, 'Entrar').click();
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    await expect(campo(page, 'E-mail')).toBeFocused();
    await campo(page, 'E-mail').fill(email);
    await botao(page, 'Entrar').click();
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    await expect(campo(page, 'Senha')).toBeFocused();
    await entrar(page, '   ', SENHA);
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    expect(chamadas()).toBe(0);

    // Act / Assess: wrong password, then an address nobody registered.
    await entrar(page, email, 'errada123');
    await expectAviso(page, 'Erro no login', 'E-mail ou senha incorretos. Verifique seus dados e tente novamente.');
    await entrar(page, novoEmail('ninguem'), SENHA);
    await expectAviso(page, 'Erro no login', 'E-mail ou senha incorretos. Verifique seus dados e tente novamente.');
    await expect(page).toHaveURL('/auth');

    // Act: sign in while Cognito is held back.
    const cognitoSegurado = await segurarCognito(page);
    await entrar(page, email, SENHA);

    // Assess: the submitting state.
    await expect(botao(page, 'Entrando...')).toBeDisabled();
    await expect(aba(page, 'Cadastrar')).toBeDisabled();
    await expect(campo(page, 'E-mail')).toBeDisabled();

    // Act
    cognitoSegurado.release();

    // Assess
    await expect(page).toHaveURL('/');
    await expectAviso(page, 'Login realizado com sucesso!', 'Bem-vindo de volta ao ZapSaúde.');
  });

  test('Entrar com e-mail não confirmado: aviso, reenvio do código e confirmação', async ({ page }) => {
    // Prepare
    const email = novoEmail('nao-confirmado');
    await contaNaoConfirmada(page.request, email);
    await esperarCodigo(page.request, email, 1);
    await abrirAuth(page);

    // Act
    await entrar(page, email, SENHA);

    // Assess: the docs/regras-do-produto.md#accounts-and-profile message, and the confirmation step is offered.
    await expectAviso(page, 'Erro no login', 'Por favor, confirme seu e-mail antes de fazer login.');
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();

    // Act: a wrong code.
    await campo(page, 'Código de verificação').fill('000000');
    await botao(page, 'Confirmar e-mail').click();

    // Assess
    await expectAviso(page, 'Erro na confirmação', 'Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.');

    // Act: ask for a new code and use it.
    await botao(page, 'Reenviar código').click();
    await expectAviso(page, 'Código reenviado!', `Enviamos um novo código para ${email}.`);
    await campo(page, 'Código de verificação').fill(await esperarCodigo(page.request, email, 2));
    await botao(page, 'Confirmar e-mail').click();
    await expectAviso(page, 'E-mail confirmado!', 'Agora é só entrar com seu e-mail e senha.');
    await campo(page, 'Senha').fill(SENHA);
    await botao(page, 'Entrar').click();

    // Assess
    await expect(page).toHaveURL('/');
    await expect(menuDaConta(page, email)).toBeVisible();
  });

  test('Cadastrar: obrigatórios, senhas diferentes, senha curta, e-mail inválido, e-mail já cadastrado e "Criando conta..."', async ({ page }) => {
    // Prepare
    const existente = novoEmail('existente');
    await contaConfirmada(page.request, existente);
    await abrirAuth(page);
    await aba(page, 'Cadastrar').click();
    const chamadas = await contarChamadasCognito(page);
    await expect(campo(page, 'E-mail')).toHaveAttribute('type', 'email');
    await expect(campo(page, 'Senha')).toHaveAttribute('minlength', '6');
    await expect(campo(page, 'Confirmar senha')).toHaveAttribute('minlength', '6');

    // Act / Assess: client-side checks, in the spec's order; none reaches Cognito.
    await botao(page, 'Criar conta').click();
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    await campo(page, 'E-mail').fill(novoEmail('novo'));
    await campo(page, 'Senha').fill(SENHA);
    await botao(page, 'Criar conta').click();
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    await expect(campo(page, 'Confirmar senha')).toBeFocused();
    await campo(page, 'Confirmar senha').fill('outra-senha');
    await botao(page, 'Criar conta').click();
    await expectAviso(page, 'Senhas não coincidem', 'As senhas digitadas não são iguais.');
    await campo(page, 'Senha').fill('12345');
    await campo(page, 'Confirmar senha').fill('12345');
    await botao(page, 'Criar conta').click();
    await expectAviso(page, 'Senha muito curta', 'A senha deve ter pelo menos 6 caracteres.');
    expect(chamadas()).toBe(0);

    // Act / Assess: the server's answers (the browser's own e-mail check is off, so Cognito judges the address).
    await cadastrar(page, 'maria.silva', SENHA);
    await expectAviso(page, 'Erro no cadastro', 'Por favor, digite um e-mail válido.');
    await cadastrar(page, existente, SENHA);
    await expectAviso(page, 'Erro no cadastro', 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.');
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toHaveCount(0);

    // Act: a good sign-up while Cognito is held back.
    const cognitoSegurado = await segurarCognito(page);
    const email = novoEmail('criando');
    await campo(page, 'E-mail').fill(email);
    await campo(page, 'Senha').fill(SENHA);
    await campo(page, 'Confirmar senha').fill(SENHA);
    await botao(page, 'Criar conta').click();

    // Assess: the submitting state.
    await expect(botao(page, 'Criando conta...')).toBeDisabled();
    await expect(aba(page, 'Entrar')).toBeDisabled();

    // Act
    cognitoSegurado.release();

    // Assess: success notice, the fields are cleared, the confirmation step shows.
    await expectAviso(page, 'Conta criada com sucesso!', 'Verifique seu e-mail para confirmar sua conta antes de fazer login.');
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await botao(page, 'Voltar para o login').click();
    await aba(page, 'Cadastrar').click();
    await expect(campo(page, 'E-mail')).toHaveValue('');
    await expect(campo(page, 'Senha')).toHaveValue('');
    await expect(campo(page, 'Confirmar senha')).toHaveValue('');
  });

  test('trocar de aba limpa os três campos', async ({ page }) => {
    // Prepare
    await abrirAuth(page);
    await campo(page, 'E-mail').fill('ana@exemplo.com.br');
    await campo(page, 'Senha').fill(SENHA);

    // Act
    await aba(page, 'Cadastrar').click();

    // Assess
    await expect(campo(page, 'E-mail')).toHaveValue('');
    await expect(campo(page, 'Senha')).toHaveValue('');
    await expect(campo(page, 'Confirmar senha')).toHaveValue('');

    // Act
    await campo(page, 'E-mail').fill('ana@exemplo.com.br');
    await campo(page, 'Senha').fill(SENHA);
    await campo(page, 'Confirmar senha').fill(SENHA);
    await aba(page, 'Entrar').click();

    // Assess
    await expect(campo(page, 'E-mail')).toHaveValue('');
    await expect(campo(page, 'Senha')).toHaveValue('');
  });

  test('a página de acesso e a etapa de confirmação não têm violações graves de acessibilidade', async ({ browser }) => {
    // Prepare
    const context = await browser.newContext();
    const page = await context.newPage();
    await abrirAuth(page);

    // Act / Assess: both tabs and the confirmation step.
    await expectNoSeriousA11yViolations(page);
    await aba(page, 'Cadastrar').click();
    await expectNoSeriousA11yViolations(page);
    await cadastrar(page, novoEmail('axe'), SENHA);
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
