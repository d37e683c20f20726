/**
 * Publishes events to AppSync Events over its HTTP endpoint. In AWS the Lambda's role has
 * `appsync:EventPublish` (CDK `grantPublish`) and the request is SigV4-signed; locally the stand-in
 * takes the local API key instead. The one request the Lambdas sign themselves: the SDK has no
 * data-plane client for AppSync Events, so the SDK's own signer and environment credentials do it.
 */
import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

export interface EventPublisher {
  /** Sends each event (any JSON-serialisable value) to the channel, in batches of at most 5. */
  publish(channel: string, events: readonly unknown[]): Promise<void>;
}

type SigningCredentials = ConstructorParameters<typeof SignatureV4>[0]['credentials'];

export interface EventPublisherConfig {
  /** The Event API's HTTP endpoint, ending in `/event`. */
  readonly httpEndpoint: string;
  /** API-key authorisation (local stage). Without it requests are SigV4-signed. */
  readonly apiKey?: string;
  /** Signing region; required when there is no API key. */
  readonly region?: string;
  /** Signing credentials; the Lambda's (from the environment) when absent. */
  readonly credentials?: SigningCredentials;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

interface PublishFailure {
  readonly identifier?: string;
  readonly index?: number;
  readonly code?: number;
  readonly message?: string;
}

/** The Event API refused or did not answer a publish. */
export class RealtimePublishError extends Error {
  constructor(
    message: string,
    /** HTTP status, when the API answered. */
    readonly status?: number,
    options?: { cause?: unknown },
    /** Events the API accepted the request for but rejected one by one. */
    readonly failed: readonly PublishFailure[] = [],
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The publisher's environment is incomplete: a deployment mistake, not a runtime failure. */
export class RealtimeConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

const MAX_EVENTS_PER_REQUEST = 5;
const DEFAULT_TIMEOUT_MS = 3_000;

export function createEventPublisher(config: EventPublisherConfig): EventPublisher {
  const url = parseEndpoint(config.httpEndpoint);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = config.fetch ?? fetch;
  const signer = config.apiKey ? undefined : createSigner(config);

  const headersFor = async (body: string): Promise<Record<string, string>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.apiKey) return { ...headers, 'x-api-key': config.apiKey };
    const signed = await signer!.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: { ...headers, host: url.host },
      body,
    });
    // fetch sets Host itself from the URL, to the value that was signed.
    const { host: _host, ...rest } = signed.headers;
    return rest;
  };

  const publishBatch = async (channel: string, batch: readonly string[]): Promise<void> => {
    const body = JSON.stringify({ channel, events: batch });
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: await headersFor(body),
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RealtimePublishError(`Publish to ${channel} failed: no answer from the Event API`, undefined, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    const answer = parseAnswer(text);
    if (!response.ok) {
      const errorType = answer?.errors?.[0]?.errorType ?? response.statusText;
      throw new RealtimePublishError(`Publish to ${channel} failed: ${response.status} ${errorType}`, response.status, {
        cause: answer?.errors,
      });
    }
    if (answer?.failed && answer.failed.length > 0) {
      throw new RealtimePublishError(
        `Publish to ${channel}: ${answer.failed.length} event(s) rejected`,
        response.status,
        undefined,
        answer.failed,
      );
    }
  };

  return {
    async publish(channel, events) {
      // Serialise everything first so one bad event sends nothing rather than a partial batch.
      const serialized = events.map(serializeEvent);
      for (let start = 0; start < serialized.length; start += MAX_EVENTS_PER_REQUEST) {
        await publishBatch(channel, serialized.slice(start, start + MAX_EVENTS_PER_REQUEST));
      }
    },
  };
}

/**
 * Reads `EVENTS_HTTP_ENDPOINT`, and `EVENTS_API_KEY` (local stage) or else signs with the
 * Lambda's role in `AWS_REGION`.
 */
export function createEventPublisherFromEnv(env: NodeJS.ProcessEnv = process.env): EventPublisher {
  const httpEndpoint = env.EVENTS_HTTP_ENDPOINT;
  if (!httpEndpoint) throw new RealtimeConfigurationError('EVENTS_HTTP_ENDPOINT is not set');
  const apiKey = env.EVENTS_API_KEY || undefined;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
  return createEventPublisher({ httpEndpoint, apiKey, region });
}

function parseEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new RealtimeConfigurationError(`EVENTS_HTTP_ENDPOINT is not a URL: ${endpoint}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RealtimeConfigurationError(`EVENTS_HTTP_ENDPOINT must be http(s): ${endpoint}`);
  }
  return url;
}

function createSigner(config: EventPublisherConfig): SignatureV4 {
  if (!config.region) {
    throw new RealtimeConfigurationError('AWS_REGION is required to sign Event API requests');
  }
  return new SignatureV4({
    service: 'appsync',
    region: config.region,
    // Lambda puts the role's credentials in the environment (AWS_ACCESS_KEY_ID, ..._SESSION_TOKEN).
    credentials: config.credentials ?? fromEnv(),
    sha256: Sha256,
  });
}

/** SHA-256 and HMAC-SHA-256 as the signer's checksum constructor, from node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

function bytes(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === 'string') return data;
  return ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
}

function serializeEvent(event: unknown, index: number): string {
  const json = JSON.stringify(event);
  if (json === undefined) throw new TypeError(`Event ${index} is not JSON-serialisable`);
  return json;
}

interface PublishAnswer {
  readonly errors?: ReadonlyArray<{ errorType?: string; message?: string }>;
  readonly failed?: readonly PublishFailure[];
}

function parseAnswer(text: string): PublishAnswer | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as PublishAnswer) : undefined;
  } catch {
    return undefined;
  }
}
