import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import { withQueries } from './query-page.js';

/** The patient's results after the physician's validation (feature `resultados`). */
export const resultadosRoutes: RouteObject[] = [
  {
    path: '/resultados',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: await withQueries(async () => (await import('../features/resultados/pages/resultados-page.js')).ResultadosPage) }),
  },
];
