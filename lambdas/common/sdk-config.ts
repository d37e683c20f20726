/**
 * Region, retries and credentials for an AWS SDK v3 client (sdk-clients.ts says where they lead).
 * Apart from sdk-clients.ts, which imports the DynamoDB client, so that a module loaded later with
 * `await import()` (the S3 client, lambdas/common/s3-client.ts) can use it without pulling DynamoDB
 * into its lazily evaluated part of the bundle, where esbuild no longer tree-shakes it.
 *
 * Endpoints are never configured here: the SDK reads the standard `AWS_ENDPOINT_URL_<SERVICE>`
 * variables (`AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`, `AWS_ENDPOINT_URL_BEDROCK_RUNTIME`...),
 * which only the local stack sets (infra/local/stack.ts), to its stand-ins. In AWS they are unset and
 * every client reaches the regional endpoint.
 */

/** The local stand-ins accept (or verify) these; never used outside the local stage. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Region, retries and, in the local stage only, the stand-ins' credentials. In AWS the credentials
 * are the function role's, from the environment (infra/lib/lambda-bundling.ts).
 */
export function sdkClientConfig(env: Env = process.env) {
  const region = env.AWS_REGION || 'us-east-1';
  if (env.STAGE === 'local') return { region, credentials: LOCAL_CREDENTIALS, maxAttempts: 3 };
  return { region, maxAttempts: 3 };
}
