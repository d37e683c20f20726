import { expect, test, type Page } from '@playwright/test';
import { portas } from './portas.js';
import { expectNoSeriousA11yViolations } from './services-axe.js';

/** A message as the local SES stand-in keeps it (GET /store). */
interface EmailGuardado {
  readonly replyTo: string[];
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text?: string; html?: string };
}

/** The e-mail the local mailbox holds for the contact message `id` (its protocol is the id's first 8 characters). */
async function emailDoContato(id: string): Promise<EmailGuardado> {
  let achado: EmailGuardado | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`http://127.0.0.1:${portas.ses}/store`)).json()) as { emails: EmailGuardado[] };
      achado = emails.find((email) => email.subject.includes(`protocolo ${id.slice(0, 8)}`));
      return achado !== undefined;
    })
    .toBe(true);
  return achado!;
}

const campo = (page: Page, nome: string | RegExp) => page.getByRole('textbox', { name: nome, exact: typeof nome === 'string' });
const assunto = (page: Page) => page.getByRole('combobox', { name: 'Assunto' });
const enviar = (page: Page) => page.getByRole('button', { name: 'Enviar Mensagem' });

test.describe('contato (/contato)', () => {
  test('mostra os cartões de contato e as seis opções de assunto', async ({ page }) => {
    // Act
    await page.goto('/contato');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Entre em Contato' })).toBeVisible();
    const cartoes = page.getByRole('list', { name: 'Formas de contato' });
    await expect(cartoes.getByRole('link', { name: 'suporte@zapsaude.com.br' })).toHaveAttribute('href', 'mailto:suporte@zapsaude.com.br');
    await expect(cartoes.getByText('Respondemos em até 24 horas.')).toBeVisible();
    await expect(cartoes.getByText(/100% digital/)).toBeVisible();
    await expect(cartoes.getByText('24 horas por dia')).toBeVisible();
    await expect(assunto(page).locator('option')).toHaveText([
      'Selecione um assunto',
      'Dúvida Geral',
      'Problema com Pagamento',
      'Suporte Técnico',
      'Sugestão',
      'Parceria',
      'Outro',
    ]);
  });

  test('mostra os erros de cada campo em português, sem chamar a API', async ({ page }) => {
    // Prepare
    const chamadas: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contato')) chamadas.push(request.method());
    });
    await page.goto('/contato');

    // Act: send the empty form.
    await enviar(page).click();

    // Assess
    await expect(page.getByText('Informe o nome completo.')).toBeVisible();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(page.getByText('Escolha o assunto da mensagem.')).toBeVisible();
    await expect(page.getByText('Escreva sua mensagem.')).toBeVisible();
    await expect(campo(page, 'Nome')).toBeFocused();
    await expect(campo(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');

    // Act: fix some fields, break others.
    await campo(page, 'Nome').fill('Ana Souza');
    await campo(page, 'E-mail').fill('ana@');
    await campo(page, /Telefone/).fill('1234');

    // Assess: errors follow the typing.
    await expect(page.getByText('Informe o nome completo.')).toBeHidden();
    await expect(page.getByText('E-mail inválido.')).toBeVisible();
    await expect(page.getByText(/Telefone inválido/)).toBeVisible();
    expect(chamadas).toEqual([]);
  });

  test('envia a mensagem, mostra o aviso de sucesso e limpa o formulário', async ({ page }) => {
    // Prepare
    await page.goto('/contato');
    await campo(page, 'Nome').fill('  Ana Souza ');
    await campo(page, 'E-mail').fill('Ana.Souza@Exemplo.com.br');
    await campo(page, /Telefone/).fill('11987654321');
    await expect(campo(page, /Telefone/)).toHaveValue('(11) 98765-4321');
    await assunto(page).selectOption({ label: 'Problema com Pagamento' });
    await campo(page, 'Mensagem').fill('Paguei por PIX e quero saber quando a consulta é liberada.');

    // Act
    const resposta = page.waitForResponse((response) => response.url().endsWith('/api/contato') && response.request().method() === 'POST');
    await enviar(page).click();

    // Assess: the API stored it (201 with its id) and the page says so.
    const criada = await resposta;
    expect(criada.status()).toBe(201);
    expect(await criada.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(criada.request().postDataJSON()).toEqual({
      nome: 'Ana Souza',
      email: 'ana.souza@exemplo.com.br',
      telefone: '11987654321',
      assunto: 'problema-pagamento',
      mensagem: 'Paguei por PIX e quero saber quando a consulta é liberada.',
    });
    await expect(page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.')).toBeVisible();
    await expect(campo(page, 'Nome')).toHaveValue('');
    await expect(campo(page, 'E-mail')).toHaveValue('');
    await expect(campo(page, /Telefone/)).toHaveValue('');
    await expect(assunto(page)).toHaveValue('');
    await expect(campo(page, 'Mensagem')).toHaveValue('');
  });

  test('a mensagem chega ao suporte por e-mail, para responder a quem escreveu', async ({ page }) => {
    // Prepare
    await page.goto('/contato');
    await campo(page, 'Nome').fill('Bruna Alves');
    await campo(page, 'E-mail').fill('bruna.alves@exemplo.com.br');
    await assunto(page).selectOption({ label: 'Suporte Técnico' });
    await campo(page, 'Mensagem').fill('O vídeo da consulta não abre no meu celular <Android 14>.');

    // Act
    const resposta = page.waitForResponse((r) => r.url().endsWith('/api/contato') && r.request().method() === 'POST');
    await enviar(page).click();

    // Assess: the patient is told, and a person at the support address has it in the mailbox.
    const { id } = (await (await resposta).json()) as { id: string };
    await expect(page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.')).toBeVisible();
    const email = await emailDoContato(id);
    expect(email.destination.to).toEqual(['suporte@zapsaude.local']);
    expect(email.replyTo).toEqual(['bruna.alves@exemplo.com.br']);
    expect(email.subject).toBe(`[Contato] Suporte Técnico (protocolo ${id.slice(0, 8)})`);
    expect(email.body.text).toContain('Nome: Bruna Alves');
    expect(email.body.text).toContain('O vídeo da consulta não abre no meu celular <Android 14>.');
    expect(email.body.html).toContain('O vídeo da consulta não abre no meu celular &lt;Android 14&gt;.');
  });

  test('desativa o botão durante o envio e mostra a mensagem de erro do servidor', async ({ page }) => {
    // Prepare: the server answers slowly with an error.
    let liberar: () => void = () => undefined;
    const liberado = new Promise<void>((resolve) => (liberar = resolve));
    await page.route('**/api/contato', async (route) => {
      await liberado;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Muitas requisições. Aguarde um momento e tente novamente.' }),
      });
    });
    await page.goto('/contato');
    await campo(page, 'Nome').fill('Carlos Lima');
    await campo(page, 'E-mail').fill('carlos@exemplo.com.br');
    await assunto(page).selectOption('sugestao');
    await campo(page, 'Mensagem').fill('Sugiro um aplicativo para celular.');

    // Act
    await enviar(page).click();

    // Assess
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    liberar();
    await expect(page.getByRole('alert').filter({ hasText: 'Muitas requisições' })).toContainText(
      'Muitas requisições. Aguarde um momento e tente novamente.',
    );
    await expect(enviar(page)).toBeEnabled();
    await expect(campo(page, 'Nome')).toHaveValue('Carlos Lima');
  });

  test('"Falar com Suporte" abre a Camila', async ({ page }) => {
    // Prepare
    await page.goto('/contato');

    // Act
    await page.getByRole('button', { name: 'Falar com Suporte' }).click();

    // Assess
    const janela = page.getByRole('dialog', { name: 'Camila' });
    await expect(janela).toBeVisible();
    await expect(janela.getByRole('textbox', { name: 'Mensagem para a Camila' })).toBeFocused();
  });

  test('não tem violações de acessibilidade sérias ou críticas', async ({ page }) => {
    await page.goto('/contato');
    await expect(enviar(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await enviar(page).click();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
