import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: route entries (`lambdas/...`) and the lock file are relative to it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm run build:web` writes the SPA. */
export const webDistPath = path.join(repoRoot, 'web', 'dist');
