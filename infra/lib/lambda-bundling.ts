/**
 * How every handler is bundled, in one place: infra/lib/handler-function.ts builds each function's
 * asset with it, test/bench/lambda-bundles.ts measures the very same bundles against the 80 ms
 * cold-import budget, and test/integration/lambda-bundle.test.ts runs one against the local stack.
 *
 * The AWS SDK v3 clients the handlers use are bundled, so the code that runs is the version the
 * tests ran (package-lock.json), not whichever one the Lambda runtime ships that month; left
 * external, the runtime's copy also imports 2–5× slower.
 *
 * Code splitting: a module a route reaches through `await import()` (the S3 client and presigners,
 * lambdas/common/s3-client.ts) goes to a chunk of its own next to `index.mjs`, read only when that
 * import first runs. Without splitting esbuild keeps such a module in the one file and stops
 * tree-shaking it and what it reaches; measured here (test/bench/lambda-bundles.ts), splitting took
 * the chat routes' cold import from ~113 ms to ~73 ms and the profile routes' from ~87 ms to ~66 ms.
 * CDK's NodejsFunction always writes one file (`--outfile`), so the functions are plain
 * `lambda.Function`s whose asset this module bundles with esbuild's JS API (see `bundleHandler`).
 */
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from './paths.js';

/**
 * Modules replaced in the Lambda bundles only: the SDK's Node credential chain by the environment
 * provider, the only one that can answer inside Lambda (see lambdas/common/lambda-credentials.ts).
 */
const bundleAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(repoRoot, 'lambdas/common/lambda-credentials.ts'),
};

/** The Lambda runtime the bundles target (infra/lib/handler-function.ts deploys on it). */
export const LAMBDA_NODE_TARGET = 'node22';

/** The file Lambda loads: the function's handler is `index.<export>`. */
export const LAMBDA_ENTRY_FILE = 'index.mjs';

/**
 * The esbuild options of every handler bundle: ESM, minified, code split, with source maps next to
 * the code (without their sources) for readable stack traces in the logs.
 */
export function lambdaEsbuildOptions(): BuildOptions & { alias: Record<string, string> } {
  return {
    bundle: true,
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // Bundled CommonJS dependencies still call require() for Node built-ins.
    banner: { js: "import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(import.meta.url);" },
    external: [],
    alias: bundleAliases,
    absWorkingDir: repoRoot,
    logLevel: 'error',
  };
}

/** Bundles one handler entry (`lambdas/….ts`) into `outdir`: `index.mjs` and its chunks. */
export async function bundleHandler(entry: string, outdir: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({ ...lambdaEsbuildOptions(), entryPoints: { index: path.join(repoRoot, entry) }, outdir });
}

/** The same, synchronously: CDK's local bundling (`ILocalBundling.tryBundle`) cannot wait. */
export function bundleHandlerSync(esbuild: typeof import('esbuild'), entry: string, outdir: string): void {
  esbuild.buildSync({ ...lambdaEsbuildOptions(), entryPoints: { index: path.join(repoRoot, entry) }, outdir });
}
