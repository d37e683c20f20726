/**
 * Physician validation end to end (docs/validacao-medica.md), in Chromium on the production build:
 *   1. consultation ended → its case in an open cockpit: the local physician's `/medico` queue is
 *      on screen (subscribed to `/medicos/fila`); each consultation is ended through the API
 *      (`POST /api/chat/encerrar` with a rating, which writes the AI's drafts and queues the case)
 *      and timed from sending that request to the case's row (`a[href="/medico/casos/<id>"]`)
 *      appearing in the page;
 *   2. "Validar e enviar" → the patient's page: the patient's chat, open since before the end
 *      (the patient answers the last question and rates in the page), waits for the physician,
 *      subscribed to `/validacoes/<canal>`; the physician claims the case and validates the current
 *      draft through the API, timed from sending `validar` to the page showing "… validada por
 *      <physician>".
 * Both ends are stamped with this machine's clock (Date.now in Node and in the page, the page's by
 * a MutationObserver, as the payment bench does). Targets: p95 ≤ 1 s for each.
 */
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { LocalStack } from '#infra/local/stack.js';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { criarConsultaGratuita, enviarMensagemChat, newIp, request } from '../integration/pagamentos-helpers.js';
import { DADOS_INTAKE_BENCH } from './chat-first-chunk.js';

export const VALIDACAO_TARGET_P95_MS = 1000;

/** Part 1: a couple of messages before the end. */
const FALAS_CURTAS = ['Estou com febre e dor de garganta há 3 dias', 'Não tenho doenças, não tomo remédios e não tenho alergia'];

/** Part 2: after these the offline doctor asks whether there are more doubts (as in e2e/medico-apoio.ts). */
const FALAS_ATE_DUVIDAS = [
  'Estou com febre e dor de garganta',
  'Começou há 3 dias. Nota 6',
  'Tenho tosse e nariz escorrendo',
  'Não tenho doenças, não tomo remédios e não tenho alergia',
  'Posso tomar ibuprofeno?',
  'Quanto tempo dura?',
];

/** A consultation taken up to the point where the patient rates it. */
interface ConsultaConversada {
  readonly consultaId: string;
  readonly chatToken: string;
  readonly medicoId: number;
  readonly ip: string;
}

export interface Amostras {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly amostras: readonly number[];
}

function resumo(amostras: number[]): Amostras {
  const ordenadas = [...amostras].sort((a, b) => a - b);
  const percentil = (p: number) => ordenadas[Math.min(ordenadas.length - 1, Math.ceil((p / 100) * ordenadas.length) - 1)]!;
  return { p50: percentil(50), p95: percentil(95), max: ordenadas.at(-1)!, amostras: ordenadas };
}

/** A free consultation with `medicoId`, from its own loopback address (the per-IP cap), its intake and `falas`. */
async function consultaConversada(stack: LocalStack, indice: number, medicoId: number, falas: readonly string[]): Promise<ConsultaConversada> {
  const ip = newIp();
  const criada = await criarConsultaGratuita(
    { apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! },
    { nome: 'Paciente de Teste', email: `bench-validacao-${Date.now()}-${indice}@exemplo.com.br`, medicoId },
    ip,
  );
  if (criada.status !== 201) throw new Error(`POST /api/consultas/gratuita: HTTP ${criada.status}`);
  const { chatToken, consultaId } = criada.body;
  const intake = await request(stack.apiUrl, '/api/chat/intake', { ip, headers: { 'x-chat-token': chatToken }, body: { medicoId, dados: DADOS_INTAKE_BENCH } });
  if (intake.status !== 201) throw new Error(`POST /api/chat/intake: HTTP ${intake.status}`);
  for (const texto of falas) {
    const resposta = await enviarMensagemChat(stack.apiUrl, { token: chatToken, ip, medicoId, texto });
    if (resposta.status !== 200) throw new Error(`POST /api/chat/mensagens: HTTP ${resposta.status}`);
  }
  return { consultaId, chatToken, medicoId, ip };
}

/** The local physician's access token (cognito-local: USER_PASSWORD_AUTH). */
export async function tokenDaMedica(stack: LocalStack): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.env.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: stack.contaMedica.email, PASSWORD: stack.contaMedica.senha },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('cognito-local: no access token for the local physician');
    return token;
  } finally {
    cognito.destroy();
  }
}

async function apiMedico<T>(stack: LocalStack, token: string, method: 'GET' | 'POST', caminho: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}/api/medico${caminho}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/medico${caminho}: HTTP ${response.status}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Runs `passo`; if it fails, the error names the step, the page's headings and a screenshot of it. */
async function comDiagnostico<T>(page: Page, etapa: string, passo: () => Promise<T>): Promise<T> {
  try {
    return await passo();
  } catch (error) {
    const imagem = path.join(os.tmpdir(), `bench-validacao-${Date.now()}.png`);
    await page.screenshot({ path: imagem, fullPage: true }).catch(() => undefined);
    const titulos = await page
      .locator('h1, h2')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`${etapa}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; títulos: ${titulos.join(' | ')}; tela: ${imagem}`, { cause: error });
  }
}

type Marcas = { marcas?: Record<string, number> };

/**
 * Stamps `window.marcas[chave]` with Date.now() the first time `seletor` (holding `texto`, if given)
 * matches, checked on every DOM change. (No named functions inside: tsx would wrap them in a helper
 * the page does not have.)
 */
async function marcarQuandoAparecer(page: Page, chave: string, seletor: string, texto?: string): Promise<void> {
  await page.evaluate(
    ([chaveMarca, css, contem]) => {
      const w = window as unknown as Marcas;
      w.marcas ??= {};
      const antes = document.querySelector(css);
      if (antes !== null && (contem === undefined || (antes.textContent ?? '').includes(contem))) throw new Error(`${css} is already on the page`);
      const observador = new MutationObserver(() => {
        const elemento = document.querySelector(css);
        if (elemento !== null && (contem === undefined || (elemento.textContent ?? '').includes(contem))) {
          w.marcas![chaveMarca] = Date.now();
          observador.disconnect();
        }
      });
      observador.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [chave, seletor, texto] as const,
  );
}

async function marca(page: Page, chave: string): Promise<number> {
  await page.waitForFunction((c) => (window as unknown as Marcas).marcas?.[c] !== undefined, chave, { timeout: 20_000 });
  return page.evaluate((c) => (window as unknown as Marcas).marcas![c]!, chave);
}

/** The cockpit's queue, signed in as the local physician, once its realtime subscription is up. */
async function painelAberto(browser: Browser, stack: LocalStack, siteUrl: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL('medico', siteUrl).toString());
  await page.getByLabel('E-mail').fill(stack.contaMedica.email);
  await page.getByLabel('Senha').fill(stack.contaMedica.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Fila de validação' }).waitFor();
  await comDiagnostico(page, 'painel médico em tempo real', () => page.getByText('Atualização automática ativa').waitFor({ timeout: 20_000 }));
  return page;
}

/** Part 1: `casos` consultations ended through the API one after the other while the cockpit is open. */
async function fimAteFila(browser: Browser, stack: LocalStack, siteUrl: string, casos: number): Promise<number[]> {
  const painel = await painelAberto(browser, stack, siteUrl);
  const ms: number[] = [];
  try {
    for (let indice = 0; indice < casos; indice += 1) {
      const consulta = await consultaConversada(stack, indice, (indice % 12) + 1, FALAS_CURTAS);
      await marcarQuandoAparecer(painel, consulta.consultaId, `a[href="/medico/casos/${consulta.consultaId}"]`);
      const enviadoEm = Date.now();
      const fim = await request(stack.apiUrl, '/api/chat/encerrar', {
        ip: consulta.ip,
        headers: { 'x-chat-token': consulta.chatToken },
        body: { medicoId: consulta.medicoId, motivo: 'avaliacao', avaliacao: 5 },
      });
      if (fim.status !== 200) throw new Error(`POST /api/chat/encerrar: HTTP ${fim.status}`);
      ms.push((await marca(painel, consulta.consultaId)) - enviadoEm);
    }
  } finally {
    await painel.context().close();
  }
  return ms;
}

/**
 * The chat page's reads of /api/chat/* all come from 127.0.0.1 (the site's /api proxy), which the
 * per-IP cap allows 60 a minute (fixed windows): past 45 in this window, wait for the next one.
 */
function limitadorChat() {
  let janela = -1;
  let leituras = 0;
  return {
    contar: (url: string) => {
      if (!new URL(url).pathname.startsWith('/api/chat/')) return;
      const agora = Math.floor(Date.now() / 60_000);
      if (agora !== janela) [janela, leituras] = [agora, 0];
      leituras += 1;
    },
    async esperarSePreciso() {
      if (Math.floor(Date.now() / 60_000) === janela && leituras >= 45) {
        await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 50));
      }
    },
  };
}

/**
 * Resolves when the realtime server acknowledges the page's subscription to its consultation's
 * channel `/validacoes/<canal>` (the AppSync Events frames `subscribe` → `subscribe_success`): from
 * then on the page hears the decision. Rejects after 20 s.
 */
function inscricaoNaValidacao(page: Page): Promise<void> {
  const quadro = (payload: string | Buffer): { type?: string; id?: string; channel?: string } => {
    try {
      return JSON.parse(String(payload)) as { type?: string; id?: string; channel?: string };
    } catch {
      return {};
    }
  };
  return new Promise<void>((resolve, reject) => {
    const prazo = setTimeout(() => reject(new Error('the chat page did not subscribe to /validacoes/<canal> within 20 s')), 20_000);
    page.on('websocket', (socket) => {
      const ids = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const enviado = quadro(payload);
        if (enviado.type === 'subscribe' && enviado.id && enviado.channel?.startsWith('/validacoes/')) ids.add(enviado.id);
      });
      socket.on('framereceived', ({ payload }) => {
        const recebido = quadro(payload);
        if (recebido.type === 'subscribe_success' && recebido.id && ids.has(recebido.id)) {
          clearTimeout(prazo);
          resolve();
        }
      });
    });
  });
}

/**
 * Part 2: for each of `casos` consultations, the patient's chat stays open through the end and
 * while the physician claims and validates the case. The chat door lets no one in once a
 * consultation has ended, so the page is opened before: the conversation is taken through the API
 * up to the doctor's "more doubts?", and the patient answers and rates in the page, as on the phone.
 */
async function validarAteChat(browser: Browser, stack: LocalStack, siteUrl: string, casos: number): Promise<number[]> {
  const token = await tokenDaMedica(stack);
  const limite = limitadorChat();
  const ms: number[] = [];
  for (let indice = 0; indice < casos; indice += 1) {
    await limite.esperarSePreciso();
    // The offline engine's script for doctor 1 (general practice) reaches "more doubts?" with these messages.
    const consulta = await consultaConversada(stack, indice, 1, FALAS_ATE_DUVIDAS);
    const context = await browser.newContext();
    try {
      await context.addInitScript(([chave, chatToken]) => sessionStorage.setItem(chave, chatToken), [`chat_token:${consulta.medicoId}`, consulta.chatToken] as const);
      const page = await context.newPage();
      page.on('request', (pedido) => limite.contar(pedido.url()));
      const inscrito = inscricaoNaValidacao(page);
      await page.goto(new URL(`chat/${consulta.medicoId}`, siteUrl).toString());
      // Audio off: headless Chromium has no voice to wait for.
      await comDiagnostico(page, 'chat aberto', () => page.getByRole('button', { name: 'Desativar áudio do médico' }).click());
      const campo = page.getByRole('textbox', { name: 'Mensagem' });
      await campo.fill('Não, obrigado');
      await campo.press('Enter');
      const avaliacao = page.getByRole('region', { name: 'Como você avalia esta consulta?' });
      await comDiagnostico(page, 'painel de avaliação', () => avaliacao.getByRole('button', { name: '5 estrelas' }).click({ timeout: 20_000 }));
      await comDiagnostico(page, 'chat aguardando o médico', () => page.getByRole('heading', { name: 'Sua avaliação está com um médico' }).waitFor());
      await inscrito;
      await marcarQuandoAparecer(page, 'validada', '#validacao-titulo', 'validada por');

      await apiMedico(stack, token, 'POST', `/casos/${consulta.consultaId}/reserva`);
      const caso = await apiMedico<{ rascunho?: unknown }>(stack, token, 'GET', `/casos/${consulta.consultaId}`);
      if (caso.rascunho === undefined) throw new Error(`case ${consulta.consultaId} has no draft after the end`);
      const enviadoEm = Date.now();
      const [mostradoEm] = await Promise.all([
        marca(page, 'validada'),
        apiMedico(stack, token, 'POST', `/casos/${consulta.consultaId}/validar`, { rascunho: caso.rascunho }),
      ]);
      ms.push(mostradoEm - enviadoEm);
    } finally {
      await context.close();
    }
  }
  return ms;
}

export type FiguraValidacao = 'fim-ate-fila' | 'validar-ate-chat';

/** Both figures, each over `casos` consultations (≥ 20); `relatar` gets each figure as soon as it is measured. */
export async function benchValidacao(
  stack: LocalStack,
  siteUrl: string,
  casos: number,
  relatar: (figura: FiguraValidacao, amostras: Amostras) => void,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    relatar('fim-ate-fila', resumo(await fimAteFila(browser, stack, siteUrl, casos)));
    relatar('validar-ate-chat', resumo(await validarAteChat(browser, stack, siteUrl, casos)));
  } finally {
    await browser.close();
  }
}
