import { useEffect } from 'react';

/**
 * Starts a page at the top. After a full-page load the router's scroll restoration keys the new
 * document as 'default', the key of the tab's first page, and would restore that page's position.
 */
export function useTopoDaPagina(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
