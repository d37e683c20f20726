import './index.css';
// The prerendered home page's marquee is animated before the app's code has arrived.
import './features/site/components/partner-marquee.css';
import { instalarPrimeiraInteracao } from './lib/primeira-interacao.js';
import { hasStoredSession } from './lib/sessao-guardada.js';

/**
 * The entry. A public page arrives prerendered at build time (prerender.tsx): it is painted,
 * readable and navigable (its links and section anchors are plain links) with no JavaScript. So
 * there the app — ~120 KiB gzip that a mid-range phone needs over a second of main thread to
 * evaluate and hydrate — starts only when it is wanted: at the visitor's first sign of intent
 * (a press, a key, a touch, focus), or on its own a few seconds after the
 * page has loaded, when the browser is idle. The visitor's first seconds of reading and scrolling
 * never compete with it (the hydrate-on-interaction / hydrate-on-idle strategy of Angular's
 * incremental hydration and Astro's islands).
 *
 * What the visitor does before the app has taken the page over is not lost. The header's menu,
 * Camila's launcher and the cookie notice answer at once (lib/primeira-interacao.ts). Any other
 * button shows that it is waiting and is clicked again once React owns it (hydration keeps the DOM
 * nodes); a form is not sent by the browser meanwhile (its button is clicked again instead), and
 * what was typed is typed again. The app's other routes come as the empty app shell and need the
 * app at once, and so does a signed-in patient's visit: the page shows their account (the header's
 * menu, their released consultations), which only the app can draw.
 */

/**
 * Milliseconds after `load` at which a prerendered page starts the app even if nobody has touched it
 * (the visitors badge and the realtime channel come with it). Not sooner: the start is a second of a
 * slow phone's main thread, which belongs to nobody's reading; and a lab test that still records at
 * 3 s (Lighthouse stops once the page has been quiet for a second or so) counts it as loading work,
 * since its simulation places work by what it depends on, not by the timer that delayed it.
 */
const IDLE_START_DELAY_MS = 5_000;

/**
 * The visitor's first act on the page. Not hovering: the app's evaluation would then be under way
 * when the click it announces arrives, and the click would wait for it; started at the press, its
 * chunks are still on the way when the click is handled.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const container = document.getElementById('root')!;

function bootNow(): Promise<unknown> {
  return import('./boot.js');
}

/**
 * Whether React owns `element`: React marks the DOM nodes it has hydrated with a `__reactFiber$…`
 * property (its internal marker, hence the time limit in whenHydrated).
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Resolves once React has hydrated `element` (its chunk may still be on the way when the app starts:
 * React drops a click on a part it cannot hydrate yet); after 10 s the click is replayed regardless.
 */
function whenHydrated(element: Element): Promise<void> {
  const giveUpAt = performance.now() + 10_000;
  return new Promise((resolve) => {
    const check = () => {
      if (hydrated(element) || performance.now() > giveUpAt) resolve();
      else window.setTimeout(check, 25);
    };
    check();
  });
}

/**
 * Starts the app on a prerendered page, at once (`startNow`) or on the first intent or after the idle
 * delay, whichever comes first, and replays, in order, the button clicks made before React had
 * hydrated the page (even started at once, the app takes a moment on a slow phone).
 */
function bootPrerendered({ startNow }: { startNow: boolean }): void {
  let started = false;
  const pendingClicks: HTMLElement[] = [];

  const remember = (button: HTMLElement) => {
    pendingClicks.push(button);
    // index.css: the button shows it is waiting for the app.
    button.setAttribute('data-aguardando-app', '');
  };
  const rememberClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button && container.contains(button) && !hydrated(button)) remember(button);
  };
  // A form the app does not own yet would be sent by the browser, its fields in the address: its
  // button is clicked again once the app is there, and the app sends it (once: a click on the
  // button is remembered already, Enter in a field is not).
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !container.contains(form) || hydrated(form)) return;
    event.preventDefault();
    if (event.submitter instanceof HTMLElement && pendingClicks.at(-1) !== event.submitter) remember(event.submitter);
  };

  const replay = async () => {
    const clicks = pendingClicks.splice(0);
    for (const [index, button] of clicks.entries()) {
      await whenHydrated(button);
      // The same button may be waiting twice (a toggle pressed twice): each click is replayed.
      if (!clicks.slice(index + 1).includes(button)) button.removeAttribute('data-aguardando-app');
      if (button.isConnected) button.click();
    }
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    // boot.js calls hydrateRoot while it is evaluated: from then on React's own listeners see
    // every new click. The remembered ones are replayed once React has hydrated each button.
    void bootNow().then(() => {
      document.removeEventListener('click', rememberClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      void replay();
    });
  };

  document.addEventListener('click', rememberClick, true);
  document.addEventListener('submit', holdSubmit, true);
  if (startNow) {
    start();
    return;
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });

  const startWhenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2_000 });
    else start();
  };
  const afterLoad = () => window.setTimeout(startWhenIdle, IDLE_START_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

instalarPrimeiraInteracao();
if (container.hasChildNodes()) bootPrerendered({ startNow: hasStoredSession() });
else void bootNow();
