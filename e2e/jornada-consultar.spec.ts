/**
 * Every "Consultar" leads into a consultation without the menu: the header's and the home's buttons,
 * the 404 page and /chat reach the consultation room (/sala-atendimento), where choosing a doctor
 * shows the directory's next step (Consulta Liberada → Iniciar Consulta Grátis → Pagar e Consultar);
 * the free code is spent only when the free consultation is created; the paid way goes through the
 * sandbox's invoice and back into the chat.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmarEmailEIniciar, consultaGratuitaPelaApi, preencherConsultaGratuita } from './consulta-gratuita.js';
import { contaConfirmada, cpfValido, emailUnico, SENHA } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

/** The consultation room's panel for the chosen doctor. */
const painel = (page: Page) => page.getByRole('complementary', { name: '2. Seu atendimento' });

async function selecionarNaSala(page: Page, nome: string) {
  await expect(page).toHaveURL(/\/sala-atendimento(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sala de Atendimento' })).toBeVisible();
  await page.getByRole('button', { name: `Selecionar ${nome}` }).click();
  await expect(painel(page).getByText(nome, { exact: true })).toBeVisible();
}

test.describe('jornada: do "Consultar" a uma consulta iniciada, sem o menu', () => {
  test('grátis: Consultar (cabeçalho) → médico → ZAP19 → formulário → chat aberto; /chat volta a ele', async ({ page }) => {
    // Prepare
    await page.goto('/');

    // Act: the header's Consultar, then a doctor.
    await page.getByRole('banner').getByRole('link', { name: 'Consultar', exact: true }).click();
    await selecionarNaSala(page, 'Dra. Beatriz Almeida');

    // Assess: the ways in, in the directory's precedence (nothing released, no code yet).
    await expect(painel(page).getByRole('button', { name: 'Pagar e Consultar com Dra. Beatriz Almeida' })).toBeVisible();

    // Act: the free code, from the panel.
    await painel(page).getByRole('button', { name: '1º Consulta Grátis' }).click();
    const dialog = page.getByRole('dialog', { name: '1º Consulta Grátis' });
    await dialog.getByLabel('Código promocional').fill('zap19');
    await dialog.getByRole('button', { name: 'Aplicar Código' }).click();

    // Assess: the same doctor now offers the free consultation; the code is not spent yet.
    await expect(dialog).toBeHidden();
    const iniciarGratis = painel(page).getByRole('button', { name: 'Iniciar Consulta Grátis com Dra. Beatriz Almeida' });
    await expect(iniciarGratis).toBeVisible();
    await expect(painel(page).getByRole('button', { name: '1º Consulta Grátis' })).toHaveCount(0);

    // Act: go on to the form, leave it, and come back through the room.
    await iniciarGratis.click();
    await expect(page).toHaveURL(/\/agendar-consulta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar Consulta Gratuita' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Consultar', exact: true }).click();

    // Assess: the choice and the free offer are still there.
    await expect(painel(page).getByText('Dra. Beatriz Almeida', { exact: true })).toBeVisible();
    await expect(iniciarGratis).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('used_first_free_consultation'))).toBeNull();

    // Act: the form, for real this time.
    await iniciarGratis.click();
    await expect(page.getByLabel('Profissional')).toHaveValue('2');
    const email = emailUnico('jornada');
    await preencherConsultaGratuita(page, { email, cpf: cpfValido() });
    await confirmarEmailEIniciar(page, email);

    // Assess: the consultation chat opens on its intake form.
    await expect(page).toHaveURL(/\/chat\/2$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
    await expect(page.getByLabel('Idade (anos)')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('used_first_free_consultation'))).toBe('true');

    // Act: /chat from the address bar.
    await page.goto('/chat');

    // Assess: straight back into the open consultation.
    await expect(page).toHaveURL(/\/chat\/2$/);
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
  });

  test('paga: botão da home → médico → Pagar e Consultar → cadastro → fatura paga → chat liberado', async ({ page, context }) => {
    // Prepare
    await page.goto('/');

    // Act: the hero's button, then a doctor, then pay.
    await page.getByRole('link', { name: 'Converse com um Médico Agora' }).first().click();
    await selecionarNaSala(page, 'Dr. André Carvalho');
    await painel(page).getByRole('button', { name: 'Pagar e Consultar com Dr. André Carvalho' }).click();

    // Assess: the payment registration of that doctor.
    await expect(page).toHaveURL(/\/cadastro-pagamento$/);
    await expect(page.getByText('Cadastro para Pagamento')).toBeVisible();
    await expect(page.getByText('Dr. André Carvalho')).toBeVisible();
    await expect(page.getByText('Neurologia')).toBeVisible();

    // Act: the registration, then the invoice opened by the patient's click, paid by PIX.
    await page.getByLabel('Nome Completo').fill('Rodrigo Teixeira');
    await page.getByLabel('Email').fill(emailUnico('jornada-paga'));
    await page.getByLabel('CPF').fill(cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    const aba = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const fatura = await aba;
    await fatura.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess: Asaas' callback brings the patient back through /pagamento/redirect into the
    // consultation, and the waiting page left open goes there too, whichever arrives first.
    await expect(fatura).toHaveURL(/\/chat\/\d+$/, { timeout: 30_000 });
    await expect(fatura.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
  });

  test('os outros "Consultar" da home e o da página 404 levam à sala, onde a escolha segue em frente', async ({ page }) => {
    const entradas: Array<{ caminho: string; link: (page: Page) => ReturnType<Page['getByRole']> }> = [
      { caminho: '/', link: (p) => p.getByRole('link', { name: 'Converse com um Médico Agora' }).last() },
      { caminho: '/', link: (p) => p.getByRole('link', { name: 'Escolher Médico' }) },
      { caminho: '/pagina-que-nao-existe', link: (p) => p.getByRole('link', { name: 'Consultar agora' }) },
    ];
    for (const { caminho, link } of entradas) {
      // Prepare: a fresh tab state.
      await page.goto(caminho);
      await page.evaluate(() => sessionStorage.clear());

      // Act
      await link(page).click();
      await selecionarNaSala(page, 'Dra. Larissa Moura');

      // Assess
      await expect(painel(page).getByRole('button', { name: 'Pagar e Consultar com Dra. Larissa Moura' })).toBeVisible();
    }
  });

  test('com a conta aberta: a sala mostra Consulta Liberada e /chat entra na consulta da conta', async ({ page, request }) => {
    // Prepare: an account whose e-mail already has a released consultation with Dr. Marcelo Tavares.
    const email = emailUnico('conta-chat');
    await contaConfirmada(request, email);
    await consultaGratuitaPelaApi({ nome: 'Carla Mendes', email, medicoId: 6 });
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    // Act: the room with that doctor.
    await page.goto('/sala-atendimento?medico=6');

    // Assess: the released consultation comes first; no payment, no code.
    const liberada = painel(page).getByRole('button', { name: 'Consulta Liberada com Dr. Marcelo Tavares' });
    await expect(liberada).toBeVisible();
    await expect(painel(page).getByRole('button', { name: /Pagar e Consultar/ })).toHaveCount(0);
    await expect(painel(page).getByRole('button', { name: '1º Consulta Grátis' })).toHaveCount(0);

    // Act: /chat, in a tab that holds no chat token.
    await page.goto('/chat');

    // Assess: through the secure link into the account's consultation.
    await expect(page).toHaveURL(/\/chat\/6$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
  });

  test('/chat sem consulta aberta não é a página 404: mostra como começar ou recuperar', async ({ page }) => {
    // Act
    await page.goto('/chat');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Nenhuma consulta aberta' })).toBeVisible();
    await expect(page.getByText('404')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir para a Sala de Atendimento' })).toHaveAttribute('href', '/sala-atendimento');
    await expect(page.getByRole('link', { name: 'Recuperar Minha Consulta' })).toHaveAttribute('href', '/pagamento/recuperacao');
    await expectNoSeriousA11yViolations(page);

    // Act: a stale token in this tab is not an open consultation.
    await page.evaluate(() => sessionStorage.setItem('chat_token:3', 'x'.repeat(43)));
    await page.reload();

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Nenhuma consulta aberta' })).toBeVisible();

    // Act
    await page.getByRole('link', { name: 'Ir para a Sala de Atendimento' }).click();

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Sala de Atendimento' })).toBeVisible();
  });
});
