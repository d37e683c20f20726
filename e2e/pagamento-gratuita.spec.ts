import { expect, test, type Page } from '@playwright/test';
import { emailUnico } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

async function aplicarCodigo(page: Page, codigo: string) {
  await page.getByRole('button', { name: '1º Consulta Grátis' }).click();
  const dialog = page.getByRole('dialog', { name: '1º Consulta Grátis' });
  await dialog.getByLabel('Código promocional').fill(codigo);
  await dialog.getByRole('button', { name: 'Aplicar Código' }).click();
  return dialog;
}

async function preencherAgendamento(page: Page, email: string) {
  await page.getByLabel('Nome completo').fill('Ana Paula Souza');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Observações (opcional)').fill('Pressão alta de manhã há uma semana');
}

test.describe('consulta gratuita com o código ZAP19', () => {
  test('o diálogo do código mostra os erros do servidor e força maiúsculas de até 10 caracteres', async ({ page }) => {
    // Prepare
    await page.goto('/medicos-virtuais');

    // Act: nothing typed.
    const dialog = await aplicarCodigo(page, '');

    // Assess
    await expect(dialog.getByRole('alert')).toContainText('Código necessário');

    // Act: a wrong code, typed in lower case and too long.
    await dialog.getByLabel('Código promocional').fill('promocao2025x');
    await expect(dialog.getByLabel('Código promocional')).toHaveValue('PROMOCAO20');
    await dialog.getByRole('button', { name: 'Aplicar Código' }).click();

    // Assess
    await expect(dialog.getByRole('alert')).toContainText('Código inválido');
    await expect(dialog.getByRole('alert')).toContainText('O código promocional digitado não é válido.');
    await expectNoSeriousA11yViolations(page);
  });

  test('ZAP19 → médico → formulário → link seguro → consulta liberada; o mesmo e-mail não ganha outra', async ({ page, browser }) => {
    // Prepare
    const email = emailUnico('ana');
    await page.goto('/medicos-virtuais');
    const beatriz = page.getByRole('article', { name: 'Dra. Beatriz Almeida' });
    await expect(beatriz.getByText(/^R\$\s19,90$/)).toBeVisible();

    // Act: the code, in lower case.
    const dialog = await aplicarCodigo(page, 'zap19');

    // Assess: the list now offers the free consultation.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Consulta grátis ativada!')).toBeVisible();
    await expect(beatriz.getByText('GRÁTIS', { exact: true })).toBeVisible();
    await expect(beatriz.getByText(/atendimentos hoje/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('free_consultation_active'))).toBe('true');

    // Act: choose the doctor.
    await beatriz.getByRole('button', { name: /Iniciar Consulta Grátis/ }).click();

    // Assess: the free scheduling form; the code is not spent yet (only the consultation spends it).
    await expect(page).toHaveURL(/\/agendar-consulta$/);
    expect(await page.evaluate(() => localStorage.getItem('used_first_free_consultation'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('free_consultation_active'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('processing_free_consultation'))).toBe('true');
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar Consulta Gratuita' })).toBeVisible();
    await expect(page.getByLabel('Profissional')).toHaveValue('2');

    // Act: send it empty first.
    await page.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();

    // Assess
    await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios');
    await expectNoSeriousA11yViolations(page);

    // Act: fill it in.
    await preencherAgendamento(page, email);
    await page.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();

    // Assess: the secure link validates and the token leaves the address bar.
    await expect(page.getByRole('heading', { name: 'Consulta gratuita criada!' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat-seguro\/[\w-]{40,}$/);
    await expect(page.getByRole('heading', { name: 'Acesso Liberado!' })).toBeVisible();
    await expect(page.getByText('Redirecionando para sua consulta...')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/2$/);
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
    await expect(page.getByText('Dra. Beatriz Almeida')).toBeVisible();
    await expect(page.getByText('Consulta gratuita')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('chat_token:2'))).toMatch(/^[\w-]{40,}$/);
    expect(await page.evaluate(() => localStorage.getItem('processing_free_consultation'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('used_first_free_consultation'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('free_consultation_active'))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    // Act: back on the list of this browser.
    await page.goto('/medicos-virtuais');

    // Assess: the free offer is gone (one use per browser).
    await expect(page.getByRole('heading', { name: 'Médicos Virtuais' })).toBeVisible();
    await expect(page.getByRole('button', { name: '1º Consulta Grátis' })).toHaveCount(0);
    await expect(beatriz.getByRole('button', { name: /Pagar e Consultar/ })).toBeVisible();

    // Prepare: another browser, the same person.
    const outro = await browser.newContext();
    const segunda = await outro.newPage();
    await segunda.goto('/medicos-virtuais');
    await aplicarCodigo(segunda, 'ZAP19');
    await segunda.getByRole('article', { name: 'Dr. Rafael Monteiro' }).getByRole('button', { name: /Iniciar Consulta Grátis/ }).click();
    await expect(segunda).toHaveURL(/\/agendar-consulta$/);

    // Act
    await preencherAgendamento(segunda, email.toUpperCase());
    await segunda.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();

    // Assess: the server refuses a second free consultation for this e-mail.
    const alerta = segunda.getByRole('alert').filter({ hasText: 'Código já utilizado' });
    await expect(alerta).toBeVisible();
    await expect(alerta).toContainText('A primeira consulta gratuita já foi utilizada.');
    await expect(segunda).toHaveURL(/\/agendar-consulta$/);
    await expect(segunda.getByRole('link', { name: 'Ver médicos e pagar a consulta' })).toBeVisible();
    await outro.close();
  });
});
