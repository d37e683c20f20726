/**
 * Offline synthesis for the CDK tests that came after stack.test.ts: the real stack from the real
 * definitions, bundling skipped, one synthesis per stage and set of options.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '#definitions/routes.js';
import { schedules } from '#definitions/schedules.js';
import { repoRoot } from '#infra/lib/paths.js';
import { ZapSaudeStack, type ZapSaudeStackProps } from '#infra/lib/stack.js';
import { stageConfig, type DeployStage } from '#infra/lib/stage-config.js';
import { MANIFESTO_ROTAS_ARQUIVO, ORIGEM_DO_SITE_MARCADOR, type ManifestoRotas } from '#shared/schemas/rotas-site.js';

export type Resource = { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[] };
export type Resources = Record<string, Resource>;

/** cdk.json's context (feature flags), minus bundling. */
export const appContext = {
  ...(JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context,
  'aws:cdk:bundling-stacks': [],
};

/**
 * The route manifest of the web fixture: prerendered pages (one of them under the blog's app
 * pattern), the app's own routes, the app shell, the 404 page and the files that name the site.
 */
const ESTILO_ACORDEAO = '--radix-accordion-content-height:var(--radix-collapsible-content-height)';

export const fixtureManifest: ManifestoRotas = {
  paginas: { '/': '/index.html', '/faq': '/faq/index.html', '/blog/1': '/blog/1/index.html' },
  rotasDoApp: ['/blog/:id', '/chat/:medicoId', '/perfil', '/medico', '/medico/casos/:consultaId'],
  app: '/app.html',
  naoEncontrada: '/404.html',
  comOrigem: ['/index.html', '/faq/index.html', '/blog/1/index.html', '/404.html', '/robots.txt', '/sitemap.xml'],
  // The hash of the FAQ's accordion style attribute below (prerender.tsx estilosEmLinha).
  estilosEmLinha: [`'sha256-${createHash('sha256').update(ESTILO_ACORDEAO).digest('base64')}'`],
};

function fixturePage(title: string, address: string, body = `<h1>${title}</h1>`): string {
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />',
    `<title>${title}</title><link rel="canonical" href="${ORIGEM_DO_SITE_MARCADOR}${address}" />`,
    `<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${body}</div></body></html>`,
  ].join('');
}

/** Writes a small built SPA into `dir`, shaped as `npm run build:web` leaves web/dist. */
export function writeWebFixture(dir: string): void {
  const files: Record<string, string> = {
    'index.html': fixturePage('ZapSaúde', '/'),
    'faq/index.html': fixturePage('Perguntas frequentes', '/faq', `<h1>Perguntas frequentes</h1><div style="${ESTILO_ACORDEAO}" hidden></div>`),
    'blog/1/index.html': fixturePage('Blog: dor de cabeça', '/blog/1'),
    '404.html': fixturePage('Página não encontrada', '/404'),
    'app.html': '<!doctype html><html lang="pt-BR"><head><meta name="robots" content="noindex" /></head><body><div id="root"></div></body></html>',
    'robots.txt': `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${ORIGEM_DO_SITE_MARCADOR}/sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${ORIGEM_DO_SITE_MARCADOR}/faq</loc></url></urlset>\n`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/index-abc123.js': 'console.log("ok");',
    [MANIFESTO_ROTAS_ARQUIVO]: JSON.stringify(fixtureManifest),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

let fixture: string | undefined;
/** The web fixture, created once per test file. */
export function webFixture(): string {
  if (!fixture) {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-web-'));
    writeWebFixture(fixture);
  }
  return fixture;
}

let handlers: string | undefined;
/**
 * The repository as the functions see it with bundling skipped: every route and schedule entry
 * (a link to the real file, or an empty module while its handler is still being written) and the
 * lock file: the assets' source folder when the tests skip bundling.
 */
export function handlerRoot(): string {
  if (!handlers) {
    handlers = fs.mkdtempSync(path.join(os.tmpdir(), 'zapsaude-handlers-'));
    fs.symlinkSync(path.join(repoRoot, 'package-lock.json'), path.join(handlers, 'package-lock.json'));
    for (const entry of new Set([...routes, ...schedules].map((definition) => definition.entry))) {
      const target = path.join(handlers, entry);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (fs.existsSync(path.join(repoRoot, entry))) fs.symlinkSync(path.join(repoRoot, entry), target);
      else fs.writeFileSync(target, 'export {};\n');
    }
  }
  return handlers;
}

export interface Synth {
  readonly app: App;
  readonly stack: ZapSaudeStack;
  readonly template: Template;
  readonly resources: Resources;
  readonly logicalId: (construct: { node: { defaultChild?: unknown } }) => string;
}

export const logicalIdIn = (stack: Stack) => (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

export function synthStack(stage: DeployStage, props: Partial<ZapSaudeStackProps> = {}): Synth {
  const app = new App({ context: appContext });
  const stack = new ZapSaudeStack(app, `ZapSaude-${stage}`, { config: stageConfig(stage), repoRoot: handlerRoot(), webAssetPath: webFixture(), ...props });
  const template = Template.fromStack(stack);
  return { app, stack, template, resources: template.toJSON().Resources as Resources, logicalId: logicalIdIn(stack) };
}

const cache = new Map<DeployStage, Synth>();
/** The default synthesis of a stage, shared by the tests of one file (they only read it). */
export function synthStage(stage: DeployStage): Synth {
  let cached = cache.get(stage);
  if (!cached) cache.set(stage, (cached = synthStack(stage)));
  return cached;
}

export const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** Logical ids a CloudFormation value refers to through Ref or Fn::GetAtt. */
export function referencedIds(value: unknown): string[] {
  const json = JSON.stringify(value);
  const ids = [...json.matchAll(/"Ref":"([A-Za-z0-9]+)"/g), ...json.matchAll(/"Fn::GetAtt":\["([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
  return [...new Set(ids)];
}

export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

/**
 * Every statement the role `roleId` holds: its own inline policies (a handler's grants,
 * infra/lib/handler-function.ts HandlerRole) and every policy attached to it.
 */
export function statementsOfRole(resources: Resources, roleId: string): Statement[] {
  const inline = (resources[roleId]?.Properties?.Policies as { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? [];
  return [
    ...inline.flatMap((policy) => policy.PolicyDocument.Statement),
    ...ofType(resources, 'AWS::IAM::Policy')
      .filter(([, p]) => referencedIds(p.Properties!.Roles).includes(roleId))
      .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement),
  ];
}

export const actionsOf = (statements: readonly Statement[]): string[] => [...new Set(statements.flatMap((st) => [st.Action].flat()))].sort();

/** The properties of a `Custom::CDKBucketDeployment` this suite reads. */
export interface BucketDeploymentProperties {
  readonly SourceObjectKeys: string[];
  readonly SourceMarkers?: Record<string, unknown>[];
  readonly Prune?: boolean;
  readonly Exclude?: string[];
  readonly Include?: string[];
  readonly SystemMetadata?: Record<string, string>;
  readonly DistributionId?: unknown;
}

/** An `aws s3 sync` filter: Python's fnmatch on the key, where `*` also crosses `/`. */
function matchesFilter(key: string, pattern: string): boolean {
  const regex = pattern.replace(/[.+^${}()|\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.');
  return new RegExp(`^${regex}$`).test(key);
}

/** Whether a deployment's sync touches `key`: excludes then includes, as the handler passes them; the last match wins. */
function syncs(deployment: BucketDeploymentProperties, key: string): boolean {
  let touched = true;
  for (const pattern of deployment.Exclude ?? []) if (matchesFilter(key, pattern)) touched = false;
  for (const pattern of deployment.Include ?? []) if (matchesFilter(key, pattern)) touched = true;
  return touched;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * Runs bucket deployments, in order, on `bucket` (key → content) as the BucketDeployment handler
 * runs them: each source's staged asset (`<outdir>/asset.<hash>`) with its markers replaced by
 * `resolve(the marker's CloudFormation value)`, then one `aws s3 sync` with the deployment's
 * filters, deleting the keys its sources lack (and its filters do not exclude) when it prunes.
 */
export function runBucketDeployments(
  outdir: string,
  deployments: readonly BucketDeploymentProperties[],
  bucket: Map<string, string>,
  resolve: (value: unknown) => string,
): Map<string, string> {
  for (const deployment of deployments) {
    const contents = new Map<string, string>();
    deployment.SourceObjectKeys.forEach((objectKey, index) => {
      const staged = path.join(outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);
      const markers = Object.entries(deployment.SourceMarkers?.[index] ?? {});
      for (const key of filesUnder(staged)) {
        let content = fs.readFileSync(path.join(staged, key), 'utf8');
        for (const [marker, value] of markers) content = content.replaceAll(marker, resolve(value));
        contents.set(key, content);
      }
    });
    if (deployment.Prune !== false) {
      for (const key of [...bucket.keys()]) if (syncs(deployment, key) && !contents.has(key)) bucket.delete(key);
    }
    for (const [key, content] of contents) if (syncs(deployment, key)) bucket.set(key, content);
  }
  return bucket;
}
