/**
 * The visitor's first interaction on a prerendered page, before the app has started (main.tsx
 * starts it at the first sign of intent; on a slow phone it takes a second or more to evaluate and
 * hydrate). A few parts answer at once from here, with the page's own markup — which React renders
 * with both states present, one `hidden` — so the click shows its result within a frame:
 *   - the header's menu toggle opens and closes the mobile menu;
 *   - Camila's launcher opens her window (and its close button closes it): the visitor can start
 *     typing, and a message sent with Enter goes out once the app is there;
 *   - the cookie notice appears for a visitor who has not chosen yet, and its buttons store the choice.
 * Every other button clicked before the app owns it shows that it is waiting (`data-aguardando-app`,
 * index.css) and is clicked again once React has hydrated it (main.tsx); what is typed into a
 * field is typed again into the app's state (`reaplicarCampos`), so nothing the visitor did is lost.
 *
 * The handoff: a part's component starts from the state the visitor left it in (`estadoAntesDoApp`,
 * so its first render matches the page as it is) and, once committed, takes the part over
 * (`assumir`, from a layout effect): from then on the events are React's alone. Before that this
 * module handles them and keeps them from React, so no click is handled twice.
 *
 * Plain DOM and no React, and small: it is part of the entry every prerendered page loads first.
 */
import { siteConfig } from '#shared/constants.js';

/** The parts this module answers for, and the state each one is in. */
export interface EstadosAntesDoApp {
  readonly menu: boolean;
  /** Minimised only ever by the app. */
  readonly camila: 'fechada' | 'aberta' | 'minimizada';
  readonly cookies: 'pendente' | 'escolhido';
}

export type ParteInterativa = keyof EstadosAntesDoApp;

/** The markup's hooks: `data-primeira-interacao` on the controls, ids on what they show or hide. */
export const alvos = {
  menuBotao: 'menu',
  menu: 'menu-movel',
  camilaAbrir: 'camila-abrir',
  camilaFechar: 'camila-fechar',
  camilaLancador: 'camila-lancador',
  camilaJanela: 'camila-janela',
  camilaEntrada: 'camila-entrada',
  camilaFormulario: 'camila-formulario',
  cookiesAceitar: 'cookies-aceitar',
  cookiesRejeitar: 'cookies-rejeitar',
  cookies: 'aviso-cookies',
} as const;

const estados: Partial<{ -readonly [K in ParteInterativa]: EstadosAntesDoApp[K] }> = {};
const assumidas = new Set<ParteInterativa>();
/** The message sent to Camila before the app was there (Enter in her box), waiting to go. */
let envioCamilaPendente: string | undefined;
/** What the visitor typed into fields the app did not own yet, by element. */
const digitados = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>();
let reaplicando = false;

/** The state the visitor left a part in before the app started, if this page had it. */
export function estadoAntesDoApp<K extends ParteInterativa>(parte: K): EstadosAntesDoApp[K] | undefined {
  return estados[parte] as EstadosAntesDoApp[K] | undefined;
}

/** The app takes `parte` over: returns its last state; from now on its events go to React. */
export function assumir<K extends ParteInterativa>(parte: K): EstadosAntesDoApp[K] | undefined {
  assumidas.add(parte);
  return estadoAntesDoApp(parte);
}

/**
 * The message the visitor sent to Camila before the app was there, if any (read once, by the app
 * taking her window over, which sends it); the box, kept as it was meanwhile, is the app's again.
 */
export function consumirEnvioCamila(): string | undefined {
  const pendente = envioCamilaPendente;
  envioCamilaPendente = undefined;
  const entrada = porId(alvos.camilaEntrada);
  if (entrada instanceof HTMLTextAreaElement) entrada.readOnly = false;
  entrada?.removeAttribute('data-aguardando-app');
  return pendente;
}

const setters = {
  value: (elemento: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(elemento) as object, 'value')?.set,
  checked: () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set,
};

/**
 * Types again, into the fields inside `raiz` that the app has just taken over, what the visitor
 * typed before: each value is set as the browser would set it and an input event fired, so the
 * component's own handler (a controlled field's state, react-hook-form's value) takes it. React
 * writes its own value into a field when it takes it over; this puts the visitor's back.
 */
export function reaplicarCampos(raiz: Element | null): void {
  if (!raiz) return;
  reaplicando = true;
  try {
    for (const [campo, valor] of [...digitados]) {
      if (!raiz.contains(campo)) continue;
      digitados.delete(campo);
      const marcavel = campo instanceof HTMLInputElement && (campo.type === 'checkbox' || campo.type === 'radio');
      if (marcavel) {
        if (campo.checked !== valor) campo.click();
        continue;
      }
      // React keeps the last value it saw on the element: a different one first, so the event is a change to it.
      campo.value = '';
      setters.value(campo)?.call(campo, valor);
      campo.dispatchEvent(new Event(campo instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  } finally {
    reaplicando = false;
  }
}

function porId(id: string): HTMLElement | null {
  return document.getElementById(id);
}

function alternarMenu(botao: HTMLElement): void {
  const aberto = botao.getAttribute('aria-expanded') !== 'true';
  estados.menu = aberto;
  botao.setAttribute('aria-expanded', String(aberto));
  botao.setAttribute('aria-label', aberto ? 'Fechar menu' : 'Abrir menu');
  for (const icone of botao.querySelectorAll<HTMLElement>('[data-icone-menu]')) {
    icone.toggleAttribute('hidden', icone.dataset.iconeMenu !== (aberto ? 'fechar' : 'abrir'));
  }
  porId(alvos.menu)?.toggleAttribute('hidden', !aberto);
}

function mostrarCamila(aberta: boolean): void {
  estados.camila = aberta ? 'aberta' : 'fechada';
  porId(alvos.camilaLancador)?.toggleAttribute('hidden', aberta);
  porId(alvos.camilaJanela)?.toggleAttribute('hidden', !aberta);
  (aberta ? porId(alvos.camilaEntrada) : porId(alvos.camilaLancador)?.querySelector('button'))?.focus();
}

function escolherCookies(aceitos: boolean): void {
  try {
    window.localStorage.setItem(siteConfig.chaveCookiesAceitos, String(aceitos));
  } catch {
    // Without storage the choice lasts for this page view only, as in the app.
  }
  estados.cookies = 'escolhido';
  porId(alvos.cookies)?.toggleAttribute('hidden', true);
}

/** The part a control belongs to, and what the click does there; undefined for other controls. */
function acaoDoControle(controle: HTMLElement): [ParteInterativa, () => void] | undefined {
  switch (controle.dataset.primeiraInteracao) {
    case alvos.menuBotao:
      return ['menu', () => alternarMenu(controle)];
    case alvos.camilaAbrir:
      return ['camila', () => mostrarCamila(true)];
    case alvos.camilaFechar:
      return ['camila', () => mostrarCamila(false)];
    case alvos.cookiesAceitar:
      return ['cookies', () => escolherCookies(true)];
    case alvos.cookiesRejeitar:
      return ['cookies', () => escolherCookies(false)];
    default:
      return undefined;
  }
}

/** A click on a control of a part not taken over yet: answered here, and kept from React and from the replay. */
function aoClicar(event: MouseEvent): void {
  const controle = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-primeira-interacao]') : null;
  const acao = controle && acaoDoControle(controle);
  if (!acao || assumidas.has(acao[0])) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  acao[1]();
}

/** Enter (without Shift) in Camila's box, or her form's submit, before the app: the message goes once she is there. */
function aoEnviarParaCamila(event: Event): void {
  if (assumidas.has('camila')) return;
  const naEntrada = event instanceof KeyboardEvent && event.target instanceof HTMLElement && event.target.id === alvos.camilaEntrada;
  const enter = naEntrada && (event as KeyboardEvent).key === 'Enter' && !(event as KeyboardEvent).shiftKey && !(event as KeyboardEvent).isComposing;
  const envio = event.type === 'submit' && event.target instanceof HTMLElement && event.target.id === alvos.camilaFormulario;
  if (event.type === 'keydown' && naEntrada && (event as KeyboardEvent).key === 'Escape') {
    mostrarCamila(false);
    return;
  }
  if (!enter && !envio) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const entrada = porId(alvos.camilaEntrada);
  if (!(entrada instanceof HTMLTextAreaElement) || entrada.value.trim() === '') return;
  // The message waits for her, as the box shows: it stays as typed, and cannot change meanwhile.
  envioCamilaPendente = entrada.value;
  entrada.readOnly = true;
  entrada.setAttribute('data-aguardando-app', '');
}

function aoDigitar(event: Event): void {
  // The visitor's own typing; not the events reaplicarCampos fires.
  if (reaplicando) return;
  const campo = event.target;
  if (!(campo instanceof HTMLInputElement || campo instanceof HTMLTextAreaElement || campo instanceof HTMLSelectElement)) return;
  if (!document.getElementById('root')?.contains(campo)) return;
  const marcavel = campo instanceof HTMLInputElement && (campo.type === 'checkbox' || campo.type === 'radio');
  digitados.set(campo, marcavel ? campo.checked : campo.value);
}

/**
 * Installs the handlers (capture phase on the document: before React's own, which sit on #root)
 * and shows the cookie notice to a visitor who has not chosen. Called by the entry on a
 * prerendered page, before anything else.
 */
export function instalarPrimeiraInteracao(): void {
  document.addEventListener('click', aoClicar, true);
  document.addEventListener('keydown', aoEnviarParaCamila, true);
  document.addEventListener('submit', aoEnviarParaCamila, true);
  document.addEventListener('input', aoDigitar, true);
  document.addEventListener('change', aoDigitar, true);
  const aviso = porId(alvos.cookies);
  if (aviso) {
    let escolhido = false;
    try {
      escolhido = window.localStorage.getItem(siteConfig.chaveCookiesAceitos) !== null;
    } catch {
      // Unreadable storage: ask, as the app does.
    }
    estados.cookies = escolhido ? 'escolhido' : 'pendente';
    aviso.toggleAttribute('hidden', escolhido);
  }
}
