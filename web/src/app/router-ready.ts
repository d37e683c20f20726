import type { AppRouter } from './app.js';

/**
 * Resolves once `router` has loaded the lazy route of its first address (the page's chunk): before
 * that it would draw the loading placeholder, not the page a prerendered file holds.
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
