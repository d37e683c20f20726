import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './services-axe.js';

const cards = (page: Page) => page.getByRole('list', { name: 'Médicos encontrados' }).getByRole('article');
const contagem = (page: Page) => page.getByTestId('contagem-medicos');
const busca = (page: Page) => page.getByRole('searchbox', { name: 'Buscar médico' });
const especialidade = (page: Page) => page.getByRole('combobox', { name: 'Especialidade' });

test.describe('diretório de médicos virtuais (/medicos-virtuais)', () => {
  test('mostra os 12 médicos com avaliação, disponibilidade, preço e botão de consulta', async ({ page }) => {
    // Act
    await page.goto('/medicos-virtuais');

    // Assess
    await expect(page.getByRole('heading', { level: 1, name: 'Médicos Virtuais' })).toBeVisible();
    await expect(contagem(page)).toHaveText('12 médicos encontrados');
    await expect(cards(page)).toHaveCount(12);
    const rafael = page.getByRole('article', { name: 'Dr. Rafael Monteiro' });
    await expect(rafael.getByText('Clínica Geral', { exact: true })).toBeVisible();
    // The AI personas carry no council registration: a CRM would suggest a real physician.
    await expect(rafael.getByText(/CRM/)).toHaveCount(0);
    await expect(rafael.getByText('(127 avaliações)', { exact: true })).toBeVisible();
    await expect(rafael.getByText('Disponível Agora', { exact: true })).toBeVisible();
    await expect(rafael.getByText(/^R\$\s19,90$/)).toBeVisible();
    await expect(rafael.getByText('Idiomas:', { exact: true })).toBeVisible();
    await expect(rafael.getByText('RM', { exact: true })).toBeVisible();
    // The doctor's own availability text wins over the default one (docs/regras-do-produto.md#the-twelve-doctors).
    await expect(page.getByRole('article', { name: 'Dra. Renata Barros' }).getByText('Resposta em até 2 min', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Dra. Larissa Moura' }).getByText('Disponível 24h', { exact: true })).toBeVisible();

    // Act: without a free consultation, the main button pays for one (docs/regras-do-produto.md#the-twelve-doctors).
    await rafael.getByRole('button', { name: /Pagar e Consultar/ }).click();

    // Assess
    await expect(page).toHaveURL(/\/cadastro-pagamento$/);
  });

  test('busca por nome e por especialidade, sem diferenciar acentos nem maiúsculas, com contagem no singular', async ({ page }) => {
    // Prepare
    await page.goto('/medicos-virtuais');

    // Act + Assess: by name, lower case and without accent.
    await busca(page).fill('patricia');
    await expect(contagem(page)).toHaveText('1 médico encontrado');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Dra. Patrícia Lima');

    // By specialty, without accent and in upper case.
    await busca(page).fill('CLINICA');
    await expect(contagem(page)).toHaveText('1 médico encontrado');
    await expect(cards(page).first()).toHaveAccessibleName('Dr. Rafael Monteiro');

    // A part shared by several specialties: plural wording.
    await busca(page).fill('logia');
    await expect(contagem(page)).toHaveText('8 médicos encontrados');
    await expect(cards(page)).toHaveCount(8);

    // Accents typed by the user where the data has none, and the other way round.
    await busca(page).fill('GÁSTRO');
    await expect(contagem(page)).toHaveText('1 médico encontrado');
    await expect(cards(page).first()).toHaveAccessibleName('Dr. Eduardo Nogueira');
    await busca(page).fill('andre');
    await expect(cards(page).first()).toHaveAccessibleName('Dr. André Carvalho');
  });

  test('filtra pelo menu de especialidades e combina com a busca', async ({ page }) => {
    // Prepare
    await page.goto('/medicos-virtuais');
    await expect(especialidade(page)).toHaveValue('todas');
    await expect(especialidade(page).locator('option').first()).toHaveText('Todas as especialidades');

    // Act
    await especialidade(page).selectOption({ label: 'Dermatologia' });

    // Assess
    await expect(contagem(page)).toHaveText('1 médico encontrado');
    await expect(cards(page).first()).toHaveAccessibleName('Dra. Larissa Moura');
    await expect(page).toHaveURL(/especialidade=dermatologia/);

    // Act: a search that does not match the chosen specialty.
    await busca(page).fill('cardio');

    // Assess
    await expect(contagem(page)).toHaveText('0 médicos encontrados');

    // Act: back to every specialty.
    await especialidade(page).selectOption('todas');

    // Assess
    await expect(contagem(page)).toHaveText('1 médico encontrado');
    await expect(cards(page).first()).toHaveAccessibleName('Dra. Beatriz Almeida');
  });

  test('mostra o estado vazio e "Limpar Filtros" devolve a lista completa', async ({ page }) => {
    // Prepare
    await page.goto('/medicos-virtuais');
    await especialidade(page).selectOption({ label: 'Pediatria' });
    await busca(page).fill('ortopedista de gatos');

    // Assess
    await expect(page.getByRole('heading', { name: 'Nenhum médico encontrado' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // Act
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();

    // Assess
    await expect(busca(page)).toHaveValue('');
    await expect(busca(page)).toBeFocused();
    await expect(especialidade(page)).toHaveValue('todas');
    await expect(contagem(page)).toHaveText('12 médicos encontrados');
    await expect(cards(page)).toHaveCount(12);
  });

  test('sem vídeo de apresentação configurado, nenhum cartão oferece vídeo nem chama o provedor', async ({ page }) => {
    // Prepare: count requests to the video host. The presentations come from shared/conteudo.ts, empty
    // until the product has real videos; the dialog itself is covered by test/unit/conteudo.test.tsx.
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });

    // Act
    await page.goto('/medicos-virtuais');
    await expect(cards(page)).toHaveCount(12);

    // Assess
    await expect(page.getByRole('button', { name: /Ver apresentação/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });

  test('não tem violações de acessibilidade sérias ou críticas', async ({ page }) => {
    await page.goto('/medicos-virtuais');
    await expect(cards(page)).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    await busca(page).fill('nada disso');
    await expect(page.getByRole('heading', { name: 'Nenhum médico encontrado' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
