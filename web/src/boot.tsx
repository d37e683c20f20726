import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { routes } from './app/routes.js';
import { loadRuntimeConfig } from './lib/runtime-config.js';

const container = document.getElementById('root')!;
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

/**
 * index.html carries the home page prerendered at build time (vite.config.ts): on `/` React takes
 * it over; any other route is drawn from scratch (public/rota.js kept the home markup hidden there).
 * Both happen in a transition, so React yields between parts of the page instead of one long task.
 */
function start(): Root {
  let root: Root | undefined;
  if (window.location.pathname === '/' && container.hasChildNodes()) {
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    delete document.documentElement.dataset.prerender;
    root = createRoot(container);
    startTransition(() => root!.render(app));
  }
  return root!;
}

const root = start();

// /config.json is fetched meanwhile; the few parts that need it (presence, realtime, session, the
// test pages) wait for it (runtime-config-context.ts).
loadRuntimeConfig().catch(() => {
  root.render(
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">Serviço temporariamente indisponível</h1>
      <p className="mt-2 text-slate-600">Não foi possível carregar o ZapSaúde. Tente novamente em instantes.</p>
    </main>,
  );
});
