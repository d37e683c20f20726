/**
 * `npm start`: the whole product on this machine. Ctrl-C (or SIGTERM) stops every service it
 * started; if one dies on its own, the rest are stopped too and the exit code says so.
 */
import path from 'node:path';
import { assertPortFree } from './ports.js';
import { repoRoot, startLocalStack, type LocalStack } from './stack.js';

// The SDK's Node 20 end-of-support notice is noise locally; AWS runs the Lambdas on Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const sitePort = Number(process.env.PORT ?? 5173);
const ports = {
  site: sitePort,
  api: Number(process.env.API_PORT ?? 3001),
  realtime: Number(process.env.REALTIME_PORT ?? 3002),
  cognito: Number(process.env.COGNITO_PORT ?? 9230),
  dynamodb: Number(process.env.DYNAMODB_PORT ?? 8000),
  // The SPA never needs a fixed address for it (the API hands out full presigned URLs): any free port.
  objectStore: Number(process.env.OBJECT_STORE_PORT ?? 0),
  asaas: Number(process.env.ASAAS_PORT ?? 3003),
  ses: Number(process.env.SES_PORT ?? 3004),
  // Any free port unless a test run needs to reach the stand-in's fault control (e2e/portas.ts).
  bedrock: Number(process.env.BEDROCK_PORT ?? 0),
};
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));
const verbose = process.env.LOG_LEVEL === 'DEBUG';

let stack: LocalStack | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nEncerrando os serviços locais...');
    await stack?.close();
  }
  process.exit(code);
}

// Test harnesses set this and hold our stdin: if they die without stopping us, we stop too.
if (process.env.ZAPSAUDE_EXIT_WITH_PARENT === '1') {
  process.stdin.resume();
  process.stdin.on('end', () => void stop(0));
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

try {
  for (const [what, port] of Object.entries(ports)) await assertPortFree(port, what);
  console.log('Iniciando ZapSaúde localmente (DynamoDB Local, Cognito, AppSync Events, Asaas sandbox, API, site)...');
  stack = await startLocalStack({
    dataDir,
    ports,
    web: true,
    webMode: process.env.WEB_MODE === 'preview' ? 'preview' : 'dev',
    // API request lines (method, route, status, time; never bodies) always; the rest with LOG_LEVEL=DEBUG.
    log: (line) => {
      if (verbose || line.startsWith('api: ')) console.log(line);
    },
    onUnexpectedExit: (what) => {
      console.error(`\n${what} parou inesperadamente; encerrando os demais serviços.`);
      void stop(1);
    },
  });
  if (stopping) await stack.close();
  console.log(`
Site: ${stack.siteUrl}
API (também em ${stack.siteUrl}/api): ${stack.apiUrl}
AppSync Events local: ${stack.realtimeHttpEndpoint} (WebSocket ${stack.realtimeEndpoint})
Cognito local: ${stack.cognitoEndpoint}
Conta médica local: ${stack.contaMedica.email} ${stack.contaMedica.senha}
Caixa de e-mails local (códigos de confirmação): ${stack.mailboxUrl}
Caixa de e-mails local (SES): ${stack.sesMailboxUrl}
DynamoDB Local: ${stack.dynamoDbEndpoint}
S3 local (fotos de perfil): ${stack.objectStoreEndpoint}
Asaas sandbox local: ${stack.asaasUrl} (API ${stack.asaasUrl}/v3; páginas de pagamento em ${stack.asaasUrl}/i/…)
Dados em: ${dataDir}

Ctrl-C encerra tudo.`);
} catch (error) {
  console.error(`Falha ao iniciar: ${(error as Error).message}`);
  await stop(1);
}
