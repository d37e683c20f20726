/**
 * Build-time only (web/vite.config.ts, prerenderSite): every public page rendered to HTML, so each
 * paints its content from the HTML alone and the browser hydrates it (boot.tsx). A page is public
 * when its route's handle says `prerender` (app/page-route.ts); the build finds the pages the way a
 * visitor would, following the links of the home page and of every public page it reaches, so a
 * public page the site links to is always prerendered (the blog's articles among them). The app's
 * other routes (consultation, payment, account, cockpit) depend on the visitor and are drawn in the
 * browser from the empty app shell.
 */
import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/app.js';
import type { RouteHandle } from './app/page-route.js';
import { queryClient } from './app/query-client.js';
import { routerReady } from './app/router-ready.js';
import { routes } from './app/routes.js';

/** One page: the elements React hoists into <head> (title, description, canonical, stylesheets) and the page itself. */
export interface PaginaRenderizada {
  readonly cabeca: string;
  readonly corpo: string;
}

export interface SitePrerenderizado {
  /** Address → its page, in the order the links reached them. */
  readonly paginas: ReadonlyMap<string, PaginaRenderizada>;
  /** The page of an unknown address. */
  readonly naoEncontrada: PaginaRenderizada;
  /** The app's own route patterns that are not prerendered pages, drawn in the browser. */
  readonly rotasDoApp: readonly string[];
  /** CSP hashes (`'sha256-…'`) of the style attributes in the pages' markup (estilosEmLinha). */
  readonly estilosEmLinha: readonly string[];
}

/**
 * Where the links start, with the public addresses no prerendered link leads to: the sign-in page
 * opens from the account corner, which depends on the browser, and /planos is the price page under
 * the name the journeys use.
 */
const SEMENTES = ['/', '/auth', '/planos'] as const;

/** Any address the route table does not know renders the 404 page. */
const ENDERECO_DESCONHECIDO = '/404';

async function renderizar(caminho: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [caminho] });
  await routerReady(router);
  const erros: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    {
      // One piece: React would otherwise move large parts out of order, behind inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails would be left to the browser to draw: the build fails instead.
      onError: (error) => void erros.push(error),
    },
  );
  router.dispose();
  // Each page starts from an empty cache, and no 5-minute cache timer keeps the build waiting.
  queryClient.clear();
  if (erros.length > 0) throw new Error(`prerender ${caminho}: a página falhou ao renderizar`, { cause: erros[0] });
  return new Response(prelude).text();
}

/** React puts the hoisted head elements first: title, meta and link tags, before the page's own markup. */
const ELEMENTOS_DA_CABECA = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * The markup of `caminho`, lazy parts included (their chunks hydrate them on arrival). Rendered
 * twice: the first pass loads the lazy components, so the second has nothing left to wait for and
 * comes out in order, without the inline scripts React would add for late parts (the site's CSP
 * forbids them).
 */
export async function renderizarPagina(caminho: string): Promise<PaginaRenderizada> {
  await renderizar(caminho);
  const markup = await renderizar(caminho);
  if (markup.includes('<script')) throw new Error(`prerender ${caminho}: uma parte da página ainda esperou algo (script inline)`);
  const cabeca = ELEMENTOS_DA_CABECA.exec(markup)![0];
  return { cabeca, corpo: markup.slice(cabeca.length) };
}

function ehPublica(caminho: string): boolean {
  const rota = matchRoutes(routes, caminho)?.at(-1)?.route;
  return rota?.path !== '*' && (rota?.handle as RouteHandle | undefined)?.prerender === true;
}

/** The site's own addresses a page links to (no files, fragments or queries). */
function links(corpo: string): string[] {
  return [...corpo.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((match) => match[1]!).filter((href) => !/\.[^/]*$/.test(href));
}

/** Every route pattern of the table (React Router syntax), the 404 catch-all aside. */
function padroes(rotas: readonly RouteObject[], pai = ''): string[] {
  return rotas.flatMap((rota) => {
    const caminho = rota.path === undefined ? pai : rota.path.startsWith('/') ? rota.path : `${pai.replace(/\/$/, '')}/${rota.path}`;
    const proprio = rota.path !== undefined && rota.path !== '*' ? [caminho] : [];
    return [...proprio, ...padroes(rota.children ?? [], caminho)];
  });
}

/**
 * The style attributes components put in the markup (Radix's accordion sets a CSS variable, an
 * Amplify icon its size), as CSP hashes. The site's CSP allows styles from its own files only, and
 * a browser applies a style attribute of the HTML only if the policy lists its hash ('unsafe-hashes',
 * infra/lib/security-headers.ts): without them a prerendered page would differ from the one React
 * draws, which sets the same styles through the CSSOM, where the policy does not reach.
 */
export function estilosEmLinha(paginas: Iterable<PaginaRenderizada>): string[] {
  const valores = new Set<string>();
  for (const { corpo } of paginas) for (const [, valor] of corpo.matchAll(/ style="([^"]*)"/g)) valores.add(decodificarAtributo(valor!));
  return [...valores].sort().map((valor) => `'sha256-${createHash('sha256').update(valor).digest('base64')}'`);
}

/** An attribute value as the browser reads it (React escapes these five). */
function decodificarAtributo(valor: string): string {
  return valor.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entidade) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" })[entidade]!);
}

/** Every public page, reached from the seeds through the links of the pages themselves, and the 404 page. */
export async function prerenderizarSite(): Promise<SitePrerenderizado> {
  const paginas = new Map<string, PaginaRenderizada>();
  const fila: string[] = [...SEMENTES];
  while (fila.length > 0) {
    const caminho = fila.shift()!;
    if (paginas.has(caminho)) continue;
    if (!ehPublica(caminho)) throw new Error(`prerender: ${caminho} não é uma página pública (handle.prerender)`);
    const pagina = await renderizarPagina(caminho);
    paginas.set(caminho, pagina);
    for (const destino of links(pagina.corpo)) if (!paginas.has(destino) && ehPublica(destino)) fila.push(destino);
  }
  const naoEncontrada = await renderizarPagina(ENDERECO_DESCONHECIDO);
  // A prerendered address needs no pattern; a pattern with parameters stays (/blog/:id answers the
  // app shell for an id no link names, and the page shows its article).
  const rotasDoApp = [...new Set(padroes(routes))].filter((padrao) => !paginas.has(padrao));
  return { paginas, naoEncontrada, rotasDoApp, estilosEmLinha: estilosEmLinha([...paginas.values(), naoEncontrada]) };
}
