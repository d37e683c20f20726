/**
 * `npm start` as a developer uses it: it prints the site, keeps data across restarts, and leaves
 * no process behind on Ctrl-C or even when the launcher itself is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/ports.js';

let dataDir: string;
let ports: Record<string, number>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-launcher-'));
  ports = { PORT: 0, API_PORT: 0, REALTIME_PORT: 0, COGNITO_PORT: 0, DYNAMODB_PORT: 0, ASAAS_PORT: 0 };
  for (const name of Object.keys(ports)) ports[name] = await freePort();
});
const launched: ChildProcess[] = [];
afterEach(async () => {
  for (const child of launched.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
  }
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function launch(): { child: ChildProcess; ready: Promise<string> } {
  // One node process (no npx/tsx wrapper processes), so SIGKILL below hits the launcher itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      DATA_DIR: dataDir,
      ZAPSAUDE_EXIT_WITH_PARENT: '1',
    },
    // Our stdin pipe is the launcher's lifeline: if this test process dies, the launcher stops.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  launched.push(child);
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ctrl-C encerra tudo/.test(output)) resolve(output);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`launcher exited (${code}) before ready:\n${output}`)));
  });
  return { child, ready };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));

/** PIDs of the Java processes serving this test's data folder (found by their -dbPath, not by name). */
async function javaProcessesFor(dir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const argv = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    // The watchdog's sh processes carry the same arguments; only the JVM itself counts.
    const isJava = /(^|\/)java$/.test(argv[0] ?? '');
    if (isJava && argv.some((arg) => arg.includes('DynamoDBLocal.jar')) && argv.some((arg) => arg.startsWith(dir))) pids.push(Number(entry));
  }
  return pids;
}

const dynamo = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${ports.DYNAMODB_PORT}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

describe('npm start', () => {
  it('prints the endpoints, keeps data across a restart and stops everything on Ctrl-C', async () => {
    // Prepare: a first run stores an item.
    const first = launch();
    const output = await first.ready;
    expect(output).toContain(`Site: http://localhost:${ports.PORT}`);
    expect(output).toMatch(/Caixa de e-mails local .*\/_local\/mailbox/);
    const site = await fetch(`http://localhost:${ports.PORT}/`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('lang="pt-BR"');
    const db = dynamo();
    await db.send(new PutCommand({ TableName: 'presence', Item: { pk: 'restart-probe', value: 42 } }));
    db.destroy();

    // Act: Ctrl-C, then start again on the same data.
    first.child.kill('SIGINT');
    expect(await exited(first.child)).toBe(0);
    expect(await javaProcessesFor(dataDir)).toEqual([]);
    const second = launch();
    await second.ready;

    // Assess
    const again = dynamo();
    const item = await again.send(new GetCommand({ TableName: 'presence', Key: { pk: 'restart-probe' } }));
    again.destroy();
    expect(item.Item?.value).toBe(42);
    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(await javaProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('leaves no Java process behind even when the launcher is killed outright', async () => {
    const run = launch();
    await run.ready;
    expect((await javaProcessesFor(dataDir)).length).toBe(1);

    // SIGKILL to the launcher alone: no handler of ours runs; the watchdog must notice.
    run.child.kill('SIGKILL');
    await exited(run.child);

    await expect.poll(() => javaProcessesFor(dataDir), { timeout: 20_000, interval: 250 }).toEqual([]);
  }, 120_000);
});
