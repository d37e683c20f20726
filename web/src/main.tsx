import './index.css';
// The prerendered home page's marquee is animated before the app's code has arrived.
import './features/site/components/partner-marquee.css';

/**
 * The entry: on `/` index.html already holds the home page, prerendered at build time
 * (vite.config.ts), so the app's code is fetched only once that has been painted, and the hero
 * never waits for JavaScript. Any other route needs the app at once.
 */
const boot = () => void import('./boot.js');

/**
 * Runs `start` once the first contentful paint has happened (a paint-timing entry, not a timer:
 * it holds however the page's clocks run). A hidden tab paints nothing, and a browser without
 * paint timing tells nothing: both start at once.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    startOnce();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', startOnce, { once: true });
}

const prerendered = window.location.pathname === '/' && document.getElementById('root')!.hasChildNodes();
if (prerendered) afterFirstPaint(boot);
else boot();
