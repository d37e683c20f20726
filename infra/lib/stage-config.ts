/**
 * Everything that differs between the deployed stages, in one place. The constructs read this
 * object and never test the stage name themselves.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { routesForStage, type RouteDefinition, type Stage } from '#definitions/routes.js';
import { PRESENCE, produto } from '#shared/constants.js';

/** The stages CDK deploys; `local` runs on this machine through infra/local instead. */
export type DeployStage = Exclude<Stage, 'local'>;

export const deployStages = ['sandbox', 'prod'] as const satisfies readonly DeployStage[];

export interface StageConfig {
  readonly stage: DeployStage;
  /** What CloudFormation does with stateful resources (tables, keys, user pool, logs) on delete. */
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB and Cognito refuse deletion until this is switched off by hand. */
  readonly deletionProtection: boolean;
  readonly logRetention: RetentionDays;
  /**
   * Read by the observability construct: the alarms and their SNS topic exist only where someone is
   * paged (prod). The dashboard exists in every stage.
   */
  readonly alarms: boolean;
  /**
   * Reserved concurrency of each function: a ceiling on what one route can cost or do to the tables
   * under abuse, and capacity no other function can take. Unset in sandbox, whose accounts often have
   * a regional quota of 10 concurrent executions, below what reserving for 30 functions needs.
   */
  readonly reservedConcurrency?: number;
  /** WAF rate-based rule: requests per IP per 5 minutes before CloudFront blocks that IP. */
  readonly wafRateLimitPer5Minutes: number;
  /** HTTP API stage-wide limits, requests per second and burst. */
  readonly throttling: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * Routes whose traffic the stage's limits above do not fit, by route id: their own HTTP API
   * throttling and reserved concurrency (the visitors badge, presenceCapacity).
   */
  readonly routeCapacity: Readonly<Record<string, RouteCapacity>>;
  /** The routes this stage deploys: payment test pages and the webhook simulator never reach prod. */
  readonly routes: readonly RouteDefinition[];
  /**
   * Placeholder until the AI issue picks the model: check availability in the deploy region (or use
   * a cross-region inference profile id) before relying on it.
   */
  readonly bedrockModelId: string;
  /** The SPA's AppSync Events API key expires this long after each deploy (AppSync allows 1–365 days). */
  readonly realtimeApiKeyValidity: Duration;
  readonly lambdaLogLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Asaas v3 base URL: its sandbox takes test payments only. */
  readonly asaasApiUrl: string;
  /**
   * The SES sending identity: a domain the stack registers with Easy DKIM (its three CNAME records
   * go into the domain's DNS, README "Deploy to AWS"), and the From of every e-mail sent from it.
   * One domain per stage, so both stages can live in one account.
   */
  /** `supportAddress`: where contact-form messages are e-mailed (`EMAIL_SUPORTE`), inside the verified domain. */
  readonly email: { readonly domain: string; readonly fromAddress: string; readonly fromName: string; readonly supportAddress: string };
  /** How long a case may wait for a physician (docs/validacao-medica.md): the queue's target and prod's alarm. */
  readonly validacaoAlvoMinutos: number;
  /**
   * The document signer (`ASSINATURA_PROVEDOR`, lambdas/common/assinatura/assinador.ts): `nenhum`
   * issues validated documents unsigned, saying the ICP-Brasil signature is pending, until an
   * ICP-Brasil cloud provider is configured in the `assinatura` secret and named here.
   */
  readonly assinaturaProvedor: string;
}

/**
 * The crowd prod's presence routes are sized for: what the account's default quotas allow (README
 * "Visitors online"). The design holds PRESENCE.TARGET_VISITORS; raise the quotas, then this.
 */
export const PRESENCE_PROD_VISITORS = 100_000;

/** A route's own limits, in place of the stage's. */
export interface RouteCapacity {
  readonly throttling: { readonly rateLimit: number; readonly burstLimit: number };
  /** Reserved concurrency of the route's function, in place of `reservedConcurrency`. */
  readonly reservedConcurrency?: number;
}

/**
 * Lambda time one presence invocation is given for sizing its concurrency: an UpdateItem (a few ms
 * in-region), the container's cached count and the shell, with room for a slow moment (the bench
 * prints the heartbeat's p50/p95).
 */
export const PRESENCE_INVOCATION_SECONDS = 0.04;

/**
 * The visitors badge's two routes sized for `visitors` concurrent visitors (README "Visitors
 * online"): one beat per visitor per beat period with 50 % headroom (newcomers' first beats and the
 * uneven seconds: the bench's simulation peaks about 30 % over the mean), goodbyes at up to a quarter
 * of that (a crowd leaving together), and concurrency by Little's law (requests per second × seconds
 * per invocation). At 10⁶ visitors this is far above the account's default quotas, which the README
 * lists to raise before deploying.
 */
export function presenceCapacity(visitors: number): Record<'presence-heartbeat' | 'presence-leave', RouteCapacity> {
  const beatsPerSecond = visitors / PRESENCE.BEAT_SECONDS;
  const sized = (rateLimit: number): RouteCapacity => ({
    throttling: { rateLimit, burstLimit: Math.ceil(rateLimit / 2) },
    reservedConcurrency: Math.ceil(rateLimit * PRESENCE_INVOCATION_SECONDS),
  });
  return {
    'presence-heartbeat': sized(Math.ceil(beatsPerSecond * 1.5)),
    'presence-leave': sized(Math.ceil(beatsPerSecond / 4)),
  };
}

/** The `-c stage=` value is not one of the deployable stages. */
export class InvalidStageError extends Error {
  constructor(readonly value: unknown) {
    super(`Invalid stage ${JSON.stringify(value)}: use -c stage=${deployStages.join(' or -c stage=')}`);
    this.name = new.target.name;
  }
}

/** Validates a stage name taken from CDK context; `local` is refused because nothing deploys it. */
export function parseDeployStage(value: unknown): DeployStage {
  if (typeof value === 'string' && (deployStages as readonly string[]).includes(value)) return value as DeployStage;
  throw new InvalidStageError(value);
}

export function stageConfig(stage: DeployStage): StageConfig {
  const routes = routesForStage(stage);
  switch (stage) {
    case 'sandbox':
      return {
        stage,
        removalPolicy: RemovalPolicy.DESTROY,
        deletionProtection: false,
        logRetention: RetentionDays.TWO_WEEKS,
        alarms: false,
        reservedConcurrency: undefined,
        // Testers and the e2e suites share a few addresses.
        wafRateLimitPer5Minutes: 2000,
        throttling: { rateLimit: 20, burstLimit: 40 },
        // Testers only: the presence routes share the stage's limits (20 rps ≈ 900 open tabs).
        routeCapacity: {},
        routes,
        bedrockModelId: 'amazon.nova-lite-v1:0',
        realtimeApiKeyValidity: Duration.days(365),
        lambdaLogLevel: 'DEBUG',
        asaasApiUrl: 'https://api-sandbox.asaas.com/v3',
        email: {
          domain: 'sandbox.zapsaude.com.br',
          fromAddress: 'nao-responda@sandbox.zapsaude.com.br',
          fromName: 'ZapSaúde (sandbox)',
          // The sandbox SES account may only send to verified identities: its own domain's address.
          supportAddress: 'suporte@sandbox.zapsaude.com.br',
        },
        validacaoAlvoMinutos: 60,
        assinaturaProvedor: 'nenhum',
      };
    case 'prod':
      return {
        stage,
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: true,
        // LGPD: access and error logs are kept for a limited, stated time.
        logRetention: RetentionDays.SIX_MONTHS,
        alarms: true,
        // 15 for every function but the presence routes, which reserve their own (routeCapacity).
        reservedConcurrency: 15,
        wafRateLimitPer5Minutes: 1000,
        throttling: { rateLimit: 200, burstLimit: 400 },
        // The other 48 functions × 15 = 720 and the presence routes' 134 + 23 at 100,000 visitors
        // leave 123 of the default regional 1,000 unreserved (AWS keeps at least 100).
        routeCapacity: presenceCapacity(PRESENCE_PROD_VISITORS),
        routes,
        bedrockModelId: 'amazon.nova-pro-v1:0',
        realtimeApiKeyValidity: Duration.days(365),
        lambdaLogLevel: 'INFO',
        asaasApiUrl: 'https://api.asaas.com/v3',
        email: { domain: 'zapsaude.com.br', fromAddress: 'nao-responda@zapsaude.com.br', fromName: 'ZapSaúde', supportAddress: produto.emailSuporte },
        validacaoAlvoMinutos: 60,
        assinaturaProvedor: 'nenhum',
      };
  }
}
