/**
 * The signed-in patient's profile (/perfil) and recovery list (/pagamento/recuperacao) against the
 * real local stack: rename, picture upload through the presigned POST (and the spec's refusals of a
 * 3 MB image and a PDF), the LGPD data export, the account deletion with what the law keeps, and
 * the recovery page's 'Acesso Negado' without a session.
 */
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { mensagens } from '../shared/messages.js';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';
import { contaConfirmada, emailUnico as novoEmail, SENHA } from './contas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';


// A real PNG drawn here (a teal disc), so the upload is an image by its bytes, not only by its name.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
function pngFixture(size = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const d = Math.min(1, Math.hypot(x - size / 2, y - size / 2) / (size / 2));
      row[1 + x * 3] = 20 + Math.round(30 * d);
      row[2 + x * 3] = 150 - Math.round(50 * d);
      row[3 + x * 3] = 120 + Math.round(50 * (1 - d));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function entrar(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('Meu Perfil', () => {
  test('a patient renames the account, changes the picture, downloads their data and deletes the account', async ({ page, request }) => {

    // Prepare: an account with a free consultation taken with its e-mail (the promo flow).
    const email = novoEmail('perfil');
    await contaConfirmada(request, email);
    const { consultaId } = await consultaGratuitaPelaApi({ nome: 'Mariana Costa', email, telefone: '(11) 98765-4321', medicoId: 1 });
    await entrar(page, email);
    await expect(page).toHaveURL('/');

    // Act + Assess: the profile shows the account.
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    const campoEmail = page.getByLabel('E-mail');
    await expect(campoEmail).toHaveValue(email);
    await expect(campoEmail).toHaveAttribute('readonly', '');
    await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d{1,2} de [a-zç]+ de \d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The name: edited, saved, still there after a reload.
    await page.getByLabel('Nome completo').fill('Mariana Costa Lima');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Mariana Costa Lima');

    // The picture: a PNG goes through; a 3 MB image and a PDF are refused with the spec's texts.
    const foto = page.getByLabel('Alterar foto');
    await foto.setInputFiles({ name: 'minha-foto.png', mimeType: 'image/png', buffer: pngFixture() });
    const imagem = page.getByRole('img', { name: 'Foto de perfil de Mariana Costa Lima' });
    await expect(imagem).toBeVisible();
    await expect.poll(() => imagem.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    await foto.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([pngFixture(), Buffer.alloc(3 * 1024 * 1024)]) });
    await expect(page.getByRole('alert').filter({ hasText: mensagens.perfil.avatarMuitoGrande })).toBeVisible();
    await foto.setInputFiles({ name: 'exame.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(page.getByRole('alert').filter({ hasText: mensagens.perfil.avatarNaoImagem })).toBeVisible();
    await expect(imagem).toBeVisible();

    // LGPD export: a JSON file with the account and its consultation.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-zapsaude-\d{4}-\d{2}-\d{2}\.json$/);
    const dados = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      conta: { email: string; nome: string };
      consultas: Array<{ id: string }>;
    };
    expect(dados.conta).toMatchObject({ email, nome: 'Mariana Costa Lima' });
    expect(dados.consultas.map((consulta) => consulta.id)).toContain(consultaId);

    // The recovery list shows the consultation.
    await page.goto('/pagamento/recuperacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas Consultas' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Consultas com pagamento aprovado' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Acessar Consulta/ })).toBeVisible();

    // Deletion: confirmed by typing EXCLUIR; the page says what the law keeps, and the session ends.
    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await expect(dialogo).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const excluir = dialogo.getByRole('button', { name: 'Excluir conta definitivamente' });
    await expect(excluir).toBeDisabled();
    await dialogo.getByLabel(/Para confirmar, digite EXCLUIR/).fill('EXCLUIR');
    await excluir.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sua conta foi excluída' })).toBeVisible();
    await expect(page.getByText(/Lei 13\.787\/2018/)).toBeVisible();
    await expect(page.getByText('Prontuário médico')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

    // The account no longer signs in.
    await entrar(page, email);
    await expect(page.getByText(mensagens.login.credenciaisInvalidas).first()).toBeVisible();
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('/pagamento/recuperacao', () => {
  test('without a session shows Acesso Negado, leads to the login and, signed in, back to the recovery', async ({ page, request }) => {
    // Prepare
    const email = novoEmail('recuperacao-volta');
    await contaConfirmada(request, email);

    // Act
    await page.goto('/pagamento/recuperacao');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso Negado' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fpagamento%2Frecuperacao$/);

    // Act: sign in on the page the link opened.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    // Assess: back on the page that sent the patient.
    await expect(page).toHaveURL(/\/pagamento\/recuperacao$/);
    await expect(page.getByRole('heading', { name: 'Nenhum Pagamento Pendente' })).toBeVisible();
  });

  test('shows Nenhum Pagamento Pendente for an account without approved consultations', async ({ page, request }) => {
    // Prepare
    const email = novoEmail('sem-consultas');
    await contaConfirmada(request, email);
    await entrar(page, email);
    await expect(page).toHaveURL('/');

    // Act
    await page.goto('/pagamento/recuperacao');

    // Assess
    await expect(page.getByRole('heading', { name: 'Nenhum Pagamento Pendente' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver médicos disponíveis' })).toHaveAttribute('href', '/medicos-virtuais');
  });
});
