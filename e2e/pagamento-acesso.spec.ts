import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './services-axe.js';

test.describe('acesso à consulta e páginas de retorno', () => {
  test('um link seguro inválido é negado após 3 tentativas, com os dois caminhos de volta', async ({ page }) => {
    // Prepare
    await page.goto('/teste-pagamento');

    // Act
    await page.getByRole('button', { name: 'Testar Acesso à Consulta' }).click();

    // Assess: the token travelled in the fragment, and the page took it off the address at once.
    await expect(page).toHaveURL(/\/chat-seguro$/);
    await expect(page.getByRole('heading', { name: 'Validando Acesso' })).toBeVisible();
    await expect(page.getByText('Verificando permissões para acessar sua consulta...')).toBeVisible();
    await expect(page.getByText('Token inválido, tentando novamente...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Token de acesso inválido ou expirado.')).toBeVisible();
    await expect(page.getByText(/use o sistema de recuperação/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Act
    await page.getByRole('link', { name: 'Recuperar Minha Consulta' }).click();

    // Assess
    await expect(page).toHaveURL(/\/pagamento\/recuperacao$/);

    // Act
    await page.goBack();
    await page.getByRole('link', { name: 'Voltar à Sala de Atendimento' }).click();

    // Assess
    await expect(page).toHaveURL(/\/sala-atendimento$/);
  });

  test('sem token: o link seguro e o chat negam na hora; /chat-seguro/<token> não existe; um ?token= é ignorado e sai do endereço', async ({ page }) => {
    // Act
    await page.goto('/chat-seguro');

    // Assess
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Token de acesso não fornecido')).toBeVisible();

    // Act: a link whose fragment is blank (cut by the mail client).
    await page.goto('/chat-seguro#%20');

    // Assess
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Erro: Token ausente')).toBeVisible();
    await expect(page).toHaveURL(/\/chat-seguro$/);

    // Act: the token in the path, where the edge's logs would keep it.
    await page.goto('/chat-seguro/00000000-0000-4000-8000-000000000000');

    // Assess: no such page; nothing is validated or stored.
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Validando Acesso' })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('00000000-0000-4000-8000-000000000000');

    // Act
    await page.goto('/chat/3');

    // Assess
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Token de autenticação é obrigatório para acessar o chat.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Act: an old-style link with the token in the query.
    await page.goto('/chat/3?token=um-token-qualquer');

    // Assess: the token is never used nor kept; the page is the one without a token.
    await expect(page).toHaveURL(/\/chat\/3$/);
    await expect(page.getByText('Token de autenticação é obrigatório para acessar o chat.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('chat_token:3'))).toBeNull();
  });

  test('as páginas de pagamento não se autorizam pelo endereço e explicam o que falta', async ({ page }) => {
    // Act: the waiting screen without a checkout in this tab.
    await page.goto('/aguardando-pagamento');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Erro na Verificação' })).toBeVisible();
    await expect(page.getByText('Informações de pagamento não encontradas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute('href', '/cadastro-pagamento');

    // Act: a return page whose query names a consultation.
    await page.goto('/pagamento/sucesso?consulta=3f1b7a52-1d2c-4c8e-9b1a-2f6d8e0c4a11&payment_id=pay_x&status=CONFIRMED');

    // Assess
    await expect(page.getByText('Informações de pagamento não encontradas.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Act: the registration without a chosen doctor.
    await page.goto('/cadastro-pagamento');
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();

    // Assess
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos obrigatórios.' })).toBeVisible();

    // Act
    await page.getByLabel('Nome Completo').fill('Maria Souza');
    await page.getByLabel('Email').fill('maria@exemplo.com.br');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();

    // Assess
    await expect(
      page.getByRole('alert').filter({ hasText: 'Médico não selecionado. Volte à sala de atendimento para escolher um médico.' }),
    ).toBeVisible();
  });

  test('falha no pagamento: causas prováveis e os caminhos de volta', async ({ page }) => {
    // Act
    await page.goto('/pagamento/falha?consulta=x&payment_id=y&status=REFUSED');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento não realizado' })).toBeVisible();
    await expect(page.getByText('O limite disponível do cartão é insuficiente.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    // Act
    await page.getByRole('link', { name: 'Tentar Novamente' }).click();

    // Assess
    await expect(page).toHaveURL(/\/medicos-virtuais$/);
  });
});
