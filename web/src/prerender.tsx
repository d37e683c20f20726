/**
 * Build-time only (vite.config.ts, prerenderHome): the home page's HTML, put into index.html so the
 * hero is painted before any JavaScript has run. main.tsx hydrates it on `/`; every other route
 * gets the same index.html and renders from scratch (index.html's /rota.js hides the markup there).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { routes } from './app/routes.js';

async function render(): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // One piece: React would otherwise move large parts out of order, behind inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The markup of `/`, lazy parts included (their chunks hydrate them on arrival). Rendered twice: the
 * first pass loads the lazy components, so the second has nothing left to wait for and comes out
 * in order, without the inline scripts React would add for late parts (the site's CSP forbids them).
 */
export async function renderHomePage(): Promise<string> {
  await render();
  const markup = await render();
  if (markup.includes('<script')) throw new Error('prerender: a parte da página inicial ainda esperou algo (script inline)');
  return markup;
}
