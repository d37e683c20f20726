/**
 * Opening the floating assistant (Camila) from any page, e.g. the contact page's 'Falar com
 * Suporte', without that page importing the assistant's lazily loaded code: a DOM event.
 */
export const ABRIR_ASSISTENTE_EVENTO = 'zapsaude:abrir-assistente';

export function abrirAssistente(): void {
  window.dispatchEvent(new Event(ABRIR_ASSISTENTE_EVENTO));
}
