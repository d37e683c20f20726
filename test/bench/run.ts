/**
 * `npm run bench`: figures, not pass/fail. Builds the SPA, serves the production build the way
 * CloudFront would (static files, /api/* to the local API) on top of the real local stack, and
 * prints:
 *   - the public site (site.ts): the gzip JavaScript `/` loads before its first paint; Lighthouse
 *     (mobile, simulated throttling) on every prerendered public route and the 404 page:
 *     performance, LCP, CLS, TBT and SEO; the first interaction before the app has started (menu,
 *     Camila, the cookie notice, "1º Consulta Grátis") at 4× CPU; the app's start after the first gesture;
 *   - the visitors badge (presenca-escala.ts): the heartbeat's latency over loopback; a crowd of a
 *     few hundred simulated visitors on the local stack (the count against the truth, the time to
 *     settle after goodbyes and vanishings); and a simulation at 10³–10⁶ concurrent visitors (the
 *     hottest counter item's writes/s, Lambda invocations per visitor-hour, broadcasts, the count's
 *     error and the AWS cost per 1,000 visitor-hours).
 *   - the time from the payment provider's webhook to the waiting screen showing "Pagamento
 *     Aprovado!" in Chromium, over 50 payments (each from its own loopback address, as 50 patients).
 *   - each Lambda's cold import time and, for information, its minified size, for the routes and the
 *     scheduled sweeper (lambda-bundles.ts; ≤ 80 ms);
 *   - the time from sending a chat message (Enter) to the first streamed text of the doctor's answer
 *     on screen in Chromium, with the offline engine, over 30 messages (chat-first-chunk.ts);
 *   - physician validation over 20 consultations (validacao.ts): the end of a consultation → its
 *     case on an open cockpit's queue, and "Validar e enviar" → the decision on the patient's open chat;
 *   - the triage guard on its evaluation set of patient-typed vignettes (triagem.ts): emergency
 *     recall, safety, exact accuracy and self-care over-triage, per level, with the set's sources;
 *   - a bounded load of concurrent patients through whole free consultations (chat with the
 *     doctor's voice, end, the physician's validation): throughput, p50/p95/p99 per route, errors,
 *     the AWS cost of one consultation counted from the run (custo-consulta.ts, precos-aws.ts), and
 *     a trivial route against a bare Node server (load.ts).
 * Targets: public site — on every public route score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, SEO 100; first
 * interaction ≤ 200 ms at 4× CPU; initial JS ≤ 120 KiB;
 * consultation access — webhook to approval on screen p95 ≤ 500 ms; chat — first text p95 ≤ 300 ms;
 * validation — end → cockpit p95 ≤ 1 s, validar → patient's page p95 ≤ 1 s; Lambdas — cold import ≤ 80 ms;
 * triage — emergency recall ≥ 98 %, safety ≥ 95 %, exact ≥ 75 %, self-care over-triage ≤ 20 %.
 *
 * `BENCH_ONLY=validacao,bundles` (a comma-separated subset of `partes`) runs only those parts.
 */
import './quiet-env.js';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, startLocalStack, type LocalStack } from '#infra/local/stack.js';
import { cpfCheckDigits } from '#shared/cpf.js';
import { request } from '../integration/pagamentos-helpers.js';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { chatFirstChunk } from './chat-first-chunk.js';
import { imprimirSimulacao, presencaNaPilhaLocal } from './presenca-escala.js';
import { benchLambdaBundles } from './lambda-bundles.js';
import { line } from './linha.js';
import { benchSite } from './site.js';
import { benchLoad } from './load.js';
import { benchTriagem } from './triagem.js';
import { benchValidacao, VALIDACAO_TARGET_P95_MS } from './validacao.js';

const partes = ['triagem', 'bundles', 'site', 'presenca', 'pagamento', 'chat', 'validacao', 'carga'] as const;
type Parte = (typeof partes)[number];
const escolhidas = new Set<Parte>(
  process.env.BENCH_ONLY
    ? process.env.BENCH_ONLY.split(',').map((parte) => {
        const nome = parte.trim() as Parte;
        if (!partes.includes(nome)) throw new Error(`BENCH_ONLY: "${parte}" não é uma das partes (${partes.join(', ')})`);
        return nome;
      })
    : partes,
);
const roda = (parte: Parte) => escolhidas.has(parte);

const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'web/dist');


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * For each payment: create it through the API (from its own loopback address), open the waiting
 * screen with the checkout in session storage, then let the local Asaas confirm it (PIX) and time
 * the webhook's send until the approval text is in the page (both clocks are this machine's).
 */
async function webhookToScreen(stack: LocalStack, siteUrl: string, payments: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: number[] = [];
  try {
    for (let index = 0; index < payments; index += 1) {
      const ip = `127.77.${Math.floor(index / 200)}.${(index % 200) + 1}`;
      const nineDigits = String(100_000_000 + index * 7919).slice(0, 9);
      const created = await request<{ checkoutId: string; canal: string; invoiceUrl: string; medicoId: number }>(stack.apiUrl, '/api/pagamentos', {
        ip,
        body: {
          nomeCompleto: 'Paciente de Teste',
          email: `bench-${Date.now()}-${index}@exemplo.com.br`,
          cpfCnpj: `${nineDigits}${cpfCheckDigits(nineDigits)}`,
          medicoId: (index % 12) + 1,
        },
      });
      if (created.status !== 201) throw new Error(`POST /api/pagamentos: HTTP ${created.status}`);
      const { checkoutId, canal, invoiceUrl, medicoId } = created.body;
      const context = await browser.newContext();
      await context.addInitScript(
        ([dados, id]) => {
          sessionStorage.setItem('dados_pagamento', dados);
          sessionStorage.setItem('pagamento_aba_aberta', id); // do not open the payment tab
        },
        [JSON.stringify({ checkoutId, canal, invoiceUrl, medicoId }), checkoutId] as const,
      );
      const page = await context.newPage();
      await page.goto(`${siteUrl}aguardando-pagamento`);
      await page.getByText('Aguardando Confirmação').first().waitFor();
      // Give the realtime subscription time to be acknowledged, as a patient's page would have.
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const seen = new MutationObserver(() => {
          if (document.body.innerText.includes('Pagamento Aprovado!')) {
            (window as unknown as { aprovadoEm?: number }).aprovadoEm = Date.now();
            seen.disconnect();
          }
        });
        seen.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const paymentId = new URL(invoiceUrl).pathname.split('/').pop()!;
      const sentAt = Date.now();
      const paid = await fetch(`${stack.asaasUrl}/_local/payments/${paymentId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'PIX' }),
      });
      if (!paid.ok) throw new Error(`sandbox pay: HTTP ${paid.status}`);
      await page.waitForFunction(() => (window as unknown as { aprovadoEm?: number }).aprovadoEm !== undefined, undefined, {
        timeout: 15_000,
      });
      const shownAt = await page.evaluate(() => (window as unknown as { aprovadoEm: number }).aprovadoEm);
      results.push(shownAt - sentAt);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results.sort((a, b) => a - b);
}

async function main() {
  // Each Lambda's bundle size and cold import time, before anything else loads the machine.
  if (roda('bundles')) await benchLambdaBundles();
  // The triage guard on its evaluation set: pure computation, no stack.
  if (roda('triagem')) benchTriagem();
  if (!partes.some((parte) => parte !== 'bundles' && parte !== 'triagem' && roda(parte))) return;

  console.log('Construindo o SPA (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-bench-'));
  // The load's unit economics count DynamoDB's request units through a metering proxy (one more
  // loopback hop per DynamoDB call), so only when `carga` runs.
  const stack = await startLocalStack({ dataDir, web: true, webMode: 'preview', medirConsumo: roda('carga') });
  const siteUrl = `${stack.siteUrl}/`;

  try {
    console.log(`\nBuild de produção servido em ${siteUrl}\n`);
    if (roda('site')) await benchSite(siteUrl, distDir);
    if (roda('presenca')) await benchPresenca(stack);

    if (roda('pagamento')) {
      const approvals = await webhookToScreen(stack, siteUrl, 50);
      line('Webhook → "Pagamento Aprovado!" na tela p50', `${percentile(approvals, 50).toFixed(0)} ms`);
      line('Webhook → "Pagamento Aprovado!" na tela p95 (50)', `${percentile(approvals, 95).toFixed(0)} ms`, '≤ 500 ms');
    }

    if (roda('chat')) {
      const chat = await chatFirstChunk(stack, siteUrl, 30);
      line('Chat: Enter → 1º texto do médico p50', `${chat.p50.toFixed(0)} ms`);
      line('Chat: Enter → 1º texto do médico p95 (30)', `${chat.p95.toFixed(0)} ms`, '≤ 300 ms');
    }

    if (roda('validacao')) {
      const casos = 20;
      const meta = `≤ ${(VALIDACAO_TARGET_P95_MS / 1000).toFixed(0)} s`;
      const rotulos = { 'fim-ate-fila': 'Fim da consulta → caso no painel', 'validar-ate-chat': 'Validar e enviar → chat paciente' } as const;
      await benchValidacao(stack, siteUrl, casos, (figura, amostras) => {
        line(`${rotulos[figura]} p50`, `${amostras.p50.toFixed(0)} ms`);
        line(`${rotulos[figura]} p95 (${casos})`, `${amostras.p95.toFixed(0)} ms`, meta);
        console.log(`  máximo ${amostras.max.toFixed(0)} ms; carga da máquina (1 min): ${os.loadavg()[0]!.toFixed(2)} em ${os.cpus().length} CPUs`);
      });
    }

    // Concurrent patients through whole free consultations (chat, voice, end, physician's
    // validation); prints its own table and the AWS cost of one consultation.
    if (roda('carga')) await benchLoad(stack, { seconds: 30 });
  } finally {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The visitors badge: the heartbeat's latency over loopback (each beat a new tab that then says
 * goodbye, so the count is left as it was), a crowd on the local stack, and the simulation at
 * 10³–10⁶ visitors priced with the measured times (presenca-escala.ts).
 */
async function benchPresenca(stack: LocalStack): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${stack.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const latencies: number[] = [];
  for (let beat = 0; beat < 200; beat += 1) {
    const visitorId = `bench${String(beat).padStart(12, '0')}`;
    const started = performance.now();
    const response = await post('/api/presence', { visitorId });
    const { slot } = (await response.json()) as { slot: number };
    latencies.push(performance.now() - started);
    await (await post('/api/presence/leave', { visitorId, slot })).arrayBuffer();
  }
  latencies.sort((a, b) => a - b);
  line('POST /api/presence p50 (200 batidas)', `${percentile(latencies, 50).toFixed(1)} ms`);
  line('POST /api/presence p95', `${percentile(latencies, 95).toFixed(1)} ms`);

  const duracaoPassagemMs = await presencaNaPilhaLocal(stack);
  // The heartbeat's p50 here includes the local API server's own work: an upper bound of its Lambda time.
  imprimirSimulacao([1_000, 10_000, 100_000, 1_000_000], { duracaoInvocacaoMs: percentile(latencies, 50), duracaoPassagemMs });
}

await main();
