/**
 * The first interaction on a prerendered page, before the app has started, in Chromium with the CPU
 * slowed 4× (Lighthouse's mobile factor): the header's menu toggle, Camila's launcher, the cookie
 * notice's two buttons and "1º Consulta Grátis". Each is a fresh page, loaded, then one real click
 * (press and release of the mouse) while the app has not run yet (it starts at the first press,
 * web/src/main.tsx). The figure is the interaction's latency as the Core Web Vitals measure it
 * (INP: the Event Timing API's duration, from the press to the next paint after its handlers),
 * checked against what the visitor must see: the menu open, Camila's window, the notice gone, the
 * promo button waiting for the app (its dialog needs the app: the time until it opens is printed too).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';

export interface PrimeiraInteracao {
  readonly nome: string;
  /** Median over the runs of the interaction's latency (INP), ms. */
  readonly latenciaMs: number;
  readonly execucoes: readonly number[];
  /** Runs where React had already taken the page over when the answer showed (should be none). */
  readonly appJaIniciado: number;
  /** For an interaction whose full answer needs the app: median time from the click until it is there. */
  readonly ateOAppMs?: number;
}

interface Caso {
  readonly nome: string;
  readonly rota: string;
  /** localStorage before the page loads: the cookie notice shows only to who has not chosen. */
  readonly escolhaCookies?: 'true';
  readonly botao: (page: Page) => ReturnType<Page['getByRole']>;
  /** What the visitor sees at once. */
  readonly resposta: string;
  /** What only the app brings, if the answer at once is a wait. */
  readonly completo?: (page: Page) => ReturnType<Page['getByRole']>;
}

const casos: readonly Caso[] = [
  {
    nome: 'Menu (abrir)',
    rota: '/',
    escolhaCookies: 'true',
    botao: (page) => page.getByRole('button', { name: 'Abrir menu' }),
    resposta: '#menu-movel:not([hidden])',
  },
  {
    nome: 'Camila (abrir a janela)',
    rota: '/',
    escolhaCookies: 'true',
    botao: (page) => page.getByRole('button', { name: 'Precisa de Ajuda?' }),
    resposta: '#camila-janela:not([hidden])',
  },
  {
    nome: 'Cookies: Aceitar',
    rota: '/',
    botao: (page) => page.getByRole('button', { name: 'Aceitar cookies' }),
    resposta: '#aviso-cookies[hidden]',
  },
  {
    nome: 'Cookies: Rejeitar',
    rota: '/',
    botao: (page) => page.getByRole('button', { name: 'Rejeitar' }),
    resposta: '#aviso-cookies[hidden]',
  },
  {
    nome: '1º Consulta Grátis',
    rota: '/medicos-virtuais',
    escolhaCookies: 'true',
    botao: (page) => page.getByRole('button', { name: '1º Consulta Grátis' }),
    resposta: '[data-aguardando-app]',
    // By name: Camila's window, hidden, is a dialog of the page too.
    completo: (page) => page.getByRole('dialog', { name: '1º Consulta Grátis' }),
  },
];

const mediana = (valores: readonly number[]): number => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)]!;

async function uma(browser: Browser, siteUrl: string, caso: Caso): Promise<{ latencia: number; appJaIniciado: boolean; ateOApp?: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
  try {
    await context.addInitScript((escolha) => {
      if (escolha) window.localStorage.setItem('cookies-accepted', escolha);
      const eventos: Array<{ interacao: number; duracao: number }> = [];
      (window as unknown as { __interacoes: typeof eventos }).__interacoes = eventos;
      new PerformanceObserver((lista) => {
        // interactionId: Event Timing Level 2, which TypeScript's DOM types do not have yet.
        for (const entrada of lista.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
          if (entrada.interactionId) eventos.push({ interacao: entrada.interactionId, duracao: entrada.duration });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    }, caso.escolhaCookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${siteUrl}${caso.rota.slice(1)}`, { waitUntil: 'load' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The press starts the app; the mouse is moved first, as a visitor's pointer would be.
    const caixa = (await caso.botao(page).boundingBox())!;
    await page.mouse.move(caixa.x + caixa.width / 2, caixa.y + caixa.height / 2);
    const clicadoEm = Date.now();
    await page.mouse.down();
    await page.mouse.up();
    await page.locator(caso.resposta).first().waitFor({ state: 'attached', timeout: 15_000 });
    const appJaIniciado = await page.evaluate(() =>
      Object.keys(document.querySelector('#root > div') ?? {}).some((chave) => chave.startsWith('__reactFiber$')),
    );
    let ateOApp: number | undefined;
    if (caso.completo) {
      await caso.completo(page).waitFor({ state: 'visible', timeout: 30_000 });
      ateOApp = Date.now() - clicadoEm;
    }
    // Event Timing reports an interaction once its next paint is done.
    await page.waitForFunction(() => (window as unknown as { __interacoes: unknown[] }).__interacoes.length > 0, undefined, { timeout: 10_000 });
    const eventos = await page.evaluate(() => (window as unknown as { __interacoes: Array<{ interacao: number; duracao: number }> }).__interacoes);
    const primeira = eventos[0]!.interacao;
    const latencia = Math.max(...eventos.filter((evento) => evento.interacao === primeira).map((evento) => evento.duracao));
    return { latencia, appJaIniciado, ...(ateOApp === undefined ? {} : { ateOApp }) };
  } finally {
    await context.close();
  }
}

/** Each interaction `execucoes` times, each in a fresh page. */
export async function benchPrimeiraInteracao(siteUrl: string, execucoes = 5): Promise<PrimeiraInteracao[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const resultados: PrimeiraInteracao[] = [];
    for (const caso of casos) {
      const medidas = [];
      for (let execucao = 0; execucao < execucoes; execucao += 1) medidas.push(await uma(browser, siteUrl, caso));
      const ateOApp = medidas.flatMap((medida) => (medida.ateOApp === undefined ? [] : [medida.ateOApp]));
      resultados.push({
        nome: caso.nome,
        latenciaMs: mediana(medidas.map((medida) => medida.latencia)),
        execucoes: medidas.map((medida) => Math.round(medida.latencia)),
        appJaIniciado: medidas.filter((medida) => medida.appJaIniciado).length,
        ...(ateOApp.length > 0 ? { ateOAppMs: mediana(ateOApp) } : {}),
      });
    }
    return resultados;
  } finally {
    await browser.close();
  }
}
