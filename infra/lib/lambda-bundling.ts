/**
 * How every handler is bundled, in one object: infra/lib/api.ts passes it to each NodejsFunction and
 * test/bench/lambda-bundles.ts turns it into the very esbuild options NodejsFunction runs
 * (aws-cdk-lib/aws-lambda-nodejs `Bundling.buildEsbuildArgs`), so the bench measures what deploys;
 * test/integration/lambda-bundle.test.ts runs such a bundle against the local stack.
 *
 * The AWS SDK v3 clients the handlers use (lambdas/common/sdk-clients.ts) are bundled, so the code
 * that runs is the version the tests ran (package-lock.json), not whichever one the Lambda runtime
 * ships that month; left external, the runtime's copy also imports 2–5× slower. There is no code
 * splitting: a module reached through `await import()` stays in the one file but is evaluated when
 * that import first runs (lambdas/common/s3-client.ts loads the S3 SDK so). esbuild no longer
 * tree-shakes such a lazily evaluated module nor what it imports, so it pays only for a large module
 * that a cold start can skip; measure before adding one. Each Lambda's bundle is measured by
 * `npm run bench` against the 80 ms cold-import budget (its size is printed for information only).
 */
import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { repoRoot } from './paths.js';

/**
 * Modules replaced in the Lambda bundles only: the SDK's Node credential chain by the environment
 * provider, the only one that can answer inside Lambda (see lambdas/common/lambda-credentials.ts).
 */
const bundleAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(repoRoot, 'lambdas/common/lambda-credentials.ts'),
};

export const lambdaBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Bundled CommonJS dependencies still call require() for Node built-ins.
  banner: "import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(import.meta.url);",
  bundleAwsSDK: true,
  externalModules: [] as string[],
  esbuildArgs: { '--alias': Object.entries(bundleAliases).map(([name, file]) => `${name}=${file}`) },
} satisfies BundlingOptions;

/** The subset of esbuild's BuildOptions that NodejsFunction sets from `lambdaBundling`. */
export interface LambdaEsbuildOptions {
  readonly bundle: true;
  readonly platform: 'node';
  readonly target: string;
  readonly format: 'esm' | 'cjs';
  readonly minify: boolean;
  readonly sourcemap: boolean;
  readonly sourcesContent: boolean;
  readonly mainFields: string[];
  readonly banner: { js: string };
  readonly external: string[];
  readonly alias: Record<string, string>;
}

/**
 * `lambdaBundling` as the esbuild JS API options equivalent to NodejsFunction's CLI flags
 * (`--bundle --platform=node --target --format --minify --sourcemap --sources-content=false
 * --external:… --banner:js=… --main-fields=… --alias:…`); the output file is `index.mjs`.
 */
export function lambdaEsbuildOptions(bundling: typeof lambdaBundling = lambdaBundling): LambdaEsbuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    mainFields: [...bundling.mainFields],
    banner: { js: bundling.banner },
    external: [...bundling.externalModules],
    alias: Object.fromEntries(bundling.esbuildArgs['--alias'].map((pair) => pair.split('=') as [string, string])),
  };
}
