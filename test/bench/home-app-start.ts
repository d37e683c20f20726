/**
 * What the home page's app costs when it starts. On `/` the prerendered page needs no JavaScript
 * to be read, and the app starts at the visitor's first gesture or a few seconds after load
 * (web/src/main.tsx), which is usually after Lighthouse has stopped watching. So this measures that
 * start on its own, in Chromium with the CPU slowed 4× (Lighthouse's mobile factor): the page is
 * loaded, then the first gesture is a click on Camila's launcher, and the Chrome trace gives the
 * main-thread tasks from that click until the page is quiet again.
 *   - blocking time: the sum over tasks of their part beyond 50 ms (TBT's rule, after the gesture);
 *   - the longest task.
 * (How fast that first click is answered is primeira-interacao.ts's figure.)
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { name?: string };
}

export interface HomeAppStart {
  readonly blockingMs: number;
  readonly longestTaskMs: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(siteUrl: string): Promise<HomeAppStart> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => window.localStorage.setItem('cookies-accepted', 'false'));
    const cdp = await page.context().newCDPSession(page);
    await page.goto(siteUrl, { waitUntil: 'load' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });

    await page.getByRole('button', { name: 'Precisa de Ajuda?' }).click();
    await page.getByRole('dialog', { name: 'Camila' }).waitFor({ state: 'visible' });
    // The rest of the start (realtime, visitors badge) settles within a couple of seconds.
    await page.waitForTimeout(3_000);

    await cdp.send('Tracing.end');
    await complete;
    const mainThreads = new Set(
      events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
    );
    const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
    const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
    return {
      blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...durations),
    };
  } finally {
    await browser.close();
  }
}

/** Median of `runs` fresh browsers. */
export async function homeAppStart(siteUrl: string, runs = 3): Promise<HomeAppStart> {
  const results: HomeAppStart[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(siteUrl));
  return {
    blockingMs: median(results.map((result) => result.blockingMs)),
    longestTaskMs: median(results.map((result) => result.longestTaskMs)),
  };
}
