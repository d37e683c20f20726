import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './services-axe.js';

/**
 * The symptom interview as a visitor takes it: from /verificador-sintomas, "Iniciar Entrevista
 * Grátis" opens our own interview in a new tab; a run ends with the triage level, never a
 * diagnosis, and the suggested doctor's button leads to that doctor. Then every public page:
 * no invented video id, and no link or embed to a host the product does not serve.
 */

async function semAvisoDeCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
}

/** Opens the interview as a visitor does: a click on the symptom checker, in a new tab. */
async function abrirEntrevista(page: Page): Promise<Page> {
  await page.goto('/verificador-sintomas');
  const [aba] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Iniciar Entrevista Grátis/ }).click(),
  ]);
  await aba.waitForLoadState();
  await expect(aba).toHaveURL(/\/entrevista-sintomas$/);
  await expect(aba.getByRole('heading', { level: 1, name: 'Entrevista de sintomas gratuita' })).toBeVisible();
  return aba;
}

async function perfil(aba: Page, idade: number, sexo: 'Feminino' | 'Masculino'): Promise<void> {
  await aba.getByLabel('Idade (anos)').fill(String(idade));
  await aba.getByRole('radio', { name: sexo }).check();
  await aba.getByRole('button', { name: 'Continuar' }).click();
}

async function queixa(aba: Page, rotulo: string): Promise<void> {
  await expect(aba.getByRole('heading', { name: 'Qual é o principal incômodo?' })).toBeFocused();
  await aba.getByRole('radio', { name: rotulo }).check();
  await aba.getByRole('button', { name: 'Continuar' }).click();
}

/** Answers the question on screen, checking it is the one expected. */
async function responder(aba: Page, pergunta: string, resposta: string): Promise<void> {
  await expect(aba.getByRole('group', { name: pergunta })).toBeVisible();
  await aba.getByRole('radio', { name: resposta, exact: true }).check();
  await aba.getByRole('button', { name: 'Continuar' }).click();
}

test.describe('entrevista de sintomas', () => {
  test.beforeEach(async ({ page }) => semAvisoDeCookies(page));

  test('uma gripe leve termina em cuidados em casa e sugere o clínico geral', async ({ page }) => {
    // Prepare
    const aba = await abrirEntrevista(page);

    // Act: an adult with a cold, no red flag.
    await perfil(aba, 30, 'Masculino');
    await queixa(aba, 'Dor de garganta, gripe ou resfriado');
    await expect(aba.getByText('Pergunta 1 de 9')).toBeVisible();
    // A question left unanswered says so.
    await aba.getByRole('button', { name: 'Continuar' }).click();
    await expect(aba.getByText('Escolha uma resposta.')).toBeVisible();
    await responder(aba, 'Não consegue engolir nem a própria saliva?', 'Não');
    await responder(aba, 'Está com falta de ar forte, a ponto de não conseguir falar uma frase inteira?', 'Não');
    await responder(aba, 'A garganta está muito inchada de um lado só?', 'Não');
    await responder(aba, 'Está com febre?', 'Não');
    // "Voltar" undoes the last answer.
    await aba.getByRole('button', { name: 'Voltar' }).click();
    await responder(aba, 'Está com febre?', 'Não');
    await responder(aba, 'Está com o nariz escorrendo ou entupido?', 'Sim');
    await responder(aba, 'Está com tosse?', 'Não');
    await responder(aba, 'Sente dor de ouvido?', 'Não');
    await responder(aba, 'Sente dores no corpo?', 'Não');
    await responder(aba, 'Há quanto tempo começou?', 'De 1 a 3 dias');

    // Assess: the level, its orientation, what it is not, and the doctor.
    await expect(aba.getByRole('heading', { name: 'Resultado da entrevista' })).toBeFocused();
    await expect(aba.getByRole('heading', { name: 'Cuidados em casa, com orientação' })).toBeVisible();
    await expect(aba.getByText(/os sintomas parecem poder ser cuidados em casa/)).toBeVisible();
    await expect(aba.getByText(/Não é um diagnóstico/)).toBeVisible();
    await expect(aba.getByText(/validada por um médico \(Resolução CFM 2\.454\/2026\)/)).toBeVisible();
    await expect(aba.getByRole('alert')).toHaveCount(0);
    await expect(aba.getByRole('heading', { name: 'Especialidade sugerida: Clínica Geral' })).toBeVisible();

    // Act: consult the suggested doctor.
    await aba.getByRole('link', { name: 'Consultar com Dr. Rafael Monteiro' }).click();

    // Assess
    await expect(aba).toHaveURL(/\/sala-atendimento\?medico=1$/);
  });

  test('dor no peito em aperto encerra a entrevista na emergência, com o SAMU 192 em destaque', async ({ page }) => {
    // Prepare
    const aba = await abrirEntrevista(page);
    await perfil(aba, 58, 'Masculino');
    await queixa(aba, 'Dor no peito ou palpitações');

    // Act: the first red flag, answered by keyboard only.
    await expect(aba.getByRole('heading', { name: /vai para o braço, as costas ou a mandíbula/ })).toBeFocused();
    await expectNoSeriousA11yViolations(aba);
    await aba.keyboard.press('Tab');
    await expect(aba.getByRole('radio', { name: 'Sim', exact: true })).toBeFocused();
    await aba.keyboard.press('Space');
    await aba.keyboard.press('Enter');

    // Assess: no further question; the emergency first, the level, and still no diagnosis.
    const alerta = aba.getByRole('alert', { name: 'Atenção: possível emergência' });
    await expect(alerta).toContainText('Ligue agora para o SAMU 192');
    await expect(alerta.getByRole('link', { name: 'Ligar para o SAMU 192' })).toHaveAttribute('href', 'tel:192');
    await expect(aba.getByRole('heading', { name: 'Emergência: chame o SAMU 192 agora' })).toBeVisible();
    await expect(aba.getByRole('listitem').filter({ hasText: 'Dor, aperto ou pressão no peito' })).toBeVisible();
    await expect(aba.getByText(/Não é um diagnóstico/)).toBeVisible();
    await expect(aba.getByRole('heading', { name: 'Especialidade sugerida: Cardiologia' })).toBeVisible();
    await expect(alerta).not.toContainText('resposta do chat');
    await expectNoSeriousA11yViolations(aba);

    // Act
    await aba.getByRole('link', { name: 'Consultar com Dra. Beatriz Almeida' }).click();

    // Assess
    await expect(aba).toHaveURL(/\/sala-atendimento\?medico=2$/);
  });

  test('a entrevista não faz nenhum pedido ao servidor com as respostas', async ({ page }) => {
    // Prepare: every request the interview's tab makes after it has loaded.
    const aba = await abrirEntrevista(page);
    await aba.waitForLoadState('networkidle');
    const pedidos: string[] = [];
    aba.on('request', (request) => {
      if (/\/api\//.test(request.url()) && !/\/api\/presence/.test(request.url())) pedidos.push(`${request.method()} ${request.url()}`);
    });

    // Act
    await perfil(aba, 40, 'Feminino');
    await responder(aba, 'Está grávida?', 'Não');
    await queixa(aba, 'Febre');
    await responder(aba, 'Sente o pescoço duro, sem conseguir encostar o queixo no peito?', 'Sim');

    // Assess
    await expect(aba.getByRole('heading', { name: 'Emergência: chame o SAMU 192 agora' })).toBeVisible();
    expect(pedidos).toEqual([]);
  });
});

/** The site's public pages: the route tables (web/src/app/routes-*.tsx) and the interview. */
const paginasPublicas = [
  '/',
  '/verificador-sintomas',
  '/entrevista-sintomas',
  '/medicos-virtuais',
  '/sala-atendimento',
  '/sobre-nos',
  '/valores',
  '/planos',
  '/midias',
  '/como-funciona',
  '/contato',
  '/faq',
  '/central-ajuda',
  '/blog',
  '/blog/1',
  '/termos-uso',
  '/politica-privacidade',
  '/lgpd',
  '/cookies',
  '/auth',
  '/agendar-consulta',
  '/cadastro-pagamento',
  '/pagamento/recuperacao',
  '/pagina-que-nao-existe',
];

/**
 * Links that leave the site on purpose, by scheme: the support e-mail (mailto:) and the emergency
 * phone numbers (tel:192 SAMU, tel:188 CVV) of the interview's result. No other host is linked or
 * embedded: the blog's share buttons open the networks' share pages from a click (window.open),
 * not from a link on the page, and no video is embedded while none is configured (shared/conteudo.ts).
 */
const ESQUEMAS_PERMITIDOS = ['mailto:', 'tel:'];

test.describe('nenhuma página pública tem vídeo inventado nem link ou vídeo para fora do site', () => {
  test.beforeEach(async ({ page }) => semAvisoDeCookies(page));

  for (const caminho of paginasPublicas) {
    test(caminho, async ({ page, baseURL }) => {
      // Act
      await page.goto(caminho);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      // Assess
      expect(await page.content()).not.toContain('zapsaude0');
      const origem = new URL(baseURL ?? '').origin;
      const enderecos = await page.locator('a[href], iframe[src]').evaluateAll((elementos) =>
        elementos.map((elemento) => (elemento instanceof HTMLAnchorElement ? elemento.href : (elemento as HTMLIFrameElement).src)),
      );
      expect(enderecos.length).toBeGreaterThan(0);
      const deFora = enderecos.filter((endereco) => {
        const url = new URL(endereco, origem);
        return url.origin !== origem && !ESQUEMAS_PERMITIDOS.includes(url.protocol);
      });
      expect(deFora).toEqual([]);
    });
  }

  test('os cartões dos médicos não mostram "Ver apresentação" sem vídeo configurado', async ({ page }) => {
    await page.goto('/medicos-virtuais');
    await expect(page.getByRole('article', { name: 'Dr. Rafael Monteiro' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ver apresentação/ })).toHaveCount(0);
  });
});
