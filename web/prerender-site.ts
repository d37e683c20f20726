/**
 * The build's last step (web/vite.config.ts): every public page prerendered into a file of its own
 * (src/prerender.tsx renders them; this module writes them), the empty app shell for the routes
 * drawn in the browser, the 404 page, robots.txt, sitemap.xml and the route manifest that CloudFront
 * and the local preview map addresses with (shared/schemas/rotas-site.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { MANIFESTO_ROTAS_ARQUIVO, ORIGEM_DO_SITE_MARCADOR, type ManifestoRotas } from '../shared/schemas/rotas-site.js';
import type { PaginaRenderizada } from './src/prerender.js';

const APP_SHELL = '/app.html';
const PAGINA_404 = '/404.html';
/** Where Vite writes its build manifest (build.manifest), read here and removed: nothing serves it. */
const MANIFESTO_VITE = '.vite/manifest.json';

/** Built file by source file (absolute path): Vite's manifest names some sources relative to the root, others absolutely. */
type ArquivosConstruidos = ReadonlyMap<string, string>;

async function lerArquivosConstruidos(webRoot: string, outDir: string): Promise<ArquivosConstruidos> {
  const manifesto = JSON.parse(await readFile(path.join(outDir, MANIFESTO_VITE), 'utf8')) as Record<string, { file: string; src?: string }>;
  return new Map(Object.values(manifesto).flatMap((entrada) => (entrada.src ? [[path.resolve(webRoot, entrada.src), entrada.file] as const] : [])));
}

function arquivoDaPagina(caminho: string): string {
  return caminho === '/' ? '/index.html' : `${caminho}/index.html`;
}

/**
 * Stylesheets a page renders (React 19 `<link rel="stylesheet" precedence>`, e.g. the account
 * forms' Amplify theme) name their source file when prerendered; the built file is in Vite's manifest.
 */
function comEstilosConstruidos(cabeca: string, webRoot: string, construidos: ArquivosConstruidos): string {
  return cabeca.replace(/(<link rel="stylesheet" href=")\/([^"]+\.css)"/g, (_match, inicio: string, fonte: string) => {
    const construido = construidos.get(path.resolve(webRoot, fonte));
    if (!construido) throw new Error(`prerender: a folha de estilo ${fonte} não está no build (import '…?url')`);
    return `${inicio}/${construido}"`;
  });
}

/**
 * One page's HTML: the built index.html with the page's own head (title, description, canonical,
 * stylesheets) in place of the template's title and description, and the page in #root.
 */
function html(modelo: string, pagina: PaginaRenderizada, webRoot: string, construidos: ArquivosConstruidos): string {
  const cabeca = comEstilosConstruidos(pagina.cabeca, webRoot, construidos);
  const semPadrao = modelo.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  if (!semPadrao.includes('<div id="root"></div>')) throw new Error('index.html: <div id="root"></div> não encontrado');
  return semPadrao.replace('</head>', () => `    ${cabeca}\n  </head>`).replace('<div id="root"></div>', () => `<div id="root">${pagina.corpo}</div>`);
}

function robots(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${ORIGEM_DO_SITE_MARCADOR}/sitemap.xml`, ''].join('\n');
}

function sitemap(caminhos: readonly string[]): string {
  const urls = caminhos.map((caminho) => `  <url><loc>${ORIGEM_DO_SITE_MARCADOR}${caminho === '/' ? '/' : caminho}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The Vite plugin: after the client build, renders the site with Vite's SSR loader and writes the files. */
export function prerenderSite(webRoot: string): Plugin {
  let outDir = '';
  return {
    name: 'zapsaude-prerender-site',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: webRoot,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerenderizarSite } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender.js');
        const site = await prerenderizarSite();
        const escrever = async (arquivo: string, conteudo: string) => {
          await mkdir(path.dirname(path.join(outDir, arquivo)), { recursive: true });
          await writeFile(path.join(outDir, arquivo), conteudo);
        };
        const modelo = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const construidos = await lerArquivosConstruidos(webRoot, outDir);

        const paginas: Record<string, string> = {};
        for (const [caminho, pagina] of site.paginas) {
          const arquivo = arquivoDaPagina(caminho);
          paginas[caminho] = arquivo;
          await escrever(arquivo, html(modelo, pagina, webRoot, construidos));
        }
        await escrever(PAGINA_404, html(modelo, site.naoEncontrada, webRoot, construidos));
        // The app's own pages depend on the visitor: an empty #root, and nothing to index.
        await escrever(APP_SHELL, modelo.replace('</head>', '    <meta name="robots" content="noindex" />\n  </head>'));
        await escrever('/robots.txt', robots());
        await escrever('/sitemap.xml', sitemap([...site.paginas.keys()]));

        const manifesto: ManifestoRotas = {
          paginas,
          rotasDoApp: [...site.rotasDoApp],
          app: APP_SHELL,
          naoEncontrada: PAGINA_404,
          comOrigem: [...Object.values(paginas), PAGINA_404, '/robots.txt', '/sitemap.xml'],
          estilosEmLinha: [...site.estilosEmLinha],
        };
        await escrever(`/${MANIFESTO_ROTAS_ARQUIVO}`, `${JSON.stringify(manifesto, null, 2)}\n`);
    await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
      } finally {
        await server.close();
      }
    },
  };
}
