/**
 * The public site (bench part `site`), on the production build served as CloudFront serves it:
 *   - the gzip JavaScript `/` loads before its first paint, and the app it fetches after;
 *   - Lighthouse (mobile, simulated throttling) on every public route the build prerendered (its
 *     rotas.json), the median of three runs each by score, as Lighthouse's guidance suggests on a
 *     noisy machine: performance, LCP, CLS, TBT and SEO; and on the 404 page (performance only: a
 *     page answered 404 is not for search engines);
 *   - the first interaction before the app has started (primeira-interacao.ts);
 *   - the cost of the app's start after the first gesture (home-app-start.ts).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MANIFESTO_ROTAS_ARQUIVO, manifestoRotasSchema } from '#shared/schemas/rotas-site.js';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { homeAppStart } from './home-app-start.js';
import { line } from './linha.js';
import { benchPrimeiraInteracao } from './primeira-interacao.js';

/** The issue's targets for every public route. */
export const METAS_SITE = { desempenho: 95, lcpMs: 1500, cls: 0.02, seo: 100, primeiraInteracaoMs: 200 } as const;

/** One route's Lighthouse figures. */
interface FigurasLighthouse {
  readonly desempenho: number;
  readonly lcp: number;
  readonly cls: number;
  readonly tbt: number;
  /** null where SEO is not measured (the 404 page). */
  readonly seo: number | null;
  readonly seoFalhas: readonly string[];
}

async function gzipBytes(distDir: string, files: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const file of new Set(files)) bytes += gzipSync(await readFile(path.join(distDir, file))).length;
  return bytes;
}

/** `file` and every chunk it imports statically, transitively (paths under the build, '/assets/...'). */
async function withStaticImports(distDir: string, file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(path.join(distDir, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+\w+\s*from\s*)?"(\.\/[^"]+\.js)"/g)) {
    await withStaticImports(distDir, path.posix.join(path.posix.dirname(file), match[1]!), seen);
  }
  return seen;
}

/**
 * `beforePaint`: the scripts and modulepreloads of index.html. `app`: what the entry imports once
 * the prerendered page has been painted (web/src/main.tsx) with all its static imports, i.e. what
 * `/` needs to become interactive.
 */
async function initialJavaScriptGzip(distDir: string): Promise<{ beforePaint: number; app: number }> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const dynamicImports = async (file: string) =>
    [...(await readFile(path.join(distDir, file), 'utf8')).matchAll(/import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g)].map((match) =>
      path.posix.join(path.posix.dirname(file), match[1]!),
    );
  const app = new Set<string>();
  for (const file of files) {
    for (const boot of await dynamicImports(file)) {
      await withStaticImports(distDir, boot, app);
      // The boot module evaluates the app in steps (web/src/boot.tsx): its own imports are the app too.
      for (const step of await dynamicImports(boot)) await withStaticImports(distDir, step, app);
    }
  }
  return { beforePaint: await gzipBytes(distDir, files), app: await gzipBytes(distDir, app) };
}

async function lighthouseDaRota(port: number, url: string, comSeo: boolean): Promise<FigurasLighthouse> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: comSeo ? ['performance', 'seo'] : ['performance'],
    // Lighthouse refuses a page answered 4xx unless told: the 404 page's status is the point.
    ignoreStatusCode: !comSeo,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse não retornou resultado para ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse não mediu ${url}: ${lhr.runtimeError.code}`);
  const seo = comSeo ? lhr.categories.seo : undefined;
  return {
    desempenho: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    seo: seo ? Math.round((seo.score ?? 0) * 100) : null,
    seoFalhas: seo ? seo.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id) : [],
  };
}

const cumpreMetas = (figuras: FigurasLighthouse) =>
  figuras.desempenho >= METAS_SITE.desempenho &&
  figuras.lcp <= METAS_SITE.lcpMs &&
  figuras.cls <= METAS_SITE.cls &&
  (figuras.seo === null || figuras.seo >= METAS_SITE.seo);

async function lighthouseEmCadaRota(siteUrl: string, distDir: string): Promise<void> {
  // The build's own list of prerendered pages (web/prerender-site.ts), and an address nobody has.
  const manifesto = manifestoRotasSchema.parse(JSON.parse(await readFile(path.join(distDir, MANIFESTO_ROTAS_ARQUIVO), 'utf8')));
  const rotas = [...Object.keys(manifesto.paginas).map((rota) => ({ rota, comSeo: true })), { rota: '/endereco-que-nao-existe', comSeo: false }];
  const execucoes = Number(process.env.LIGHTHOUSE_EXECUCOES ?? 3);
  console.log(
    `\nLighthouse mobile, mediana de ${execucoes} por rota (metas: desempenho ≥ ${METAS_SITE.desempenho}, LCP ≤ 1,5 s, CLS ≤ 0,02, SEO ${METAS_SITE.seo})`,
  );
  console.log(`  ${'rota'.padEnd(30)} ${'desemp.'.padStart(7)} ${'LCP'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'SEO'.padStart(4)}  execuções`);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  let dentro = 0;
  try {
    for (const { rota, comSeo } of rotas) {
      const runs: FigurasLighthouse[] = [];
      for (let run = 0; run < execucoes; run += 1) runs.push(await lighthouseDaRota(chrome.port, `${siteUrl}${rota}`, comSeo));
      const mediana = [...runs].sort((a, b) => a.desempenho - b.desempenho)[Math.floor(runs.length / 2)]!;
      const cumpre = cumpreMetas(mediana);
      if (cumpre) dentro += 1;
      console.log(
        [
          `  ${(comSeo ? rota : `${rota} (404)`).padEnd(30)}`,
          String(mediana.desempenho).padStart(7),
          `${(mediana.lcp / 1000).toFixed(2)} s`.padStart(7),
          mediana.cls.toFixed(3).padStart(6),
          `${Math.round(mediana.tbt)} ms`.padStart(7),
          (mediana.seo === null ? '—' : String(mediana.seo)).padStart(4),
          ` ${runs.map((run) => run.desempenho).join(' ')}`,
          cumpre ? '' : '  ← fora da meta',
          mediana.seoFalhas.length > 0 ? ` (SEO: ${mediana.seoFalhas.join(', ')})` : '',
        ].join(' '),
      );
    }
  } finally {
    await chrome.kill();
  }
  line('Rotas dentro das metas', `${dentro} de ${rotas.length}`);
  console.log(`  carga da máquina (1 min): ${os.loadavg()[0]!.toFixed(2)} em ${os.cpus().length} CPUs`);
}

export async function benchSite(siteUrl: string, distDir: string): Promise<void> {
  const js = await initialJavaScriptGzip(distDir);
  line('JS inicial de / (gzip, antes da 1ª pintura)', `${(js.beforePaint / 1024).toFixed(1)} KiB`, '≤ 120 KiB');
  line('JS do app de / (gzip, após a 1ª pintura)', `${(js.app / 1024).toFixed(1)} KiB`);

  await lighthouseEmCadaRota(siteUrl.replace(/\/$/, ''), distDir);

  console.log('\nPrimeira interação antes de o app iniciar (CPU 4×; INP pela Event Timing API; mediana de 5)');
  for (const figura of await benchPrimeiraInteracao(siteUrl)) {
    line(`  ${figura.nome}`, `${Math.round(figura.latenciaMs)} ms`, `≤ ${METAS_SITE.primeiraInteracaoMs} ms`);
    console.log(
      `    execuções: ${figura.execucoes.join(', ')} ms; app já iniciado ao responder: ${figura.appJaIniciado} de ${figura.execucoes.length}${
        figura.ateOAppMs === undefined ? '' : `; o diálogo, que o app traz, aberto em ${Math.round(figura.ateOAppMs)} ms`
      }`,
    );
  }

  // The app itself starts after Lighthouse's window (first gesture or a few seconds after load):
  // its cost, measured from the first gesture.
  const start = await homeAppStart(siteUrl);
  console.log('');
  line('Início do app em / após o 1º gesto (CPU 4×)', `${Math.round(start.blockingMs)} ms`, 'tempo bloqueado, mediana de 3');
  line('  maior tarefa', `${Math.round(start.longestTaskMs)} ms`);
}
