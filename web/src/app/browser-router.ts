import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes.js';

export { routerReady } from './router-ready.js';

/** The SPA's router in the browser (prerender.tsx uses a memory router over the same routes). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
