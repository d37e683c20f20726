import { useEffect, useState } from 'react';
import { watchOnlineVisitors } from './presence-session.js';

/**
 * The live number of visitors online (presence-session.ts), or undefined until the first answer;
 * every badge of the page shares the tab's one presence.
 */
export function useOnlineVisitors(): number | undefined {
  const [online, setOnline] = useState<number>();
  useEffect(() => watchOnlineVisitors(setOnline), []);
  return online;
}
