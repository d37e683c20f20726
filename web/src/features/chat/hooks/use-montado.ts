import { useEffect, useRef, type RefObject } from 'react';

/** Whether the component is still on screen, for calls that answer after it left. */
export function useMontado(): RefObject<boolean> {
  const montado = useRef(true);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
    };
  }, []);
  return montado;
}
