import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ABRIR_ASSISTENTE_EVENTO } from '../../lib/assistente-events.js';

// Camila's code is its own chunk, fetched after the page's first paint.
const CamilaWidget = lazy(async () => ({ default: (await import('./components/camila-widget.js')).CamilaWidget }));

/**
 * Mounted once in the site layout. This tiny shell is eager so that an open request sent before the
 * chunk arrives (e.g. 'Falar com Suporte' on a slow connection) is not lost.
 */
export function CamilaAssistente() {
  const { pathname } = useLocation();
  const [pedidosAbrir, setPedidosAbrir] = useState(0);
  useEffect(() => {
    const pedir = () => setPedidosAbrir((pedidos) => pedidos + 1);
    window.addEventListener(ABRIR_ASSISTENTE_EVENTO, pedir);
    return () => window.removeEventListener(ABRIR_ASSISTENTE_EVENTO, pedir);
  }, []);
  // In a consultation the floating button would cover the chat's send button; the chat has its own Ajuda.
  if (pathname.startsWith('/chat/')) return null;
  return (
    <Suspense fallback={null}>
      <CamilaWidget pedidosAbrir={pedidosAbrir} />
    </Suspense>
  );
}
