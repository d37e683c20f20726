import { expect, test, type Page } from '@playwright/test';
import { mensagens } from '../shared/messages.js';
import { codigoGratuitaNoEmail, confirmarEmailEIniciar, preencherConsultaGratuita } from './consulta-gratuita.js';
import { cpfValido, emailUnico } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

async function aplicarCodigo(page: Page, codigo: string) {
  await page.getByRole('button', { name: '1º Consulta Grátis' }).click();
  const dialog = page.getByRole('dialog', { name: '1º Consulta Grátis' });
  await dialog.getByLabel('Código promocional').fill(codigo);
  await dialog.getByRole('button', { name: 'Aplicar Código' }).click();
  return dialog;
}

const preencherAgendamento = (page: Page, email: string, cpf: string) =>
  preencherConsultaGratuita(page, { email, cpf, observacoes: 'Pressão alta de manhã há uma semana' });

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

  test('ZAP19 → médico → formulário → código do e-mail → link seguro → consulta liberada; a mesma pessoa não ganha outra', async ({ page, browser }) => {
    // Prepare
    const email = emailUnico('ana');
    const cpf = cpfValido();
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
    await expect(page.getByText(mensagens.consultaGratuita.explicacao)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar código' }).click();

    // Assess
    await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios');
    await expectNoSeriousA11yViolations(page);

    // Act: every field but a CPF with wrong check digits.
    await preencherAgendamento(page, email, '529.982.247-00');
    await page.getByRole('button', { name: 'Enviar código' }).click();

    // Assess: no code goes out for a form the server would refuse.
    await expect(page.getByRole('alert')).toHaveText(mensagens.validacao.cpfInvalido);
    await expect(page.getByLabel('CPF')).toBeFocused();

    // Act: the right CPF, typed as digits; the code is asked for.
    await page.getByLabel('CPF').fill(cpf);
    await expect(page.getByLabel('CPF')).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await page.getByRole('button', { name: 'Enviar código' }).click();

    // Assess: where the code went (masked) and how long it lasts; the code field and a resend.
    const aviso = page.getByRole('status').filter({ hasText: 'Enviamos o código para' });
    await expect(aviso).toHaveText(/^Enviamos o código para .+\. Ele vale por \d+ minutos\.$/);
    await expect(aviso).not.toContainText(email);
    await expect(page.getByLabel('Código de 6 dígitos')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
    const primeiro = await codigoGratuitaNoEmail(email);
    await expectNoSeriousA11yViolations(page);

    // Act: a wrong code.
    await page.getByLabel('Código de 6 dígitos').fill(primeiro === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();

    // Assess: the server's sentence, in the form's box; the typed fields stay.
    await expect(page.getByRole('alert')).toHaveText(mensagens.consultaGratuita.codigoEmailInvalido);
    await expect(page).toHaveURL(/\/agendar-consulta$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Observações (opcional)')).toHaveValue('Pressão alta de manhã há uma semana');

    // Act: another e-mail, then back to the first: the code step is gone and must be asked again.
    await page.getByLabel('Email').fill(`outro-${email}`);

    // Assess
    await expect(page.getByLabel('Código de 6 dígitos')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();

    // Act: the first e-mail again, a new code, and the code from the mailbox.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(aviso).toBeVisible();
    const codigo = await codigoGratuitaNoEmail(email, primeiro);
    await page.getByLabel('Código de 6 dígitos').fill(codigo);
    await page.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();

    // Assess: the secure link validates; its token never was in the address's path or query.
    await expect(page.getByRole('heading', { name: 'Consulta gratuita criada!' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat-seguro$/);
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

    // Act: the same CPF with another address (a proven one: the person's alias with '+').
    const alias = email.replace('@', '+2@');
    await preencherAgendamento(segunda, alias, cpf);
    await confirmarEmailEIniciar(segunda, alias);

    // Assess: the server refuses a second free consultation for this person.
    const alerta = segunda.getByRole('alert').filter({ hasText: 'Código já utilizado' });
    await expect(alerta).toBeVisible();
    await expect(alerta).toContainText('A primeira consulta gratuita já foi utilizada.');
    await expect(segunda).toHaveURL(/\/agendar-consulta$/);
    await expect(segunda.getByRole('link', { name: 'Ver médicos e pagar a consulta' })).toBeVisible();
    await outro.close();
  });
});
