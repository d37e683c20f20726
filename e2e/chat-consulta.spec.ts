import { expect, test } from '@playwright/test';
import { campoMensagem, emailChat, enviarEEsperar, mensagensDoMedico, PNG_1PX } from './chat-apoio.js';
import { confirmarEmailEIniciar, preencherConsultaGratuita } from './consulta-gratuita.js';
import { cpfValido } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

test.describe('consulta completa no chat, com o Bedrock local (motor offline)', () => {
  test('ZAP19 → dados de um menor → 7 trocas com anexo → receita à espera do médico → dúvidas → 5 estrelas → espera da validação → volta à lista', async ({ page }) => {
    // Prepare: the free consultation through the screens (promo code, doctor, scheduling, secure link).
    await page.goto('/medicos-virtuais');
    await page.getByRole('button', { name: '1º Consulta Grátis' }).click();
    const dialog = page.getByRole('dialog', { name: '1º Consulta Grátis' });
    await dialog.getByLabel('Código promocional').fill('ZAP19');
    await dialog.getByRole('button', { name: 'Aplicar Código' }).click();
    await page.getByRole('article', { name: 'Dra. Beatriz Almeida' }).getByRole('button', { name: /Iniciar Consulta Grátis/ }).click();
    await expect(page).toHaveURL(/\/agendar-consulta$/);
    const email = emailChat('inteira');
    await preencherConsultaGratuita(page, { email, cpf: cpfValido(), observacoes: 'Estou com febre e dor no corpo' });
    await confirmarEmailEIniciar(page, email);
    await expect(page).toHaveURL(/\/chat\/2$/, { timeout: 15_000 });

    // Act: the intake of a minor, for whom the responsible adult's fields appear.
    await expect(page.getByRole('heading', { name: 'Dados do Paciente' })).toBeVisible();
    await page.getByRole('button', { name: 'Desativar áudio do médico' }).click();
    const iniciar = page.getByRole('button', { name: 'Iniciar Consulta' });
    await page.getByLabel('Nome completo').fill('Pedro Souza');
    await page.getByLabel('Idade (anos)').fill('15');
    await page.getByLabel('Peso (kg)').fill('55.5');
    await page.getByLabel('Altura (cm)').fill('170');
    await expect(page.getByTestId('imc')).toHaveText('19,2');
    await page.getByRole('checkbox', { name: /Autorizo o uso dos meus dados/ }).check();
    await page.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
    await expect(iniciar).toBeDisabled();
    await page.getByLabel('Nome do responsável').fill('Ana Paula Souza');
    await page.getByLabel('Telefone do responsável').fill('11987654321');
    await page.getByLabel('Parentesco').fill('Mãe');
    await expect(iniciar).toBeEnabled();
    await iniciar.click();

    // Assess: the greeting summarises the data; the scheduling notes wait in the input.
    await expect(mensagensDoMedico(page).first()).toContainText('Pedro');
    await expect(mensagensDoMedico(page).first()).toContainText('19,2');
    await expect(campoMensagem(page)).toHaveValue('Estou com febre e dor no corpo');
    await expect(page.getByRole('button', { name: 'Gerar Receita Médica' })).toHaveCount(0);

    // Act: the anamnesis, six exchanges and a photo.
    await enviarEEsperar(page, 'Oi, boa tarde');
    await enviarEEsperar(page, 'Estou com febre e dor no corpo');
    await enviarEEsperar(page, 'Começou há 3 dias. Nota 7');
    await enviarEEsperar(page, 'Sim, estou com tosse e nariz escorrendo. Melhora um pouco com repouso');
    const diagnostico = await enviarEEsperar(page, 'Não tenho doenças, não tomo remédios e não tenho alergia');
    // CFM 2.454/2026: the interview ends with a summary and the physician's review, never a diagnosis.
    expect(diagnostico).toMatch(/médico real vai revisar/i);
    await page.getByLabel('Anexar arquivo').setInputFiles({ name: 'garganta.png', mimeType: 'image/png', buffer: PNG_1PX });
    const chip = page.getByRole('list', { name: 'Arquivos a enviar' }).getByRole('listitem');
    await expect(chip).toContainText('garganta.png');
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
    const comAnexo = await enviarEEsperar(page, 'Posso tomar dipirona?');
    expect(comAnexo).toContain('garganta.png');
    await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: 'garganta.png' })).toBeVisible();
    const duvidas = await enviarEEsperar(page, 'Quanto tempo dura?');
    expect(duvidas).toContain('Ficou alguma dúvida?');

    // Act: the prescription (CFM 2.454/2026: it waits for a physician; the draft is never shown).
    await page.getByRole('button', { name: 'Gerar Receita Médica' }).click();
    const receita = page.getByRole('article', { name: 'Receita médica' });

    // Assess: the message says so, nothing to download, and the PDF is refused until a physician validates.
    await expect(receita).toContainText(/aguarda a validação de um médico/i);
    await expect(receita.getByRole('button')).toHaveCount(0);
    const chatToken = await page.evaluate(() => sessionStorage.getItem('chat_token:2'));
    const pdf = await page.request.get('/api/chat/receita.pdf?medicoId=2', { headers: { 'x-chat-token': chatToken ?? '' } });
    expect(pdf.status()).toBe(409);

    // Act: no more doubts, then 5 stars.
    await enviarEEsperar(page, 'Não, obrigado');
    const painel = page.getByRole('region', { name: 'Como você avalia esta consulta?' });
    await expect(painel).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await painel.getByRole('button', { name: '5 estrelas' }).click();

    // Assess: the closing message with the stars, the ended state, and the wait for the physician:
    // the page stays (no return to the list on its own) until the patient leaves.
    await expect(mensagensDoMedico(page).last()).toContainText('avaliação de 5 estrelas');
    await expect(page.getByText('Consulta Encerrada', { exact: true })).toBeVisible();
    await expect(campoMensagem(page)).toBeDisabled();
    await expect(page.getByText(/Consulta finalizada/)).toBeVisible();
    const espera = page.getByRole('region', { name: 'Sua avaliação está com um médico' });
    await expect(espera).toContainText('Previsão de resposta');
    await expect(receita).toContainText('aguardando validação médica');
    await page.waitForTimeout(6_000);
    await expect(page).toHaveURL(/\/chat\/2$/);
    // The header's back arrow has the same name; the button under the panel comes last.
    await page.getByRole('link', { name: 'Voltar aos médicos', exact: true }).last().click();
    await expect(page).toHaveURL(/\/medicos-virtuais$/);
  });
});
