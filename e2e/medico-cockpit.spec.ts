/**
 * The physicians' cockpit (`/medico`, docs/validacao-medica.md): who may enter, the queue updated
 * without a reload, the claim, the case page with the AI's drafts, an edit and both decisions.
 * Screenshots of the queue and the case at 1280 px (desktop) and 1024 px (tablet) are attached.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mensagensMedico } from '../shared/schemas/validacao.js';
import { contaConfirmada, emailUnico } from './contas.js';
import { consultaEncerrada, contaMedicaLocal, entrarNoPainel, outraContaMedica } from './medico-apoio.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

const linkDoCaso = (page: Page, consultaId: string) => page.locator(`a[href="/medico/casos/${consultaId}"]`);
const linhaDoCaso = (page: Page, consultaId: string) => page.getByRole('row').filter({ has: linkDoCaso(page, consultaId) });

/** The page at 1280 px (desktop) and 1024 px (tablet), kept in the test's output folder. */
async function fotografar(page: Page, testInfo: TestInfo, nome: string): Promise<void> {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`${nome}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${nome}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Painel médico', () => {
  test('uma conta de paciente entra e vê que o painel é só dos médicos; pode sair', async ({ page, request }) => {
    // Prepare
    const email = emailUnico('paciente-painel');
    await contaConfirmada(request, email);

    await page.goto('/medico');
    await expect(page.getByRole('heading', { name: 'Entrar no painel médico' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Act
    await entrarNoPainel(page, email);

    // Assess
    await expect(page.getByRole('alert')).toContainText('Acesso restrito a médicos validadores. Esta conta não pertence ao grupo de médicos da ZapSaúde.');
    await expect(page.getByRole('heading', { name: 'Fila de validação' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sair e entrar com outra conta' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar no painel médico' })).toBeVisible();
  });

  test('um médico criado pela administração com senha temporária define a sua no primeiro acesso', async ({ page, request }) => {
    // Prepare
    const novo = await outraContaMedica(request, 'Dra. Lívia Prado', { senhaTemporaria: 'Temporaria#1' });

    // Act
    await entrarNoPainel(page, novo.email, novo.senha);
    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await page.getByLabel('Nova senha').fill('abc');
    await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('A senha deve ter pelo menos 6 caracteres.');
    await page.getByLabel('Nova senha').fill('MinhaSenha#2026');
    await page.getByRole('button', { name: 'Salvar senha e entrar' }).click();

    // Assess: in the cockpit, and the new password is the one that works from now on.
    await expect(page.getByRole('heading', { name: 'Fila de validação' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('CRM 654321/RJ');
  });

  test('a médica vê o caso chegar sem recarregar, revisa, edita, salva e valida; outro médico o vê em revisão', async ({ browser, page, request }, testInfo) => {
    // Prepare: the local physician on the queue; another physician in another browser.
    await entrarNoPainel(page, contaMedicaLocal.email, contaMedicaLocal.senha);
    await expect(page.getByRole('heading', { name: 'Fila de validação' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${contaMedicaLocal.nome}`);
    await expect(page.getByRole('banner')).toContainText('CRM 123456/SP');
    await expect(page.getByText('Atualização automática ativa')).toBeVisible({ timeout: 15_000 });
    const outro = await outraContaMedica(request);
    const outraPagina = await (await browser.newContext()).newPage();
    await entrarNoPainel(outraPagina, outro.email, outro.senha);
    await expect(outraPagina.getByRole('heading', { name: 'Fila de validação' })).toBeVisible();

    // Act: a patient ends a consultation.
    const chat = await (await browser.newContext()).newPage();
    const consultaId = await consultaEncerrada(chat);

    // Assess: the case arrives on the open queue without a reload (the realtime channel).
    const linha = linhaDoCaso(page, consultaId);
    await expect(linha).toBeVisible({ timeout: 10_000 });
    await expect(linha).toContainText('Maria Souza, 34 anos');
    await expect(linha).toContainText(/aguardando há/);
    await expectNoSeriousA11yViolations(page);
    await fotografar(page, testInfo, 'fila');

    // Act: open it (the claim).
    await linkDoCaso(page, consultaId).click();

    // Assess: the case page, its drafts marked as AI-written, the transcript and the record.
    await expect(page.getByRole('heading', { name: 'Revisão do caso: Maria Souza' })).toBeVisible();
    await expect(page.getByText('Gerado por IA — revise antes de validar')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Mensagem do paciente' }).first()).toContainText('Estou com febre e dor de garganta');
    await expect(page.getByText(/^Rascunho da IA \(bedrock\/zapsaude\.offline-ptbr-v1\)/)).toBeVisible();
    await expect(page.getByLabel('Mensagem ao paciente')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await fotografar(page, testInfo, 'caso');

    // Assess: the other physician sees the claim and cannot open the case.
    const linhaDoOutro = linhaDoCaso(outraPagina, consultaId);
    await outraPagina.reload();
    await expect(outraPagina.getByRole('row').filter({ hasText: `Em revisão por ${contaMedicaLocal.nome}` }).first()).toBeVisible();
    await expect(linhaDoOutro).toHaveCount(0);
    await outraPagina.goto(`/medico/casos/${consultaId}`);
    await expect(outraPagina.getByText(mensagensMedico.casoReservadoOutro)).toBeVisible();
    await expect(outraPagina).toHaveURL(/\/medico$/);

    // Act: edit the prescription and save.
    if ((await page.getByLabel('Nome do medicamento 1').count()) === 0) await page.getByRole('button', { name: 'Adicionar medicamento' }).click();
    await page.getByLabel('Nome do medicamento 1').fill('Paracetamol 750 mg');
    await page.getByLabel('Dose do medicamento 1').fill('1 comprimido');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();

    // Assess: a new version by the physician in the record.
    await expect(page.getByText('Rascunho salvo', { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Edição por ${contaMedicaLocal.nome}`))).toBeVisible();

    // Act: validate, with the confirmation.
    await page.getByRole('button', { name: 'Validar e enviar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Validar e enviar ao paciente?' });
    await expect(dialogo).toContainText(`${contaMedicaLocal.nome}, CRM 123456/SP`);
    await expect(dialogo).toContainText('Paracetamol 750 mg · 1 comprimido');
    await expectNoSeriousA11yViolations(page);
    await dialogo.getByRole('button', { name: 'Confirmar e enviar' }).click();

    // Assess: back on the queue, the case gone.
    await expect(page.getByText('Caso validado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/medico$/);
    await expect(linhaDoCaso(page, consultaId)).toHaveCount(0);
  });

  test('recusar pede a orientação ao paciente e devolve o médico à fila', async ({ browser, page }, testInfo) => {
    // Prepare
    const chat = await (await browser.newContext()).newPage();
    const consultaId = await consultaEncerrada(chat);
    await entrarNoPainel(page, contaMedicaLocal.email, contaMedicaLocal.senha);
    await linkDoCaso(page, consultaId).click();
    await expect(page.getByRole('heading', { name: 'Revisão do caso: Maria Souza' })).toBeVisible();

    // Act: refuse without the orientation, then with it.
    await page.getByRole('button', { name: 'Recusar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Recusar o caso' });
    await dialogo.getByRole('button', { name: 'Recusar e enviar orientação' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText('Campo obrigatório.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('recusar-1280.png') });
    await dialogo.getByLabel(/Orientação ao paciente/).fill('Procure avaliação presencial em uma unidade básica de saúde ainda hoje.');
    await dialogo.getByRole('button', { name: 'Recusar e enviar orientação' }).click();

    // Assess
    await expect(page.getByText('Caso recusado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/medico$/);
    await expect(linhaDoCaso(page, consultaId)).toHaveCount(0);
  });
});
