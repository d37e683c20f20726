/**
 * `npm run bench`: figures, not pass/fail. Builds the SPA, serves the production build the way
 * CloudFront would (static files, /api/* to the local API) on top of the real local stack, and
 * prints:
 *   - Lighthouse (mobile, default throttling) for `/`: performance score, LCP, CLS, TBT;
 *   - the gzip size of the JavaScript `/` loads before first paint (entry + modulepreloads);
 *   - the latency of the visitors heartbeat (POST /api/presence) over loopback.
 * Targets (issue "public site"): score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms, initial JS ≤ 120 KiB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startLocalStack } from '../../infra/local/stack.js';
import { chromiumFlags, chromiumPath } from '../chromium.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const distDir = path.join(repoRoot, 'web/dist');

const line = (label: string, value: string, target = '') =>
  console.log(`${label.padEnd(44)} ${value.padStart(12)}${target ? `   (meta ${target})` : ''}`);

async function initialJavaScriptGzip(): Promise<{ bytes: number; files: string[] }> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  let bytes = 0;
  for (const file of new Set(files)) bytes += gzipSync(await readFile(path.join(distDir, file))).length;
  return { bytes, files: [...new Set(files)] };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  console.log('Construindo o SPA (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-bench-'));
  const stack = await startLocalStack({ dataDir, web: true, webMode: 'preview' });
  const siteUrl = `${stack.siteUrl}/`;

  try {
    console.log(`\nBuild de produção servido em ${siteUrl}\n`);
    const js = await initialJavaScriptGzip();
    line('JS inicial de / (gzip)', `${(js.bytes / 1024).toFixed(1)} KiB`, '≤ 120 KiB');

    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const runs = [];
      for (let run = 0; run < 3; run += 1) {
        const result = await lighthouse(siteUrl, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse não retornou resultado');
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      // The median run by score, as Lighthouse's own guidance suggests for noisy machines.
      const median = [...runs].sort((a, b) => a.score - b.score)[1]!;
      line('Lighthouse mobile: desempenho (mediana de 3)', String(median.score), '≥ 95');
      line('Lighthouse mobile: LCP', `${(median.lcp / 1000).toFixed(2)} s`, '≤ 1,5 s');
      line('Lighthouse mobile: CLS', median.cls.toFixed(3), '≤ 0,02');
      line('Lighthouse mobile: TBT', `${Math.round(median.tbt)} ms`, '≤ 100 ms');
    } finally {
      await chrome.kill();
    }

    const latencies: number[] = [];
    for (let beat = 0; beat < 200; beat += 1) {
      const started = performance.now();
      const response = await fetch(`${stack.apiUrl}/api/presence`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ visitorId: `bench${String(beat % 20).padStart(12, '0')}` }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    line('POST /api/presence p50 (200 batidas)', `${percentile(latencies, 50).toFixed(1)} ms`);
    line('POST /api/presence p95', `${percentile(latencies, 95).toFixed(1)} ms`);
  } finally {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
