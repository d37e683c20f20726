/**
 * The signed-in patient's view of the physician validation (CFM 2.454/2026, docs/validacao-medica.md):
 * the chat's Histórico shows each consultation's validation, and /resultados lists the account's
 * consultations with their status.
 */
import { expect, test } from '@playwright/test';
import { enviarEEsperar, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';
import { contaConfirmada, emailUnico, SENHA } from './contas.js';

const MOTIVO = 'Estou com febre e dor de garganta';

test('a conta vê a validação no Histórico do chat e em Meus resultados', async ({ page, request: requestContext }) => {
  // Prepare: an account, signed in, with a free consultation taken with its e-mail.
  const email = emailUnico('resultados-conta');
  await contaConfirmada(requestContext, email);
  const criada = { body: await consultaGratuitaPelaApi({ nome: 'Maria Souza', email, medicoId: 1 }) };
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.evaluate((token) => sessionStorage.setItem('chat_token:1', token), criada.body.chatToken);
  await page.goto('/chat/1');
  await preencherIntakeAdulto(page);
  await enviarEEsperar(page, MOTIVO);

  // Act: the Histórico during the consultation.
  await page.getByRole('button', { name: 'Paciente' }).click();
  await page.getByRole('button', { name: 'Histórico' }).click();

  // Assess
  const historico = page.getByRole('dialog', { name: 'Histórico de Consultas' });
  await expect(historico.getByRole('listitem').filter({ hasText: MOTIVO })).toContainText('Validação médica: Em consulta');
  await expect(historico.getByRole('link', { name: 'Ver todos os resultados e documentos' })).toHaveAttribute('href', '/resultados');
  await page.keyboard.press('Escape');

  // Act: the consultation ends with the rating; then the account's results.
  for (const texto of ['Começou há 3 dias. Nota 6', 'Tenho tosse e nariz escorrendo', 'Não tenho doenças, não tomo remédios e não tenho alergia', 'Posso tomar ibuprofeno?', 'Quanto tempo dura?', 'Não, obrigado']) {
    await enviarEEsperar(page, texto);
  }
  await page.getByRole('region', { name: 'Como você avalia esta consulta?' }).getByRole('button', { name: '5 estrelas' }).click();
  await expect(mensagensDoMedico(page).last()).toContainText('avaliação de 5 estrelas');
  await expect(page.getByRole('region', { name: 'Sua avaliação está com um médico' })).toBeVisible();
  await page.getByRole('link', { name: 'Meus resultados' }).click();

  // Assess
  await expect(page).toHaveURL(/\/resultados$/);
  const cartao = page.getByRole('article', { name: MOTIVO });
  await expect(cartao).toContainText('Aguardando médico');
  await expect(cartao).toContainText('Previsão de resposta');
  await expect(cartao.getByRole('button')).toHaveCount(0);

  // Act: the ended consultation reopened from the account, without the link this tab kept.
  await page.evaluate(() => sessionStorage.removeItem('chat_token:1'));
  await page.getByRole('button', { name: 'Abrir conversa e documentos' }).click();

  // Assess: the transcript and the record, read-only.
  await expect(page).toHaveURL(/\/chat\/1$/);
  await expect(page.getByText('Consulta Encerrada', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: MOTIVO })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Baixar prontuário (PDF)' })).toBeVisible();
});
