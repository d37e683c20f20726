import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { chromium } from '@playwright/test';

const SITE = 'http://localhost:5600';
const out = '/tmp/perfil-shots';
const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
const crc32 = (buf: Buffer) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
const chunk = (type: string, data: Buffer) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td)); return Buffer.concat([len, td, crc]); };
function png(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) { const row = Buffer.alloc(1 + size * 3); for (let x = 0; x < size; x++) { const d = Math.hypot(x - size / 2, y - size / 2) / (size / 2); row[1 + x * 3] = 16 + Math.round(40 * d); row[2 + x * 3] = 150 - Math.round(60 * d); row[3 + x * 3] = 110 + Math.round(60 * (1 - d)); } rows.push(row); }
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
const config = await (await fetch(`${SITE}/config.json`)).json();
const cognito = new CognitoIdentityProviderClient({ endpoint: 'http://127.0.0.1:5603', region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const email = `mariana-${randomUUID().slice(0, 6)}@exemplo.com.br`;
await cognito.send(new SignUpCommand({ ClientId: config.auth.userPoolClientId, Username: email, Password: 'segredo123' }));
const mail = await (await fetch(`http://127.0.0.1:5603/_local/mailbox?email=${email}`)).json();
await cognito.send(new ConfirmSignUpCommand({ ClientId: config.auth.userPoolClientId, Username: email, ConfirmationCode: mail.messages.at(-1).code }));
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: 'http://127.0.0.1:5604', region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
const pacienteId = randomUUID();
await db.send(new PutCommand({ TableName: 'pacientes', Item: { id: pacienteId, email, nome: 'Mariana Costa', status: 'LIBERADO', data_criacao: new Date().toISOString() } }));
for (const [medico, data, extra] of [[1, '2025-06-02T14:10:00.000Z', {}], [5, '2025-05-20T09:30:00.000Z', { utilizada_em: '2025-05-20T09:35:00.000Z', status_consulta: 'encerrada' }]] as const) {
  await db.send(new PutCommand({ TableName: 'consultas', Item: { id: randomUUID(), paciente_id: pacienteId, medico_id: medico, tipo_consulta: 'Consulta Médica', status_consulta: 'agendada', status_pagamento: 'aprovado', valor: 19.9, data_criacao: data, ...extra } }));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', label, m.text()); });
  await page.goto(`${SITE}/pagamento/recuperacao`);
  await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
  await page.screenshot({ path: `${out}/recuperacao-negado-${label}.png`, fullPage: true });
  await page.goto(`${SITE}/auth`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${SITE}/`);
  await page.goto(`${SITE}/perfil`);
  await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
  await page.getByLabel('Nome completo').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/perfil-${label}.png`, fullPage: true });
  if (label === 'desktop') {
    await page.getByLabel('Alterar foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(160) });
    await page.getByRole('img', { name: /Foto de perfil/ }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/perfil-foto-${label}.png`, fullPage: true });
    await page.getByLabel('Alterar foto').setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('alert').filter({ hasText: 'imagem' }).waitFor();
    await page.screenshot({ path: `${out}/perfil-erro-pdf-${label}.png`, fullPage: false });
  }
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `${out}/perfil-excluir-dialog-${label}.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${SITE}/pagamento/recuperacao`);
  await page.getByRole('heading', { name: 'Minhas Consultas' }).waitFor();
  await page.getByRole('list', { name: 'Consultas com pagamento aprovado' }).waitFor();
  await page.screenshot({ path: `${out}/recuperacao-${label}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('done', email);
