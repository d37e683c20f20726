/**
 * How every handler is bundled, in one object: infra/lib/api.ts passes it to each NodejsFunction and
 * test/bench/lambda-bundles.ts turns it into the very esbuild options NodejsFunction runs
 * (aws-cdk-lib/aws-lambda-nodejs `Bundling.buildEsbuildArgs`), so the bench measures what deploys;
 * test/integration/lambda-bundle.test.ts runs such a bundle against the local stack.
 *
 * The handlers do not use the AWS SDK v3 clients (lambdas/common/aws/client.ts says why); what they
 * take from AWS's packages (the SigV4 signer, DynamoDB's marshaller, the event-stream codec) is
 * bundled, so the code that runs is the version the tests ran (package-lock.json), not whichever
 * one the Lambda runtime ships that month. Each Lambda's bundle is measured by `npm run bench`
 * against the 250 KB / 80 ms budget.
 */
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

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
}

/**
 * `lambdaBundling` as the esbuild JS API options equivalent to NodejsFunction's CLI flags
 * (`--bundle --platform=node --target --format --minify --sourcemap --sources-content=false
 * --external:… --banner:js=… --main-fields=…`); the output file is `index.mjs`.
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
  };
}
