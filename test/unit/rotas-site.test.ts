/**
 * The route function (infra/lib/rotas-site.cloudfront.js, made by codigoFuncaoRotas): the address a
 * viewer asks for → the file CloudFront fetches from the bucket, and the 404 status, evaluated as
 * CloudFront and the local preview evaluate it, in a global scope of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  codigoFuncaoRotas,
  FuncaoRotasGrandeDemaisError,
  lerManifestoRotas,
  ManifestoRotasInvalidoError,
  TAMANHO_MAXIMO_FUNCAO_BYTES,
} from '#infra/lib/rotas-site.js';
import { avaliarFuncaoRotas, type EventoDeVisualizacao } from '#infra/local/preview-rotas.js';
import { MANIFESTO_ROTAS_ARQUIVO, type ManifestoRotas } from '#shared/schemas/rotas-site.js';

/** Shaped as the build writes it (web/prerender-site.ts), with a few of the site's pages and routes. */
const manifesto: ManifestoRotas = {
  paginas: {
    '/': '/index.html',
    '/faq': '/faq/index.html',
    '/sobre-nos': '/sobre-nos/index.html',
    '/blog': '/blog/index.html',
    '/blog/1': '/blog/1/index.html',
  },
  rotasDoApp: ['/blog/:id', '/chat', '/perfil', '/pagamento/sucesso', '/chat/:medicoId', '/medico', '/medico/casos/:consultaId'],
  app: '/app.html',
  naoEncontrada: '/404.html',
  comOrigem: ['/index.html', '/faq/index.html', '/sobre-nos/index.html', '/blog/index.html', '/blog/1/index.html', '/404.html', '/robots.txt', '/sitemap.xml'],
  estilosEmLinha: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
};

/** An event as CloudFront hands it to a viewer function (CloudFront Developer Guide, "CloudFront Functions event structure"). */
function eventoCloudFront(eventType: 'viewer-request' | 'viewer-response', uri: string, statusCode = 200): EventoDeVisualizacao {
  const evento = {
    version: '1.0',
    context: { distributionDomainName: 'd111111abcdef8.cloudfront.net', distributionId: 'EDFDVBD6EXAMPLE', eventType, requestId: 'EXAMPLE==' },
    viewer: { ip: '198.51.100.11' },
    request: { method: 'GET', uri, querystring: {}, headers: { host: { value: 'd111111abcdef8.cloudfront.net' } }, cookies: {} },
    response: { statusCode, statusDescription: 'OK', headers: {}, cookies: {} },
  };
  return eventType === 'viewer-request' ? { ...evento, response: undefined } : evento;
}

const funcao = avaliarFuncaoRotas(codigoFuncaoRotas(manifesto));

/** The file CloudFront fetches for `uri` (viewer-request). */
const arquivo = (uri: string) => funcao(eventoCloudFront('viewer-request', uri)).uri;
/** The status the viewer gets for `uri` when the bucket answered `statusCode` (viewer-response). */
const status = (uri: string, statusCode = 200) => funcao(eventoCloudFront('viewer-response', uri, statusCode)).statusCode;

/** [address, file, status] for each address, as the function answers them. */
const respostas = (enderecos: readonly string[]) => enderecos.map((uri) => [uri, arquivo(uri), status(uri)]);

describe('the route function (rotas-site.cloudfront.js)', () => {
  it("sends a prerendered page's address to its file, whatever its case and trailing slashes", () => {
    expect(respostas(['/', '//', '/faq', '/faq/', '/faq//', '/FAQ', '/Faq/', '/sobre-nos', '/blog', '/blog/', '/blog/1', '/BLOG/1/'])).toEqual([
      ['/', '/index.html', 200],
      ['//', '/index.html', 200],
      ['/faq', '/faq/index.html', 200],
      ['/faq/', '/faq/index.html', 200],
      ['/faq//', '/faq/index.html', 200],
      ['/FAQ', '/faq/index.html', 200],
      ['/Faq/', '/faq/index.html', 200],
      ['/sobre-nos', '/sobre-nos/index.html', 200],
      ['/blog', '/blog/index.html', 200],
      ['/blog/', '/blog/index.html', 200],
      ['/blog/1', '/blog/1/index.html', 200],
      ['/BLOG/1/', '/blog/1/index.html', 200],
    ]);
  });

  it("sends the app's own routes (React Router patterns) to the app shell, and a page under one to the page", () => {
    const enderecos = ['/blog/99', '/blog/abc/', '/chat', '/chat/3', '/CHAT/3/', '/perfil', '/pagamento/sucesso', '/medico', '/medico/', '/medico/casos/abc', '/medico/casos/ABC-123'];
    expect(respostas(enderecos)).toEqual(enderecos.map((uri) => [uri, '/app.html', 200]));
    // '/blog/1' matches '/blog/:id' too, and has a page of its own.
    expect(arquivo('/blog/1')).toBe('/blog/1/index.html');
  });

  it('answers anything else with the 404 page and status 404', () => {
    const enderecos = ['/nao-existe', '/faq/extra', '/blog/1/2', '/chat/3/mais', '/medico/casos', '/medico/casos//abc', '/pagamento', '/index', '/404', '/.well-known/x'];
    expect(respostas(enderecos)).toEqual(enderecos.map((uri) => [uri, '/404.html', 404]));
    // Asked for by its own name, the 404 page is still a missing page.
    expect(status('/404.html')).toBe(404);
  });

  it('passes a file through unchanged, its case kept (the bucket answers for it)', () => {
    const enderecos = ['/assets/x.js', '/assets/Chunk-AbC123.js', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/config.json', '/faq/index.html', '/app.html'];
    expect(respostas(enderecos)).toEqual(enderecos.map((uri) => [uri, uri, 200]));
  });

  it('keeps the status of a 304 or a 206, which carry no page of their own', () => {
    expect(status('/nao-existe', 304)).toBe(304);
    expect(status('/nao-existe', 206)).toBe(206);
    expect(status('/faq', 304)).toBe(304);
  });

  it("names the 404 status in the response's description too", () => {
    expect(funcao(eventoCloudFront('viewer-response', '/nao-existe'))).toMatchObject({ statusCode: 404, statusDescription: 'Not Found' });
  });
});

describe('codigoFuncaoRotas', () => {
  it('puts only what the mapping reads in front of it, well within CloudFront’s 10 KB', () => {
    const codigo = codigoFuncaoRotas(manifesto);

    expect(codigo.startsWith('var ROTAS = {')).toBe(true);
    expect(codigo).not.toContain('comOrigem');
    expect(codigo).not.toContain('estilosEmLinha');
    expect(Buffer.byteLength(codigo)).toBeLessThan(TAMANHO_MAXIMO_FUNCAO_BYTES / 2);
  });

  it('refuses a manifest whose function would be over 10 KB', () => {
    const paginas = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`/blog/${i}`, `/blog/${i}/index.html`]));
    const grande = { ...manifesto, paginas: { ...manifesto.paginas, ...paginas } };

    let recusa: unknown;
    try {
      codigoFuncaoRotas(grande);
    } catch (error) {
      recusa = error;
    }

    expect(recusa).toBeInstanceOf(FuncaoRotasGrandeDemaisError);
    expect((recusa as FuncaoRotasGrandeDemaisError).bytes).toBeGreaterThan(TAMANHO_MAXIMO_FUNCAO_BYTES);
  });

  it('is ES5 that names no global but its own, which the CloudFront Functions runtime runs', () => {
    // CloudFront Functions' JavaScript is ES 5.1 with some later features; the mapping uses none.
    const linter = new Linter();
    const es5 = { languageOptions: { ecmaVersion: 5 as const, sourceType: 'script' as const, globals: {} }, rules: { 'no-undef': 'error' as const } };

    expect(linter.verify(codigoFuncaoRotas(manifesto), es5)).toEqual([]);
    // The check itself sees what ES5 lacks.
    expect(linter.verify('let x = () => `${1}`;', es5)).toEqual([expect.objectContaining({ fatal: true })]);
    expect(linter.verify('var x = window;', es5)).toEqual([expect.objectContaining({ ruleId: 'no-undef' })]);
  });
});

describe('lerManifestoRotas', () => {
  it("reads the build's manifest, and refuses a build without one or with an invalid one", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-rotas-'));
    try {
      expect(() => lerManifestoRotas(dist)).toThrow(ManifestoRotasInvalidoError);

      fs.writeFileSync(path.join(dist, MANIFESTO_ROTAS_ARQUIVO), JSON.stringify({ ...manifesto, app: 'app.html' }));
      expect(() => lerManifestoRotas(dist)).toThrow(/npm run build:web/);

      fs.writeFileSync(path.join(dist, MANIFESTO_ROTAS_ARQUIVO), JSON.stringify(manifesto));
      expect(lerManifestoRotas(dist)).toEqual(manifesto);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
