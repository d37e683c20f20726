import type { ComponentType } from 'react';

/**
 * For a route whose page uses TanStack Query: loads the page's chunk and the query client's
 * together and gives the page its provider (the app has no top-level one, see query-client.tsx).
 */
export async function withQueries(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [Page, { withQueryClient }] = await Promise.all([load(), import('./query-client.js')]);
  return withQueryClient(Page);
}
