/**
 * The whole product on loopback: DynamoDB Local, cognito-local, the AppSync Events stand-in, the
 * Secrets Manager stand-in, the local Asaas sandbox, the local API Gateway and the Vite dev server
 * for the SPA, in the same shape as the AWS stack.
 * Used by `npm start`, the integration tests' global setup and the Playwright setup.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, preview } from 'vite';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';
import { routesForStage } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { tableEnvName, type TableName } from '#definitions/tables.js';
import { bucketEnvName, type BucketName } from '#definitions/buckets.js';
import { createAccessTokenVerifier } from '#lambdas/common/auth.js';
import { startApiServer } from './api-server.js';
import { startBedrockRuntime } from './bedrock-runtime.js';
import { loadOrCreateLocalAsaasCredentials, startAsaasSandbox } from './asaas-sandbox.js';
import { emitirCertificadoMedico } from './certificados.js';
import { MEDICOS_GROUP, startCognitoLocal } from './cognito.js';
import { garantirContaMedicaLocal } from './conta-medica.js';
import { ensureTables, LOCAL_REGION, startDynamoDbLocal } from './dynamodb.js';
import { startDynamoDbMedidor } from './dynamodb-medidor.js';
import { criarMedidorLocal, type MedidorLocal } from './medidor.js';
import { startObjectStore } from './object-store.js';
import { previewRotas } from './preview-rotas.js';
import { freePort } from './ports.js';
import { startRealtimeServer } from './realtime-server.js';
import { startLocalPolly } from './polly.js';
import { startLocalSecretsManager } from './secrets-manager.js';
import { startLocalSes } from './ses.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LocalStackOptions {
  /** Where DynamoDB Local, cognito-local and the mailbox keep their data. */
  readonly dataDir: string;
  /** 0 (the default) picks a free port. */
  readonly ports?: Partial<Record<'site' | 'api' | 'realtime' | 'cognito' | 'dynamodb' | 'asaas' | 'objectStore' | 'ses' | 'polly' | 'bedrock' | 'secretsManager', number>>;
  /** Serve the SPA too (Vite dev server). Integration tests that only need the API leave it off. */
  readonly web?: boolean;
  /**
   * `dev` (default): the Vite dev server, with hot reload. `preview`: the production build in
   * web/dist served as CloudFront would, which the end-to-end tests and the benchmark use.
   */
  readonly webMode?: 'dev' | 'preview';
  readonly log?: (line: string) => void;
  /**
   * Run the scheduled functions on their timers (default true). The integration tests switch them
   * off and call the sweeper themselves, so that no background write lands between a suite's
   * snapshot of the tables and its comparison.
   */
  readonly schedules?: boolean;
  /** Called once if a service dies on its own (e.g. the Java process crashes). */
  readonly onUnexpectedExit?: (what: string) => void;
  /**
   * Count what AWS would bill (`LocalStack.medidor`, infra/local/medidor.ts): the benchmark's unit
   * economics. It puts a metering proxy between the handlers and DynamoDB Local
   * (dynamodb-medidor.ts), one more loopback hop for every DynamoDB call; off by default.
   */
  readonly medirConsumo?: boolean;
}

/** The scheduled functions' timers, in the process (the benchmark measures the sweeper alone). */
export interface ControleAgendamentos {
  /** Stops the timers' runs; resolves once a run under way has ended. `executar` still runs. */
  pausar(): Promise<void>;
  retomar(): void;
  /** Runs schedule `id` once now (after a run under way), as its timer would; rejects with its error. */
  executar(id: string): Promise<void>;
}

export interface LocalStack {
  readonly siteUrl?: string;
  readonly apiUrl: string;
  readonly dynamoDbEndpoint: string;
  readonly cognitoEndpoint: string;
  readonly mailboxUrl: string;
  readonly realtimeHttpEndpoint: string;
  readonly realtimeEndpoint: string;
  /** The local Asaas: its checkout pages live here and its API under `/v3` (ASAAS_API_URL). */
  readonly asaasUrl: string;
  /** The local S3 (avatars): the SDK endpoint, path-style. */
  readonly objectStoreEndpoint: string;
  /** The SES v2 stand-in: the handlers' e-mails, as a web mailbox at `/` and as JSON at `/store`. */
  readonly sesMailboxUrl: string;
  /** The token the local Asaas sends in `asaas-access-token` (kept in the Secrets Manager stand-in); tests sign deliveries with it. */
  readonly asaasWebhookToken: string;
  /** The local physician (docs/validacao-medica.md): member of `medicos`, with her signing certificate. */
  readonly contaMedica: { readonly email: string; readonly senha: string };
  readonly runtimeConfig: RuntimeConfig;
  /** The environment the handlers run with (also set on process.env). */
  readonly env: Record<string, string>;
  readonly agendamentos: ControleAgendamentos;
  /** What AWS would bill, counted at the stand-ins (only with `medirConsumo`). */
  readonly medidor?: MedidorLocal;
  close(): Promise<void>;
}

/** The local realtime API key: local only, never a secret anywhere else. */
const LOCAL_EVENTS_API_KEY = 'da2-local-zapsaude';

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const portOf = async (name: keyof NonNullable<LocalStackOptions['ports']>) => options.ports?.[name] || freePort();
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) {
      await closeOne().catch((error: unknown) => log(`stop failed: ${(error as Error).message}`));
    }
  };

  try {
    await mkdir(options.dataDir, { recursive: true });
    const dynamo = await startDynamoDbLocal({
      port: await portOf('dynamodb'),
      dataDir: path.join(options.dataDir, 'dynamodb'),
      log: (line) => log(`dynamodb: ${line}`),
    });
    let closing = false;
    closers.push(async () => {
      closing = true;
      await dynamo.close();
    });
    void dynamo.exited.then(() => {
      if (!closing) options.onUnexpectedExit?.('DynamoDB Local');
    });
    const tableNames = await ensureTables(dynamo.endpoint);
    // With `medirConsumo` the handlers reach DynamoDB Local through the metering proxy.
    const dynamoMedidor = options.medirConsumo ? await startDynamoDbMedidor({ target: dynamo.endpoint, log }) : undefined;
    if (dynamoMedidor) closers.push(() => dynamoMedidor.close());

    const cognito = await startCognitoLocal({
      port: await portOf('cognito'),
      dataDir: path.join(options.dataDir, 'cognito'),
      log: (line) => log(`cognito: ${line}`),
    });
    closers.push(() => cognito.close());
    const verifier = createAccessTokenVerifier({
      stage: 'local',
      userPoolId: cognito.userPoolId,
      clientId: cognito.userPoolClientId,
      issuer: cognito.issuer,
      jwksUri: cognito.jwksUri,
    });

    // The local physician and her signing certificate from the local test CA (first start only).
    const contaMedica = await garantirContaMedicaLocal({ endpoint: cognito.endpoint, userPoolId: cognito.userPoolId });
    const certificadosDir = path.join(options.dataDir, 'certificados');
    await emitirCertificadoMedico({ dir: certificadosDir, sub: contaMedica.sub, nome: contaMedica.nome, crm: contaMedica.crm, uf: contaMedica.uf });

    const realtime = await startRealtimeServer({
      port: await portOf('realtime'),
      apiKey: LOCAL_EVENTS_API_KEY,
      // As the CDK namespace: only members of `medicos` subscribe to the physicians' queue.
      userPool: { verify: (token) => verifier.verify(token), namespaces: { medicos: MEDICOS_GROUP } },
      log: (line) => log(`realtime: ${line}`),
    });
    closers.push(() => realtime.close());

    // The local Asaas posts its webhooks to the API, which starts below: the URL is read per delivery.
    const webhook: { target?: string } = {};
    const asaasDir = path.join(options.dataDir, 'asaas');
    const asaasCredentials = await loadOrCreateLocalAsaasCredentials(asaasDir);
    const asaas = await startAsaasSandbox({
      port: await portOf('asaas'),
      dataDir: asaasDir,
      apiKey: asaasCredentials.apiKey,
      webhookToken: asaasCredentials.webhookToken,
      webhookUrl: () => webhook.target,
      log: (line) => log(line),
    });
    closers.push(() => asaas.close());

    const objectStore = await startObjectStore({
      port: await portOf('objectStore'),
      dataDir: path.join(options.dataDir, 'objects'),
      log: (line) => log(line),
    });
    closers.push(() => objectStore.close());

    const ses = await startLocalSes({ port: await portOf('ses') });
    closers.push(() => ses.close());

    // The handlers read the Asaas key and webhook token from Secrets Manager, here as in AWS.
    const secretsManager = await startLocalSecretsManager({ port: await portOf('secretsManager') });
    closers.push(() => secretsManager.close());
    const asaasSecretArn = secretsManager.putSecret('zapsaude/local/asaas', JSON.stringify(asaasCredentials));

    // Polly's stand-in: real pt-BR speech from espeak-ng and lame (Debian packages). Without them
    // /api/fala answers 503 and the SPA speaks with the browser's voice.
    // Bedrock Runtime's stand-in: Converse and ConverseStream answered by the offline pt-BR engine.
    const bedrock = await startBedrockRuntime({ port: await portOf('bedrock'), log });
    closers.push(() => bedrock.close());

    const polly = await startLocalPolly({ port: await portOf('polly'), log });
    closers.push(() => polly.close());
    if (polly.missingPackages.length > 0) {
      console.warn(
        `Polly local sem áudio: instale ${polly.missingPackages.join(' e ')} (Debian: apt-get install -y ${polly.missingPackages.join(' ')}); até lá o site usa a voz do navegador.`,
      );
    }

    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: LOCAL_REGION,
      // The SDK clients reach the stand-ins through the standard per-service endpoint variables
      // (lambdas/common/sdk-config.ts); in AWS they are unset.
      AWS_ENDPOINT_URL_DYNAMODB: dynamoMedidor?.endpoint ?? dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: objectStore.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
      AWS_ENDPOINT_URL_POLLY: polly.endpoint,
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.endpoint,
      BEDROCK_MODEL_ID: bedrock.modelId,
      POLLY_ENABLED: 'true',
      EVENTS_HTTP_ENDPOINT: realtime.httpEndpoint,
      EVENTS_API_KEY: LOCAL_EVENTS_API_KEY,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      COGNITO_ISSUER: cognito.issuer,
      COGNITO_JWKS_URI: cognito.jwksUri,
      // Physician validation: the local physician's certificate signs the documents; the queue's target.
      ASSINATURA_PROVEDOR: 'local-p12',
      ASSINATURA_LOCAL_DIR: certificadosDir,
      VALIDACAO_ALVO_MINUTOS: '60',
      EMAIL_REMETENTE: 'ZapSaúde <nao-responda@zapsaude.local>',
      // Contact-form messages land in the local mailbox under this address (lambdas/contato).
      EMAIL_SUPORTE: 'suporte@zapsaude.local',
      // The e-mailed links' origin: `npm start`'s site; replaced below by the site this stack serves.
      SITE_URL: 'http://localhost:5173',
      ...Object.fromEntries(
        Object.entries(objectStore.bucketNames).map(([name, physical]) => [bucketEnvName(name as BucketName), physical]),
      ),
      ASAAS_API_URL: asaas.apiBaseUrl,
      ASAAS_SECRET_ARN: asaasSecretArn,
      // No CloudWatch here: no EMF metric lines in the local logs (X-Ray needs Lambda's trace header anyway).
      POWERTOOLS_METRICS_DISABLED: 'true',
      ...Object.fromEntries(Object.entries(tableNames).map(([name, physical]) => [tableEnvName(name as TableName), physical])),
    };
    // Handlers run in this process, as each Lambda would with its own environment in AWS.
    Object.assign(process.env, env);

    const medidor = dynamoMedidor
      ? criarMedidorLocal({
          dynamodb: dynamoMedidor.consumo,
          bedrock: bedrock.consumo,
          polly: polly.consumo,
          s3: objectStore.consumo,
          realtime: realtime.consumo,
          sesUrl: ses.url,
        })
      : undefined;

    const api = await startApiServer({
      port: await portOf('api'),
      routes: routesForStage('local'),
      root: repoRoot,
      verifier,
      log,
      ...(medidor ? { aoAtender: (atendimento) => medidor.registrarAtendimento(atendimento) } : {}),
    });
    closers.push(() => api.close());
    webhook.target = `${api.url}/api/webhooks/asaas`;
    const agendamentos = startSchedules(log, {
      timers: options.schedules !== false,
      ...(medidor ? { aoExecutar: (id: string, ms: number) => medidor.registrarExecucao(id, ms) } : {}),
    });
    closers.push(() => agendamentos.close());

    const runtimeConfig: RuntimeConfig = {
      stage: 'local',
      region: LOCAL_REGION,
      apiBaseUrl: '/api',
      realtime: {
        httpEndpoint: realtime.httpEndpoint,
        realtimeEndpoint: realtime.realtimeEndpoint,
        apiKey: LOCAL_EVENTS_API_KEY,
      },
      auth: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        userPoolEndpoint: cognito.endpoint,
      },
    };

    let siteUrl: string | undefined;
    if (options.web) {
      const site = await startSite({
        port: await portOf('site'),
        apiUrl: api.url,
        runtimeConfig,
        mode: options.webMode ?? 'dev',
      });
      closers.push(() => site.close());
      siteUrl = `http://localhost:${site.port}`;
      env.SITE_URL = siteUrl;
      process.env.SITE_URL = siteUrl;
    }

    return {
      siteUrl,
      apiUrl: api.url,
      dynamoDbEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      mailboxUrl: `${cognito.endpoint}/_local/mailbox`,
      realtimeHttpEndpoint: realtime.httpEndpoint,
      realtimeEndpoint: realtime.realtimeEndpoint,
      asaasUrl: asaas.url,
      objectStoreEndpoint: objectStore.endpoint,
      sesMailboxUrl: ses.url,
      asaasWebhookToken: asaasCredentials.webhookToken,
      contaMedica: { email: contaMedica.email, senha: contaMedica.senha },
      runtimeConfig,
      env,
      agendamentos,
      ...(medidor ? { medidor } : {}),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The scheduled functions (EventBridge in AWS) on timers, each run after the previous one ended.
 * A failed run is logged and the next one comes as usual: a schedule never stops the stack.
 * `aoExecutar` is told of each run's duration (the handler's call, not its module's first import).
 */
function startSchedules(
  log: (line: string) => void,
  opcoes: { readonly timers: boolean; readonly aoExecutar?: (id: string, ms: number) => void },
): ControleAgendamentos & { close(): Promise<void> } {
  let pausado = false;
  const controles = schedules.map((schedule) => {
    let emCurso: Promise<void> | undefined;
    const rodar = async () => {
      const module = (await import(pathToFileURL(path.join(repoRoot, schedule.entry)).href)) as Record<string, unknown>;
      const handler = module[schedule.handler];
      if (typeof handler !== 'function') throw new Error(`${schedule.entry} does not export ${schedule.handler}`);
      const inicio = performance.now();
      try {
        await (handler as (event: { id: string }) => Promise<unknown>)({ id: `local-${schedule.id}-${Date.now()}` });
      } finally {
        opcoes.aoExecutar?.(schedule.id, performance.now() - inicio);
      }
    };
    const executar = async (): Promise<void> => {
      while (emCurso) await emCurso.catch(() => undefined);
      const run = rodar().finally(() => (emCurso = undefined));
      emCurso = run;
      return run;
    };
    const timer = opcoes.timers
      ? setInterval(() => {
          if (pausado || emCurso) return;
          void executar().catch((error: unknown) =>
            log(`schedule ${schedule.id} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`),
          );
        }, schedule.localEverySeconds * 1000)
      : undefined;
    return { id: schedule.id, executar, timer, emCurso: () => emCurso };
  });
  const aguardarEmCurso = () => Promise.all(controles.map((controle) => controle.emCurso()?.catch(() => undefined))).then(() => undefined);
  return {
    async pausar() {
      pausado = true;
      await aguardarEmCurso();
    },
    retomar() {
      pausado = false;
    },
    executar(id) {
      const controle = controles.find((candidato) => candidato.id === id);
      if (!controle) return Promise.reject(new Error(`no schedule ${id}`));
      return controle.executar();
    },
    async close() {
      for (const controle of controles) clearInterval(controle.timer);
    },
  };
}

async function startSite(options: {
  port: number;
  apiUrl: string;
  runtimeConfig: RuntimeConfig;
  mode: 'dev' | 'preview';
}): Promise<{ port: number; close(): Promise<void> }> {
  // web/vite.config.ts reads these: /api/* is proxied to the local API (CloudFront's /api/* behaviour)
  // and /config.json is served from the runtime config (a deployed file in AWS).
  process.env.ZAPSAUDE_API_URL = options.apiUrl;
  process.env.ZAPSAUDE_RUNTIME_CONFIG = JSON.stringify(options.runtimeConfig);
  const configFile = path.join(repoRoot, 'web/vite.config.ts');
  if (options.mode === 'preview') {
    // Same default and WEB_DIST_DIR override as web/vite.config.ts's build.outDir.
    const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'web/dist');
    if (!existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`${distDir} não existe: rode \`npm run build:web\` antes de WEB_MODE=preview.`);
    }
    const server = await preview({
      configFile,
      // Addresses map to files as CloudFront maps them (the build's route function).
      plugins: [previewRotas(distDir)],
      preview: { port: options.port, strictPort: true, host: '127.0.0.1' },
      logLevel: 'warn',
    });
    return {
      port: options.port,
      close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
    };
  }
  const server = await createServer({
    configFile,
    server: { port: options.port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  return { port: options.port, close: () => server.close() };
}
