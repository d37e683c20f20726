/**
 * The triage level on the patient's screen (docs/triagem.md), on the real local stack: signs
 * spread over two messages raise the emergency banner at once (the page reads the conversation as
 * the server does, before the server answers), the card names the level, the doctor's answer
 * begins with the urgency, and a reload keeps the level. Also a pronto-socorro case and a
 * self-care one, photographed on a phone (375 px) and a desktop (1280 px).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { rotulosTriagem } from '../shared/schemas/validacao.js';
import { orientacoesTriagem, ROTULO_MOTIVOS_TRIAGEM, TITULO_TRIAGEM } from '../shared/triagem/orientacoes.js';
import { abrirConsultaGratuita, campoMensagem, enviarEEsperar, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

const cartao = (page: Page) => page.getByRole('region', { name: TITULO_TRIAGEM });
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Atenção: possível emergência' });

/** The page as the patient sees it on a phone and on a desktop, and the card alone. */
async function fotografar(page: Page, testInfo: TestInfo, nome: string): Promise<void> {
  for (const [largura, altura] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.screenshot({ path: testInfo.outputPath(`${nome}-${largura}.png`) });
    await cartao(page).screenshot({ path: testInfo.outputPath(`${nome}-cartao-${largura}.png`) });
  }
}

test.describe('triagem na tela do paciente', () => {
  test('sinais espalhados em duas mensagens → alerta na hora, cartão de emergência, resposta começa pela urgência, e o nível fica após recarregar', async ({ page }, testInfo) => {
    // Prepare
    await abrirConsultaGratuita(page);
    await preencherIntakeAdulto(page);
    await enviarEEsperar(page, 'to com febre desde ontem');
    // Fever alone: nothing assessed yet, no card, no banner.
    await expect(cartao(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);

    // Act: the second sign; the server is held until the page has shown the banner on its own.
    let liberar: () => void = () => undefined;
    const liberado = new Promise<void>((resolve) => {
      liberar = resolve;
    });
    await page.route('**/api/chat/mensagens', async (route) => {
      await liberado;
      await route.continue();
    });
    const antes = await mensagensDoMedico(page).count();
    await campoMensagem(page).fill('meu pescoço ta duro');
    await campoMensagem(page).press('Enter');

    // Assess: the page's own reading of the whole conversation shows the banner before any answer.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('meningite');
    liberar();
    const resposta = mensagensDoMedico(page).nth(antes);
    await expect(resposta).not.toHaveAttribute('aria-busy', 'true');
    await expect(campoMensagem(page)).toBeEnabled({ timeout: 15_000 });
    await page.unroute('**/api/chat/mensagens');
    await expect(resposta).toContainText(/^Antes de qualquer outra pergunta/);
    await expect(cartao(page)).toContainText(rotulosTriagem.emergencia);
    // The banner stays above the conversation, the most prominent thing on the page.
    await expect(banner(page).getByRole('link', { name: 'Ligar para o SAMU 192' })).toBeVisible();
    // However far the conversation scrolls past the banner, the strip keeps the level and the call in sight.
    await expect(cartao(page).getByRole('link', { name: 'Ligar para o SAMU 192' })).toBeInViewport();
    await fotografar(page, testInfo, 'emergencia');
    await expectNoSeriousA11yViolations(page);

    // Act
    await page.reload();

    // Assess: the level comes back from the server's state, with the banner.
    await expect(cartao(page)).toContainText(rotulosTriagem.emergencia);
    await expect(banner(page)).toBeVisible();
  });

  test('pronto-socorro: o cartão abre sozinho com a orientação e os motivos, e a resposta começa pela urgência', async ({ page }, testInfo) => {
    // Prepare
    await abrirConsultaGratuita(page);
    await preencherIntakeAdulto(page);

    // Act
    const primeira = await enviarEEsperar(page, 'dor nas costas do nada que desce pra virilha');
    const segunda = await enviarEEsperar(page, 'vomitei 3 vezes');

    // Assess
    expect(primeira).toMatch(/^Antes de continuarmos/);
    expect(segunda).toMatch(/^Antes de continuarmos/);
    const regiao = cartao(page);
    await expect(regiao).toContainText(rotulosTriagem['pronto-socorro']);
    await expect(regiao.getByText(orientacoesTriagem['pronto-socorro'])).toBeVisible();
    await expect(regiao.getByRole('heading', { name: ROTULO_MOTIVOS_TRIAGEM })).toBeVisible();
    await expect(regiao.getByRole('listitem').first()).toContainText('virilha');
    await expect(regiao.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page)).toHaveCount(0);
    // The conversation stays in sight under the card.
    await expect(mensagensDoMedico(page).last()).toBeInViewport();
    await fotografar(page, testInfo, 'pronto-socorro');
    await expectNoSeriousA11yViolations(page);
  });

  test('autocuidado: o cartão mostra o nível dobrado e abre a orientação a pedido', async ({ page }, testInfo) => {
    // Prepare: the intake with the optional sex.
    await abrirConsultaGratuita(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Sexo').selectOption({ label: 'Feminino' });
    await preencherIntakeAdulto(page);

    // Act
    const resposta = await enviarEEsperar(page, 'to com coriza e espirrando desde ontem, sem febre');

    // Assess
    expect(resposta).not.toMatch(/^Antes de/);
    const regiao = cartao(page);
    await expect(regiao).toContainText(rotulosTriagem.autocuidado);
    await expect(regiao.getByText(orientacoesTriagem.autocuidado)).toBeHidden();
    await fotografar(page, testInfo, 'autocuidado-dobrado');

    // Act
    await regiao.getByRole('button', { name: 'Ver orientação' }).click();

    // Assess
    await expect(regiao.getByText(orientacoesTriagem.autocuidado)).toBeVisible();
    await expect(regiao.getByRole('listitem').first()).toBeVisible();
    await fotografar(page, testInfo, 'autocuidado-aberto');
    await expectNoSeriousA11yViolations(page);
  });
});
