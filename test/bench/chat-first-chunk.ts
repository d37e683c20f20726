/**
 * The consultation chat's responsiveness with the offline engine: in Chromium, the time from the
 * patient pressing Enter to the first streamed text of the doctor's answer on screen (both ends
 * measured in the page with performance.now()). 30 messages over 6 free consultations of 5
 * messages each, so the per-consultation rate limit (10 a minute) never interferes. Target: p95 ≤ 300 ms.
 */
import { chromium, type Page } from '@playwright/test';
import type { LocalStack } from '#infra/local/stack.js';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { criarConsultaGratuita, request } from '../integration/pagamentos-helpers.js';

const FALAS = [
  'Oi, boa tarde',
  'Estou com febre e dor no corpo',
  'Começou há 3 dias. Nota 7',
  'Sim, estou com tosse e nariz escorrendo. Melhora um pouco com repouso',
  'Não tenho doenças, não tomo remédios e não tenho alergia',
];

/** The intake every bench patient sends. */
export const DADOS_INTAKE_BENCH = {
  nome: 'Paciente de Teste',
  idade: '34',
  peso: '70',
  altura: '170',
  bebe: 'nao',
  fuma: 'nao',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A free consultation with its intake done, from its own loopback address (per-IP limits stay apart). */
async function consultaPronta(stack: LocalStack, indice: number): Promise<{ chatToken: string; medicoId: number }> {
  const ip = `127.79.0.${indice + 1}`;
  const medicoId = (indice % 12) + 1;
  const criada = await criarConsultaGratuita(
    { apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! },
    { nome: 'Paciente de Teste', email: `bench-chat-${Date.now()}-${indice}@exemplo.com.br`, medicoId },
    ip,
  );
  if (criada.status !== 201) throw new Error(`POST /api/consultas/gratuita: HTTP ${criada.status}`);
  const { chatToken } = criada.body;
  const intake = await request(stack.apiUrl, '/api/chat/intake', { ip, headers: { 'x-chat-token': chatToken }, body: { medicoId, dados: DADOS_INTAKE_BENCH } });
  if (intake.status !== 201) throw new Error(`POST /api/chat/intake: HTTP ${intake.status}`);
  return { chatToken, medicoId };
}

/** Sends one message with Enter and returns Enter → first doctor text on screen, in ms. */
async function medirUma(page: Page, texto: string): Promise<number> {
  const campo = page.getByRole('textbox', { name: 'Mensagem' });
  await campo.fill(texto);
  await page.evaluate(() => {
    const w = window as unknown as { t0?: number; t1?: number };
    w.t0 = undefined;
    w.t1 = undefined;
    const antes = document.querySelectorAll('[data-mensagem-medico]').length;
    const campoEl = document.getElementById('chat-mensagem')!;
    // Capture phase: runs before React's handler sends the message.
    campoEl.addEventListener('keydown', () => (w.t0 = performance.now()), { capture: true, once: true });
    const observador = new MutationObserver(() => {
      if (document.querySelectorAll('[data-mensagem-medico]').length > antes) {
        w.t1 = performance.now();
        observador.disconnect();
      }
    });
    observador.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await campo.press('Enter');
  await page.waitForFunction(() => (window as unknown as { t1?: number }).t1 !== undefined, undefined, { timeout: 15_000 });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { t0: number; t1: number };
    return w.t1 - w.t0;
  });
  // The whole answer ends before the next message (the input is disabled while it streams).
  await campo.waitFor({ state: 'visible' });
  await page.waitForFunction(() => !(document.getElementById('chat-mensagem') as HTMLTextAreaElement).disabled, undefined, { timeout: 15_000 });
  return ms;
}

/** p50/p95 of Enter → first streamed text on screen, over `mensagens` messages (multiples of 5). */
export async function chatFirstChunk(stack: LocalStack, siteUrl: string, mensagens = 30): Promise<{ p50: number; p95: number; amostras: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const amostras: number[] = [];
  try {
    for (let indice = 0; amostras.length < mensagens; indice += 1) {
      const { chatToken, medicoId } = await consultaPronta(stack, indice);
      const context = await browser.newContext();
      await context.addInitScript(([chave, token]) => sessionStorage.setItem(chave, token), [`chat_token:${medicoId}`, chatToken] as const);
      const page = await context.newPage();
      await page.goto(new URL(`chat/${medicoId}`, siteUrl).toString());
      // Audio off: the measure is the text, and headless Chromium has no voice to wait for.
      await page.getByRole('button', { name: 'Desativar áudio do médico' }).click();
      await page.getByRole('textbox', { name: 'Mensagem' }).waitFor();
      for (const fala of FALAS) {
        if (amostras.length >= mensagens) break;
        amostras.push(await medirUma(page, fala));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const ordenadas = [...amostras].sort((a, b) => a - b);
  return { p50: percentile(ordenadas, 50), p95: percentile(ordenadas, 95), amostras };
}
