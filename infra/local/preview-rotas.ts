/**
 * The local preview of the production build answers addresses as CloudFront does: the same route
 * function (infra/lib/rotas-site.cloudfront.js, made from the build's rotas.json) runs here for
 * both viewer events, so a prerendered page, the app shell and the 404 page (status 404) are chosen
 * by the code that chooses them in AWS. Where the deployment writes the distribution's address in
 * the prerendered files (canonical links, sitemap, robots.txt), this writes the address it serves.
 * And as the site's behaviour does (`compress: true`), text files are sent compressed (Brotli or gzip,
 * as the browser accepts, from 1 KB), so a page weighs here what it weighs from CloudFront.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import compression from 'compression';
import type { Connect, Plugin } from 'vite';
import { ORIGEM_DO_SITE_MARCADOR } from '#shared/schemas/rotas-site.js';
import { codigoFuncaoRotas, lerManifestoRotas } from '../lib/rotas-site.js';

/** The part of CloudFront's event for a viewer function that the route function reads. */
export interface EventoDeVisualizacao {
  readonly context: { readonly eventType: 'viewer-request' | 'viewer-response' };
  readonly request: { uri: string };
  readonly response?: { statusCode: number; statusDescription?: string };
}

export type FuncaoDeRotas = (evento: EventoDeVisualizacao) => { uri?: string; statusCode?: number };

/** A route function's code evaluated as CloudFront would: in a global scope of its own. */
export function avaliarFuncaoRotas(codigo: string): FuncaoDeRotas {
  return vm.runInNewContext(`${codigo}\nhandler;`, {}) as FuncaoDeRotas;
}

/** The CloudFront function of this build. */
export function carregarFuncaoRotas(distDir: string): FuncaoDeRotas {
  return avaliarFuncaoRotas(codigoFuncaoRotas(lerManifestoRotas(distDir)));
}

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Routes of the local API and config, which CloudFront sends to other behaviours. */
function deOutroComportamento(caminho: string): boolean {
  return caminho.startsWith('/api/') || caminho === '/api' || caminho === '/config.json';
}

/** Vite plugin for `vite preview`: the route function in front of the static files. */
export function previewRotas(distDir: string): Plugin {
  const funcao = carregarFuncaoRotas(distDir);
  const comOrigem = new Set(lerManifestoRotas(distDir).comOrigem);
  return {
    name: 'zapsaude-preview-rotas',
    configurePreviewServer(server) {
      const comprimir = compression({
        // The API and config.json are other behaviours (the chat's stream must not be buffered).
        filter: (request, response) => !deOutroComportamento(new URL(request.url ?? '/', 'http://preview.local').pathname) && compression.filter(request, response),
      });
      // Its types are Express's; it is a Connect middleware, which is what Vite's server runs.
      server.middlewares.use(comprimir as unknown as Connect.NextHandleFunction);
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const url = new URL(request.url ?? '/', 'http://preview.local');
        if ((request.method !== 'GET' && request.method !== 'HEAD') || deOutroComportamento(url.pathname)) return next();
        const original = { uri: url.pathname };
        const { uri = url.pathname } = funcao({ context: { eventType: 'viewer-request' }, request: { ...original } });
        const tipo = TIPOS[path.extname(uri)];
        if (!tipo) {
          // A built asset: Vite's static server answers it, as the bucket does; a missing one is an
          // error as in the bucket, never a page in its place (Vite's own fallback would send index.html).
          void stat(path.join(distDir, uri))
            .then((arquivo) => arquivo.isFile(), () => false)
            .then((existe) => {
              if (existe) {
                request.url = `${uri}${url.search}`;
                return next();
              }
              response.statusCode = 404;
              response.setHeader('content-type', 'text/plain; charset=utf-8');
              response.end('Não encontrado');
            });
          return;
        }
        readFile(path.join(distDir, uri), 'utf8').then(
          (conteudo) => {
            const { statusCode = 200 } = funcao({ context: { eventType: 'viewer-response' }, request: original, response: { statusCode: 200 } });
            const origem = `http://${request.headers.host ?? 'localhost'}`;
            const corpo = comOrigem.has(uri) ? conteudo.replaceAll(ORIGEM_DO_SITE_MARCADOR, origem) : conteudo;
            response.statusCode = statusCode;
            response.setHeader('content-type', tipo);
            // As the deployment's: HTML and the other public files revalidate on every load.
            response.setHeader('cache-control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : corpo);
          },
          (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? next() : next(error)),
        );
      });
    },
  };
}
