import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the home page is prerendered at build time and while React hydrates it in the
 * browser, true from then on (and at once on a page rendered in the browser). Parts that depend on
 * this browser's state (stored choices, the session) render only when it is true, so the
 * prerendered markup never disagrees with the first render in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
