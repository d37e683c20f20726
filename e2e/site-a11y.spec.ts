import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const rotas = [
  '/',
  '/sobre-nos',
  '/como-funciona',
  '/valores',
  '/planos',
  '/verificador-sintomas',
  '/entrevista-sintomas',
  '/midias',
  '/faq',
  '/central-ajuda',
  '/termos-uso',
  '/politica-privacidade',
  '/lgpd',
  '/cookies',
  '/blog',
  '/blog/1',
  '/rota-inexistente',
];

async function violacoesGraves(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function abrir(browser: Browser, rota: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(rota);
  // Generous: in the dev stack a page's chunk is compiled on its first visit.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

// Every route on a computer screen; the phone layout of the two richest pages as well.
const casos = [
  ...rotas.map((rota) => ({ rota, nome: 'computador', viewport: { width: 1280, height: 800 } })),
  ...['/', '/blog/1'].map((rota) => ({ rota, nome: 'celular', viewport: { width: 390, height: 844 } })),
];

for (const { rota, nome, viewport } of casos) {
  test(`axe: ${rota} no ${nome} não tem violações sérias nem críticas`, async ({ browser }) => {
    // Prepare and Act: the home page is checked with its cookie banner on screen.
    const { context, page } = await abrir(browser, rota, viewport);

    // Assess
    expect(await violacoesGraves(page)).toEqual([]);
    await context.close();
  });
}

test('axe: o diálogo da política de cookies aberto passa', async ({ browser }) => {
  // Prepare
  const { context, page } = await abrir(browser, '/', { width: 1280, height: 800 });

  // Act
  await page.getByRole('button', { name: 'Política de Cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Política de Cookies' })).toBeVisible();

  // Assess
  expect(await violacoesGraves(page)).toEqual([]);
  await context.close();
});

test('axe: a FAQ e a Central de Ajuda com respostas abertas passam', async ({ browser }) => {
  // Prepare
  const { context, page } = await abrir(browser, '/faq', { width: 1280, height: 800 });

  // Act
  await page.getByRole('button', { name: 'Quanto custa uma consulta?' }).click();

  // Assess
  expect(await violacoesGraves(page)).toEqual([]);

  // Act
  await page.goto('/central-ajuda');
  await page.getByRole('button', { name: /^Recursos Técnicos/ }).click();
  await page.getByRole('button', { name: 'Quais arquivos posso enviar?' }).click();

  // Assess
  expect(await violacoesGraves(page)).toEqual([]);
  await context.close();
});
