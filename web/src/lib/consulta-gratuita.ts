/**
 * The free consultation's browser flags, by the names the spec gives them (docs/regras-do-produto.md#the-free-consultation-zap19). They only steer
 * the screens: the server checks the promo code again and refuses a second free consultation for
 * the same e-mail or CPF (docs/arquitetura.md#promo-code-and-free-consultation).
 *
 * Promo code accepted → free_consultation_active + current_consultation_free; a doctor chosen →
 * processing_free_consultation set while the scheduling form is open. The code is spent only when
 * the server creates the free consultation (or says this person already had one): then
 * used_first_free_consultation is set and the other flags are cleared. A patient who leaves the
 * form keeps the code and may choose again.
 */
import { useSyncExternalStore } from 'react';
import type { Medico } from '#shared/medicos.js';
import { normalizarCodigoPromo } from '#shared/schemas/pagamentos.js';
import { readFlag, readText, removeKeys, writeFlag, writeText } from './browser-storage.js';
import { esquecerMedicoEscolhido, guardarMedicoEscolhido, lerMedicoEscolhido } from './medico-escolhido.js';

export const flagsGratuita = {
  ativa: 'free_consultation_active',
  atual: 'current_consultation_free',
  usada: 'used_first_free_consultation',
  processando: 'processing_free_consultation',
} as const;

/** The accepted code, sent again with the scheduling form so the server can check it. */
const CODIGO_CHAVE = 'free_consultation_code';

const EVENTO = 'zapsaude:consulta-gratuita';

function avisar(): void {
  window.dispatchEvent(new Event(EVENTO));
}

/** The code was accepted by the server: the doctor list now offers the free consultation. */
export function ativarConsultaGratuita(codigo: string): void {
  writeFlag('local', flagsGratuita.ativa, true);
  writeFlag('local', flagsGratuita.atual, true);
  writeText('local', CODIGO_CHAVE, normalizarCodigoPromo(codigo));
  avisar();
}

export function consultaGratuitaAtiva(): boolean {
  return readFlag('local', flagsGratuita.ativa) && readText('local', CODIGO_CHAVE) !== undefined;
}

/** One use per browser (docs/regras-do-produto.md#the-free-consultation-zap19); the server has the last word per e-mail and CPF. */
export function primeiraGratuitaUsada(): boolean {
  return readFlag('local', flagsGratuita.usada);
}

/**
 * A doctor was chosen for the free consultation: the scheduling form comes next. Nothing is spent
 * yet, so the offer stays active until the consultation exists (`concluirConsultaGratuita`).
 */
export function escolherMedicoGratuito(medico: Pick<Medico, 'id' | 'nome' | 'especialidade'>): void {
  guardarMedicoEscolhido(medico, 'gratis');
  writeFlag('local', flagsGratuita.processando, true);
  avisar();
}

export interface ConsultaGratuitaEmProcesso {
  readonly codigo: string;
  readonly medico?: Medico;
}

/** The free consultation waiting for its scheduling form, if any. */
export function lerConsultaGratuitaEmProcesso(): ConsultaGratuitaEmProcesso | undefined {
  const codigo = readText('local', CODIGO_CHAVE);
  if (!readFlag('local', flagsGratuita.processando) || !codigo) return undefined;
  const medico = lerMedicoEscolhido('gratis');
  return medico ? { codigo, medico } : { codigo };
}

/** The free consultation exists (or the server refused it): nothing is pending any more. */
export function concluirConsultaGratuita(): void {
  writeFlag('local', flagsGratuita.processando, false);
  writeFlag('local', flagsGratuita.ativa, false);
  writeFlag('local', flagsGratuita.atual, false);
  writeFlag('local', flagsGratuita.usada, true);
  removeKeys('local', CODIGO_CHAVE);
  esquecerMedicoEscolhido('gratis');
  avisar();
}

export interface EstadoConsultaGratuita {
  readonly ativa: boolean;
  readonly usada: boolean;
}

/** What a page prerendered at build shows, and what the browser's hydration starts from. */
const semConsultaGratuita: EstadoConsultaGratuita = { ativa: false, usada: false };

let ultimo = semConsultaGratuita;

function lerEstado(): EstadoConsultaGratuita {
  const ativa = consultaGratuitaAtiva();
  const usada = primeiraGratuitaUsada();
  if (ativa !== ultimo.ativa || usada !== ultimo.usada) ultimo = { ativa, usada };
  return ultimo;
}

function assinar(aoMudar: () => void): () => void {
  // Same tab: our own event; other tabs: the storage event.
  window.addEventListener(EVENTO, aoMudar);
  window.addEventListener('storage', aoMudar);
  return () => {
    window.removeEventListener(EVENTO, aoMudar);
    window.removeEventListener('storage', aoMudar);
  };
}

/**
 * The flags as React state, following changes from this tab and others. A prerendered page is
 * hydrated with no flags (the build cannot know them), then React draws this browser's.
 */
export function useConsultaGratuita(): EstadoConsultaGratuita {
  return useSyncExternalStore(assinar, lerEstado, () => semConsultaGratuita);
}
