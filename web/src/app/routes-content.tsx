import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';

/**
 * A page loaded on demand: its own chunk, fetched when the route is first visited. The header and
 * footer stay on screen with a loading placeholder meanwhile (HydrateFallback on a direct visit).
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, HydrateFallback: PageLoading, lazy: async () => ({ Component: await load() }) };
}

/** Information, legal and blog pages (feature `site`). */
export const contentRoutes: RouteObject[] = [
  page('/sobre-nos', async () => (await import('../features/site/pages/sobre-nos-page.js')).SobreNosPage),
  page('/como-funciona', async () => (await import('../features/site/pages/como-funciona-page.js')).ComoFuncionaPage),
  page('/valores', async () => (await import('../features/site/pages/valores-page.js')).ValoresPage),
  // The journeys' route table also lists /planos, with no content of its own: it shows the price page.
  page('/planos', async () => (await import('../features/site/pages/valores-page.js')).ValoresPage),
  page('/verificador-sintomas', async () => (await import('../features/site/pages/verificador-sintomas-page.js')).VerificadorSintomasPage),
  page('/midias', async () => (await import('../features/site/pages/midias-page.js')).MidiasPage),
  // The symptom interview that /verificador-sintomas opens in a new tab (feature `entrevista`).
  page('/entrevista-sintomas', async () => (await import('../features/entrevista/pages/entrevista-sintomas-page.js')).EntrevistaSintomasPage),
  page('/faq', async () => (await import('../features/site/pages/faq-page.js')).FaqPage),
  page('/central-ajuda', async () => (await import('../features/site/pages/central-ajuda-page.js')).CentralAjudaPage),
  page('/termos-uso', async () => (await import('../features/site/pages/termos-uso-page.js')).TermosUsoPage),
  page('/politica-privacidade', async () => (await import('../features/site/pages/politica-privacidade-page.js')).PoliticaPrivacidadePage),
  page('/lgpd', async () => (await import('../features/site/pages/lgpd-page.js')).LgpdPage),
  page('/cookies', async () => (await import('../features/site/pages/cookies-page.js')).CookiesPage),
  page('/blog', async () => (await import('../features/site/pages/blog-page.js')).BlogPage),
  // /blog/{id}: a numeric id or a slug; an unknown one shows article 1.
  page('/blog/:id', async () => (await import('../features/site/pages/blog-artigo-page.js')).BlogArtigoPage),
];
