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

test.describe('Camila, a assistente flutuante', () => {
  test('está em todas as páginas, abre com a saudação digitada aos poucos, minimiza e fecha', async ({ page }) => {
    test.setTimeout(60_000);
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
    await expect(respostas(page).nth(4)).toContainText('pré-diagnóstico feito por IA, que deve ser validado por um médico de verdade');

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

  test('fala cada resposta em pt-BR (taxa 0,9, tom 1) e pode ser silenciada', async ({ page }) => {
    // Prepare
    await abrir(page);

    // Assess: the greeting was spoken with the browser voice settings (the rate is a float32).
    await expect.poll(() => falas(page)).toEqual([{ text: SAUDACAO, lang: 'pt-BR', rate: expect.closeTo(0.9, 5), pitch: 1 }]);

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

  test('não tem violações de acessibilidade sérias ou críticas com a janela aberta', async ({ page }) => {
    test.setTimeout(90_000);
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
