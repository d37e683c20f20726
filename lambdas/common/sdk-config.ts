/**
 * Region, endpoint and credentials for an AWS SDK v3 client (sdk-clients.ts says where they lead).
 * Apart from sdk-clients.ts, which imports the DynamoDB client, so that a module loaded later with
 * `await import()` (the S3 client, lambdas/documentos/storage.ts) can use it without pulling DynamoDB
 * into its lazily evaluated part of the bundle, where esbuild no longer tree-shakes it.
 */

/** The local stand-ins accept (or verify) these; never used outside the local stage. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Region, endpoint and credentials for one service: the stand-in's in the local stage. In AWS the
 * credentials are the function role's, from the environment (infra/lib/lambda-bundling.ts).
 */
export function sdkClientConfig(localEndpoint: string | undefined, env: Env = process.env) {
  const region = env.AWS_REGION || 'us-east-1';
  if (env.STAGE === 'local' && localEndpoint) {
    return { region, endpoint: localEndpoint, credentials: LOCAL_CREDENTIALS, maxAttempts: 3 };
  }
  return { region, maxAttempts: 3 };
}
