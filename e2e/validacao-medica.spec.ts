/**
 * Physician validation end to end (CFM 2.454/2026, docs/validacao-medica.md): a patient's free
 * consultation with a prescription request and a rating; the local physician, already on the
 * cockpit, sees the case arrive, edits a dose and validates; the patient's open chat shows the
 * validation without a reload, the downloaded prescription carries the edit, the physician and a
 * valid PAdES signature over the whole file, and the e-mail is in the local mailbox. And a refusal
 * reaches the patient with the physician's orientation and no prescription.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONTA_MEDICA_LOCAL } from '../infra/local/conta-medica.js';
import { mensagens } from '../shared/messages.js';
import { campoMensagem, enviarEEsperar, mensagensDoMedico } from './chat-apoio.js';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';
import { emailUnico } from './contas.js';
import { entrarNoPainel } from './medico-apoio.js';
import { portas } from './portas.js';


/** A name no other spec uses, so the queue row is this patient's. */
function nomeUnico(): string {
  const letras = 'bcdfghjklmnpqrstvz';
  const sobrenome = Array.from({ length: 6 }, () => letras[Math.floor(Math.random() * letras.length)]).join('');
  return `Clara ${sobrenome[0]!.toUpperCase()}${sobrenome.slice(1)}a`;
}

/** A free consultation for `email` opened in a page of its own, with the intake done. */
async function abrirConsulta(browser: Browser, email: string, nome: string): Promise<{ page: Page; consultaId: string }> {
  const criada = { body: await consultaGratuitaPelaApi({ nome, email, medicoId: 1 }) };
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(([chave, token]) => sessionStorage.setItem(chave, token), ['chat_token:1', criada.body.chatToken] as const);
  await page.goto('/chat/1');
  await page.getByRole('button', { name: 'Desativar áudio do médico' }).click();
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('Idade (anos)').fill('29');
  await page.getByLabel('Peso (kg)').fill('60');
  await page.getByLabel('Altura (cm)').fill('164');
  await page.getByRole('checkbox', { name: /Autorizo o uso dos meus dados/ }).check();
  await page.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
  await page.getByRole('button', { name: 'Iniciar Consulta' }).click();
  await expect(mensagensDoMedico(page).first()).toContainText(`Olá, ${nome.split(' ')[0]}!`);
  return { page, consultaId: criada.body.consultaId };
}

async function terminarComAvaliacao(page: Page): Promise<void> {
  for (const texto of ['Tenho tosse e nariz escorrendo', 'Quanto tempo dura?', 'Não, obrigado']) await enviarEEsperar(page, texto);
  await page.getByRole('region', { name: 'Como você avalia esta consulta?' }).getByRole('button', { name: '5 estrelas' }).click();
  await expect(mensagensDoMedico(page).last()).toContainText('avaliação de 5 estrelas');
}

/** The e-mails the local SES stand-in holds for `email`, but the free consultation's one-time code. */
async function emailsPara(email: string): Promise<Array<{ subject: string; body: { text?: string } }>> {
  const resposta = await fetch(`http://127.0.0.1:${portas.ses}/store`);
  const { emails } = (await resposta.json()) as { emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }> };
  return emails.filter(
    (item) => item.destination.to.some((para) => para.includes(email)) && item.subject !== mensagens.consultaGratuita.assuntoEmail,
  );
}

test.describe('validação médica, do chat do paciente ao painel e de volta', () => {
  test('receita pedida e consulta avaliada → a médica vê o caso, muda a dose e valida → o paciente recebe a receita assinada', async ({ browser, page }, testInfo) => {
    // Prepare: the physician on her queue, before the patient ends.
    await entrarNoPainel(page, CONTA_MEDICA_LOCAL.email, CONTA_MEDICA_LOCAL.senha);
    await expect(page.getByRole('heading', { name: 'Fila de validação' })).toBeVisible();
    await expect(page.getByText('Atualização automática ativa')).toBeVisible({ timeout: 15_000 });
    const nome = nomeUnico();
    const email = emailUnico('validacao');
    const { page: chat, consultaId } = await abrirConsulta(browser, email, nome);

    // Act: the history, the prescription request, the end by rating.
    await enviarEEsperar(chat, 'Estou com febre e dor de garganta');
    await enviarEEsperar(chat, 'Começou há 2 dias. Nota 6');
    await enviarEEsperar(chat, 'Não tenho doenças, não tomo remédios e não tenho alergia');
    await chat.getByRole('button', { name: 'Gerar Receita Médica' }).click();
    const pedido = chat.getByRole('article').filter({ hasText: /aguarda a validação|aguardando validação/i }).last();
    await expect(pedido).toBeVisible();
    await terminarComAvaliacao(chat);

    // Assess: the patient waits for a physician; the case reaches the open queue without a reload.
    await expect(chat.getByRole('region', { name: 'Sua avaliação está com um médico' })).toBeVisible();
    const revisar = page.getByRole('link', { name: `Revisar: ${nome}` });
    await expect(revisar).toBeVisible({ timeout: 10_000 });

    // Act: open the case, change the first medicine's dose, save, validate.
    await revisar.click();
    await expect(page.getByRole('heading', { name: `Revisão do caso: ${nome}` })).toBeVisible();
    if ((await page.getByLabel('Nome do medicamento 1').count()) === 0) {
      await page.getByRole('button', { name: 'Adicionar medicamento' }).click();
      await page.getByLabel('Nome do medicamento 1').fill('Paracetamol');
    }
    const medicamento = await page.getByLabel('Nome do medicamento 1').inputValue();
    const doseEditada = '1 comprimido de 750 mg';
    await page.getByLabel('Dose do medicamento 1').fill(doseEditada);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();

    // Assess: the record keeps the AI's draft and the physician's edit.
    // Two AI drafts: one at "Gerar Receita Médica", one over the whole transcript at the end.
    await expect(page.getByText(/^Rascunho da IA \(bedrock\/zapsaude\.offline-ptbr-v1\)/)).toHaveCount(2);
    await expect(page.getByText(new RegExp(`^Edição por ${CONTA_MEDICA_LOCAL.nome}`))).toBeVisible();

    // Act
    await page.getByRole('button', { name: 'Validar e enviar' }).click();
    await page.getByRole('dialog', { name: 'Validar e enviar ao paciente?' }).getByRole('button', { name: 'Confirmar e enviar' }).click();
    await expect(page.getByText('Caso validado', { exact: true })).toBeVisible();

    // Assess: the patient's page shows the validation without a reload.
    const decisao = chat.getByRole('region', { name: /validada por .*CRM/ });
    await expect(decisao).toBeVisible({ timeout: 10_000 });
    await expect(decisao).toContainText(CONTA_MEDICA_LOCAL.nome);
    await expect(decisao).toContainText(`CRM ${CONTA_MEDICA_LOCAL.crm}/${CONTA_MEDICA_LOCAL.uf}`);
    await expect(decisao).toContainText(doseEditada);
    await expect(campoMensagem(chat)).toBeDisabled();
    await decisao.scrollIntoViewIfNeeded();
    await chat.screenshot({ path: testInfo.outputPath('chat-validada.png') });

    // Act: the validated prescription downloaded from the chat.
    const [download] = await Promise.all([chat.waitForEvent('download'), decisao.getByRole('button', { name: 'Baixar receita validada (PDF)' }).click()]);
    const arquivo = testInfo.outputPath('receita-validada.pdf');
    await download.saveAs(arquivo);

    // Assess: the edit, the physician and a valid signature over the whole file.
    expect((await readFile(arquivo)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(texto).toContain(doseEditada);
    expect(texto).toContain(medicamento.split(' ')[0]!);
    expect(texto).toContain(CONTA_MEDICA_LOCAL.nome);
    expect(texto).toMatch(new RegExp(`CRM[^0-9]*${CONTA_MEDICA_LOCAL.crm}`));
    expect(texto).not.toMatch(/RASCUNHO/);
    let assinatura: string;
    try {
      assinatura = execFileSync('pdfsig', [arquivo], { encoding: 'utf8' });
    } catch (error) {
      // pdfsig exits non-zero when the signer's CA is not trusted (the local test CA); its report is still on stdout.
      assinatura = String((error as { stdout?: string }).stdout ?? '');
    }
    expect(assinatura).toContain('Signature is Valid.');
    expect(assinatura).toContain('Total document signed');

    // Assess: the e-mail to the address the patient gave, with the results link and no health data.
    await expect.poll(async () => (await emailsPara(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [aviso] = await emailsPara(email);
    expect(aviso!.subject).toBe('ZapSaúde: sua consulta foi avaliada por um médico');
    expect(aviso!.body.text).toContain(`/resultados#consulta=${consultaId}`);
    expect(aviso!.body.text).not.toContain(doseEditada);
  });

  test('"Recusar" leva ao paciente a orientação do médico e nenhuma receita', async ({ browser, page }) => {
    // Prepare
    const nome = nomeUnico();
    const { page: chat } = await abrirConsulta(browser, emailUnico('recusa'), nome);
    await enviarEEsperar(chat, 'Estou com dor de cabeça forte há uma semana');
    await enviarEEsperar(chat, 'Começou há 7 dias. Nota 8');
    await enviarEEsperar(chat, 'Não tenho doenças, não tomo remédios e não tenho alergia');
    await terminarComAvaliacao(chat);
    await entrarNoPainel(page, CONTA_MEDICA_LOCAL.email, CONTA_MEDICA_LOCAL.senha);
    await page.getByRole('link', { name: `Revisar: ${nome}` }).click();
    await expect(page.getByRole('heading', { name: `Revisão do caso: ${nome}` })).toBeVisible();

    // Act
    const orientacao = 'Procure avaliação presencial em uma unidade básica de saúde ainda hoje para um exame neurológico.';
    await page.getByRole('button', { name: 'Recusar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Recusar o caso' });
    await dialogo.getByLabel(/Orientação ao paciente/).fill(orientacao);
    await dialogo.getByRole('button', { name: 'Recusar e enviar orientação' }).click();
    await expect(page.getByText('Caso recusado', { exact: true })).toBeVisible();

    // Assess: the open chat shows the orientation and no prescription.
    await expect(chat.getByText(orientacao)).toBeVisible({ timeout: 10_000 });
    await expect(chat.getByText('Nenhuma receita foi emitida')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Baixar receita validada (PDF)' })).toHaveCount(0);
    const receita = await chat.evaluate(async () => {
      const token = sessionStorage.getItem('chat_token:1') ?? '';
      return (await fetch('/api/chat/receita.pdf?medicoId=1', { headers: { 'x-chat-token': token } })).status;
    });
    expect(receita).toBe(404);
  });
});
