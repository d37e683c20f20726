/**
 * `npm test`: typecheck, lint, then unit + integration + CDK tests (Vitest; the integration project
 * starts the real local stack once), then the SPA production build, then the Playwright
 * end-to-end tests in Debian's Chromium against `npm start`'s stack. Stops at the first failing
 * step and ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  CDK_DISABLE_CLI_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : `FALHOU (código ${result.status ?? result.signal})`} em ${seconds}s ===`);
  return ok;
}

function addVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

const vitestReport = path.join(resultsDir, 'vitest.json');
const steps: Array<() => boolean> = [
  () => run('Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  // eslint.config.js: typescript-eslint's recommended rules and the import boundaries (shared/,
  // web/ and lambdas/ apart, one feature out of another's files). Warnings do not fail the step.
  () => run('Lint (ESLint)', 'npx', ['eslint', '.']),
  () => {
    const ok = run('Unit, integration and CDK tests (Vitest)', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]);
    addVitest(vitestReport);
    return ok;
  },
  () => run('SPA production build', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']),
  () => {
    // The build of the previous step is what the end-to-end run serves.
    env.E2E_SKIP_BUILD = '1';
    const ok = run('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
    addPlaywright(path.join(resultsDir, 'e2e.json'));
    return ok;
  },
];

let failedStep = false;
for (const step of steps) {
  if (!step()) {
    failedStep = true;
    break;
  }
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStep || total.failed > 0 ? 1 : 0);
