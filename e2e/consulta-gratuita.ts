/**
 * The free consultation's e-mail proof in the end-to-end run: the one-time code is read from the
 * SES stand-in's mailbox, as the visitor would read it in their inbox.
 */
import { expect, type Page } from '@playwright/test';
import { mensagens } from '../shared/messages.js';
import { criarConsultaGratuita, ultimoCodigoEnviado, type FormularioGratuita } from '../test/integration/pagamentos-helpers.js';
import { portas } from './portas.js';

/** The local API and the SES stand-in of this run. */
export const servicosLocais = { apiUrl: `http://127.0.0.1:${portas.api}`, sesUrl: `http://127.0.0.1:${portas.ses}` };

/**
 * A free consultation created through the API as the form creates it (code requested, read from the
 * mailbox, sent with the form), from a loopback address of its own, so the per-IP cap on free
 * consultations is not shared by the whole suite.
 */
export async function consultaGratuitaPelaApi(formulario: FormularioGratuita): Promise<{ chatToken: string; consultaId: string }> {
  const resposta = await criarConsultaGratuita(servicosLocais, formulario);
  expect(resposta.status, JSON.stringify(resposta.body)).toBe(201);
  return { chatToken: resposta.body.chatToken, consultaId: resposta.body.consultaId };
}

/** The newest free-consultation code the mailbox holds for `email`, other than `anterior`, once it has arrived. */
export async function codigoGratuitaNoEmail(email: string, anterior?: string): Promise<string> {
  let codigo: string | undefined;
  await expect
    .poll(async () => {
      codigo = await ultimoCodigoEnviado(servicosLocais.sesUrl, email, mensagens.consultaGratuita.assuntoEmail);
      return codigo !== undefined && codigo !== anterior;
    })
    .toBe(true);
  return codigo!;
}

/** The free form's fields (/agendar-consulta in free mode), as a visitor types them. */
export async function preencherConsultaGratuita(
  page: Page,
  dados: { nome?: string; email: string; telefone?: string; cpf: string; observacoes?: string },
): Promise<void> {
  await page.getByLabel('Nome completo').fill(dados.nome ?? 'Ana Paula Souza');
  await page.getByLabel('Email').fill(dados.email);
  await page.getByLabel('Telefone').fill(dados.telefone ?? '11987654321');
  await page.getByLabel('CPF').fill(dados.cpf);
  if (dados.observacoes) await page.getByLabel('Observações (opcional)').fill(dados.observacoes);
}

/**
 * The e-mail proof on screen: "Enviar código", the code from the mailbox typed in, then "Iniciar
 * Consulta Grátis". Returns the code used.
 */
export async function confirmarEmailEIniciar(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: mensagens.consultaGratuita.enviarCodigo }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enviamos o código para' })).toBeVisible();
  const codigo = await codigoGratuitaNoEmail(email);
  await page.getByLabel('Código de 6 dígitos').fill(codigo);
  await page.getByRole('button', { name: 'Iniciar Consulta Grátis' }).click();
  return codigo;
}
