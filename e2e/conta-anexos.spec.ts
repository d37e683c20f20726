/**
 * The signed-in patient downloads the files they sent in a consultation again, from "Minhas
 * Consultas" (/pagamento/recuperacao): the list is loaded on demand with short-lived links, and the
 * link gives back the very bytes that were accepted with the message.
 */
import { expect, test } from '@playwright/test';
import { campoMensagem, enviarEEsperar, PNG_1PX, preencherIntakeAdulto } from './chat-apoio.js';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';
import { contaConfirmada, emailUnico as novoEmail, SENHA } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

test('a paciente baixa de novo, em Minhas Consultas, o arquivo que enviou na consulta', async ({ page, request }) => {

  // Prepare: an account, and a free consultation taken with its e-mail, where a photo is sent.
  const email = novoEmail('anexos');
  await contaConfirmada(request, email);
  const { chatToken } = await consultaGratuitaPelaApi({ nome: 'Maria Souza', email, telefone: '(11) 98765-4321', medicoId: 3 });
  await page.addInitScript(([chave, token]) => sessionStorage.setItem(chave, token), ['chat_token:3', chatToken] as const);
  await page.goto('/chat/3');
  await preencherIntakeAdulto(page);
  await page.getByLabel('Anexar arquivo').setInputFiles({ name: 'mancha-no-braco.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('list', { name: 'Arquivos a enviar' }).getByRole('listitem')).toContainText('mancha-no-braco.png');
  // The file is still uploading while the send button is disabled (Enter does nothing meanwhile).
  await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  expect(await enviarEEsperar(page, 'Apareceu esta mancha ontem.')).toContain('mancha-no-braco.png');
  await expect(campoMensagem(page)).toBeEnabled();

  // Act: signed in, the list of consultations, then its files.
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/pagamento/recuperacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Consultas' })).toBeVisible();
  const abrir = page.getByRole('button', { name: /^Arquivos enviados/ });
  await abrir.click();

  // Assess
  await expect(page.getByRole('button', { name: /^Ocultar arquivos enviados/ })).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: 'mancha-no-braco.png' });
  await expect(link).toBeVisible();
  await expect(page.getByText('Por segurança, os links valem 15 minutos. Depois disso, abra esta lista de novo.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('minhas-consultas-arquivos.png'), fullPage: true });
  const baixado = await request.get((await link.getAttribute('href'))!);
  expect(baixado.status()).toBe(200);
  expect(Buffer.from(await baixado.body()).equals(PNG_1PX)).toBe(true);
});
