import { useEffect, useState } from 'react';

/** The current time, updated every `intervaloMs` (the queue's waiting times tick every 30 s). */
export function useAgora(intervaloMs = 30_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setAgora(Date.now()), intervaloMs);
    return () => window.clearInterval(timer);
  }, [intervaloMs]);
  return agora;
}
