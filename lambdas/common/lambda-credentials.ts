/**
 * What the Lambda bundles use in place of `@aws-sdk/credential-provider-node` (the alias is in
 * infra/lib/lambda-bundling.ts; the local stack and the tests keep the real package).
 *
 * Every AWS SDK client's default configuration imports the Node provider chain: environment, SSO,
 * shared ini files, credential process, web identity token, container and instance metadata. Inside
 * Lambda only the first can ever answer: the runtime puts the execution role's credentials in
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN ("Defined runtime environment
 * variables", Lambda developer guide), and no profile, file or metadata endpoint exists there. The
 * rest of the chain carries the STS and SSO clients with it: ~130 KB of each bundle and about a fifth
 * of its cold import, for code that cannot run. The same exports, answered from the environment.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type EnvProvider = ReturnType<typeof fromEnv>;
type AwsCredentialIdentity = Awaited<ReturnType<EnvProvider>>;

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): EnvProvider => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean => credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
