/**
 * Lambda bundles: builds every handler (the HTTP routes and the scheduled functions) exactly as the
 * deploy does (infra/lib/lambda-bundling.ts: esbuild, minified, code split) and prints, per Lambda,
 * the time Node on this machine takes to import it cold (a fresh process per run, median of several)
 * and, for information, the minified size of what that import loads: `index.mjs` and the chunks it
 * imports statically (the chunks reached only through `await import()` load later, on the routes
 * that need them). Modules left external (none by default;
 * see lambda-bundling.ts for the AWS SDK decision) resolve from the repository's node_modules, as
 * the Lambda runtime resolves its own, so their load time is part of the figure.
 * Target: cold import ≤ 80 ms per bundle. There is no size target: the AWS SDK v3 clients are
 * bundled (left external, the runtime's copy imports 2–5× slower), so a bundle's bytes no longer
 * tell its cold start; its import time does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { routesForStage } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { LAMBDA_ENTRY_FILE, lambdaEsbuildOptions } from '#infra/lib/lambda-bundling.js';
import { repoRoot } from '#infra/lib/paths.js';

export const IMPORT_TIME_TARGET_MS = 80;

/** A Lambda to measure: an HTTP route's or a schedule's (definitions/). */
export interface LambdaEntry {
  readonly id: string;
  readonly entry: string;
  readonly kind: 'rota' | 'agendada';
}

/** Every Lambda of the sandbox stage (a superset of prod): its routes, then its scheduled functions. */
export function lambdasOfSandbox(): LambdaEntry[] {
  return [
    ...routesForStage('sandbox').map((route) => ({ id: route.id, entry: route.entry, kind: 'rota' as const })),
    ...schedules.map((schedule) => ({ id: schedule.id, entry: schedule.entry, kind: 'agendada' as const })),
  ];
}

export interface LambdaBundleFigure {
  readonly id: string;
  readonly kind: LambdaEntry['kind'];
  readonly entry: string;
  readonly bytes: number;
  /** Median wall-clock time of a cold `import()`, in milliseconds. */
  readonly importMs: number;
  /** Median CPU time (user + system) of the same imports: steadier than wall time on a shared machine. */
  readonly importCpuMs: number;
}

/** What the Lambda runtime puts in a function's environment, enough for the modules' top-level code. */
const lambdaLikeEnv = (lambda: LambdaEntry): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  AWS_LAMBDA_FUNCTION_NAME: `zapsaude-bench-${lambda.id}`,
  AWS_REGION: 'us-east-1',
  POWERTOOLS_SERVICE_NAME: lambda.id,
  POWERTOOLS_METRICS_NAMESPACE: 'ZapSaude/bench',
  LOG_LEVEL: 'WARN',
  STAGE: 'sandbox',
});

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One cold import in a fresh Node process: wall and CPU milliseconds of the `import()`. */
function coldImport(file: string, env: NodeJS.ProcessEnv): { wall: number; cpu: number } {
  const script = [
    'const cpu = process.cpuUsage(); const t = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const wall = performance.now() - t; const used = process.cpuUsage(cpu);',
    'process.stdout.write(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000 }));',
  ].join(' ');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(result.stdout) as { wall: number; cpu: number };
}

/** Bytes of the entry file and of every chunk it imports statically: what a cold start reads. */
async function loadedAtStart(metafile: Metafile, outfile: string): Promise<number> {
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(repoRoot, file), output]));
  const seen = new Set<string>();
  const pending = [outfile];
  let bytes = 0;
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    bytes += (await stat(file)).size;
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(path.resolve(repoRoot, imported.path));
    }
  }
  return bytes;
}

/**
 * Builds each distinct handler entry of the sandbox stage (a superset of prod) once and measures it;
 * every route of that entry is its own Lambda with that same bundle.
 */
export async function measureLambdaBundles(
  options: { runs?: number; esbuild?: Partial<BuildOptions>; lambdas?: readonly LambdaEntry[] } = {},
): Promise<LambdaBundleFigure[]> {
  const runs = options.runs ?? 9;
  const lambdas = options.lambdas ?? lambdasOfSandbox();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-lambdas-'));
  try {
    // Bare imports of the external SDK resolve from here, as in the runtime's /var/runtime/node_modules.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const byEntry = new Map<string, { bytes: number; importMs: number; importCpuMs: number }>();
    const figures: LambdaBundleFigure[] = [];
    for (const lambda of lambdas) {
      let measured = byEntry.get(lambda.entry);
      if (!measured) {
        const outdir = path.join(dir, lambda.entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-'));
        const { metafile } = await build({
          ...lambdaEsbuildOptions(),
          ...options.esbuild,
          entryPoints: { index: path.join(repoRoot, lambda.entry) },
          outdir,
          metafile: true,
        });
        const outfile = path.join(outdir, LAMBDA_ENTRY_FILE);
        const env = lambdaLikeEnv(lambda);
        const times = Array.from({ length: runs }, () => coldImport(outfile, env));
        measured = {
          bytes: await loadedAtStart(metafile, outfile),
          importMs: median(times.map((time) => time.wall)),
          importCpuMs: median(times.map((time) => time.cpu)),
        };
        byEntry.set(lambda.entry, measured);
      }
      figures.push({ id: lambda.id, kind: lambda.kind, entry: lambda.entry, ...measured });
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `npm run bench`'s Lambda section: one line per Lambda (routes, then schedules), with the target. */
export async function benchLambdaBundles(): Promise<LambdaBundleFigure[]> {
  console.log('\nBundles das Lambdas (esbuild com as opções do deploy, com divisão em chunks):');
  console.log(`carga da máquina (1 min): ${os.loadavg()[0]!.toFixed(1)} em ${os.cpus().length} CPUs; import a frio = mediana de 9 processos novos`);
  const figures = await measureLambdaBundles();
  console.log(`${'Lambda'.padEnd(30)} ${'tamanho'.padStart(10)} ${'import'.padStart(9)} ${'CPU'.padStart(9)}`);
  for (const figure of figures) {
    const label = figure.kind === 'agendada' ? `${figure.id} (agendada)` : figure.id;
    console.log(
      `${label.padEnd(30)} ${`${(figure.bytes / 1024).toFixed(1)} KB`.padStart(10)} ${`${figure.importMs.toFixed(0)} ms`.padStart(9)} ${`${figure.importCpuMs.toFixed(0)} ms`.padStart(9)} ${figure.importMs <= IMPORT_TIME_TARGET_MS ? 'ok' : 'ACIMA'}`,
    );
  }
  const over = figures.filter((figure) => figure.importMs > IMPORT_TIME_TARGET_MS);
  console.log(
    `${figures.length} Lambdas; meta: import a frio ≤ ${IMPORT_TIME_TARGET_MS} ms (o tamanho é informativo): ${over.length === 0 ? 'todas dentro' : `${over.length} acima (${over.map((figure) => figure.id).join(', ')})`}`,
  );
  return figures;
}
