import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './services-axe.js';

test.describe('sala de atendimento (/sala-atendimento)', () => {
  test('explica a consulta e o aviso de emergência e lista os 12 médicos', async ({ page }) => {
    // Act
    await page.goto('/sala-atendimento');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Sala de Atendimento' })).toBeVisible();
    await expect(page.getByText('Até 30 minutos de conversa')).toBeVisible();
    await expect(page.getByText(/A primeira consulta é grátis com o código ZAP19/)).toBeVisible();
    await expect(page.getByText(/deve ser validado por um médico de verdade/).first()).toBeVisible();
    const emergencia = page.getByRole('complementary', { name: 'Aviso de emergência' });
    await expect(emergencia.getByRole('link', { name: 'SAMU 192' })).toHaveAttribute('href', 'tel:192');
    await expect(page.getByRole('list', { name: 'Médicos disponíveis' }).getByRole('article')).toHaveCount(12);
    await expect(page.getByText('Nenhum médico selecionado ainda.')).toBeVisible();
  });

  test('filtra por especialidade', async ({ page }) => {
    // Prepare
    await page.goto('/sala-atendimento');
    const filtros = page.getByRole('group', { name: 'Filtrar por especialidade' });

    // Act
    await filtros.getByRole('button', { name: 'Neurologia' }).click();

    // Assess
    await expect(filtros.getByRole('button', { name: 'Neurologia' })).toHaveAttribute('aria-pressed', 'true');
    const lista = page.getByRole('list', { name: 'Médicos disponíveis' }).getByRole('article');
    await expect(lista).toHaveCount(1);
    await expect(lista.first()).toHaveAccessibleName('Dr. André Carvalho');

    // Act
    await filtros.getByRole('button', { name: 'Todas' }).click();

    // Assess
    await expect(lista).toHaveCount(12);
  });

  test('selecionar um médico mostra como começar, com os botões para seguir, e guarda a escolha', async ({ page }) => {
    // Prepare
    await page.goto('/sala-atendimento');

    // Act: select a doctor.
    await page.getByRole('button', { name: 'Selecionar Dra. Beatriz Almeida' }).click();

    // Assess: the next-step panel tells how to start and offers the ways in (no dead end).
    const painel = page.getByRole('complementary', { name: '2. Seu atendimento' });
    await expect(painel.getByText('Dra. Beatriz Almeida', { exact: true })).toBeVisible();
    await expect(painel.getByRole('heading', { name: 'Como iniciar a consulta' })).toBeVisible();
    await expect(painel.getByText('ZAP19', { exact: true })).toBeVisible();
    await expect(painel.getByText(/R\$\s19,90, por PIX, boleto ou cartão de crédito/)).toBeVisible();
    await expect(painel.getByRole('button', { name: 'Pagar e Consultar com Dra. Beatriz Almeida' })).toBeVisible();
    await expect(painel.getByRole('button', { name: '1º Consulta Grátis' })).toBeVisible();
    await expect(painel.getByRole('link', { name: 'Recuperar Minha Consulta' })).toHaveAttribute('href', '/pagamento/recuperacao');
    await expect(page.getByRole('button', { name: 'Selecionado Dra. Beatriz Almeida' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/sala-atendimento\?medico=2$/);
    const guardado = await page.evaluate(() => JSON.parse(sessionStorage.getItem('medico_escolhido') ?? 'null'));
    expect(guardado).toEqual({ id: 2, nome: 'Dra. Beatriz Almeida', especialidade: 'Cardiologia' });

    // Act: the choice survives a reload of the tab, also without the address.
    await page.goto('/sala-atendimento');

    // Assess
    await expect(page.getByRole('complementary', { name: '2. Seu atendimento' }).getByText('Dra. Beatriz Almeida', { exact: true })).toBeVisible();

    // Act: change of mind.
    await page.getByRole('button', { name: 'Trocar de médico' }).click();

    // Assess
    await expect(page.getByText('Nenhum médico selecionado ainda.')).toBeVisible();
    await expect(page).toHaveURL(/\/sala-atendimento$/);
    expect(await page.evaluate(() => sessionStorage.getItem('medico_escolhido'))).toBeNull();
  });

  test('?medico=<id> abre a sala com esse médico escolhido e os botões para seguir', async ({ page }) => {
    // Act: a link from elsewhere (the symptom interview's suggested doctor).
    await page.goto('/sala-atendimento?medico=8');

    // Assess
    const painel = page.getByRole('complementary', { name: '2. Seu atendimento' });
    await expect(painel.getByText('Dr. André Carvalho', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selecionado Dr. André Carvalho' })).toHaveAttribute('aria-pressed', 'true');
    await expect(painel.getByRole('button', { name: 'Pagar e Consultar com Dr. André Carvalho' })).toBeVisible();

    // Act: Pagar e Consultar.
    await painel.getByRole('button', { name: 'Pagar e Consultar com Dr. André Carvalho' }).click();

    // Assess: the paid flow for that doctor.
    await expect(page).toHaveURL(/\/cadastro-pagamento$/);
    await expect(page.getByText('Dr. André Carvalho', { exact: true })).toBeVisible();

    // Act: an id that is not one of the 12.
    await page.goto('/sala-atendimento?medico=99');

    // Assess: the address is ignored; the choice of this tab stays.
    await expect(page.getByRole('complementary', { name: '2. Seu atendimento' }).getByText('Dr. André Carvalho', { exact: true })).toBeVisible();
  });

  test('ignora uma escolha guardada adulterada', async ({ page }) => {
    // Prepare
    await page.goto('/sala-atendimento');
    await page.evaluate(() => sessionStorage.setItem('medico_escolhido', JSON.stringify({ id: 99, nome: '<b>x</b>', especialidade: 'x' })));

    // Act
    await page.reload();

    // Assess
    await expect(page.getByText('Nenhum médico selecionado ainda.')).toBeVisible();
  });

  test('não tem violações de acessibilidade sérias ou críticas', async ({ page }) => {
    await page.goto('/sala-atendimento');
    await expect(page.getByRole('list', { name: 'Médicos disponíveis' }).getByRole('article')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Selecionar Dr. Rafael Monteiro' }).click();
    await expect(page.getByRole('button', { name: 'Pagar e Consultar com Dr. Rafael Monteiro' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
