import { useEffect } from 'react';
import { produto } from '#shared/constants.js';

/** Sets the tab title to '{title} | ZapSaúde' while the page is shown, and restores the previous one. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${produto.nome}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
