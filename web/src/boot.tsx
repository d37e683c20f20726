import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from './lib/runtime-config.js';

/**
 * Starts the app (main.tsx decides when). Its code is evaluated in steps — React DOM, then the
 * router and the app's pages — with a turn of the event loop between them, so a slow phone never
 * spends one long task on it all and can answer a tap in between; this module's promise settles
 * once React has the page (main.tsx replays an early click then).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A message, not a timer: it runs as soon as the browser has handled what is waiting.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
// A module of ours, not `import('react-router-dom')`: a dynamic import of a package keeps all of it.
const [{ StrictMode, startTransition }, { createAppRouter, routerReady }] = await Promise.all([import('react'), import('./app/browser-router.js')]);
await nextTask();
const { App } = await import('./app/app.js');

const container = document.getElementById('root')!;
const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

/**
 * A public page arrives prerendered at build time (prerender.tsx): React takes it over once the
 * page's chunk is in, so the first render matches the markup. The app's other routes come as the
 * empty app shell and are drawn from scratch. Both happen in a transition, so React yields between
 * parts of the page instead of one long task.
 */
async function start(): Promise<Root> {
  if (container.hasChildNodes()) {
    await routerReady(router);
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root!;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}

const root = await start();

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
