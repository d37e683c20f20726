/**
 * 'Esqueci minha senha' against the stack's local Cognito: a confirmed patient signs out, asks for a
 * code, reads it from the local mailbox, sets a new password and signs in with it, while the old
 * one is refused; the wrong-code, weak-password and unknown-e-mail answers; the physicians' sign-in
 * offers the same reset. The screens are photographed at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { botao, campo, codigosRecebidos, contaConfirmada, emailUnico, esperarCodigo, expectAviso, SENHA } from './contas.js';

const NOVA_SENHA = 'nova-senha-456';

async function abrirAuth(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
}

async function entrar(page: Page, email: string, senha: string): Promise<void> {
  await campo(page, 'E-mail').fill(email);
  await campo(page, 'Senha').fill(senha);
  await botao(page, 'Entrar').click();
}

async function fotografar(page: Page, nome: string): Promise<void> {
  for (const largura of [375, 1280]) {
    await page.setViewportSize({ width: largura, height: largura === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${nome}-${largura}.png`), fullPage: true });
  }
}

test.describe('Esqueci minha senha', () => {

  test('o paciente sai, recebe o código por e-mail, cria uma nova senha e entra com ela; a antiga deixa de valer', async ({ page }) => {
    // Prepare: a confirmed account, signed in, then signed out.
    const email = emailUnico('senha-esquecida');
    await contaConfirmada(page.request, email);
    await abrirAuth(page);
    await entrar(page, email, SENHA);
    await expect(page).toHaveURL('/');
    await expectAviso(page, 'Login realizado com sucesso!', 'Bem-vindo de volta ao ZapSaúde.');
    await page.getByRole('banner').getByRole('button', { name: `Minha conta: ${email}` }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    const codigosAntes = (await codigosRecebidos(page.request, email)).length;

    // Act: 'Esqueci minha senha' with the e-mail typed on 'Entrar'.
    await abrirAuth(page);
    await campo(page, 'E-mail').fill(email);
    await botao(page, 'Esqueci minha senha').click();

    // Assess: the first step, with the e-mail carried over and the focus on its heading.
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeFocused();
    await expect(campo(page, 'E-mail')).toHaveValue(email);
    await fotografar(page, 'senha-esquecida-email');

    // Act
    await botao(page, 'Enviar código').click();

    // Assess: the code screen and its notice (the same for any e-mail).
    await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeFocused();
    await expect(page.getByText(`Se existir uma conta com o e-mail ${email}, enviamos para ele um código`)).toBeVisible();
    const codigo = await esperarCodigo(page.request, email, codigosAntes + 1);
    await fotografar(page, 'senha-esquecida-codigo');

    // Act / Assess: the client's checks, then a wrong code.
    await botao(page, 'Salvar nova senha').click();
    await expectAviso(page, 'Campos obrigatórios', 'Por favor, preencha todos os campos.');
    await expect(campo(page, 'Código de verificação')).toBeFocused();
    await campo(page, 'Código de verificação').fill(codigo);
    await campo(page, 'Nova senha').fill(NOVA_SENHA);
    await campo(page, 'Confirmar nova senha').fill('outra-senha');
    await botao(page, 'Salvar nova senha').click();
    await expectAviso(page, 'Senhas não coincidem', 'As senhas digitadas não são iguais.');
    await campo(page, 'Código de verificação').fill(codigo === '000000' ? '111111' : '000000');
    await campo(page, 'Confirmar nova senha').fill(NOVA_SENHA);
    await botao(page, 'Salvar nova senha').click();
    await expectAviso(page, 'Erro ao redefinir a senha', 'Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.');

    // Act: the right code.
    await campo(page, 'Código de verificação').fill(codigo);
    await botao(page, 'Salvar nova senha').click();

    // Assess: back on 'Entrar' with the e-mail filled in and the focus on the password (checked
    // before the toast is closed, since clicking its close button moves the focus there).
    await expect(page.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
    await expect(campo(page, 'E-mail')).toHaveValue(email);
    await expect(campo(page, 'Senha')).toBeFocused();
    await expectAviso(page, 'Senha redefinida!', 'Agora é só entrar com seu e-mail e a nova senha.');

    // Act / Assess: the old password no longer works, the new one does.
    await campo(page, 'Senha').fill(SENHA);
    await botao(page, 'Entrar').click();
    await expectAviso(page, 'Erro no login', 'E-mail ou senha incorretos. Verifique seus dados e tente novamente.');
    await campo(page, 'Senha').fill(NOVA_SENHA);
    await botao(page, 'Entrar').click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: `Minha conta: ${email}` })).toBeVisible();
  });

  test('um e-mail sem conta recebe a mesma resposta, e uma senha curta é recusada antes do Cognito', async ({ page }) => {
    // Prepare
    const ninguem = emailUnico('ninguem');
    await abrirAuth(page);
    await botao(page, 'Esqueci minha senha').click();

    // Act / Assess: a malformed e-mail, then an address nobody registered.
    await campo(page, 'E-mail').fill('maria.silva');
    await botao(page, 'Enviar código').click();
    await expectAviso(page, 'E-mail inválido', 'Por favor, digite um e-mail válido.');
    await campo(page, 'E-mail').fill(ninguem);
    await botao(page, 'Enviar código').click();
    await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
    await expect(page.getByText(`Se existir uma conta com o e-mail ${ninguem}, enviamos para ele um código`)).toBeVisible();

    // Act / Assess: a short password, then any code (there is none to match).
    await campo(page, 'Código de verificação').fill('123456');
    await campo(page, 'Nova senha').fill('12345');
    await campo(page, 'Confirmar nova senha').fill('12345');
    await botao(page, 'Salvar nova senha').click();
    await expectAviso(page, 'Senha muito curta', 'A senha deve ter pelo menos 6 caracteres.');
    await campo(page, 'Nova senha').fill(NOVA_SENHA);
    await campo(page, 'Confirmar nova senha').fill(NOVA_SENHA);
    await botao(page, 'Salvar nova senha').click();
    await expectAviso(page, 'Erro ao redefinir a senha', 'Código incorreto. Confira o código enviado para o seu e-mail e tente novamente.');

    // Act / Assess: back to 'Entrar' with that e-mail.
    await botao(page, 'Voltar para o login').click();
    await expect(campo(page, 'E-mail')).toHaveValue(ninguem);
  });

  test('o painel médico oferece a mesma redefinição', async ({ page }) => {
    // Prepare: an account with a verified e-mail (the physicians' accounts are created so).
    const email = emailUnico('medica-senha');
    await contaConfirmada(page.request, email);
    await page.goto('/medico');
    await expect(page.getByRole('heading', { name: 'Entrar no painel médico' })).toBeVisible({ timeout: 30_000 });

    // Act
    await page.getByLabel('E-mail').fill(email);
    await botao(page, 'Esqueci minha senha').click();
    await botao(page, 'Enviar código').click();
    await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
    await fotografar(page, 'senha-esquecida-medico');
    await campo(page, 'Código de verificação').fill(await esperarCodigo(page.request, email, 2));
    await campo(page, 'Nova senha').fill(NOVA_SENHA);
    await campo(page, 'Confirmar nova senha').fill(NOVA_SENHA);
    await botao(page, 'Salvar nova senha').click();

    // Assess: back on the physicians' sign-in with the e-mail, and the new password signs in.
    await expectAviso(page, 'Senha redefinida!', 'Agora é só entrar com seu e-mail e a nova senha.');
    await expect(page.getByRole('heading', { name: 'Entrar no painel médico' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Senha', { exact: true }).fill(NOVA_SENHA);
    await botao(page, 'Entrar').click();
    // Not a physician: the cockpit says so, which proves the new password signed in.
    await expect(page.getByRole('alert')).toContainText('Acesso restrito a médicos validadores.');
  });
});
