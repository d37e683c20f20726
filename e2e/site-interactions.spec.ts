import { expect, test, type Locator, type Page } from '@playwright/test';

async function semAvisoDeCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
}

/** The one toast on screen (the toaster shows at most one at a time). */
const toastVisivel = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

const depoimentoAtual = (page: Page) => page.getByTestId('depoimento-atual');

/**
 * The home page arrives prerendered in the HTML and React takes it over at the visitor's first
 * intent (a press, a key, a touch, focus) or a few seconds after load: before running the clock, a
 * key press (Shift, which does nothing on the page) starts the app; then wait until React has taken
 * the element over (it marks hydrated nodes with its fiber key). The clock is paused in these
 * tests, so only the intent can start the app.
 */
async function hidratado(locator: Locator): Promise<void> {
  await locator.page().keyboard.press('Shift');
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/** Fake timers, paused: the carousel only moves when the test runs the clock, however slow the page loads. */
async function relogioParado(page: Page): Promise<void> {
  const inicio = new Date('2025-06-23T12:00:00-03:00');
  await page.clock.install({ time: inicio });
  await page.clock.pauseAt(new Date(inicio.getTime() + 1_000));
}

test.describe('carrossel de depoimentos', () => {
  test('avança sozinho a cada 5 segundos', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await relogioParado(page);
    await page.goto('/');
    await hidratado(depoimentoAtual(page));
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '1 de 9');
    await expect(depoimentoAtual(page)).toContainText('Mariana Alves');

    // Act
    await page.clock.runFor(5_000);

    // Assess
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '2 de 9');
    await expect(depoimentoAtual(page)).toContainText('Carlos Eduardo Lima');

    // Act
    await page.clock.runFor(5_000);

    // Assess
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '3 de 9');
  });

  test('anterior, próximo e os pontos de posição levam ao depoimento escolhido', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await relogioParado(page);
    await page.goto('/');
    await hidratado(depoimentoAtual(page));
    const carrossel = page.getByRole('region', { name: 'O que dizem nossos pacientes' });
    await expect(carrossel.getByRole('button', { name: /^Ir para o depoimento/ })).toHaveCount(9);

    // Act and Assess
    await carrossel.getByRole('button', { name: 'Próximo depoimento' }).click();
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '2 de 9');
    await carrossel.getByRole('button', { name: 'Depoimento anterior' }).click();
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '1 de 9');
    await carrossel.getByRole('button', { name: 'Depoimento anterior' }).click();
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '9 de 9');
    await expect(depoimentoAtual(page)).toContainText('Beatriz Rocha');
    await carrossel.getByRole('button', { name: 'Ir para o depoimento 5 de 9' }).click();
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '5 de 9');
    await expect(carrossel.getByRole('button', { name: 'Ir para o depoimento 5 de 9' })).toHaveAttribute('aria-current', 'true');
  });

  test('o visitante pode pausar a rotação automática', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await relogioParado(page);
    await page.goto('/');
    await hidratado(depoimentoAtual(page));

    // Act
    await page.getByRole('button', { name: 'Pausar rotação automática' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(12_000);

    // Assess
    await expect(depoimentoAtual(page)).toHaveAttribute('aria-label', '1 de 9');
    await expect(page.getByRole('button', { name: 'Retomar rotação automática' })).toBeVisible();
  });
});

test.describe('a página inicial antes de o app assumir', () => {
  test('um clique num botão antes de o app começar não se perde', async ({ page }) => {
    // Prepare: the click comes right after loading, long before the app would start on its own.
    await semAvisoDeCookies(page);
    await page.goto('/');
    const lancador = page.getByRole('button', { name: 'Precisa de Ajuda?' });
    await expect(lancador).toBeVisible();
    expect(await lancador.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(false);

    // Act: the very first gesture on the page is the click.
    await lancador.click();

    // Assess: the app started with that gesture, and the click reached Camila.
    await expect(page.getByRole('dialog', { name: 'Camila' })).toBeVisible();
  });

  test('sem nenhum gesto o app assume a página alguns segundos depois do carregamento', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const depoimento = depoimentoAtual(page);
    await expect(depoimento).toBeVisible();

    // Assess: nobody touched the page, yet React takes it over and the cookie notice appears.
    await expect
      .poll(() => depoimento.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 15_000 })
      .toBe(true);
    await expect(page.getByRole('region', { name: 'Sua privacidade é importante' })).toBeVisible();
  });
});

test('na FAQ cada pergunta abre e fecha de forma independente', async ({ page }) => {
  // Prepare
  await semAvisoDeCookies(page);
  await page.goto('/faq');
  const custo = page.getByRole('button', { name: 'Quanto custa uma consulta?' });
  const formas = page.getByRole('button', { name: 'Quais formas de pagamento são aceitas?' });
  const dados = page.getByRole('button', { name: 'Meus dados estão seguros?' });
  await expect(page.getByRole('button', { expanded: false })).toHaveCount(16);

  // Act
  await custo.click();
  await formas.click();
  await dados.click();

  // Assess: all three stay open together.
  for (const pergunta of [custo, formas, dados]) await expect(pergunta).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Cada consulta custa R$\u00a019,90, com pagamento único.', { exact: false })).toBeVisible();

  // Act
  await formas.click();

  // Assess: closing one leaves the others open.
  await expect(formas).toHaveAttribute('aria-expanded', 'false');
  await expect(custo).toHaveAttribute('aria-expanded', 'true');
  await expect(dados).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Aceitamos cartões e PIX.', { exact: false })).toBeHidden();

  // Assess: the footer of the FAQ leads to the help centre and to e-mail.
  const maisAjuda = page.getByRole('region', { name: 'Não encontrou sua resposta?' });
  await expect(maisAjuda.getByRole('link', { name: 'Central de Ajuda' })).toHaveAttribute('href', '/central-ajuda');
  await expect(maisAjuda.getByRole('link', { name: 'suporte@zapsaude.com.br' })).toHaveAttribute('href', 'mailto:suporte@zapsaude.com.br');
});

test('na Central de Ajuda só uma seção e um item ficam abertos por vez', async ({ page }) => {
  // Prepare
  await semAvisoDeCookies(page);
  await page.goto('/central-ajuda');
  const primeirosPassos = page.getByRole('button', { name: /^Primeiros Passos/ });
  const consultaVirtual = page.getByRole('button', { name: /^Consulta Virtual/ });
  const atalhos = page.getByRole('main');
  await expect(atalhos.getByRole('link', { name: /^FAQ/ })).toHaveAttribute('href', '/faq');
  await expect(atalhos.getByRole('link', { name: /^Contato/ })).toHaveAttribute('href', '/contato');
  await expect(atalhos.getByRole('link', { name: /^Suporte 24\/7/ })).toHaveAttribute('href', 'mailto:suporte@zapsaude.com.br');

  // Act
  await primeirosPassos.click();
  await page.getByRole('button', { name: 'Como faço minha primeira consulta?' }).click();
  await page.getByRole('button', { name: 'Preciso criar uma conta?' }).click();

  // Assess: one item open in the section.
  await expect(page.getByRole('button', { name: 'Preciso criar uma conta?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Como faço minha primeira consulta?' })).toHaveAttribute('aria-expanded', 'false');

  // Act
  await consultaVirtual.click();

  // Assess: one section open.
  await expect(consultaVirtual).toHaveAttribute('aria-expanded', 'true');
  await expect(primeirosPassos).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Preciso criar uma conta?' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Como baixo a receita?' })).toHaveAttribute('aria-expanded', 'false');

  // Act and Assess: a section closes again.
  await consultaVirtual.click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
});

test.describe('artigo do blog', () => {
  test('curtir soma 1 e descurtir subtrai 1, com um aviso de cada vez', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await page.goto('/blog/1');
    const curtir = page.getByRole('button', { name: /^Curtir artigo/ });
    await expect(curtir).toHaveAttribute('aria-pressed', 'false');
    await expect(curtir).toContainText('342');

    // Act
    await curtir.click();

    // Assess
    await expect(curtir).toHaveAttribute('aria-pressed', 'true');
    await expect(curtir).toContainText('343');
    await expect(toastVisivel(page)).toHaveText(/Artigo curtido!/);

    // Act
    await curtir.click();

    // Assess
    await expect(curtir).toHaveAttribute('aria-pressed', 'false');
    await expect(curtir).toContainText('342');
    await expect(toastVisivel(page)).toHaveCount(1);
    await expect(toastVisivel(page)).toHaveText(/Curtida removida/);
  });

  test('compartilhar abre a rede social numa janela de 600 por 400', async ({ page, context }) => {
    // Prepare: the share pages are answered locally (no internet here).
    await semAvisoDeCookies(page);
    await context.route(/facebook\.com|twitter\.com|linkedin\.com|whatsapp\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Compartilhar</title>' }),
    );
    await page.goto('/blog/2');

    for (const [botao, endereco] of [
      ['Compartilhar no Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.*%2Fblog%2F2/],
      ['Compartilhar no X (Twitter)', /^https:\/\/twitter\.com\/intent\/tweet\?url=.*%2Fblog%2F2/],
      ['Compartilhar no LinkedIn', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=.*%2Fblog%2F2/],
      ['Compartilhar no WhatsApp', /^https:\/\/api\.whatsapp\.com\/send\?text=.*%2Fblog%2F2/],
    ] as const) {
      // Act
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: botao }).click()]);

      // Assess: a 600×400 window on the network's share page, unable to reach back to this tab.
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(endereco);
      expect(popup.viewportSize()).toEqual({ width: 600, height: 400 });
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(toastVisivel(page)).toHaveText(/Compartilhado!/);
      await popup.close();
    }
  });

  test('copiar link grava o endereço do artigo na área de transferência', async ({ page, context }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog/3');

    // Act
    await page.getByRole('button', { name: 'Copiar link do artigo' }).click();

    // Assess
    await expect(toastVisivel(page)).toHaveText(/Link copiado!/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/3$/);
  });
});

test.describe('aviso de cookies', () => {
  test('aceitar grava true e o aviso não volta depois de recarregar', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const aviso = page.getByRole('region', { name: 'Sua privacidade é importante' });
    await expect(aviso).toBeVisible();

    // Act
    await aviso.getByRole('button', { name: 'Aceitar cookies' }).click();

    // Assess
    await expect(aviso).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(aviso).toBeHidden();
  });

  test('rejeitar grava false e o aviso não volta depois de recarregar', async ({ page }) => {
    // Prepare
    await page.goto('/');
    const aviso = page.getByRole('region', { name: 'Sua privacidade é importante' });

    // Act
    await aviso.getByRole('button', { name: 'Rejeitar' }).click();

    // Assess
    await expect(aviso).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(aviso).toBeHidden();
  });

  test('fechar o aviso conta como rejeição', async ({ page }) => {
    // Prepare
    await page.goto('/');

    // Act
    await page.getByRole('button', { name: 'Fechar aviso de cookies' }).click();

    // Assess
    await expect(page.getByRole('region', { name: 'Sua privacidade é importante' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBe('false');
  });

  test('o aviso abre a política de cookies com as 8 seções e a data em pt-BR', async ({ page }) => {
    // Prepare
    await page.goto('/');

    // Act
    await page.getByRole('button', { name: 'Política de Cookies' }).click();

    // Assess
    const dialogo = page.getByRole('dialog', { name: 'Política de Cookies' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText('Última atualização: 19/06/2024');
    await expect(dialogo.getByRole('heading', { level: 3 })).toHaveText([
      '1. O que são cookies',
      '2. Como utilizamos os cookies',
      '3. Tipos de cookies que utilizamos',
      '4. Cookies de terceiros',
      '5. Como gerenciar cookies',
      '6. Tempo de armazenamento',
      '7. Atualizações desta política',
      '8. Contato',
    ]);
    for (const tipo of ['Essenciais', 'De análise', 'De funcionalidade', 'De marketing']) await expect(dialogo.getByText(tipo, { exact: true })).toBeVisible();

    // Act
    await dialogo.getByRole('button', { name: 'Entendi' }).click();

    // Assess: the dialog closes; the banner still waits for a choice.
    await expect(dialogo).toBeHidden();
    await expect(page.getByRole('region', { name: 'Sua privacidade é importante' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookies-accepted'))).toBeNull();
  });
});

test.describe('menu em tela de celular', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('abre pelo botão e fecha quando um link é escolhido', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await page.goto('/');
    await hidratado(page.getByRole('button', { name: 'Abrir menu' }));
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();

    // Act
    await page.getByRole('button', { name: 'Abrir menu' }).click();

    // Assess
    const menu = page.getByRole('navigation', { name: 'Menu móvel' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');

    // Act
    await menu.getByRole('link', { name: 'Sobre Nós' }).click();

    // Assess
    await expect(page).toHaveURL(/\/sobre-nos$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saúde acessível, a qualquer hora');

    // Act and Assess: the toggle also closes it.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu.getByRole('link', { name: 'Sobre Nós' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();
  });
});
