import type { RouteObject } from 'react-router-dom';
import { page, publica } from './page-route.js';

/** Information, legal and blog pages (feature `site`): public, each prerendered at build. */
export const contentRoutes: RouteObject[] = [
  page('/sobre-nos', async () => (await import('../features/site/pages/sobre-nos-page.js')).SobreNosPage, publica),
  page('/como-funciona', async () => (await import('../features/site/pages/como-funciona-page.js')).ComoFuncionaPage, publica),
  page('/valores', async () => (await import('../features/site/pages/valores-page.js')).ValoresPage, publica),
  // The journeys' route table also lists /planos, with no content of its own: it shows the price page.
  page('/planos', async () => (await import('../features/site/pages/valores-page.js')).ValoresPage, publica),
  page('/verificador-sintomas', async () => (await import('../features/site/pages/verificador-sintomas-page.js')).VerificadorSintomasPage, publica),
  page('/midias', async () => (await import('../features/site/pages/midias-page.js')).MidiasPage, publica),
  // The symptom interview that /verificador-sintomas opens in a new tab (feature `entrevista`).
  page('/entrevista-sintomas', async () => (await import('../features/entrevista/pages/entrevista-sintomas-page.js')).EntrevistaSintomasPage, publica),
  page('/faq', async () => (await import('../features/site/pages/faq-page.js')).FaqPage, publica),
  page('/central-ajuda', async () => (await import('../features/site/pages/central-ajuda-page.js')).CentralAjudaPage, publica),
  page('/termos-uso', async () => (await import('../features/site/pages/termos-uso-page.js')).TermosUsoPage, publica),
  page('/politica-privacidade', async () => (await import('../features/site/pages/politica-privacidade-page.js')).PoliticaPrivacidadePage, publica),
  page('/lgpd', async () => (await import('../features/site/pages/lgpd-page.js')).LgpdPage, publica),
  page('/cookies', async () => (await import('../features/site/pages/cookies-page.js')).CookiesPage, publica),
  page('/blog', async () => (await import('../features/site/pages/blog-page.js')).BlogPage, publica),
  // /blog/{id}: a numeric id or a slug; an unknown one shows article 1.
  page('/blog/:id', async () => (await import('../features/site/pages/blog-artigo-page.js')).BlogArtigoPage, publica),
];
