/**
 * The local Amazon Polly: `SynthesizeSpeech` over Polly's own REST-JSON protocol (`POST /v1/speech`,
 * the audio as the answer's body, `x-amzn-RequestCharacters`), so `/api/fala` runs the same
 * `@aws-sdk/client-polly` code locally as in AWS. The speech is real pt-BR audio: espeak-ng renders
 * the text (a female or male variant per Polly voice, so voices differ) and lame encodes the MP3;
 * both are Debian packages (`espeak-ng`, `lame`). Without them every call answers Polly's
 * `ServiceFailureException` and the SPA speaks with the browser's voice instead.
 *
 * What Polly checks is checked here too, with Polly's error types (`x-amzn-errortype` + JSON
 * `{message}`): the body's shape, the voice, engine and language, the text's length (3,000 billed
 * characters), the sample rate, SSML's outer `<speak>`, and the Signature V4 of every request
 * (verified against the local credentials). It serves the pt-BR voices only, and `mp3` and `pcm`:
 * Ogg Vorbis and speech marks are answered with a ValidationException. Loopback only.
 *
 * The usage counter, local only (the benchmark's unit economics): `GET /_local/consumo` (and
 * `consumo()` in the process) answers the syntheses answered with audio and their billed
 * characters per engine, the figure each answer reports in `x-amzn-RequestCharacters`.
 */
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import net, { type AddressInfo } from 'node:net';
import { Duplex, PassThrough } from 'node:stream';
import * as z from 'zod/mini';
// The local stage's credentials, the only key this Polly accepts: the handlers sign with them.
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';

/** Polly's limits: 3,000 billed characters (SSML tags not counted), 6,000 in all. */
const MAX_BILLED_CHARACTERS = 3000;
const MAX_TOTAL_CHARACTERS = 6000;
const MAX_BODY_BYTES = 64 * 1024;
/** Signed requests further than this from the clock are refused, as AWS does. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** One synthesis step (espeak-ng or lame) longer than this is killed and answered as a failure. */
const STEP_TIMEOUT_MS = 15_000;
/** The first bytes of every HTTP/2 connection (RFC 9113 §3.4). */
const HTTP2_PREFACE = 'PRI * HTTP/2.0';

type Engine = 'standard' | 'neural' | 'long-form' | 'generative';

/** Polly's pt-BR voices, their engines, and the espeak-ng variant that stands in for each. */
const VOICES: Readonly<Record<string, { engines: readonly Engine[]; espeakVoice: string }>> = {
  Camila: { engines: ['standard', 'neural', 'generative'], espeakVoice: 'pt-br+f3' },
  Vitoria: { engines: ['standard', 'neural'], espeakVoice: 'pt-br+f4' },
  Thiago: { engines: ['neural', 'generative'], espeakVoice: 'pt-br+m3' },
  Ricardo: { engines: ['standard'], espeakVoice: 'pt-br+m1' },
};

/** Polly's allowed sample rates per format (Hz, as strings) and its defaults. */
const MP3_SAMPLE_RATES = ['8000', '16000', '22050', '24000', '44100', '48000'];
const PCM_SAMPLE_RATES = ['8000', '16000'];

const synthesizeSpeechSchema = z.object({
  Engine: z.optional(z.enum(['standard', 'neural', 'long-form', 'generative'])),
  LanguageCode: z.optional(z.string()),
  LexiconNames: z.optional(z.array(z.string())),
  OutputFormat: z.enum(['json', 'mp3', 'ogg_vorbis', 'pcm']),
  SampleRate: z.optional(z.string()),
  SpeechMarkTypes: z.optional(z.array(z.enum(['sentence', 'ssml', 'viseme', 'word']))),
  Text: z.string(),
  TextType: z.optional(z.enum(['ssml', 'text'])),
  VoiceId: z.string(),
});

class PollyError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

/** The programs that make the audio; tests point them elsewhere to see the missing-package path. */
export interface SpeechTools {
  readonly espeak: string;
  readonly lame: string;
}

const DEBIAN_TOOLS: SpeechTools = { espeak: 'espeak-ng', lame: 'lame' };

/** Syntheses answered with audio since the start, and their billed characters per engine. */
export interface ConsumoPolly {
  readonly sinteses: number;
  readonly caracteres: Readonly<Partial<Record<Engine, number>>>;
}

export interface LocalPolly {
  /** The endpoint the SDK reaches through `AWS_ENDPOINT_URL_POLLY`. */
  readonly endpoint: string;
  /** Debian packages missing on this machine (then every synthesis is a ServiceFailureException). */
  readonly missingPackages: readonly string[];
  consumo(): ConsumoPolly;
  close(): Promise<void>;
}

export async function startLocalPolly(options: { port?: number; tools?: SpeechTools; log?: (line: string) => void } = {}): Promise<LocalPolly> {
  const tools = options.tools ?? DEBIAN_TOOLS;
  const log = options.log ?? (() => undefined);
  const missingPackages = [
    ...((await runs(tools.espeak, ['--version'])) ? [] : ['espeak-ng']),
    ...((await runs(tools.lame, ['--version'])) ? [] : ['lame']),
  ];

  let sinteses = 0;
  const caracteres: Partial<Record<Engine, number>> = {};
  const consumo = (): ConsumoPolly => ({ sinteses, caracteres: { ...caracteres } });

  const serve = (request: http.IncomingMessage | http2.Http2ServerRequest, response: http.ServerResponse | http2.Http2ServerResponse) => {
    const requestId = randomUUID();
    if (request.method === 'GET' && request.url === '/_local/consumo') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(consumo()));
      return;
    }
    void answer(request, tools, missingPackages)
      .then(({ audio, contentType, characters, engine }) => {
        sinteses += 1;
        caracteres[engine] = (caracteres[engine] ?? 0) + characters;
        response.writeHead(200, {
          'content-type': contentType,
          'content-length': audio.length,
          'x-amzn-requestcharacters': String(characters),
          'x-amzn-requestid': requestId,
        });
        response.end(audio);
      })
      .catch((error: unknown) => {
        const failure = error instanceof PollyError ? error : new PollyError(500, 'ServiceFailureException', 'Internal failure.');
        // Never the text (it can hold health data): the error type only.
        if (failure.status >= 500) log(`polly: SynthesizeSpeech failed: ${error instanceof Error ? error.name : typeof error}`);
        response.writeHead(failure.status, {
          'content-type': 'application/json',
          'x-amzn-errortype': failure.type,
          'x-amzn-requestid': requestId,
        });
        response.end(JSON.stringify({ message: failure.message }));
      })
      // The caller went away (the SDK's timeout, a closed page) before its answer: nothing to send.
      .catch(() => response.destroy());
  };
  // Polly speaks HTTP/1.1 and HTTP/2; the SDK's Polly client uses HTTP/2 (cleartext here, with prior
  // knowledge), curl and fetch HTTP/1.1. The first bytes of a connection tell them apart.
  const http1 = http.createServer(serve);
  const h2c = http2.createServer(serve);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      if (first.subarray(0, HTTP2_PREFACE.length).toString('latin1') !== HTTP2_PREFACE) {
        socket.pause();
        socket.unshift(first);
        http1.emit('connection', socket);
        socket.resume();
        return;
      }
      // An HTTP/2 session reads its socket's handle directly and would miss the bytes already read:
      // it gets a stream that replays them first.
      const incoming = new PassThrough();
      incoming.write(first);
      socket.pipe(incoming);
      const connection = Duplex.from({ readable: incoming, writable: socket });
      connection.on('error', () => socket.destroy());
      socket.on('close', () => connection.destroy());
      h2c.emit('connection', connection);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    missingPackages,
    consumo,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

async function answer(
  request: http.IncomingMessage | http2.Http2ServerRequest,
  tools: SpeechTools,
  missingPackages: readonly string[],
): Promise<{ audio: Buffer; contentType: string; characters: number; engine: Engine }> {
  const body = await readBody(request);
  const url = new URL(request.url ?? '/', 'http://polly.local');
  if (request.method !== 'POST' || url.pathname !== '/v1/speech') {
    throw new PollyError(404, 'UnknownOperationException', 'The local Polly serves POST /v1/speech (SynthesizeSpeech) only.');
  }
  verifySignature(request, url, body);

  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new PollyError(400, 'SerializationException', 'The request body is not valid JSON.');
  }
  const parsed = synthesizeSpeechSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PollyError(400, 'ValidationException', `1 validation error detected: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const input = parsed.data;
  const engine = input.Engine ?? 'standard';
  const voice = VOICES[input.VoiceId];
  if (!voice) {
    throw new PollyError(
      400,
      'ValidationException',
      `1 validation error detected: Value '${input.VoiceId}' at 'voiceId' failed to satisfy constraint: the local Polly serves the pt-BR voices only: [${Object.keys(VOICES).join(', ')}]`,
    );
  }
  if (input.LanguageCode !== undefined && input.LanguageCode !== 'pt-BR') {
    throw new PollyError(400, 'LanguageNotSupportedException', `Voice ${input.VoiceId} does not speak ${input.LanguageCode}.`);
  }
  if (!voice.engines.includes(engine)) {
    throw new PollyError(
      400,
      'EngineNotSupportedException',
      'This voice is not compatible with the selected engine. Choose a voice compatible with the engine or change the engine.',
    );
  }
  if (input.SpeechMarkTypes?.length && input.OutputFormat !== 'json') {
    throw new PollyError(400, 'MarksNotSupportedForFormatException', 'Speech marks are only available for the json output format.');
  }
  if (input.OutputFormat === 'json' || input.OutputFormat === 'ogg_vorbis') {
    throw new PollyError(400, 'ValidationException', `The local Polly does not produce ${input.OutputFormat}: use mp3 or pcm.`);
  }
  if (input.LexiconNames?.length) {
    throw new PollyError(404, 'LexiconNotFoundException', `Lexicon not found: ${input.LexiconNames[0]}.`);
  }
  const rates = input.OutputFormat === 'pcm' ? PCM_SAMPLE_RATES : MP3_SAMPLE_RATES;
  const sampleRate = input.SampleRate ?? (input.OutputFormat === 'pcm' ? '16000' : engine === 'standard' ? '22050' : '24000');
  if (!rates.includes(sampleRate)) {
    throw new PollyError(400, 'InvalidSampleRateException', `Sample rate ${sampleRate} is not valid for ${input.OutputFormat}.`);
  }

  const ssml = input.TextType === 'ssml';
  if (ssml && !/^\s*<speak(\s[^>]*)?>[\s\S]*<\/speak>\s*$/.test(input.Text)) {
    throw new PollyError(400, 'InvalidSsmlException', 'Invalid SSML request: the text must be one <speak> element.');
  }
  const characters = (ssml ? input.Text.replace(/<[^>]*>/g, '') : input.Text).length;
  if (characters > MAX_BILLED_CHARACTERS || input.Text.length > MAX_TOTAL_CHARACTERS) {
    throw new PollyError(400, 'TextLengthExceededException', 'Maximum text length has been exceeded.');
  }
  if (missingPackages.length > 0) {
    throw new PollyError(500, 'ServiceFailureException', `The local Polly needs the Debian package(s) ${missingPackages.join(', ')}.`);
  }

  // The text goes to espeak-ng on stdin, never through a shell; -b 1: UTF-8, -m: SSML.
  const wav = await run(tools.espeak, ['-b', '1', ...(ssml ? ['-m'] : []), '-v', voice.espeakVoice, '--stdout'], Buffer.from(input.Text, 'utf8'));
  if (input.OutputFormat === 'pcm') {
    return { audio: pcmAt(wav, Number(sampleRate)), contentType: 'audio/pcm', characters, engine };
  }
  const kHz = String(Number(sampleRate) / 1000);
  const mp3 = await run(tools.lame, ['--quiet', '--resample', kHz, '-b', Number(sampleRate) <= 24000 ? '48' : '128', '-', '-'], wav);
  return { audio: mp3, contentType: 'audio/mpeg', characters, engine };
}

function readBody(request: http.IncomingMessage | http2.Http2ServerRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    request.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_BODY_BYTES) {
        request.destroy();
        reject(new PollyError(400, 'ValidationException', 'The request body is too large.'));
        return;
      }
      parts.push(part);
    });
    request.on('end', () => resolve(Buffer.concat(parts)));
    request.on('error', reject);
  });
}

/** Signature V4 as AWS checks it: the local key, the `polly` scope, the clock, then the signature. */
function verifySignature(request: http.IncomingMessage | http2.Http2ServerRequest, url: URL, body: Buffer): void {
  const header = request.headers.authorization;
  if (!header) throw new PollyError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  const match = /^AWS4-HMAC-SHA256\s+Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/polly\/aws4_request,\s*SignedHeaders=([a-z0-9;:-]+),\s*Signature=([0-9a-f]{64})$/.exec(header);
  const amzDate = request.headers['x-amz-date'];
  if (!match || typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate)) {
    throw new PollyError(403, 'IncompleteSignatureException', 'The Authorization header or X-Amz-Date is malformed.');
  }
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== LOCAL_CREDENTIALS.accessKeyId) {
    throw new PollyError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  const signedAt = Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  if (!amzDate.startsWith(date) || Math.abs(Date.now() - signedAt) > MAX_CLOCK_SKEW_MS) {
    throw new PollyError(403, 'InvalidSignatureException', 'Signature expired or not yet valid.');
  }
  const names = signedHeaders.split(';');
  // Over HTTP/2 the SDK signs the :authority pseudo-header where HTTP/1.1 has host.
  if (!names.includes('host') && !names.includes(':authority')) {
    throw new PollyError(403, 'IncompleteSignatureException', 'The host header must be signed.');
  }
  const canonicalHeaders = names.map((name) => `${name}:${headerValue(request, name)}\n`).join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url),
    canonicalHeaders,
    signedHeaders,
    createHash('sha256').update(body).digest('hex'),
  ].join('\n');
  const scope = `${date}/${region}/polly/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  let key = createHmac('sha256', `AWS4${LOCAL_CREDENTIALS.secretAccessKey}`).update(date).digest();
  for (const part of [region, 'polly', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new PollyError(
      403,
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
}

function headerValue(request: http.IncomingMessage | http2.Http2ServerRequest, name: string): string {
  const value = request.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

function canonicalQuery(url: URL): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...url.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
}

/**
 * espeak-ng's WAV (16-bit mono; streamed, so its size fields are placeholders) as Polly's PCM:
 * signed 16-bit little-endian mono at `rate`, resampled linearly.
 */
function pcmAt(wav: Buffer, rate: number): Buffer {
  let offset = 12;
  let sourceRate = 22050;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') sourceRate = wav.readUInt32LE(offset + 12);
    if (id === 'data') break;
    offset += 8 + size;
  }
  const data = wav.subarray(offset + 8);
  const sourceSamples = Math.floor(data.length / 2);
  const samples = Math.floor((sourceSamples * rate) / sourceRate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const position = (i * sourceRate) / rate;
    const index = Math.floor(position);
    const next = Math.min(index + 1, sourceSamples - 1);
    const fraction = position - index;
    const value = data.readInt16LE(index * 2) * (1 - fraction) + data.readInt16LE(next * 2) * fraction;
    pcm.writeInt16LE(Math.round(value), i * 2);
  }
  return pcm;
}

/** Runs a program without a shell, `input` on its stdin; its stdout, or a failure (exit, signal, timeout). */
function run(command: string, args: readonly string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'], timeout: STEP_TIMEOUT_MS, killSignal: 'SIGKILL' });
    const parts: Buffer[] = [];
    child.stdout.on('data', (part: Buffer) => parts.push(part));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(parts);
      if (code === 0 && output.length > 0) resolve(output);
      else reject(new Error(`${command} ended with ${signal ?? `code ${String(code)}`}`));
    });
    // A child that died early closes its stdin: the write error is the exit's, reported above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Whether a program starts and exits cleanly (`--version`). */
function runs(command: string, args: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', timeout: 5_000 });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}
