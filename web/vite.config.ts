import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderSite } from './prerender-site.js';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const webDistDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webRoot, 'dist');

/**
 * Local stage only: serves /config.json from the runtime config the launcher created. In AWS the
 * same file is written to the bucket by the CDK web construct.
 */
function localRuntimeConfig(): Plugin {
  // Returns nothing on purpose: a function returned from these hooks is run by Vite as a post hook.
  const serveConfig = (server: { middlewares: { use: (path: string, handler: ConfigHandler) => unknown } }): void => {
    server.middlewares.use('/config.json', (_request, response) => {
      const config = process.env.ZAPSAUDE_RUNTIME_CONFIG;
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-store');
      response.statusCode = config ? 200 : 503;
      response.end(config ?? JSON.stringify({ error: 'Configuração local ausente: use npm start.' }));
    });
  };
  return {
    name: 'zapsaude-local-runtime-config',
    configureServer: serveConfig,
    // The benchmark serves the production build with `vite preview`, the same way.
    configurePreviewServer: serveConfig,
  };
}

type ConfigHandler = (
  request: unknown,
  response: { setHeader(name: string, value: string): void; statusCode: number; end(body: string): void },
) => void;

export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  plugins: [react(), tailwindcss(), localRuntimeConfig(), prerenderSite(webRoot)],
  // WEB_DIST_DIR lets two builds coexist (a benchmark beside a test run); web/dist by default.
  build: {
    outDir: webDistDir,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the prerender (prerender-site.ts) to find the built stylesheets a page links, then removed.
    manifest: true,
    modulePreload: {
      // The entry's import of the app (web/src/main.tsx) runs after a prerendered page is on
      // screen: the app's own imports fetch its chunks, without adding preload links to a large page
      // (each one a style pass on the main thread). Every other dynamic import keeps its preloads.
      resolveDependencies: (file, deps) => (/(^|\/)boot-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
  server: {
    host: '127.0.0.1',
    // /api/* on the same origin, as CloudFront routes it to the HTTP API in AWS.
    proxy: process.env.ZAPSAUDE_API_URL ? { '/api': { target: process.env.ZAPSAUDE_API_URL, changeOrigin: false } } : {},
  },
  preview: {
    host: '127.0.0.1',
    proxy: process.env.ZAPSAUDE_API_URL ? { '/api': { target: process.env.ZAPSAUDE_API_URL, changeOrigin: false } } : {},
  },
});
