/**
 * The public pages arrive prerendered (web/src/prerender.tsx), are answered as CloudFront answers
 * them (infra/lib/rotas-site.cloudfront.js, run by the local preview), and the app takes them over
 * without redrawing them; what the visitor does before the app has started is answered at once
 * (web/src/lib/primeira-interacao.ts) or kept for the app, never lost.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { manifestoRotasSchema } from '#shared/schemas/rotas-site.js';

const semAvisoDeCookies = (page: Page) => page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));

/** Whether React owns the page's root element (it marks the DOM nodes it has hydrated). */
const hidratada = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('#root > div') ?? {}).some((chave) => chave.startsWith('__reactFiber$')));

/**
 * Holds back the app's code (the boot chunk) until `liberar` is called: the page is as a slow phone
 * has it before the app has started.
 */
async function segurarApp(page: Page): Promise<() => void> {
  let liberar!: () => void;
  const liberado = new Promise<void>((resolve) => (liberar = resolve));
  await page.route('**/assets/boot-*.js', async (route: Route) => {
    await liberado;
    await route.continue();
  });
  return liberar;
}

/** Errors the page reports (a hydration mismatch is one: React reports it as an uncaught error). */
function errosDaPagina(page: Page): string[] {
  const erros: string[] = [];
  page.on('pageerror', (erro) => erros.push(erro.message));
  page.on('console', (mensagem) => {
    // The 404 page logs the missing address on purpose (docs/regras-do-produto.md#public-site); the
    // browser logs a realtime socket it could not open (another spec stops that server a moment,
    // and the app reconnects: e2e/pagamento-retorno.spec.ts).
    if (mensagem.type() === 'error' && !/404|^WebSocket connection to /.test(mensagem.text())) erros.push(mensagem.text());
  });
  return erros;
}

test.describe('as páginas públicas chegam prontas', () => {
  test('cada página pública vem pronta no HTML, com título, descrição e endereço canônico próprios', async ({ request, baseURL }) => {
    // Prepare: the build's own list of its prerendered pages.
    const manifesto = manifestoRotasSchema.parse(await (await request.get('/rotas.json')).json());
    const caminhos = Object.keys(manifesto.paginas);
    expect(caminhos.length).toBeGreaterThanOrEqual(20);

    for (const caminho of caminhos) {
      // Act
      const resposta = await request.get(caminho);
      const html = await resposta.text();

      // Assess: the page's own content is in the HTML, before any script has run.
      expect(resposta.status(), caminho).toBe(200);
      expect(html, caminho).toMatch(/<html lang="pt-BR">/);
      expect(html, caminho).toMatch(/<title>[^<]+ \| ZapSaúde<\/title>/);
      expect(html, caminho).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      const canonico = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
      expect(canonico, caminho).toBe(`${baseURL}${caminho === '/planos' ? '/valores' : caminho}`);
      expect(html, caminho).toMatch(/<div id="root"><div class="flex min-h-screen flex-col">.*<h1[^>]*>.+<\/h1>/s);
    }
  });

  test('um endereço desconhecido recebe a página 404 com status 404; uma rota do app, o app', async ({ request, baseURL }) => {
    const desconhecido = await request.get('/pagina-que-nao-existe');
    expect(desconhecido.status()).toBe(404);
    expect(await desconhecido.text()).toContain('O endereço que você procurou não existe ou foi removido.');

    const doApp = await request.get('/chat/3');
    expect(doApp.status()).toBe(200);
    expect(await doApp.text()).toMatch(/<meta name="robots" content="noindex" \/>.*<div id="root"><\/div>/s);

    const arquivoQueFalta = await request.get('/assets/nao-existe.js');
    expect(arquivoQueFalta.status()).toBe(404);

    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/faq</loc>`);
  });

  test('o app assume cada página pública sem redesenhá-la e sem erro de hidratação', async ({ page, request }) => {
    test.setTimeout(300_000);
    const manifesto = manifestoRotasSchema.parse(await (await request.get('/rotas.json')).json());
    await semAvisoDeCookies(page);
    const erros = errosDaPagina(page);

    for (const caminho of [...Object.keys(manifesto.paginas), '/pagina-que-nao-existe']) {
      // Prepare: the page as it arrived.
      await page.goto(caminho);
      await page.evaluate(() => Object.assign(window, { __raiz: document.querySelector('#root > div') }));

      // Act: the first gesture starts the app.
      await page.keyboard.press('Shift');
      await expect.poll(() => hidratada(page), { message: caminho }).toBe(true);

      // Assess: the very node the HTML brought is the one React owns; nothing was drawn anew.
      expect(await page.evaluate(() => (window as unknown as { __raiz: Element }).__raiz === document.querySelector('#root > div')), caminho).toBe(true);
      expect(erros, caminho).toEqual([]);
    }
  });

  test('com o estado deste navegador (consulta grátis, filtro no endereço, médico escolhido) a página é assumida e mostra esse estado', async ({ page }) => {
    // Prepare: a free consultation accepted in this browser.
    const erros = errosDaPagina(page);
    await semAvisoDeCookies(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('free_consultation_active', 'true');
      window.localStorage.setItem('current_consultation_free', 'true');
      window.localStorage.setItem('free_consultation_code', 'ZAP19');
    });

    // Act
    await page.goto('/medicos-virtuais?especialidade=dermatologia');
    await page.keyboard.press('Shift');

    // Assess
    await expect(page.getByTestId('contagem-medicos')).toHaveText('1 médico encontrado');
    await expect(page.getByRole('combobox', { name: 'Especialidade' })).toHaveValue('dermatologia');
    await expect(page.getByRole('status').filter({ hasText: 'Consulta grátis ativada!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Consulta Grátis' })).toBeVisible();

    // Act: the room with a doctor named in the address.
    await page.goto('/sala-atendimento?medico=3');
    await page.keyboard.press('Shift');

    // Assess: the doctor of the address is the one chosen, with the free consultation's button.
    const atendimento = page.getByRole('complementary', { name: '2. Seu atendimento' });
    await expect(atendimento.getByText('Dra. Larissa Moura', { exact: true })).toBeVisible();
    await expect(atendimento.getByRole('button', { name: 'Iniciar Consulta Grátis com Dra. Larissa Moura' })).toBeVisible();
    await expect(page).toHaveURL(/medico=3/);
    expect(erros).toEqual([]);
  });
});

test.describe('a primeira interação antes de o app iniciar', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('o menu abre e fecha na hora, e o app assume o menu como o visitante o deixou', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const liberar = await segurarApp(page);
    await page.goto('/');

    // Act
    await page.getByRole('button', { name: 'Abrir menu' }).click();

    // Assess: open, with the app still held back.
    const menu = page.getByRole('navigation', { name: 'Menu móvel' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await hidratada(page)).toBe(false);

    // Act: the app arrives.
    liberar();
    await expect.poll(() => hidratada(page)).toBe(true);

    // Assess: still open, and now the app closes it.
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a Camila abre na hora, e a mensagem enviada antes do app sai quando ele chega', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const liberar = await segurarApp(page);
    await page.goto('/faq');

    // Act: open her window, type and send before the app.
    await page.getByRole('button', { name: 'Precisa de Ajuda?' }).click();
    const janela = page.getByRole('dialog', { name: 'Camila' });
    await expect(janela).toBeVisible();
    await expect(janela.getByRole('note')).toContainText('validados por um médico');
    const entrada = page.getByRole('textbox', { name: 'Mensagem para a Camila' });
    await expect(entrada).toBeFocused();
    await entrada.fill('quanto custa?');
    await entrada.press('Enter');

    // Assess: the message waits, as typed.
    await expect(entrada).toHaveValue('quanto custa?');
    await expect(entrada).not.toBeEditable();
    expect(await hidratada(page)).toBe(false);

    // Act
    liberar();

    // Assess: she greets, the message goes out and she answers; the box is the visitor's again.
    const conversa = page.getByRole('log', { name: 'Conversa com a Camila' });
    await expect(conversa.getByText('Olá! Eu sou a Camila')).toBeVisible();
    await expect(conversa.getByText('quanto custa?', { exact: true })).toBeVisible();
    await expect(page.getByTestId('resposta-camila').nth(1)).toContainText('R$ 19,90', { timeout: 15_000 });
    await expect(entrada).toBeEditable();
    await expect(entrada).toHaveValue('');
  });

  test('o aviso de cookies aparece a quem ainda não escolheu, e Aceitar grava a escolha antes do app', async ({ page }) => {
    // Prepare
    const liberar = await segurarApp(page);
    await page.goto('/');
    const aviso = page.getByRole('region', { name: 'Sua privacidade é importante' });
    await expect(aviso).toBeVisible();

    // Act
    await aviso.getByRole('button', { name: 'Aceitar cookies' }).click();

    // Assess
    await expect(aviso).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookies-accepted'))).toBe('true');
    expect(await hidratada(page)).toBe(false);

    // Act: the app arrives, then the visitor comes back.
    liberar();
    await expect.poll(() => hidratada(page)).toBe(true);
    await expect(aviso).toBeHidden();
    await page.reload();

    // Assess: a visitor who chose never sees it again, not even for a moment.
    await expect(page.locator('#aviso-cookies')).toBeHidden();
  });

  test('"1º Consulta Grátis" mostra que espera o app e abre o diálogo quando ele chega', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const liberar = await segurarApp(page);
    await page.goto('/medicos-virtuais');
    // By its text: the open dialog hides the rest of the page from the accessibility tree.
    const botao = page.locator('button', { hasText: '1º Consulta Grátis' });

    // Act
    await botao.click();

    // Assess: the button shows it is waiting.
    await expect(botao).toHaveAttribute('data-aguardando-app', '');
    await expect(botao).toHaveCSS('cursor', 'progress');

    // Act
    liberar();

    // Assess
    await expect(page.getByRole('dialog', { name: '1º Consulta Grátis' })).toBeVisible();
    await expect(botao).not.toHaveAttribute('data-aguardando-app');
  });

  test('com uma sessão guardada o app começa na hora, e o clique feito antes de ele assumir não se perde', async ({ page }) => {
    // Prepare: this browser holds a Cognito session's keys, and the app's code is slow to arrive.
    await semAvisoDeCookies(page);
    await page.addInitScript(() => window.localStorage.setItem('CognitoIdentityServiceProvider.cliente.LastAuthUser', 'paciente'));
    let pedido = false;
    page.on('request', (requisicao) => (pedido ||= /\/assets\/boot-[\w-]+\.js$/.test(requisicao.url())));
    const liberar = await segurarApp(page);
    await page.goto('/medicos-virtuais');

    // Assess: the app's code was asked for without any gesture.
    await expect.poll(() => pedido).toBe(true);

    // Act: a doctor's button, before the app owns the page.
    const botao = page.getByRole('article', { name: 'Dra. Juliana Ribeiro' }).getByRole('button', { name: /Pagar e Consultar/ });
    await botao.click();
    await expect(botao).toHaveAttribute('data-aguardando-app', '');
    liberar();

    // Assess: the click reached the app.
    await expect(page).toHaveURL(/\/cadastro-pagamento$/);
  });

  test('o que se digita e o que se escolhe antes do app fica, e o formulário não é enviado pelo navegador', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const liberar = await segurarApp(page);
    await page.goto('/contato');

    // Act: the whole form, and its button, before the app.
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria Souza');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('maria@exemplo.com.br');
    await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Quero saber se a receita vale em qualquer farmácia.');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();

    // Assess: nothing left the page (no native submission with the fields in the address).
    await expect(page).toHaveURL(/\/contato$/);
    expect(await hidratada(page)).toBe(false);

    // Act
    liberar();
    await expect.poll(() => hidratada(page)).toBe(true);

    // Assess: the app has the fields as typed; the form, sent by the app, asks for what is missing.
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Maria Souza');
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue('Quero saber se a receita vale em qualquer farmácia.');
    await expect(page.getByText('51/5000 caracteres')).toBeVisible();
    await expect(page.getByText('Escolha o assunto da mensagem.')).toBeVisible();
    await expect(page).toHaveURL(/\/contato$/);
  });
});
