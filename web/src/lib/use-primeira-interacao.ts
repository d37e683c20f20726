import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { assumir, estadoAntesDoApp, reaplicarCampos, type EstadosAntesDoApp, type ParteInterativa } from './primeira-interacao.js';

/**
 * The state of a part the visitor may have used before the app started (primeira-interacao.ts):
 * the first render starts from where the visitor left it, so it matches the page as it is, and once
 * committed the component takes the part over — catching up with a click made while React was
 * hydrating. `inicial` is the state when the page had no such moment (the build, a page drawn in the browser).
 */
export function useEstadoDaPrimeiraInteracao<K extends ParteInterativa>(parte: K, inicial: () => EstadosAntesDoApp[K]) {
  const [estado, setEstado] = useState<EstadosAntesDoApp[K]>(() => estadoAntesDoApp(parte) ?? inicial());
  useLayoutEffect(() => {
    const ultimo = assumir(parte);
    if (ultimo !== undefined) setEstado(ultimo);
  }, [parte]);
  return [estado, setEstado] as const;
}

/**
 * For a form on a prerendered page: once React has taken its fields over, what the visitor typed
 * into them before is typed again into the app's state (the fields' own change handlers take it).
 * Call it after the form's own hooks: react-hook-form's watchers subscribe in a layout effect, and
 * a component's effects run in the order they are declared.
 */
export function useCamposDigitadosAntes<T extends Element>(): RefObject<T | null> {
  const raiz = useRef<T>(null);
  useLayoutEffect(() => reaplicarCampos(raiz.current), []);
  return raiz;
}
