/**
 * Bedrock Runtime's Converse and ConverseStream (REST-JSON: POST /model/{modelId}/converse and
 * /converse-stream). The streamed answer is an AWS event stream (application/vnd.amazon.eventstream),
 * split and decoded by the SDK's own codec (@smithy/core/event-streams); each event becomes the
 * same `ConverseStreamOutput` member the SDK yields (`{ contentBlockDelta: {...} }`,
 * `{ metadata: {...} }`...), and an exception event is thrown as an AwsError named like the SDK's
 * (`throttlingException` → ThrottlingException).
 */
import type {
  ConverseCommandInput,
  ConverseCommandOutput,
  ConverseStreamCommandInput,
  ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { EventStreamCodec, getChunkedStream, type Message } from '@smithy/core/event-streams';
import { fromUtf8, toUtf8 } from '@smithy/core/serde';
import { AwsError, createAwsServiceFromEnv, uriEncode, type AwsService } from './client.js';

export type ConverseInput = Omit<ConverseCommandInput, 'modelId'>;
export type ConverseOutput = Omit<ConverseCommandOutput, '$metadata'>;

export interface BedrockRuntime {
  converse(modelId: string, input: ConverseInput): Promise<ConverseOutput>;
  /** Resolves when the answer has started; its events follow as they are generated. */
  converseStream(modelId: string, input: Omit<ConverseStreamCommandInput, 'modelId'>): Promise<AsyncIterable<ConverseStreamOutput>>;
}

const modelPath = (modelId: string, operation: 'converse' | 'converse-stream') => `/model/${uriEncode(modelId)}/${operation}`;

const headerText = (message: Message, name: string): string | undefined => {
  const header = message.headers[name];
  return header?.type === 'string' ? header.value : undefined;
};

/** `throttlingException` → `ThrottlingException`, the SDK's error name. */
const errorName = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1);

/** The events of one ConverseStream answer, from its raw body. */
async function* converseStreamEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<ConverseStreamOutput> {
  const codec = new EventStreamCodec(toUtf8, fromUtf8);
  for await (const frame of getChunkedStream(body)) {
    const message = codec.decode(frame);
    const payload = toUtf8(message.body);
    const kind = headerText(message, ':message-type');
    if (kind === 'event') {
      const type = headerText(message, ':event-type');
      if (type) yield { [type]: payload ? JSON.parse(payload) : {} } as unknown as ConverseStreamOutput;
    } else if (kind === 'exception') {
      const type = headerText(message, ':exception-type') ?? 'internalServerException';
      let said: string | undefined;
      try {
        said = (JSON.parse(payload) as { message?: string }).message;
      } catch {
        said = undefined;
      }
      throw new AwsError(errorName(type), `Bedrock ConverseStream: ${said ?? type}`, { status: 200 });
    } else {
      const code = headerText(message, ':error-code') ?? 'InternalServerException';
      throw new AwsError(code, `Bedrock ConverseStream: ${headerText(message, ':error-message') ?? code}`);
    }
  }
}

export function createBedrockRuntime(service: AwsService): BedrockRuntime {
  const jsonHeaders = { 'content-type': 'application/json' };
  return {
    async converse(modelId, input) {
      const { body } = await service.send({
        operation: 'Converse',
        path: modelPath(modelId, 'converse'),
        headers: jsonHeaders,
        body: JSON.stringify(input),
        trace: { model_id: modelId },
      });
      return JSON.parse(body.toString('utf8')) as ConverseOutput;
    },
    async converseStream(modelId, input) {
      const answer = await service.open({
        operation: 'ConverseStream',
        path: modelPath(modelId, 'converse-stream'),
        headers: jsonHeaders,
        body: JSON.stringify(input),
        trace: { model_id: modelId },
      });
      return converseStreamEvents(answer);
    },
  };
}

/** Bedrock Runtime in BEDROCK_REGION (or the Lambda's region), with its role. */
export function createBedrockRuntimeFromEnv(env: NodeJS.ProcessEnv = process.env): BedrockRuntime {
  return createBedrockRuntime(
    createAwsServiceFromEnv(env, {
      signingName: 'bedrock',
      traceName: 'BedrockRuntime',
      endpointId: 'BEDROCK_RUNTIME',
      regionalEndpoint: (region) => `https://bedrock-runtime.${region}.amazonaws.com`,
      ...(env.BEDROCK_REGION ? { region: env.BEDROCK_REGION } : {}),
      // A long answer is generated for a while; the timeout bounds the wait for each piece of it.
      timeoutMs: 60_000,
    }),
  );
}
