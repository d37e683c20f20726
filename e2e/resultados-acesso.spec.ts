/**
 * The physician's validation as the patient receives it (CFM 2.454/2026, docs/validacao-medica.md):
 * the chat waits for the physician after the end and shows the decision without a reload; the
 * e-mailed link `/resultados#consulta=<id>` shows nothing until the one-time code sent to the
 * consultation's e-mail (the local SES stand-in's mailbox) opens a results session.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONTA_MEDICA_LOCAL } from '../infra/local/conta-medica.js';
import { mensagens } from '../shared/messages.js';
import { campoMensagem, enviarEEsperar, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';
import { authConfig, emailUnico } from './contas.js';
import { portas } from './portas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

const api = `http://127.0.0.1:${portas.api}`;
const MOTIVO = 'Estou com febre e dor de garganta';

/** A free consultation for `email`, taken through the chat and ended by the patient's rating; the page stays on it. */
async function consultaEncerradaDe(page: Page, email: string): Promise<{ consultaId: string; chatToken: string }> {
  const { chatToken, consultaId } = await consultaGratuitaPelaApi({ nome: 'Maria Souza', email, medicoId: 1 });
  await page.addInitScript(([chave, token]) => sessionStorage.setItem(chave, token), ['chat_token:1', chatToken] as const);
  await page.goto('/chat/1');
  await preencherIntakeAdulto(page);
  for (const texto of [MOTIVO, 'Começou há 3 dias. Nota 6', 'Tenho tosse e nariz escorrendo', 'Não tenho doenças, não tomo remédios e não tenho alergia', 'Posso tomar ibuprofeno?', 'Quanto tempo dura?', 'Não, obrigado']) {
    await enviarEEsperar(page, texto);
  }
  await page.getByRole('region', { name: 'Como você avalia esta consulta?' }).getByRole('button', { name: '5 estrelas' }).click();
  await expect(mensagensDoMedico(page).last()).toContainText('avaliação de 5 estrelas');
  return { consultaId, chatToken };
}

/** The newest six-digit code the SES stand-in holds for `email` (not the free consultation's, sent before). */
async function codigoNoEmail(email: string): Promise<string> {
  let codigo = '';
  await expect
    .poll(async () => {
      const resposta = await fetch(`http://127.0.0.1:${portas.ses}/store`);
      const { emails } = (await resposta.json()) as {
        emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string }; at: number }>;
      };
      const ultimo = emails
        .filter((e) => e.destination.to.some((para) => para.includes(email)) && e.subject !== mensagens.consultaGratuita.assuntoEmail)
        .at(-1);
      codigo = /\b(\d{6})\b/.exec(ultimo?.body.text ?? '')?.[1] ?? '';
      return codigo;
    })
    .toMatch(/^\d{6}$/);
  return codigo;
}

/** The local physician validates the case as it is, through the cockpit's API. */
async function medicaValida(requestContext: APIRequestContext, consultaId: string): Promise<void> {
  const { userPoolEndpoint, userPoolClientId } = await authConfig(requestContext);
  const login = await requestContext.post(`${userPoolEndpoint}/`, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: CONTA_MEDICA_LOCAL.email, PASSWORD: CONTA_MEDICA_LOCAL.senha },
    }),
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { AuthenticationResult } = (await login.json()) as { AuthenticationResult: { AccessToken: string } };
  const headers = { authorization: `Bearer ${AuthenticationResult.AccessToken}` };
  expect((await requestContext.post(`${api}/api/medico/casos/${consultaId}/reserva`, { headers })).ok()).toBe(true);
  let rascunho: unknown;
  await expect
    .poll(async () => {
      const caso = (await (await requestContext.get(`${api}/api/medico/casos/${consultaId}`, { headers })).json()) as { rascunho?: unknown };
      rascunho = caso.rascunho;
      return rascunho !== undefined;
    })
    .toBe(true);
  const decisao = await requestContext.post(`${api}/api/medico/casos/${consultaId}/validar`, { headers, data: { rascunho } });
  expect(decisao.ok(), await decisao.text()).toBe(true);
}

test.describe('resultado da validação médica', () => {
  test('o chat espera o médico e mostra a validação; o link do e-mail só mostra o resultado com o código', async ({ page, browser, request: requestContext }) => {
    // Prepare: a consultation ended by its patient; the chat stays on the page.
    const email = emailUnico('resultado');
    const recebidos: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => recebidos.push(String(payload))));
    const { consultaId } = await consultaEncerradaDe(page, email);
    const espera = page.getByRole('region', { name: 'Sua avaliação está com um médico' });
    await expect(espera).toBeVisible();
    await expect(espera).toContainText('Previsão de resposta');
    await expect(espera).toContainText('e-mail');
    await expect(campoMensagem(page)).toBeDisabled();
    await expect(page.getByText('Entrevista conduzida por inteligência artificial. Um médico de verdade revisa o resultado antes de você recebê-lo.')).toBeVisible();

    // Act: the e-mailed link, in another browser, without the code.
    const outro = await browser.newContext();
    const link = await outro.newPage();
    await link.goto(`/resultados#consulta=${consultaId}`);

    // Assess: nothing of the consultation, and the fragment is gone from the address bar.
    await expect(link.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
    await expect(link).toHaveURL(/\/resultados$/);
    await expect(link.locator('body')).not.toContainText(MOTIVO);
    await expect(link.locator('body')).not.toContainText('Maria');
    await expect(link.locator('body')).not.toContainText('Aguardando médico');

    // Act: the code goes to the consultation's e-mail; a wrong one first.
    await link.getByRole('button', { name: 'Enviar código' }).click();
    await expect(link.getByText(/Enviamos um código para/)).toBeVisible();
    await expectNoSeriousA11yViolations(link);
    const codigo = await codigoNoEmail(email);
    const errado = codigo === '000000' ? '111111' : '000000';
    await link.getByLabel('Código de 6 dígitos').fill(errado);
    await link.getByRole('button', { name: 'Ver resultado' }).click();

    // Assess: the server's message next to the field, still nothing of the consultation.
    await expect(link.getByRole('alert')).toBeVisible();
    await expect(link.locator('body')).not.toContainText(MOTIVO);

    // Act: the right code.
    await link.getByLabel('Código de 6 dígitos').fill(codigo);
    await link.getByRole('button', { name: 'Ver resultado' }).click();

    // Assess: the consultation and its status; no token in the address.
    const cartao = link.getByRole('article', { name: MOTIVO });
    await expect(cartao).toBeVisible();
    await expect(cartao).toContainText('Aguardando médico');
    await expect(cartao).toContainText('Sua avaliação está com um médico');
    expect(link.url()).toMatch(/\/resultados$/);

    // Act: the physician validates.
    await medicaValida(requestContext, consultaId);

    // Assess: the open chat shows the decision without a reload (the consultation's realtime channel,
    // or the 30 s polling that stands in while the socket is down).
    const decisao = page.getByRole('region', { name: /validada por .*CRM/ });
    await expect(decisao).toBeVisible({ timeout: 40_000 });
    await expect(decisao).toContainText(CONTA_MEDICA_LOCAL.nome);
    // The decision was published on the channel: the event carries the status only.
    await expect.poll(() => recebidos.some((quadro) => quadro.includes('"type":"data"') && quadro.includes('validada'))).toBe(true);
    expect(recebidos.join('\n')).not.toContain(MOTIVO);
    await expect(decisao.getByRole('button', { name: 'Baixar relatório da consulta (PDF)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const [relatorio] = await Promise.all([page.waitForEvent('download'), decisao.getByRole('button', { name: 'Baixar relatório da consulta (PDF)' }).click()]);
    expect(relatorio.suggestedFilename()).toMatch(/\.pdf$/);

    // Assess: the results page shows it validated too, with its documents.
    await link.reload();
    const validado = link.getByRole('article', { name: MOTIVO });
    await expect(validado).toContainText('Validada');
    await expect(validado).toContainText(`${CONTA_MEDICA_LOCAL.nome} — CRM ${CONTA_MEDICA_LOCAL.crm}/${CONTA_MEDICA_LOCAL.uf}`);
    await expectNoSeriousA11yViolations(link);
    const [documento] = await Promise.all([link.waitForEvent('download'), validado.getByRole('button', { name: 'Baixar relatório da consulta (PDF)' }).click()]);
    expect(documento.suggestedFilename()).toMatch(/\.pdf$/);
    await outro.close();
  });

  test('sem login e sem link, a página convida a entrar', async ({ page }) => {
    await page.goto('/resultados');
    await expect(page.getByRole('heading', { name: 'Entre para ver seus resultados' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute('href', '/auth');
  });
});
