/** What the chat specs share: a free consultation (ZAP19) opened in the page, sending and waiting for the answer. */
import { expect, type Page } from '@playwright/test';
import { consultaGratuitaPelaApi } from './consulta-gratuita.js';

export const emailChat = (rotulo: string) => `chat-${rotulo}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;

/** 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * A free consultation created through the API with the promo code ZAP19, its token put where the
 * secure link would put it (session storage), and the chat opened.
 */
export async function abrirConsultaGratuita(page: Page, medicoId = 1): Promise<{ consultaId: string; chatToken: string }> {
  // Straight to the API from a loopback address of its own: each test is its own patient, as each
  // patient has its own IP, so the per-IP cap on free consultations (10 per 10 minutes) is not
  // shared by the whole suite (which made the last chat spec fail with 429 on a fast run).
  const { chatToken, consultaId } = await consultaGratuitaPelaApi({ email: emailChat('api'), nome: 'Maria Souza', medicoId });
  await page.addInitScript(([chave, token]) => sessionStorage.setItem(chave, token), [`chat_token:${medicoId}`, chatToken] as const);
  await page.goto(`/chat/${medicoId}`);
  return { consultaId, chatToken };
}

/** The intake of an adult patient, with audio off (headless Chromium has no voice to wait for). */
export async function preencherIntakeAdulto(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Desativar áudio do médico' }).click();
  await page.getByLabel('Nome completo').fill('Maria Souza');
  await page.getByLabel('Idade (anos)').fill('34');
  await page.getByLabel('Peso (kg)').fill('62.5');
  await page.getByLabel('Altura (cm)').fill('165');
  await page.getByRole('checkbox', { name: /Autorizo o uso dos meus dados/ }).check();
  await page.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
  await page.getByRole('button', { name: 'Iniciar Consulta' }).click();
  await expect(mensagensDoMedico(page).first()).toContainText('Olá, Maria!');
}

export const mensagensDoMedico = (page: Page) => page.getByRole('article', { name: 'Mensagem do médico' });
export const campoMensagem = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

/** Types a message, sends it with Enter and waits for the whole streamed answer; returns its text. */
export async function enviarEEsperar(page: Page, texto: string): Promise<string> {
  const antes = await mensagensDoMedico(page).count();
  await campoMensagem(page).fill(texto);
  await campoMensagem(page).press('Enter');
  const resposta = mensagensDoMedico(page).nth(antes);
  await expect(resposta).toBeVisible();
  await expect(resposta).not.toHaveAttribute('aria-busy', 'true');
  await expect(campoMensagem(page)).toBeEnabled({ timeout: 15_000 });
  return (await resposta.innerText()).trim();
}
