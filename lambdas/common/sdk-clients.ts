/**
 * The AWS SDK v3 clients of this Lambda container, each made once on first use. In AWS they reach
 * the regional endpoints with the function's role; in the local stage they reach the local stand-ins
 * (DynamoDB Local, the local S3, cognito-local, the SES v2 stand-in) with the local credentials.
 * The standard `AWS_ENDPOINT_URL_<SERVICE>` variables are honoured by the SDK itself.
 *
 * Each client lives in its own module-level slot and is imported only by the modules that use it,
 * so a handler bundles only the clients of its routes (cold import, see the README's bench).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The local stand-ins accept (or verify) these; never used outside the local stage. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

type Env = Readonly<Record<string, string | undefined>>;

/** Region, endpoint and credentials for one service: the stand-in's in the local stage. */
export function sdkClientConfig(localEndpoint: string | undefined, env: Env = process.env) {
  const region = env.AWS_REGION || 'us-east-1';
  if (env.STAGE === 'local' && localEndpoint) {
    return { region, endpoint: localEndpoint, credentials: LOCAL_CREDENTIALS, maxAttempts: 3 };
  }
  return { region, maxAttempts: 3 };
}

let documentClient: DynamoDBDocumentClient | undefined;

/** lib-dynamodb's document client: `undefined` attributes are dropped, numbers stay numbers. */
export function dynamoDocumentClient(env: Env = process.env): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient(sdkClientConfig(env.DYNAMODB_ENDPOINT, env)), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    unmarshallOptions: { wrapNumbers: false },
  });
  return documentClient;
}
