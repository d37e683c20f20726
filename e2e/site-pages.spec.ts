import { expect, test, type Page } from '@playwright/test';

/** Visitors who already chose about cookies, so the banner does not cover the page. */
async function semAvisoDeCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
}

const PRECO = 'R$\u00a019,90';

test.describe('páginas públicas de informação', () => {
  const paginas: { path: string; titulo: string | RegExp; textos: (string | RegExp)[] }[] = [
    {
      path: '/sobre-nos',
      titulo: 'Saúde acessível, a qualquer hora',
      textos: [
        'Nossa missão',
        'Atendimento humanizado',
        'Segurança e privacidade',
        'Acessibilidade',
        'Excelência',
        'CEO e cofundador',
        'Diretora médica',
        'CTO',
        'Nossos números',
        '15+',
        '10k+',
        '98%',
      ],
    },
    {
      path: '/como-funciona',
      titulo: 'Sua consulta em quatro passos',
      textos: [
        'Escolha o especialista',
        `Pague ${PRECO}`,
        'Inicie a consulta',
        'Receba o pré-diagnóstico e a receita',
        'Disponível 24/7',
        'Seguro e confiável',
        'Download da receita',
        'As receitas são válidas?',
        'Posso enviar exames e imagens?',
        'É seguro?',
      ],
    },
    {
      path: '/valores',
      titulo: 'Um preço simples e justo',
      textos: ['Pagamento único', 'Sem assinatura', 'Sem taxas escondidas', 'Sem limite de consultas', 'ZAP19', 'PIX', 'Boleto', 'Cartão de Crédito'],
    },
    { path: '/planos', titulo: 'Um preço simples e justo', textos: [`${PRECO} por consulta.`] },
    { path: '/verificador-sintomas', titulo: 'Entenda seus sintomas em poucos minutos', textos: ['Iniciar Entrevista Grátis', 'SAMU (192)'] },
    { path: '/midias', titulo: 'Notícias e conteúdos', textos: ['Do nosso blog', 'Ver todos os artigos', 'Na imprensa', 'Fonte: Revista Saúde Digital'] },
    { path: '/faq', titulo: 'Perguntas Frequentes', textos: ['Geral', 'Valores', 'Atendimento', 'Privacidade e Segurança'] },
    { path: '/central-ajuda', titulo: 'Como podemos ajudar?', textos: ['Suporte 24/7', 'Primeiros Passos', 'Consulta Virtual', 'Recursos Técnicos'] },
    { path: '/termos-uso', titulo: 'Termos de Uso', textos: ['Última atualização: 23 de junho de 2025', 'ICP-Brasil', 'CFM 2.314/2022', 'SAMU (192)'] },
    {
      path: '/politica-privacidade',
      titulo: 'Política de Privacidade',
      textos: ['Última atualização: 19 de junho de 2024', 'art. 11', 'Lei 13.787/2018', 'em até 15 dias'],
    },
    {
      path: '/lgpd',
      titulo: 'LGPD: Proteção de Dados Pessoais',
      textos: ['Última atualização: 19 de junho de 2024', 'Seus direitos como titular (art. 18)', 'Respondemos em até 15 dias', '20 anos'],
    },
    {
      path: '/cookies',
      titulo: 'Política de Cookies',
      textos: ['Última atualização: 19 de junho de 2024', 'O que são cookies', 'Cookies de terceiros', 'até 2 anos'],
    },
    { path: '/blog', titulo: 'Saúde em dia', textos: ['Telemedicina no Brasil', 'Ansiedade: quando é hora de procurar ajuda', 'Mais artigos'] },
  ];

  for (const pagina of paginas) {
    test(`${pagina.path} mostra o título e os textos principais`, async ({ page }) => {
      // Prepare
      await semAvisoDeCookies(page);

      // Act
      await page.goto(pagina.path);

      // Assess
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagina.titulo);
      for (const texto of pagina.textos) await expect(page.getByText(texto).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('suporte@zapsaude.com.br');
    });
  }

  test('a página inicial tem as seções, o cartão de preço, as operadoras e o rodapé', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);

    // Act
    await page.goto('/');

    // Assess
    for (const id of ['inicio', 'como-funciona', 'consulta', 'contato']) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Converse com um Médico Agora' }).first()).toHaveAttribute('href', '/sala-atendimento');
    await expect(page.locator('#inicio').getByRole('link', { name: 'Como Funciona' })).toHaveAttribute('href', '#como-funciona');
    await expect(page.getByRole('heading', { name: 'Consulta Individual' })).toBeVisible();
    await expect(page.locator('#consulta')).toContainText(PRECO);
    await expect(page.getByRole('link', { name: 'Escolher Médico' })).toHaveAttribute('href', '/sala-atendimento');
    for (const claim of ['15+', '10k+', '98%', '24/7']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Operadoras de saúde em processo de credenciamento.')).toBeVisible();
    await expect(page.getByTestId('visitantes-online').first()).toBeAttached();
    const rodape = page.getByRole('contentinfo');
    for (const seguidores of ['25.3K', '12.8K', '18.5K']) await expect(rodape).toContainText(seguidores);
    await expect(rodape.getByRole('link', { name: 'suporte@zapsaude.com.br' })).toHaveAttribute('href', 'mailto:suporte@zapsaude.com.br');
    for (const [nome, destino] of [
      ['Como Funciona', '/como-funciona'],
      ['Médicos Virtuais', '/medicos-virtuais'],
      ['Sobre Nós', '/sobre-nos'],
      ['Central de Ajuda', '/central-ajuda'],
      ['Contato', '/contato'],
      ['Perguntas Frequentes (FAQ)', '/faq'],
    ] as const) {
      await expect(rodape.getByRole('link', { name: nome, exact: true })).toHaveAttribute('href', destino);
    }
    await expect(rodape).toContainText('pré-diagnóstico gerado por inteligência artificial');
  });

  test('sem vídeo configurado, a página inicial mostra o destaque sem botão de vídeo e não chama o provedor', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const pedidosDeVideo: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) pedidosDeVideo.push(request.url());
    });

    // Act
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    // Assess: the hero is whole (title and both buttons), with nothing to play.
    const destaque = page.locator('#inicio');
    await expect(destaque.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(destaque.getByRole('link', { name: 'Como Funciona' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assistir vídeo' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(pedidosDeVideo).toEqual([]);
  });

  test('/midias mostra artigos do blog e a imprensa, sem vídeos inventados', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await page.goto('/midias');

    // Act
    const artigos = page.getByRole('region', { name: 'Do nosso blog' });
    await expect(artigos.getByRole('article')).toHaveCount(3);
    await artigos.getByRole('link').filter({ hasText: 'Telemedicina no Brasil' }).click();

    // Assess: the article opens on this site; /midias had no player.
    await expect(page).toHaveURL(/\/blog\/1$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: /^Assistir vídeo/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('o verificador de sintomas abre a nossa entrevista em nova aba', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);

    // Act
    await page.goto('/verificador-sintomas');

    // Assess
    const botao = page.getByRole('link', { name: /Iniciar Entrevista Grátis/ });
    await expect(botao).toHaveAttribute('target', '_blank');
    await expect(botao).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(botao).toHaveAttribute('href', '/entrevista-sintomas');
  });

  test('o artigo do blog mostra categoria, autor, data, leitura, visualizações e a chamada final', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);

    // Act
    await page.goto('/blog/1');

    // Assess
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Telemedicina no Brasil/);
    await expect(page.getByText('Telemedicina', { exact: true })).toBeVisible();
    await expect(page.getByText('Dra. Cristina Vasconcelos')).toBeVisible();
    await expect(page.getByText('10 de junho de 2025')).toBeVisible();
    await expect(page.getByText('6 min de leitura')).toBeVisible();
    await expect(page.getByText('1.234 visualizações')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'O que diz a regulamentação' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'O paciente deve consentir' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Médicos Virtuais' })).toHaveAttribute('href', '/medicos-virtuais');
    await expect(page.getByRole('link', { name: 'Voltar para o blog' }).first()).toHaveAttribute('href', '/blog');
  });

  test('um artigo desconhecido mostra o artigo 1, e o slug também abre o artigo', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);

    // Act and Assess
    await page.goto('/blog/nao-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Telemedicina no Brasil/);
    await page.goto('/blog/ansiedade-quando-procurar-ajuda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ansiedade: quando é hora de procurar ajuda');
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Febre em crianças: sinais de alerta que pedem atendimento' }).click();
    await expect(page).toHaveURL(/\/blog\/5$/);
  });

  test('um endereço inexistente mostra a página 404 e registra o caminho no console', async ({ page }) => {
    // Prepare
    await semAvisoDeCookies(page);
    const erros: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') erros.push(message.text());
    });

    // Act
    await page.goto('/pagina-que-nao-existe');

    // Assess
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => erros.some((erro) => erro.includes('/pagina-que-nao-existe'))).toBe(true);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('os documentos legais do rodapé abrem em nova aba', async ({ page, context }) => {
    // Prepare
    await semAvisoDeCookies(page);
    await page.goto('/sobre-nos');
    const rodape = page.getByRole('contentinfo');

    for (const [nome, caminho, titulo] of [
      ['Termos de Uso', '/termos-uso', 'Termos de Uso'],
      ['Política de Privacidade', '/politica-privacidade', 'Política de Privacidade'],
      ['LGPD', '/lgpd', 'LGPD: Proteção de Dados Pessoais'],
      ['Política de Cookies', '/cookies', 'Política de Cookies'],
    ] as const) {
      const link = rodape.getByRole('link', { name: new RegExp(`^${nome}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      // Act
      const [aba] = await Promise.all([context.waitForEvent('page'), link.click()]);

      // Assess
      await aba.waitForLoadState();
      expect(new URL(aba.url()).pathname).toBe(caminho);
      await expect(aba.getByRole('heading', { level: 1 })).toHaveText(titulo);
      await aba.close();
    }
    expect(new URL(page.url()).pathname).toBe('/sobre-nos');
  });
});

test.describe('visita direta num celular', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // Pages whose code arrives after the frame, pages that redirect, and the one-card state screens:
  // the footer must wait below the fold while they load, not jump on screen (CLS).
  for (const caminho of ['/faq', '/sobre-nos', '/perfil', '/agendar-consulta', '/chat-seguro']) {
    test(`${caminho} carrega sem deslocar o que está na tela`, async ({ page }) => {
      // Prepare
      await semAvisoDeCookies(page);
      await page.addInitScript(() => {
        const deslocamentos: number[] = [];
        Object.assign(window, { __deslocamentos: deslocamentos });
        new PerformanceObserver((lista) => {
          for (const entrada of lista.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entrada.hadRecentInput) deslocamentos.push(entrada.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      // Act
      await page.goto(caminho);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      // Assess: "good" CLS is ≤ 0.1; these pages stay well under it.
      const cls = await page.evaluate(() => (window as unknown as { __deslocamentos: number[] }).__deslocamentos.reduce((a, b) => a + b, 0));
      expect(cls).toBeLessThan(0.05);
    });
  }
});
