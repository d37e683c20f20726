import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';

/** What a route tells the build: whether its page is prerendered into a file of its own (prerender.tsx). */
export interface RouteHandle {
  readonly prerender?: boolean;
}

/** A public page: prerendered at build. */
export const publica: RouteHandle = { prerender: true };

/**
 * A page loaded on demand: its own chunk, fetched when the route is first visited. The header and
 * footer stay on screen with a loading placeholder meanwhile (HydrateFallback on a direct visit to a
 * page drawn in the browser). `prerender`: a public page the build renders into its own HTML file,
 * which the browser hydrates once the page's chunk is in (boot.tsx).
 */
export function page(path: string, load: () => Promise<ComponentType>, options: RouteHandle = {}): RouteObject {
  return { path, HydrateFallback: PageLoading, lazy: async () => ({ Component: await load() }), handle: options satisfies RouteHandle };
}
