/**
 * The public pages prerendered at build (web/src/prerender.tsx): every page the site links to, each
 * with its own head and no inline script for the CSP to block.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { prerenderizarSite, renderizarPagina, type SitePrerenderizado } from '#web/prerender.js';
import { footerLinks, headerLinks, legalLinks } from '#web/features/site/navigation.js';
import { blogArtigos } from '#web/features/site/data/blog-artigos.js';
import { ORIGEM_DO_SITE_MARCADOR } from '#shared/schemas/rotas-site.js';

let site: SitePrerenderizado;

beforeAll(async () => {
  site = await prerenderizarSite();
}, 120_000);

describe('prerenderizarSite (every public page, found through the links)', () => {
  it('prerenders every page the header, the footer and the legal links name, the blog articles, the interview, /auth and /planos', () => {
    // Prepare
    const esperados = [
      ...headerLinks.map((link) => link.to),
      ...footerLinks.servico.map((link) => link.to),
      ...footerLinks.suporte.map((link) => link.to),
      ...legalLinks.map((link) => link.to),
      ...blogArtigos.map((artigo) => `/blog/${artigo.id}`),
      '/auth',
      '/planos',
      // The symptom interview, which the symptom checker opens.
      '/entrevista-sintomas',
    ];

    // Assess
    expect([...site.paginas.keys()].sort()).toEqual([...new Set(esperados)].sort());
  });

  it('gives each page its own title, description and canonical address, and no inline script', () => {
    const titulos = new Set<string>();
    for (const [caminho, pagina] of site.paginas) {
      const titulo = /<title>([^<]+)<\/title>/.exec(pagina.cabeca)?.[1];
      expect(titulo, caminho).toMatch(/ \| ZapSaúde$/);
      titulos.add(titulo!);
      expect(pagina.cabeca, caminho).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      const canonico = /<link rel="canonical" href="([^"]+)"\/>/.exec(pagina.cabeca)?.[1];
      // /planos shows the price page, whose address is /valores.
      expect(canonico, caminho).toBe(`${ORIGEM_DO_SITE_MARCADOR}${caminho === '/planos' ? '/valores' : caminho}`);
      expect(pagina.corpo, caminho).not.toContain('<script');
      expect(pagina.corpo, caminho).not.toContain('<title>');
    }
    // /planos and /valores are one page under two addresses.
    expect(titulos.size).toBe(site.paginas.size - 1);
  });

  it('lists the hash of every style attribute the markup carries, for the CSP', () => {
    // Prepare: what a browser hashes is the attribute's value.
    const valores = new Set<string>();
    for (const pagina of [...site.paginas.values(), site.naoEncontrada]) {
      for (const [, valor] of pagina.corpo.matchAll(/ style="([^"]*)"/g)) valores.add(valor!);
    }

    // Assess: the accordions' CSS variable is among them; each hash is one of a value in the pages.
    expect([...valores].some((valor) => valor.startsWith('--radix-accordion-content-height'))).toBe(true);
    const hashes = [...valores].map((valor) => `'sha256-${createHash('sha256').update(valor).digest('base64')}'`);
    expect([...site.estilosEmLinha].sort()).toEqual(hashes.sort());
  });

  it('renders the 404 page once for every unknown address: no address in it, not to be indexed', () => {
    expect(site.naoEncontrada.cabeca).toContain('<meta name="robots" content="noindex"/>');
    expect(site.naoEncontrada.cabeca).not.toContain('canonical');
    expect(site.naoEncontrada.corpo).toContain('O endereço que você procurou não existe ou foi removido.');
  });

  it('leaves the app its own routes, patterns with parameters included, and none of the prerendered addresses', () => {
    expect(site.rotasDoApp).toEqual(expect.arrayContaining(['/chat', '/chat/:medicoId', '/perfil', '/medico', '/medico/casos/:consultaId', '/blog/:id']));
    for (const caminho of site.paginas.keys()) expect(site.rotasDoApp, caminho).not.toContain(caminho);
    expect(site.rotasDoApp).not.toContain('*');
  });
});

describe('renderizarPagina', () => {
  it('carries the home page whole, hero to testimonials, and Camila\'s launcher with her window hidden', async () => {
    const { corpo } = await renderizarPagina('/');

    expect(corpo).toContain('Converse com um médico virtual agora');
    expect(corpo).toContain('O que dizem nossos pacientes');
    expect(corpo).toContain('Precisa de Ajuda?');
    expect(corpo).toMatch(/<section id="camila-janela" hidden=""/);
  });

  it('leaves out what depends on this browser: the cookie notice is there but hidden, no account corner', async () => {
    const { corpo } = await renderizarPagina('/');

    expect(corpo).toMatch(/<section id="aviso-cookies" hidden=""/);
    expect(corpo).not.toContain('>Entrar<');
  });

  it('draws the directory with its twelve doctors and no invented counts', async () => {
    const { corpo } = await renderizarPagina('/medicos-virtuais');

    expect(corpo).toContain('12 médicos encontrados');
    expect(corpo).not.toMatch(/>\d+<\/strong> atendimentos hoje/);
  });
});
