import { expect, test, type Page } from '@playwright/test';
import { contaConfirmada, cpfValido, emailUnico, SENHA } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

async function irParaCadastro(page: Page, medico: string) {
  await page.goto('/medicos-virtuais');
  await page.getByRole('article', { name: medico }).getByRole('button', { name: /Pagar e Consultar/ }).click();
  await expect(page).toHaveURL(/\/cadastro-pagamento$/);
}

async function preencherCadastro(page: Page, cpf: string) {
  await page.getByLabel('Nome Completo').fill('Carlos Eduardo Lima');
  await page.getByLabel('Email').fill(emailUnico('carlos'));
  await page.getByLabel('CPF').fill(cpf);
}

test.describe('consulta paga pelo Asaas', () => {
  test('médico → cadastro → aguardando → PIX no sandbox → aprovado sem recarregar → link seguro → consulta liberada', async ({ page, context }) => {
    // Prepare
    await irParaCadastro(page, 'Dr. Rafael Monteiro');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro para Pagamento' })).toBeVisible();
    await expect(page.getByText('Preencha os dados para iniciar sua consulta médica')).toBeVisible();
    await expect(page.getByText('Dr. Rafael Monteiro')).toBeVisible();
    await expect(page.getByText('Pagamento via PIX, Boleto ou Cartão de Crédito')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Act: a CPF with wrong check digits.
    await preencherCadastro(page, '12345678900');

    // Assess: masked as typed, refused with the server's own message.
    await expect(page.getByLabel('CPF')).toHaveValue('123.456.789-00');
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'CPF inválido. Verifique os números digitados.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notificações' }).getByText('Erro no Processamento')).toBeVisible();

    // Act: a valid CPF; the payment tab opens only from a click (browsers block the others).
    await page.getByLabel('CPF').fill(cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();

    // Assess
    await expect(page.getByText('Pagamento Criado!')).toBeVisible();
    await expect(page).toHaveURL(/\/aguardando-pagamento\?consulta=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    await expect(page.getByText('Não feche esta página!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code PIX para pagar R$ 19,90' })).toBeVisible();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(page.getByRole('button', { name: 'Efetuar Pagamento' })).toBeEnabled();
    expect(context.pages()).toHaveLength(1);
    const abaPagamento = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const sandbox = await abaPagamento;
    await sandbox.waitForLoadState();
    expect(sandbox.url()).toMatch(/\/i\/pay_/);
    expect(await sandbox.evaluate(() => window.opener)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('dados_pagamento'))).toContain('checkoutId');
    await expectNoSeriousA11yViolations(page);

    // Act: a reload of the waiting screen opens no tab.
    let reaberta = false;
    context.on('page', () => {
      reaberta = true;
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(reaberta).toBe(false);

    // Act: pay by PIX on the sandbox's checkout page, with the realtime channel up.
    await expect(page.getByText(/A confirmação aparece aqui no instante em que o pagamento for aprovado/)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });
    await sandbox.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess: the approval arrives on this very page, without a reload.
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText('Consulta liberada com sucesso!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
    await expect(page).toHaveURL(/\/chat\/1$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
    await expect(page.getByText('Consulta paga')).toBeVisible();
    // Kept ten more minutes, marked released, so that the payment tab returning through the
    // callback still reaches the consultation (web/src/lib/checkout-storage.ts).
    expect(await page.evaluate(() => localStorage.getItem('dados_pagamento'))).toMatch(/"liberadoEm":\d+/);
  });

  test('sem o canal em tempo real, a verificação a cada 5 segundos libera a consulta', async ({ page, context }) => {
    // Prepare: the realtime socket is refused.
    await page.routeWebSocket(/\/event\/realtime/, (ws) => ws.close());
    await irParaCadastro(page, 'Dra. Larissa Moura');
    await preencherCadastro(page, cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    await expect(page.getByText('O status do pagamento é verificado a cada 5 segundos.')).toBeVisible({ timeout: 15_000 });
    const abaPagamento = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const sandbox = await abaPagamento;

    // Act
    await sandbox.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/chat\/3$/, { timeout: 15_000 });
  });

  test('o simulador de webhook (só local e sandbox) aprova o pagamento desta aba', async ({ page }) => {
    // Prepare
    await irParaCadastro(page, 'Dr. Eduardo Nogueira');
    await preencherCadastro(page, cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();

    // Act
    await page.goto('/testes-pagamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulador de Pagamentos' })).toBeVisible();
    await expect(page.getByText('Dr. Eduardo Nogueira')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Simular Pagamento Aprovado' }).click();

    // Assess
    await expect(page.getByText('Pagamento simulado com sucesso. O webhook foi enviado ao sistema.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Pagamento testado' })).toBeVisible();

    // Act: back to the waiting screen.
    await page.goto('/aguardando-pagamento');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/4$/, { timeout: 15_000 });
  });

  test('com a conta aberta, a lista de médicos libera o médico ao vivo e entra na consulta', async ({ page, context, request }) => {
    // Prepare: a signed-in patient who pays with the account's e-mail.
    const email = emailUnico('conta');
    await contaConfirmada(request, email);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/');
    await irParaCadastro(page, 'Dra. Juliana Ribeiro');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Nome Completo').fill('Juliana Teixeira');
    await page.getByLabel('CPF').fill(cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    const abaPagamento = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const sandbox = await abaPagamento;
    const lista = await context.newPage();
    // The list hears releases on the account's channel: the payment is made once it listens.
    let inscrita = false;
    lista.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => (inscrita ||= String(payload).includes('subscribe_success'))));
    await lista.goto('/medicos-virtuais');
    const juliana = lista.getByRole('article', { name: 'Dra. Juliana Ribeiro' });
    await expect(juliana.getByRole('button', { name: /Pagar e Consultar/ })).toBeVisible();
    await expect.poll(() => inscrita, { timeout: 15_000 }).toBe(true);

    // Act
    await sandbox.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess: the list hears the release, says so and unlocks the doctor.
    await expect(lista.getByText('Consulta liberada!')).toBeVisible();
    await expect(juliana.getByRole('button', { name: /Consulta Liberada/ })).toBeVisible();

    // Act
    await juliana.getByRole('button', { name: /Consulta Liberada/ }).click();

    // Assess
    await expect(lista).toHaveURL(/\/chat\/5$/, { timeout: 15_000 });
    await expect(lista.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
  });
});
