import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './services-axe.js';

const SAUDACAO =
  'Olá! Eu sou a Camila, secretária virtual do ZapSaúde. Posso explicar como funciona a consulta com nossos médicos virtuais, os valores e as formas de pagamento. Como posso ajudar você hoje?';

const janela = (page: Page) => page.getByRole('dialog', { name: 'Camila' });
const entrada = (page: Page) => page.getByRole('textbox', { name: 'Mensagem para a Camila' });
const respostas = (page: Page) => page.getByTestId('resposta-camila');
const mensagens = (page: Page) => page.getByRole('log', { name: 'Conversa com a Camila' }).getByRole('listitem');

/** Replaces the browser's speech synthesis with a recorder, so what Camila says can be checked. */
async function gravarFala(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const falas: Array<{ text: string; lang: string; rate: number; pitch: number }> = [];
    Object.assign(window, { __falas: falas });
    const fake = {
      speaking: false,
      pending: false,
      paused: false,
      onvoiceschanged: null,
      speak(utterance: SpeechSynthesisUtterance) {
        falas.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch });
        setTimeout(() => utterance.onend?.call(utterance, new Event('end') as SpeechSynthesisEvent), 10);
      },
      cancel() {},
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => true,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  });
}

const falas = (page: Page) =>
  page.evaluate(() => (window as unknown as { __falas: Array<{ text: string; lang: string; rate: number; pitch: number }> }).__falas);

const AVISO = 'Respostas sobre saúde são pré-diagnósticos feitos por IA, validados por um médico antes de valerem. Emergência: ligue 192.';

/** One MP3 the page played: the element's source, the blob's type and size, and whether it really started playing. */
interface AudioTocado {
  readonly src: string;
  tipo?: string;
  bytes?: number;
  tocando?: boolean;
}

/** Records every <audio>/Audio the page plays (its blob, and the `playing` event), letting it play. */
async function gravarAudios(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const audios: Array<{ src: string; tipo?: string; bytes?: number; tocando?: boolean }> = [];
    Object.assign(window, { __audios: audios });
    const tocar = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const registro: (typeof audios)[number] = { src: this.src };
      audios.push(registro);
      this.addEventListener('playing', () => (registro.tocando = true), { once: true });
      void fetch(this.src)
        .then((resposta) => resposta.blob())
        .then((blob) => Object.assign(registro, { tipo: blob.type, bytes: blob.size }));
      return tocar.call(this);
    };
  });
}

const audios = (page: Page) => page.evaluate(() => (window as unknown as { __audios: AudioTocado[] }).__audios);

/** The speech service answers 503 (no server voice): Camila falls back to the browser's voice. */
async function semVozDoServidor(page: Page): Promise<void> {
  await page.route('**/api/fala', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'A voz do servidor não está disponível no momento. Usando a voz do navegador.' }),
    }),
  );
}

async function abrir(page: Page, caminho = '/medicos-virtuais'): Promise<void> {
  await page.goto(caminho);
  // Generous on the first visit: the local dev server compiles the page and Camila's chunk then.
  await page.getByRole('button', { name: 'Precisa de Ajuda?' }).click({ timeout: 30_000 });
  await expect(janela(page)).toBeVisible();
}

async function perguntar(page: Page, texto: string): Promise<void> {
  await expect(entrada(page)).toBeEnabled();
  await entrada(page).fill(texto);
  await entrada(page).press('Enter');
}

// The browser's own speech engine differs per machine (headless Chromium here has none and stalls
// the page while it fails): every test speaks into a recorder instead.
test.beforeEach(async ({ page }) => {
  await gravarFala(page);
});

test.describe('Camila: a voz do servidor', () => {
  test.use({ reducedMotion: 'reduce' });

  test('fala cada resposta com a voz Camila do /api/fala e toca o MP3, sem a voz do navegador', async ({ page }) => {
    // Prepare
    await gravarAudios(page);
    const pedidos: Array<{ texto: string; voz?: string; medicoId?: number }> = [];
    page.on('request', (pedido) => {
      if (pedido.url().endsWith('/api/fala') && pedido.method() === 'POST') pedidos.push(pedido.postDataJSON());
    });
    const saudacaoFalada = page.waitForResponse((resposta) => resposta.url().endsWith('/api/fala'));

    // Act: opening the window greets.
    await abrir(page);

    // Assess: the greeting went to the speech service with Camila's voice, anonymously, and came back as MP3.
    const resposta = await saudacaoFalada;
    expect(resposta.status()).toBe(200);
    expect(resposta.request().headers()['x-chat-token']).toBeUndefined();
    const corpo = (await resposta.json()) as { audioContent: string; contentType: string };
    expect(corpo.contentType).toBe('audio/mpeg');
    expect(Buffer.from(corpo.audioContent, 'base64').length).toBeGreaterThan(2_000);
    expect(pedidos).toEqual([{ texto: SAUDACAO, voz: 'nova' }]);
    await expect(janela(page)).toHaveAttribute('data-voz', 'servidor');
    // An Audio played that very MP3 from a blob, and really started playing.
    await expect.poll(async () => (await audios(page)).length).toBe(1);
    await expect.poll(async () => (await audios(page))[0]).toMatchObject({ src: expect.stringMatching(/^blob:/), tipo: 'audio/mpeg', bytes: Buffer.from(corpo.audioContent, 'base64').length });
    await expect.poll(async () => (await audios(page))[0]?.tocando, { timeout: 15_000 }).toBe(true);

    // Act: a question.
    await perguntar(page, 'Como faço para criar uma conta?');

    // Assess: her answer is spoken the same way; the browser's voice said nothing.
    await expect(respostas(page).nth(1)).toContainText('aba Cadastrar');
    const texto = (await respostas(page).nth(1).textContent()) ?? '';
    await expect.poll(() => pedidos.length).toBe(2);
    expect(pedidos[1]).toEqual({ texto, voz: 'nova' });
    await expect.poll(async () => (await audios(page)).length).toBe(2);
    expect(await falas(page)).toEqual([]);
  });

  test('usa a voz do navegador (pt-BR, taxa 0,9, tom 1) quando o /api/fala falha, e pode ser silenciada', async ({ page }) => {
    // Prepare
    await semVozDoServidor(page);
    await abrir(page);

    // Assess: the greeting was spoken with the browser voice settings (the rate is a float32).
    await expect.poll(() => falas(page)).toEqual([{ text: SAUDACAO, lang: 'pt-BR', rate: expect.closeTo(0.9, 5), pitch: 1 }]);
    await expect(janela(page)).toHaveAttribute('data-voz', 'navegador');

    // Act
    await perguntar(page, 'é seguro?');
    await expect(respostas(page).nth(1)).toContainText('LGPD');

    // Assess
    await expect.poll(async () => (await falas(page)).length).toBe(2);

    // Act: mute, then ask again.
    await page.getByRole('button', { name: 'Silenciar voz da Camila' }).click();
    await expect(page.getByRole('button', { name: 'Ativar voz da Camila' })).toHaveAttribute('aria-pressed', 'true');
    await perguntar(page, 'obrigado');
    await expect(respostas(page).nth(2)).toContainText('Por nada!');

    // Assess: nothing more was spoken.
    expect(await falas(page)).toHaveLength(2);
  });
});

test.describe('Camila, a assistente flutuante', () => {
  // These tests are about the conversation: the browser's recorded voice stands in for Polly.
  test.beforeEach(async ({ page }) => {
    await semVozDoServidor(page);
  });

  test('está em todas as páginas, abre com a saudação digitada aos poucos, minimiza e fecha', async ({ page }) => {
    // Prepare: the launcher is on every page.
    for (const caminho of ['/', '/sala-atendimento', '/contato']) {
      await page.goto(caminho);
      await expect(page.getByRole('button', { name: 'Precisa de Ajuda?' })).toBeVisible({ timeout: 30_000 });
    }

    // Act
    await abrir(page);

    // Assess: the greeting is typed out at 30 ms a character (~6 s), the input is usable meanwhile.
    await expect(respostas(page)).toHaveCount(1);
    await page.waitForTimeout(500);
    const parcial = (await respostas(page).first().textContent()) ?? '';
    expect(parcial.length).toBeGreaterThan(0);
    expect(parcial.length).toBeLessThan(SAUDACAO.length);
    expect(SAUDACAO.startsWith(parcial)).toBe(true);
    await expect(entrada(page)).toBeEnabled();
    await expect(entrada(page)).toBeFocused();
    await expect(respostas(page).first()).toHaveText(SAUDACAO, { timeout: 15_000 });
    const caixa = await janela(page).boundingBox();
    expect(caixa).toMatchObject({ width: 320, height: 384 });

    // Act: minimise.
    await page.getByRole('button', { name: 'Minimizar conversa' }).click();

    // Assess: only the header (h-16) is left.
    await expect(entrada(page)).toBeHidden();
    await expect.poll(async () => (await janela(page).boundingBox())?.height).toBe(64);
    await expect(page.getByRole('button', { name: 'Restaurar conversa' })).toBeFocused();

    // Act: restore, then close.
    await page.getByRole('button', { name: 'Restaurar conversa' }).click();
    await expect(respostas(page).first()).toHaveText(SAUDACAO);
    await page.getByRole('button', { name: 'Fechar conversa' }).click();

    // Assess
    await expect(janela(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Precisa de Ajuda?' })).toBeFocused();

    // Act: reopen: the conversation is kept and the greeting is not repeated.
    await page.getByRole('button', { name: 'Precisa de Ajuda?' }).click();

    // Assess
    await expect(respostas(page)).toHaveCount(1);
  });

  test('digita a resposta aos poucos com indicador e entrada desativada enquanto processa', async ({ page }) => {
    // Prepare
    await abrir(page);
    await expect(respostas(page).first()).toHaveText(SAUDACAO, { timeout: 15_000 });

    // Act
    await perguntar(page, 'Quais as formas de pagamento?');

    // Assess
    await expect(entrada(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Camila está digitando…' })).toBeAttached();
    await expect(respostas(page)).toHaveCount(2);
    await expect(respostas(page).nth(1)).toHaveText(/^Você pode pagar a consulta por PIX, boleto ou cartão de crédito\./, { timeout: 15_000 });
    await expect(entrada(page)).toBeEnabled({ timeout: 15_000 });
    await expect(respostas(page).nth(1)).toContainText('a consulta costuma ser liberada em instantes.');
  });
});

test.describe('Camila: conversa (sem animação)', () => {
  // With reduced motion a reply shows at once; the typing itself is covered above.
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await semVozDoServidor(page);
  });

  test('mostra sempre que as respostas sobre saúde são pré-diagnósticos de IA validados por um médico', async ({ page }) => {
    // Prepare
    await abrir(page);
    const aviso = janela(page).getByRole('note');

    // Assess: from the first moment, before anything is asked.
    await expect(aviso).toHaveText(`Aviso: ${AVISO}`);

    // Act: a conversation long enough to scroll, then minimise and restore.
    for (const pergunta of ['quanto custa?', 'como funciona?', 'a receita vale na farmácia?', 'obrigado']) await perguntar(page, pergunta);
    await expect(respostas(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Minimizar conversa' }).click();
    await page.getByRole('button', { name: 'Restaurar conversa' }).click();

    // Assess: the caveat is still in view; the answers say a physician validates the AI's work.
    await expect(aviso).toBeInViewport();
    await expect(respostas(page).nth(2)).toContainText('um médico de verdade revisa a conversa e valida o pré-diagnóstico e a receita');
    await expect(respostas(page).nth(3)).toContainText('A IA não receita sozinha');
  });

  test('ensina a criar a conta e a redefinir a senha com os passos das telas, e leva ao /auth', async ({ page }) => {
    // Prepare
    await abrir(page);

    // Act
    await perguntar(page, 'oi, esqueci minha senha');

    // Assess
    await expect(respostas(page).nth(1)).toContainText('aba Entrar, toque em Esqueci minha senha');
    await expect(respostas(page).nth(1)).toContainText('toque em Salvar nova senha');

    // Act
    await perguntar(page, 'como faço para criar uma conta?');
    await expect(respostas(page).nth(2)).toContainText('abra a aba Cadastrar');
    await janela(page).getByRole('link', { name: /Ir para o acesso à conta/ }).last().click();

    // Assess: the page the steps describe, with the named tab and link.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(respostas(page)).toHaveCount(3);
  });

  test('reconhece as intenções e chama o usuário pelo nome', async ({ page }) => {
    // Prepare
    await abrir(page);

    // Act + Assess: name detection.
    await perguntar(page, 'meu nome é ana');
    await expect(respostas(page).nth(1)).toHaveText(/^Muito prazer, Ana! Eu sou a Camila/);

    // Each intent, now addressing Ana by name.
    await perguntar(page, 'quanto custa?');
    await expect(respostas(page).nth(2)).toContainText('Cada consulta custa apenas R$ 19,90, Ana');
    await expect(respostas(page).nth(2)).toContainText('primeira consulta é grátis com o código ZAP19');

    await perguntar(page, 'tem cupom de desconto?');
    await expect(respostas(page).nth(3)).toContainText('promoção por tempo limitado, Ana: com o código ZAP19');

    await perguntar(page, 'Como funciona?');
    await expect(respostas(page).nth(4)).toContainText('um médico de verdade revisa a conversa e valida o pré-diagnóstico');

    await perguntar(page, 'a receita vale na farmácia?');
    await expect(respostas(page).nth(5)).toContainText('rascunho de receita');

    await perguntar(page, 'Oi');
    await expect(respostas(page).nth(6)).toHaveText(/^Olá, Ana! Que bom ter você aqui\./);

    // Act: follow the suggested page.
    await perguntar(page, 'quero marcar uma consulta');
    await expect(respostas(page).nth(7)).toContainText('12 médicos virtuais');
    await janela(page).getByRole('link', { name: /Ir para a Sala de Atendimento/ }).last().click();

    // Assess: the page changes and the conversation goes on.
    await expect(page).toHaveURL(/\/sala-atendimento$/);
    await expect(respostas(page)).toHaveCount(8);
  });

  test('Enter envia, Shift+Enter quebra a linha e mensagens vazias são ignoradas', async ({ page }) => {
    // Prepare
    await abrir(page);
    await expect(mensagens(page)).toHaveCount(1);

    // Act: blank input.
    await entrada(page).fill('   ');
    await entrada(page).press('Enter');

    // Assess
    await expect(mensagens(page)).toHaveCount(1);

    // Act: Shift+Enter then Enter.
    await entrada(page).fill('');
    await entrada(page).pressSequentially('oi');
    await entrada(page).press('Shift+Enter');

    // Assess: nothing sent, the line is broken.
    await expect(mensagens(page)).toHaveCount(1);
    await expect(entrada(page)).toHaveValue('oi\n');

    // Act
    await entrada(page).pressSequentially('quanto custa?');
    await entrada(page).press('Enter');

    // Assess: one message with both lines, then Camila answers (greeting comes first in the order).
    await expect(mensagens(page)).toHaveCount(3);
    await expect(mensagens(page).nth(1)).toContainText('oi\nquanto custa?');
    await expect(entrada(page)).toHaveValue('');
    await expect(respostas(page).nth(1)).toHaveText(/^Olá! Que bom ter você aqui/);
  });

  test('não tem violações de acessibilidade sérias ou críticas com a janela aberta', async ({ page }) => {
    // Three axe passes: on this shared machine each can take half a minute.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Precisa de Ajuda?' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Precisa de Ajuda?' }).click();
    await perguntar(page, 'meu nome é ana');
    await expect(respostas(page).nth(1)).toContainText('Ana');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Minimizar conversa' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
