/**
 * The doctor list's cosmetic attendance counters (docs/regras-do-produto.md#the-twelve-doctors): each starts at a random number from
 * 150 to 299 and, every 5 to 10 s, grows by 1 with a 30% chance, per doctor. The numbers are drawn
 * in the browser once the page runs: the page prerendered at build (and its hydration) has none, so
 * the markup and the browser's first render agree.
 */
import { useEffect, useState } from 'react';
import { siteConfig } from '#shared/constants.js';

const entre = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export function useContadoresAtendimento(ids: readonly number[]): ReadonlyMap<number, number> {
  const [contadores, setContadores] = useState<ReadonlyMap<number, number>>(() => new Map());
  const chave = ids.join(',');

  useEffect(() => {
    const ids = chave.split(',').filter(Boolean).map(Number);
    setContadores((atuais) => new Map(ids.map((id) => [id, atuais.get(id) ?? entre(siteConfig.contadorAtendimentosMin, siteConfig.contadorAtendimentosMax)])));
    const timers = new Map<number, number>();
    const agendar = (id: number) => {
      const atraso = entre(siteConfig.contadorAtendimentosIntervaloMinMs, siteConfig.contadorAtendimentosIntervaloMaxMs);
      timers.set(
        id,
        window.setTimeout(() => {
          if (Math.random() < siteConfig.contadorAtendimentosChance) {
            setContadores((atuais) => new Map(atuais).set(id, (atuais.get(id) ?? siteConfig.contadorAtendimentosMin) + 1));
          }
          agendar(id);
        }, atraso),
      );
    };
    for (const id of ids) agendar(id);
    return () => {
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [chave]);

  return contadores;
}
