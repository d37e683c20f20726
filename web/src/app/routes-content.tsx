import type { RouteObject } from 'react-router-dom';

/** Information, legal and blog pages (feature `site`). */
export const contentRoutes: RouteObject[] = [];
