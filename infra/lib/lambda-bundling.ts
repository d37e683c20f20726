/**
 * How every handler is bundled, in one object: infra/lib/api.ts passes it to each NodejsFunction and
 * test/bench/lambda-bundles.ts turns it into the very esbuild options NodejsFunction runs
 * (aws-cdk-lib/aws-lambda-nodejs `Bundling.buildEsbuildArgs`), so the bench measures what deploys;
 * test/integration/lambda-bundle.test.ts runs such a bundle against the local stack.
 *
 * The AWS SDK v3 is bundled (tree-shaken), not taken from the Lambda runtime. The runtime does ship
 * `@aws-sdk/*` and `@smithy/*`, and externalising them (`externalModules: ['@aws-sdk/*',
 * '@smithy/*']`) shrinks each bundle to 150–300 KB. But measured with the bench's code on this
 * machine, an ESM bundle that imports the SDK from node_modules takes 2–3× the CPU time to import
 * cold (presence: 246 ms against 80; perfil: 428 against 142), because Node then loads and lexes
 * dozens of separate CommonJS packages instead of one minified file, and that import is the Lambda
 * cold start. Bundling also runs the SDK version the tests ran against (package-lock.json), not
 * whichever one AWS ships with the runtime that month. The cost is the size: over the 250 KB budget
 * (see the bench). Flip the two properties below to trade back.
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
