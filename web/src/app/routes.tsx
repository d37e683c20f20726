import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../features/site/components/site-layout.js';
import { HomePage } from '../features/site/pages/home-page.js';
import { NotFoundPage } from '../features/site/pages/not-found-page.js';
import { contentRoutes } from './routes-content.js';
import { serviceRoutes } from './routes-services.js';

/**
 * Every page but the home page is loaded on demand (route `lazy`), so the first paint of `/`
 * carries only the shell, the header and the home page.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [{ path: '/', element: <HomePage /> }, ...contentRoutes, ...serviceRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];
