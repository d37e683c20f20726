import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from '@playwright/test';
import { abrirConsultaGratuita, campoMensagem, enviarEEsperar, preencherIntakeAdulto } from './chat-apoio.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

// The SDK's Node 20 notice would interleave with the test list.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const MB = 1024 * 1024;

test.describe('chat: emergência, arquivos recusados e fim dos 30 minutos', () => {
  test('uma frase de emergência mostra na hora o aviso para ligar para o SAMU 192', async ({ page }) => {
    // Prepare
    await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);

    // Act
    await enviarEEsperar(page, 'Estou com uma dor forte no peito que vai para o braço esquerdo');

    // Assess
    const banner = page.getByRole('alert').filter({ hasText: 'Atenção: possível emergência' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('SAMU 192');
    await expect(banner.getByRole('link', { name: 'Ligar para o SAMU 192' })).toHaveAttribute('href', 'tel:192');
    await expect(banner).toContainText('pronto-socorro mais próximo');

    // Act: a reload continues where the patient was.
    await page.reload();

    // Assess: the transcript comes back from the server, with the banner.
    await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: 'dor forte no peito' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Mensagem do médico' })).toHaveCount(2);
    await expect(page.getByRole('alert').filter({ hasText: 'Atenção: possível emergência' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dados do Paciente' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('pensamentos suicidas mostram o CVV 188', async ({ page }) => {
    await abrirConsultaGratuita(page, 3);
    await preencherIntakeAdulto(page);

    await campoMensagem(page).fill('Tenho pensado em me matar');
    await campoMensagem(page).press('Enter');

    const banner = page.getByRole('alert').filter({ hasText: 'Atenção: possível emergência' });
    await expect(banner).toContainText('CVV 188');
    await expect(banner.getByRole('link', { name: 'Ligar para o CVV 188' })).toHaveAttribute('href', 'tel:188');
  });

  test('um arquivo de 11 MB e um .exe são recusados com os avisos da especificação', async ({ page }) => {
    // Prepare
    await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);
    const anexar = page.getByLabel('Anexar arquivo');

    // Act
    await anexar.setInputFiles({ name: 'exame-grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * MB, 0x25) });

    // Assess
    await expect(page.getByText('Arquivo muito grande')).toBeVisible();
    await expect(page.getByText('O arquivo deve ter no máximo 10MB.')).toBeVisible();

    // Act
    await anexar.setInputFiles({ name: 'programa.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') });

    // Assess
    await expect(page.getByText('Tipo de arquivo não permitido')).toBeVisible();
    await expect(page.getByText('Apenas arquivos PDF e imagens (JPG, PNG, GIF, WebP) são aceitos.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Arquivos a enviar' })).toHaveCount(0);
  });

  test('depois dos 30 minutos o servidor recusa a mensagem e o texto digitado não se perde', async ({ page }) => {
    // Prepare: the consultation's first opening moved 31 minutes back in the stack's DynamoDB.
    const { consultaId } = await abrirConsultaGratuita(page, 1);
    await preencherIntakeAdulto(page);
    await enviarEEsperar(page, 'Estou com dor de garganta desde ontem');
    const base = Number(process.env.E2E_PORT_BASE ?? 5199);
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: `http://127.0.0.1:${base + 4}`, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    try {
      await db.send(
        new UpdateCommand({
          TableName: 'consultas',
          Key: { id: consultaId },
          UpdateExpression: 'SET utilizada_em = :antes',
          ExpressionAttributeValues: { ':antes': new Date(Date.now() - 31 * 60_000).toISOString() },
        }),
      );
    } finally {
      db.destroy();
    }

    // Act
    const recusa = page.waitForResponse((r) => r.url().endsWith('/api/chat/mensagens') && r.request().method() === 'POST');
    await campoMensagem(page).fill('A dor piorou hoje');
    await campoMensagem(page).press('Enter');

    // Assess: the server's refusal, shown as the sending toast; the text is back in the input.
    expect((await recusa).status()).toBe(403);
    await expect(page.getByText('Erro ao enviar mensagem')).toBeVisible();
    await expect(page.getByText('O tempo desta consulta (30 minutos) terminou.')).toBeVisible();
    await expect(campoMensagem(page)).toHaveValue('A dor piorou hoje');
    await expect(page.getByRole('article', { name: 'Sua mensagem' }).filter({ hasText: 'A dor piorou hoje' })).toHaveCount(0);
  });
});
