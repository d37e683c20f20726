import './index.css';
// The prerendered home page's marquee is animated before the app's code has arrived.
import './features/site/components/partner-marquee.css';

/**
 * The entry. On `/` index.html already holds the whole home page, prerendered at build time
 * (vite.config.ts): it is painted, readable and navigable (its links and section anchors are plain
 * links) with no JavaScript. So there the app — ~120 KiB gzip that a mid-range phone needs over a
 * second of main thread to evaluate and hydrate — starts only when it is wanted: at the visitor's
 * first sign of intent (pointer over or down on the page, a key, a touch, focus), or on its own a
 * few seconds after the page has loaded, when the browser is idle. The visitor's first seconds of
 * reading and scrolling never compete with it (the hydrate-on-interaction / hydrate-on-idle
 * strategy of Angular's incremental hydration and Astro's islands).
 *
 * A click on a button that happens before the app has taken the page over is not lost: it is
 * remembered and replayed on the same element once React owns it (hydration keeps the DOM nodes).
 * Any other route needs the app at once.
 */

/** Seconds after `load` at which the home page starts the app even if nobody has touched it. */
const IDLE_START_DELAY_MS = 3_000;

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const container = document.getElementById('root')!;

function bootNow(): Promise<unknown> {
  return import('./boot.js');
}

/**
 * Resolves once React has hydrated `element` (its chunk may still be on the way when the app starts:
 * React drops a click on a part it cannot hydrate yet). React marks the DOM nodes it owns with a
 * `__reactFiber$…` property — its internal marker, so after 10 s the click is replayed regardless.
 */
function whenHydrated(element: Element): Promise<void> {
  const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const giveUpAt = performance.now() + 10_000;
  return new Promise((resolve) => {
    const check = () => {
      if (hydrated() || performance.now() > giveUpAt) resolve();
      else window.setTimeout(check, 25);
    };
    check();
  });
}

/**
 * Starts the app on the first intent or after the idle delay, whichever comes first, and replays
 * the one button click (the last) made before React had hydrated the page.
 */
function bootOnIntentOrIdle(): void {
  let started = false;
  let pendingClick: HTMLElement | null = null;

  const rememberClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button && container.contains(button)) pendingClick = button;
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    // boot.js calls hydrateRoot while it is evaluated: from then on React's own listeners see
    // every new click. The remembered one is replayed once React has hydrated that button.
    void bootNow().then(() => {
      document.removeEventListener('click', rememberClick, true);
      const button = pendingClick;
      pendingClick = null;
      if (button) void whenHydrated(button).then(() => button.isConnected && button.click());
    });
  };

  document.addEventListener('click', rememberClick, true);
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });

  const startWhenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2_000 });
    else start();
  };
  const afterLoad = () => window.setTimeout(startWhenIdle, IDLE_START_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const prerendered = window.location.pathname === '/' && container.hasChildNodes();
if (prerendered) bootOnIntentOrIdle();
else void bootNow();
