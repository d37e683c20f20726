import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: route entries (`lambdas/...`) and the lock file are relative to it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm run build:web` writes the SPA: web/dist, or WEB_DIST_DIR as in web/vite.config.ts. */
export const webDistPath = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'web', 'dist');
