import http2 from 'node:http2';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import { abrirConsultaGratuita, campoMensagem, enviarEEsperar, mensagensDoMedico, preencherIntakeAdulto } from './chat-apoio.js';
import { portas } from './portas.js';

// The SDK's Node 20 notice would interleave with the test list.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const DURACAO_S = 30 * 60;

/** Moves the consultation's first opening in the stack's DynamoDB so that `restantes` seconds are left. */
async function deixarRestando(consultaId: string, restantes: number): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: `http://127.0.0.1:${portas.dynamodb}`, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  try {
    await db.send(
      new UpdateCommand({
        TableName: 'consultas',
        Key: { id: consultaId },
        UpdateExpression: 'SET utilizada_em = :inicio',
        ExpressionAttributeValues: { ':inicio': new Date(Date.now() - (DURACAO_S - restantes) * 1000).toISOString() },
      }),
    );
  } finally {
    db.destroy();
  }
}

/** The local Bedrock stand-in's fault control: the next `count` streamed answers fail mid-stream. */
async function falharRespostasDoModelo(count: number): Promise<void> {
  const sessao = http2.connect(`http://127.0.0.1:${portas.bedrock}`);
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const pedido = sessao.request({ ':method': 'POST', ':path': '/_local/faults', 'content-type': 'application/json' });
      let codigo = 0;
      pedido.on('response', (headers) => (codigo = Number(headers[':status'])));
      pedido.on('data', () => undefined);
      pedido.on('end', () => resolve(codigo));
      pedido.on('error', reject);
      pedido.end(JSON.stringify({ count }));
    });
    expect(status).toBe(200);
  } finally {
    sessao.close();
  }
}

const badgeEncerrada = (page: Page) => page.getByText('Consulta Encerrada', { exact: true });

test.describe('chat: o tempo que o paciente vê e nada do que ele digita se perde', () => {
  test('a consulta chega aos 30 minutos: contagem, avisos de 5 e 1 minuto, encerramento, recarga e prontuário', async ({ page }) => {
    // Prepare
    const { consultaId } = await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);
    await enviarEEsperar(page, 'Estou com dor de garganta desde ontem');
    const cronometro = page.getByRole('timer', { name: 'Tempo restante da consulta' });
    await expect(cronometro).toContainText(/^(30:00|29:\d\d) restantes$/);
    await expect(page.getByText('Online', { exact: true })).toBeVisible();

    // Act: 5 minutes and 3 seconds left on the server clock.
    await deixarRestando(consultaId, 5 * 60 + 3);
    await page.reload();

    // Assess: the countdown follows the server, and the 5-minute warning comes.
    await expect(cronometro).toContainText(/^05:0\d restantes$/);
    await expect(page.getByRole('status').filter({ hasText: 'Faltam 5 minutos' })).toBeVisible({ timeout: 15_000 });

    // Act: 1 minute and 3 seconds left.
    await deixarRestando(consultaId, 63);
    await page.reload();

    // Assess
    await expect(cronometro).toContainText(/^01:0\d restantes$/);
    await expect(page.getByRole('status').filter({ hasText: 'Falta 1 minuto' })).toBeVisible({ timeout: 15_000 });

    // Act: 4 seconds left; at 0 the page ends the consultation (the end route queues it for a physician).
    const fim = page.waitForResponse((r) => r.url().endsWith('/api/chat/encerrar') && r.request().method() === 'POST', { timeout: 60_000 });
    await deixarRestando(consultaId, 4);
    await page.reload();

    // Assess: ended properly, with everything that writes disabled.
    expect((await fim).status()).toBe(200);
    await expect(badgeEncerrada(page)).toBeVisible();
    await expect(campoMensagem(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Tirar foto' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
    await expect(mensagensDoMedico(page).last()).toContainText('O tempo desta consulta (30 minutos) terminou');
    await expect(page.getByRole('button', { name: 'Gerar Receita Médica' })).toHaveCount(0);

    // Act: a reload after the end.
    await page.reload();

    // Assess: the ended consultation, not an error: the transcript, the end, the record to download.
    await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: 'dor de garganta' })).toBeVisible();
    await expect(badgeEncerrada(page)).toBeVisible();
    await expect(page.getByText('Token de acesso inválido ou expirado.')).toHaveCount(0);
    await expect(page.getByText('Consulta finalizada.')).toBeVisible();
    await expect(campoMensagem(page)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar prontuário (PDF)' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await arquivo.createReadStream();
    const bytes: Buffer[] = [];
    for await (const chunk of stream) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a resposta falha, "Tentar novamente" envia o mesmo texto e a resposta chega, sem duplicar a mensagem', async ({ page }) => {
    // Prepare
    await abrirConsultaGratuita(page, 2);
    await preencherIntakeAdulto(page);
    await falharRespostasDoModelo(1);
    const texto = 'Sinto o coração acelerado quando subo escadas';
    const minhaMensagem = page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: texto });

    // Act
    await campoMensagem(page).fill(texto);
    await campoMensagem(page).press('Enter');

    // Assess: the failure is said, the message is kept and offers the retry.
    await expect(page.getByText('Erro na comunicação')).toBeVisible();
    const tentar = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(tentar).toBeVisible();
    await expect(minhaMensagem).toHaveCount(1);
    await expect(mensagensDoMedico(page)).toHaveCount(1);

    // Act
    const reenvio = page.waitForRequest((r) => r.url().endsWith('/api/chat/mensagens') && r.method() === 'POST');
    await tentar.click();

    // Assess: the same text goes again, and the answer arrives.
    const corpo = (await reenvio).postDataJSON() as { texto: string; reenvio?: { mensagemPacienteId?: string } };
    expect(corpo.texto).toBe(texto);
    expect(corpo.reenvio?.mensagemPacienteId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(mensagensDoMedico(page)).toHaveCount(2);
    await expect(mensagensDoMedico(page).nth(1)).not.toHaveAttribute('aria-busy', 'true');
    await expect(mensagensDoMedico(page).nth(1)).not.toBeEmpty();
    await expect(tentar).toHaveCount(0);
    await expect(minhaMensagem).toHaveCount(1);

    // Assess: the server stored the message once.
    await page.reload();
    await expect(mensagensDoMedico(page)).toHaveCount(2);
    await expect(minhaMensagem).toHaveCount(1);
  });
});
