/**
 * The paid journey that survives: the payment tab opens only from a click; the waiting page's
 * address, opened in another browser, comes back after the code e-mailed to the payment's address
 * (the local SES stand-in's mailbox); paying on the sandbox's invoice returns through
 * /pagamento/redirect (Asaas' callback) to the consultation; and when the realtime server stops and
 * starts again, the waiting screen reconnects and still hears the approval.
 */
import { expect, test, type Page } from '@playwright/test';
import { cpfValido, emailUnico } from './contas.js';
import { portas } from './portas.js';

async function criarPagamento(page: Page, medico: string, email: string): Promise<void> {
  await page.goto('/medicos-virtuais');
  await page.getByRole('article', { name: medico }).getByRole('button', { name: /Pagar e Consultar/ }).click();
  await expect(page).toHaveURL(/\/cadastro-pagamento$/);
  await page.getByLabel('Nome Completo').fill('Beatriz Cardoso');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('CPF').fill(cpfValido());
  await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
  await expect(page).toHaveURL(/\/aguardando-pagamento\?consulta=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
}

/** The newest six-digit code the SES stand-in holds for `email`. */
async function codigoNoEmail(email: string): Promise<string> {
  let codigo = '';
  await expect
    .poll(async () => {
      const resposta = await fetch(`http://127.0.0.1:${portas.ses}/store`);
      const { emails } = (await resposta.json()) as { emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }> };
      const ultimo = emails.filter((e) => e.destination.to.includes(email) && e.subject.includes('continuar o pagamento')).at(-1);
      codigo = /\b(\d{6})\b/.exec(ultimo?.body.text ?? '')?.[1] ?? '';
      return codigo;
    })
    .toMatch(/^\d{6}$/);
  return codigo;
}

const textoConectado = /A confirmação aparece aqui no instante em que o pagamento for aprovado/;
const textoSemTempoReal = 'O status do pagamento é verificado a cada 5 segundos.';

test.describe('pagamento que sobrevive', () => {
  test('aba aberta só com clique → link em outro navegador com o código do e-mail → pagar no sandbox volta pelo /pagamento/redirect à consulta', async ({
    page,
    context,
    browser,
  }) => {
    // Prepare: no tab opens by itself.
    let abasAbertas = 0;
    context.on('page', () => (abasAbertas += 1));
    const email = emailUnico('retorno');
    await criarPagamento(page, 'Dra. Beatriz Almeida', email);
    await page.waitForTimeout(1_500);
    expect(abasAbertas).toBe(0);

    // Act: the patient clicks.
    const aba = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();

    // Assess: the invoice opens, and the page's address carries no secret.
    const fatura = await aba;
    await fatura.waitForLoadState();
    expect(fatura.url()).toMatch(/\/i\/pay_/);
    expect(abasAbertas).toBe(1);
    const link = page.url();
    const guardado = await page.evaluate(() => localStorage.getItem('dados_pagamento'));
    const { checkoutId } = JSON.parse(guardado ?? '{}') as { checkoutId?: string };
    expect(checkoutId).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(checkoutId!);
    await fatura.close();
    await page.close();

    // Act: the same address in another browser.
    const outro = await browser.newContext();
    const pagina = await outro.newPage();
    await pagina.goto(link);

    // Assess: nothing of the payment before the e-mail is proven.
    await expect(pagina.getByRole('heading', { level: 1, name: 'Continuar o pagamento' })).toBeVisible();
    await expect(pagina.getByText('Aguardando Confirmação')).toHaveCount(0);

    // Act: a wrong code, then the e-mailed one.
    await pagina.getByRole('button', { name: 'Enviar código por e-mail' }).click();
    const codigo = await codigoNoEmail(email);
    await pagina.getByLabel('Código de 6 dígitos').fill(codigo === '000000' ? '111111' : '000000');
    await pagina.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(pagina.getByRole('alert').filter({ hasText: 'Código inválido ou expirado. Solicite um novo código.' })).toBeVisible();
    await pagina.getByLabel('Código de 6 dígitos').fill(codigo);
    await pagina.getByRole('button', { name: 'Confirmar código' }).click();

    // Assess: the same waiting screen is back.
    await expect(pagina.getByRole('heading', { level: 1, name: 'Aguardando Confirmação' })).toBeVisible();
    await expect(pagina.getByText('Dra. Beatriz Almeida').first()).toBeVisible();
    await expect(pagina.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);

    // Act: pay on the invoice opened from here; the waiting page is closed meanwhile.
    const abaOutra = outro.waitForEvent('page');
    await pagina.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const faturaOutra = await abaOutra;
    await faturaOutra.waitForLoadState();
    await pagina.close();
    const retorno = faturaOutra.waitForURL(/\/pagamento\/redirect\?consulta=[0-9a-f-]{36}&medico=\d+&status=success$/);
    await faturaOutra.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess: Asaas' callback brings the patient back, and on into the consultation.
    await retorno;
    await expect(faturaOutra).toHaveURL(/\/chat\/\d+$/, { timeout: 20_000 });
    await expect(faturaOutra.getByRole('heading', { name: 'Sua consulta está liberada' })).toBeVisible();
    await outro.close();
  });

  test('o servidor de tempo real para e volta: a tela reconecta em até 10 s e ainda recebe "Pagamento Aprovado!"', async ({ page, context, request }) => {
    // Prepare
    await criarPagamento(page, 'Dr. Rafael Monteiro', emailUnico('tempo-real'));
    await expect(page.getByText(textoConectado)).toBeVisible({ timeout: 15_000 });
    const config = (await (await request.get('/config.json')).json()) as { realtime: { apiKey: string } };
    const leituras: number[] = [];
    page.on('request', (pedido) => {
      if (pedido.url().endsWith('/api/pagamentos/status')) leituras.push(Date.now());
    });

    // Act: the realtime server goes away for 3 s.
    const parada = await fetch(`http://127.0.0.1:${portas.realtime}/_local/reiniciar?paradoMs=3000`, {
      method: 'POST',
      headers: { 'x-api-key': config.realtime.apiKey },
    });
    expect(parada.status).toBe(202);
    const voltou = Date.now() + 3_000;

    // Assess: polling while it is down, then the socket again within 10 s of its return.
    await expect(page.getByText(textoSemTempoReal)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText(textoConectado)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - voltou).toBeLessThanOrEqual(10_000);
    // Polling stops once the socket is back (one read closes the gap when it reconnects).
    await page.waitForTimeout(1_000);
    const lidasAoVoltar = leituras.length;
    await page.waitForTimeout(6_000);
    expect(leituras.length).toBe(lidasAoVoltar);

    // Act: pay; the webhook lands.
    const aba = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
    const fatura = await aba;
    await fatura.getByRole('button', { name: 'Simular pagamento PIX' }).click();

    // Assess: heard on the reconnected channel, no status read needed.
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 5_000 });
    expect(leituras.length).toBe(lidasAoVoltar);
  });
});
