import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app.js';
import { loadRuntimeConfig } from './lib/runtime-config.js';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(
      <main className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">Serviço temporariamente indisponível</h1>
        <p className="mt-2 text-slate-600">Não foi possível carregar o ZapSaúde. Tente novamente em instantes.</p>
      </main>,
    );
  });
