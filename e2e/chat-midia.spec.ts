import { expect, test } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../test/chromium.js';
import { abrirConsultaGratuita, campoMensagem, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';

// Chromium's fake camera (a test pattern), allowed without a prompt.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['camera'],
});

test.describe('chat: câmera e voz', () => {
  test.describe('com a câmera falsa do Chromium', () => {
    test('a foto tirada vira um anexo foto-{timestamp}.jpg e vai com a próxima mensagem', async ({ page }) => {
      // Prepare
      await abrirConsultaGratuita(page, 1);
      await preencherIntakeAdulto(page);

      // Act
      await page.getByRole('button', { name: 'Tirar foto' }).click();
      const camera = page.getByRole('dialog', { name: 'Tirar Foto' });
      await expect(camera.getByText('Use um lugar bem iluminado')).toBeVisible();
      await camera.getByRole('button', { name: 'Capturar Foto' }).click();

      // Assess
      await expect(camera).toBeHidden();
      const chip = page.getByRole('list', { name: 'Arquivos a enviar' }).getByRole('listitem');
      await expect(chip).toContainText(/foto-\d{13}\.jpg/);
      await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
      await campoMensagem(page).fill('Segue a foto da mancha no braço');
      await campoMensagem(page).press('Enter');
      await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: /foto-\d{13}\.jpg/ })).toBeVisible();
      await expect(mensagensDoMedico(page).last()).toContainText(/foto-\d{13}\.jpg/);
    });
  });

  test('sem permissão de câmera, o aviso da especificação', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: () => Promise.reject(new DOMException('negado', 'NotAllowedError')) },
      });
    });
    await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);

    await page.getByRole('button', { name: 'Tirar foto' }).click();

    await expect(page.getByText('Erro na câmera')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Tirar Foto' }).getByText('Permissão negada. Permita o acesso à câmera.')).toBeVisible();
  });

  test('a frase reconhecida pelo microfone é enviada sozinha 500 ms depois', async ({ page }) => {
    // Prepare: a recognizer that hears one final phrase (no microphone in the test machine).
    await page.addInitScript(() => {
      class ReconhecimentoFalso {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          (window as unknown as { reconhecimento?: { lang: string; continuous: boolean } }).reconhecimento = this;
          // The phrase arrives 1.5 s after the start, so "Gravando..." is on screen long enough to be
          // observed on a loaded machine (at 300 ms the badge could come and go between two checks).
          setTimeout(() => this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: 'Estou com dor de cabeça desde ontem' }], { isFinal: true })] }), 1_500);
        }
        stop() {}
        abort() {}
      }
      Object.assign(window, { SpeechRecognition: ReconhecimentoFalso });
    });
    await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);

    // Act
    await page.getByRole('button', { name: 'Ativar microfone' }).click();

    // Assess: recording badge, then the phrase sent without pressing anything.
    await expect(page.getByText('Gravando...')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: 'Estou com dor de cabeça desde ontem' })).toBeVisible();
    await expect(mensagensDoMedico(page)).toHaveCount(2);
    expect(await page.evaluate(() => (window as unknown as { reconhecimento: { lang: string; continuous: boolean } }).reconhecimento)).toMatchObject({
      lang: 'pt-BR',
      continuous: true,
    });
  });
});
