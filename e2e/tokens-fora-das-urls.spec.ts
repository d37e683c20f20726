/**
 * Chat tokens never travel in a request's path or query, where CloudFront's and the WAF's logs would
 * keep them (docs/arquitetura.md#chat-tokens). Chromium listens to every request and websocket of the
 * free journey (form → code from the mailbox → secure link → chat → a message) and of the paid one
 * (registration → Asaas sandbox → return → chat), collects every chat token the journey handled and
 * looks for each in every address the browser asked for; and an old `?token=` link is refused.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { enviarEEsperar, preencherIntakeAdulto } from './chat-apoio.js';
import { consultaGratuitaPelaApi, confirmarEmailEIniciar, preencherConsultaGratuita, servicosLocais } from './consulta-gratuita.js';
import { cpfValido, emailUnico } from './contas.js';

interface Escuta {
  /** Every address the browser asked for: page loads, scripts, API calls, websockets, on every tab. */
  readonly enderecos: string[];
  /** The Referer headers sent, if any (the site sends none). */
  readonly referers: string[];
  /** Chat tokens seen in the API's answers. */
  readonly tokens: Set<string>;
}

/** Every `chatToken` anywhere in a JSON answer. */
function tokensDaResposta(valor: unknown, tokens: Set<string>): void {
  if (Array.isArray(valor)) valor.forEach((item) => tokensDaResposta(item, tokens));
  else if (valor && typeof valor === 'object') {
    for (const [chave, dentro] of Object.entries(valor)) {
      if (chave === 'chatToken' && typeof dentro === 'string' && dentro) tokens.add(dentro);
      else tokensDaResposta(dentro, tokens);
    }
  }
}

function escutar(context: BrowserContext): Escuta {
  const escuta: Escuta = { enderecos: [], referers: [], tokens: new Set() };
  context.on('request', (pedido) => {
    escuta.enderecos.push(pedido.url());
    const referer = pedido.headers().referer;
    if (referer) escuta.referers.push(referer);
  });
  context.on('response', async (resposta) => {
    if (!new URL(resposta.url()).pathname.startsWith('/api/')) return;
    if (!(resposta.headers()['content-type'] ?? '').includes('json')) return;
    try {
      tokensDaResposta(await resposta.json(), escuta.tokens);
    } catch {
      // A body already gone (a page that navigated away) holds nothing to read.
    }
  });
  const ouvirSockets = (page: Page) => page.on('websocket', (socket) => escuta.enderecos.push(socket.url()));
  context.pages().forEach(ouvirSockets);
  context.on('page', ouvirSockets);
  return escuta;
}

/** The chat tokens this tab's storage holds (where the secure link puts them). */
async function tokensGuardados(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((chave) => chave.startsWith('chat_token:'))
      .map((chave) => sessionStorage.getItem(chave) ?? ''),
  );
}

/** Asserts that no address's path or query (nor a Referer) contains any of the tokens, raw or encoded. */
function semTokenNosEnderecos(escuta: Escuta, tokens: readonly string[]): void {
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(token).toMatch(/^[\w-]{40,}$/);
  const formas = tokens.flatMap((token) => [token, encodeURIComponent(token)]);
  const vazados = [...escuta.enderecos, ...escuta.referers].filter((endereco) => {
    const { pathname, search } = new URL(endereco);
    const alvo = `${pathname}${search}`;
    return formas.some((forma) => alvo.includes(forma) || decodeURIComponent(alvo).includes(forma));
  });
  expect(vazados).toEqual([]);
}

test.describe('nenhum pedido do navegador leva o token do chat no caminho ou na consulta', () => {
  test('consulta gratuita pela tela: formulário → código do e-mail → link seguro → chat → uma mensagem', async ({ page, context }) => {
    // Prepare
    const escuta = escutar(context);
    const email = emailUnico('tokens-gratuita');
    await page.goto('/medicos-virtuais');
    await page.getByRole('button', { name: '1º Consulta Grátis' }).click();
    const dialog = page.getByRole('dialog', { name: '1º Consulta Grátis' });
    await dialog.getByLabel('Código promocional').fill('ZAP19');
    await dialog.getByRole('button', { name: 'Aplicar Código' }).click();
    await page.getByRole('article', { name: 'Dr. Rafael Monteiro' }).getByRole('button', { name: /Iniciar Consulta Grátis/ }).click();
    await expect(page).toHaveURL(/\/agendar-consulta$/);

    // Act
    await preencherConsultaGratuita(page, { email, cpf: cpfValido() });
    await confirmarEmailEIniciar(page, email);
    await expect(page).toHaveURL(/\/chat\/1$/, { timeout: 15_000 });
    await preencherIntakeAdulto(page);
    await enviarEEsperar(page, 'Estou com dor de cabeça desde ontem');

    // Assess: the API's token is the one the tab keeps, and no address the browser asked for holds it.
    const guardados = await tokensGuardados(page);
    expect(guardados).toHaveLength(1);
    expect([...escuta.tokens]).toContain(guardados[0]);
    expect(escuta.enderecos.some((endereco) => new URL(endereco).pathname === '/api/chat-tokens/validar')).toBe(true);
    expect(escuta.enderecos.some((endereco) => /\/api\/chat\//.test(endereco))).toBe(true);
    semTokenNosEnderecos(escuta, [...new Set([...escuta.tokens, ...guardados])]);
    expect(page.url()).not.toContain('#');
  });

  test('consulta paga: cadastro → sandbox do Asaas → retorno → chat, nas duas abas', async ({ page, context }) => {
    // Prepare
    const escuta = escutar(context);
    await page.goto('/medicos-virtuais');
    await page.getByRole('article', { name: 'Dra. Beatriz Almeida' }).getByRole('button', { name: /Pagar e Consultar/ }).click();
    await expect(page).toHaveURL(/\/cadastro-pagamento$/);
    await page.getByLabel('Nome Completo').fill('Carlos Eduardo Lima');
    await page.getByLabel('Email').fill(emailUnico('tokens-paga'));
    await page.getByLabel('CPF').fill(cpfValido());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();

    // Act: pay on the sandbox's invoice; it returns through Asaas' callback, the waiting tab hears the approval.
    const abaPagamento = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const fatura = await abaPagamento;
    await fatura.waitForLoadState();
    const retorno = fatura.waitForURL(/\/pagamento\/redirect\?/);
    await fatura.getByRole('button', { name: 'Simular pagamento PIX' }).click();
    await retorno;
    await expect(fatura).toHaveURL(/\/chat\/2$/, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/chat\/2$/, { timeout: 20_000 });
    await preencherIntakeAdulto(fatura);
    await enviarEEsperar(fatura, 'Tenho tosse há uma semana');

    // Assess
    const guardados = [...(await tokensGuardados(page)), ...(await tokensGuardados(fatura))];
    expect(guardados).toHaveLength(2);
    for (const token of guardados) expect([...escuta.tokens]).toContain(token);
    expect(escuta.enderecos.some((endereco) => endereco.includes('/pagamento/redirect?'))).toBe(true);
    semTokenNosEnderecos(escuta, [...new Set([...escuta.tokens, ...guardados])]);
  });

  test('um link antigo /chat/1?token=<token válido> é negado, sai do endereço e não fica guardado', async ({ browser }) => {
    // Prepare: a valid token of a consultation with doctor 1.
    const { chatToken } = await consultaGratuitaPelaApi({ email: emailUnico('tokens-query'), medicoId: 1 });
    const context = await browser.newContext();
    const page = await context.newPage();

    // Act
    await page.goto(`/chat/1?token=${encodeURIComponent(chatToken)}`);

    // Assess: the page is the one without a token, and the token is kept nowhere.
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Token de autenticação é obrigatório para acessar o chat.')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/1$/);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(chatToken);
    await context.close();

    // Assess: the token itself was valid all along (the refusal is the address's, not the token's).
    const validacao = await fetch(`${servicosLocais.apiUrl}/api/chat-tokens/validar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: chatToken, medicoId: 1 }),
    });
    expect(((await validacao.json()) as { valid?: boolean }).valid).toBe(true);
  });
});
