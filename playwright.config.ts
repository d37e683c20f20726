import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { portas as ports } from './e2e/portas.js';
import { chromiumFlags, chromiumPath } from './test/chromium.js';

// The end-to-end run starts the product exactly as `npm start` does, on its own ports and with
// fresh data, and stops it afterwards (the launcher stops every child on SIGTERM).
// E2E_PORT_BASE lets two runs (or a run beside `npm start`) coexist (e2e/portas.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'zapsaude-e2e-'));
const baseURL = `http://localhost:${ports.site}`;

const chromiumUse = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two files at a time; the visitors-badge test runs first and alone (project `presenca`),
  // because the badge counts every open tab in the product.
  workers: 2,
  retries: 0,
  // Generous, for a slow or busy machine (a CI runner): a timeout here is not a speed target (those
  // are in the bench); a whole journey with its e-mails and accessibility scans takes 1–2 minutes
  // on a 2-CPU machine running two files at once, and a click made before a prerendered page's app
  // has started waits for the app.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'presenca', testMatch: 'visitors-online.spec.ts', use: { ...chromiumUse } },
    { name: 'chromium', testIgnore: 'visitors-online.spec.ts', dependencies: ['presenca'], use: { ...chromiumUse } },
  ],
  webServer: {
    // The production build, served as CloudFront would (`npm test` builds it just before).
    command: `${process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm run build:web && '}npx tsx infra/local/start.ts`,
    url: `${baseURL}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(ports.site),
      API_PORT: String(ports.api),
      REALTIME_PORT: String(ports.realtime),
      COGNITO_PORT: String(ports.cognito),
      DYNAMODB_PORT: String(ports.dynamodb),
      ASAAS_PORT: String(ports.asaas),
      SES_PORT: String(ports.ses),
      BEDROCK_PORT: String(ports.bedrock),
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_MODE: 'preview',
    },
  },
});
