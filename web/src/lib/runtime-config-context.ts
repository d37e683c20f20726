import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../../shared/schemas/runtime-config.js';

export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('RuntimeConfigContext is missing');
  return config;
}
