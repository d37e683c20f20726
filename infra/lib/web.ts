/**
 * The SPA: a private bucket behind CloudFront (origin access control), strict security headers,
 * the route function that maps the site's addresses to the build's files (rotas-site.ts),
 * `/api/*` forwarded to the HTTP API on the same origin (with the origin-verify header the handlers
 * require), each streaming route's path to its Lambda Function URL (origin access control, SigV4),
 * the WAF web ACL, and a deploy-time `config.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#lambdas/common/origin-verify.js';
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import { RESULTADOS_TOKEN_HEADER } from '#shared/schemas/validacao.js';
import { ASAAS_TOKEN_HEADER } from '#shared/schemas/webhook-asaas.js';
import { MANIFESTO_ROTAS_ARQUIVO, ORIGEM_DO_SITE_MARCADOR, type ManifestoRotas } from '#shared/schemas/rotas-site.js';
import type { RuntimeConfigInput } from '#shared/schemas/runtime-config.js';
import { codigoFuncaoRotas, lerManifestoRotas } from './rotas-site.js';
import { contentSecurityPolicy, permissionsPolicy, type CspHosts } from './security-headers.js';
import type { StageConfig } from './stage-config.js';

/** The SPA build is missing or incomplete: CDK cannot deploy a site that was never built. */
export class WebAssetsMissingError extends Error {
  constructor(
    readonly assetPath: string,
    readonly missingFile = 'index.html',
  ) {
    super(`The SPA build was not found at ${assetPath} (no ${missingFile}): run npm run build:web first.`);
    this.name = new.target.name;
  }
}

/**
 * Throws WebAssetsMissingError unless `assetPath` holds a built SPA: its index.html and the route
 * manifest the route function is made from.
 */
export function assertSpaBuilt(assetPath: string): void {
  for (const file of ['index.html', MANIFESTO_ROTAS_ARQUIVO]) {
    if (!fs.existsSync(path.join(assetPath, file))) throw new WebAssetsMissingError(assetPath, file);
  }
}

export interface WebProps {
  readonly config: StageConfig;
  /** The built SPA (`web/dist`); tests pass a small fixture directory. */
  readonly assetPath: string;
  /** Host name of the HTTP API, the origin of `/api/*`. */
  readonly apiDomainName: string;
  /** Written as `/config.json`; token values are resolved at deploy time. */
  readonly runtimeConfig: RuntimeConfigInput;
  /** Receives the site bucket's server access logs and CloudFront's standard logs. */
  readonly accessLogsBucket: s3.IBucket;
  /** The CLOUDFRONT-scope WAF web ACL (waf.ts). */
  readonly webAclArn: string;
  /** Sent as `x-origin-verify` on every request to the HTTP API (a deploy-time secret reference). */
  readonly originVerifyValue: string;
  /** Streaming routes: the exact path CloudFront sends to each Function URL. */
  readonly streamingOrigins: readonly StreamingOrigin[];
  /** Encrypts the deployment log group. */
  readonly logsKey: kms.IKey;
  /** The stage's AWS hosts the Content-Security-Policy names (security-headers.ts). */
  readonly cspHosts: CspHosts;
}

export interface StreamingOrigin {
  readonly path: string;
  readonly functionUrl: lambda.IFunctionUrl;
}

/**
 * Headers a streaming route receives from the viewer: its chat token, the body hash that SigV4 with
 * origin access control needs for a POST (CloudFront signs but does not hash bodies; the SPA sends
 * it), the content type, and the viewer address the rate limits use (lambdas/common/client-ip.ts).
 */
export const streamingForwardedHeaders = [CHAT_TOKEN_HEADER, 'x-amz-content-sha256', 'content-type', 'CloudFront-Viewer-Address'];

/**
 * Headers an `/api/*` request carries to the HTTP API, besides Authorization (which an origin
 * request policy may not name: it travels in the cache key, apiCachePolicy below): the body's type,
 * the chat and results tokens, the Asaas webhook token, and the viewer address the rate limits use
 * (lambdas/common/client-ip.ts). A header a handler reads must be listed here, or CloudFront drops it.
 *
 * `CloudFront-Viewer-Address` is a CloudFront header, not a viewer's: CloudFront adds it with the
 * address and port of the connection it accepted (CloudFront Developer Guide, "Add CloudFront request
 * headers"; CloudFront API, OriginRequestPolicyHeadersConfig: the CloudFront headers listed "are
 * added by CloudFront"). A list rather than the managed AllViewerExceptHostHeader, which forwards
 * every viewer header: the template shows which headers reach the API, and no other does. A request
 * that skips CloudFront has no origin-verify secret and is refused before any handler reads this
 * header (lambdas/common/origin-verify.ts).
 */
export const apiForwardedHeaders = [
  'content-type',
  CHAT_TOKEN_HEADER,
  RESULTADOS_TOKEN_HEADER,
  ASAAS_TOKEN_HEADER,
  'CloudFront-Viewer-Address',
];

/** Hashed build output (Vite's `assets/`): safe to cache for a year. */
const IMMUTABLE_PREFIX = 'assets/';

export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    assertSpaBuilt(props.assetPath);
    const manifesto = lerManifestoRotas(props.assetPath);

    // Retained in every stage: deleting a non-empty bucket would need a custom-resource Lambda, and
    // an orphaned sandbox bucket costs next to nothing.
    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const siteReason = 'The SPA build: public code and texts, no personal data, rebuilt from git on every deploy';
    Validations.of(this.bucket).acknowledge(
      { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: `${siteReason}; a replica would hold nothing that git does not.` },
      { id: 'HIPAA.Security-S3BucketVersioningEnabled', reason: `${siteReason}; a previous release is restored by deploying its commit.` },
      {
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason: `${siteReason}; encrypted at rest with S3-managed keys, and a KMS key would only add a key grant to CloudFront for public files.`,
      },
    );

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `ZapSaude ${config.stage}: CSP, HSTS, no framing, no referrer`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.cspHosts, manifesto.estilosEmLinha), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        // An old secure link carried its chat token in the URL: never send a URL to other sites.
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        contentTypeOptions: { override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
      },
      removeHeaders: ['Server'],
    });

    // On the default (S3) behaviour only, for both viewer events: a page's file, the app shell or
    // the 404 page, and the 404 status. Not distribution-wide error responses, which would also turn
    // the API's own 403/404 answers into a page.
    const rotasSite = new cloudfront.Function(this, 'RotasSite', {
      comment: 'Addresses to prerendered pages, the app shell or the 404 page (rotas.json)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(codigoFuncaoRotas(manifesto)),
    });

    const streamingRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'StreamingRequestPolicy', {
      comment: 'Streaming routes (Function URL): chat token, body hash, content type, viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...streamingForwardedHeaders),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    const apiRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiRequestPolicy', {
      comment: 'HTTP API: body type, chat/results/webhook tokens, CloudFront viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders),
      // The query strings travel in the cache key (apiCachePolicy), which is always forwarded.
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    // Authorization reaches the origin only through a cache policy's key. Nothing is cached all the
    // same: the default TTL is 0 and every API answer says `cache-control: no-store`
    // (lambdas/common/http.ts), which CloudFront honours when the minimum TTL is 0; the one-second
    // maximum bounds any answer that forgot it, and that answer is keyed by its caller's token.
    const apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCachePolicy', {
      comment: 'HTTP API: not cached; Authorization forwarded as part of the key',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Listed before /api/*: CloudFront takes the first behaviour whose pattern matches.
    const streamingBehaviors: Record<string, cloudfront.BehaviorOptions> = {};
    for (const streaming of props.streamingOrigins) {
      streamingBehaviors[streaming.path] = {
        origin: origins.FunctionUrlOrigin.withOriginAccessControl(streaming.functionUrl, {
          // How long CloudFront waits for the first byte and between chunks; the model's first text
          // comes within seconds. 60 s is the most CloudFront allows without a quota increase.
          readTimeout: Duration.seconds(60),
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: streamingRequestPolicy,
        responseHeadersPolicy: this.responseHeadersPolicy,
        // Compression would buffer the stream.
        compress: false,
      };
    }

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `ZapSaude ${config.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      // Brazil is only served from South American edges in the "all" price class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { function: rotasSite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: rotasSite, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        ...streamingBehaviors,
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Host stays execute-api's: the viewer's Host is not in the list.
          cachePolicy: apiCachePolicy,
          originRequestPolicy: apiRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The service is for patients in Brazil and abroad (Brazilians travelling); no geo restriction is wanted.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain yet: the default *.cloudfront.net certificate cannot pin a minimum TLS version. Set minimumProtocolVersion TLS_V1_2_2021 together with the certificate.',
      },
    );

    this.url = `https://${this.distribution.distributionDomainName}`;
    this.deploySite(props, manifesto);
  }

  private deploySite(props: WebProps, manifesto: ManifestoRotas): void {
    const { config } = props;
    const deployLogs = new logs.LogGroup(this, 'DeployLogs', {
      retention: config.logRetention,
      encryptionKey: props.logsKey,
      removalPolicy: config.removalPolicy,
    });

    // Old hashed files are kept (no prune) so that tabs still open on the previous release can load
    // their lazy chunks.
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(props.assetPath)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [`${IMMUTABLE_PREFIX}*`],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      logGroup: deployLogs,
    });

    // The files that name the site's own address (canonical links, robots.txt, the sitemap), with the
    // distribution's address in place of the build's marker, resolved by the deployment: each is a
    // Source.data, staged as an asset of its own like any other source, so neither the template
    // nor the deployment's request carries the pages. No prune: the shell below owns the rest.
    const comOrigem = manifesto.comOrigem.map((arquivo) => arquivo.slice(1));
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: comOrigem.map((chave) => s3deploy.Source.data(chave, comOrigemDoSite(props.assetPath, chave, this.url))),
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      logGroup: deployLogs,
    });
    pages.node.addDependency(assets);

    // The rest of the build (the app shell, the public files) and config.json revalidate on every
    // load, so a deploy shows at once. Excluded keys are neither uploaded nor pruned by this sync: the
    // assets stay, and the pages keep the copies with the address, never the marker. A page the build
    // no longer makes is no longer excluded, so this prune removes it. Last, so that its invalidation
    // comes after every page is in place.
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        s3deploy.Source.asset(props.assetPath),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: this.bucket,
      exclude: [`${IMMUTABLE_PREFIX}*`, ...comOrigem],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: deployLogs,
    });
    shell.node.addDependency(pages);

    acknowledgeBucketDeploymentHandler(Stack.of(this), this.bucket);
  }
}

/** A built file that names the site's address, with `siteUrl` (a deploy-time value) in place of the marker. */
function comOrigemDoSite(assetPath: string, chave: string, siteUrl: string): string {
  const arquivo = path.join(assetPath, chave);
  if (!fs.existsSync(arquivo)) throw new WebAssetsMissingError(assetPath, chave);
  return fs.readFileSync(arquivo, 'utf8').replaceAll(ORIGEM_DO_SITE_MARCADOR, siteUrl);
}

/** The CDK bootstrap asset bucket as cdk-nag prints it (unresolved parts as `<AWS::…>`). */
function assetBucketName(stack: Stack): string {
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${qualifier}-assets-${account}-${region}`;
}

/**
 * BucketDeployment runs one AWS-provided Lambda per stack (`Custom::CDKBucketDeployment…`). Its
 * findings are acknowledged on that handler only, with the reason for each.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack, siteBucket: s3.Bucket): void {
  const siteBucketId = stack.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket);
  const s3Reason =
    'CDK BucketDeployment handler (AWS-provided): s3 read/write action groups on the CDK asset bucket and the site bucket only, as aws-cdk-lib grants them.';
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(
      { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: s3Reason },
      { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: s3Reason },
      { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: s3Reason },
      { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: s3Reason },
      { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: s3Reason },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucketName(stack)}/*]`,
        reason: 'CDK BucketDeployment handler reads the zipped site from the CDK bootstrap asset bucket.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`,
        reason: 'CDK BucketDeployment handler writes and prunes the objects of the site bucket.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'CDK BucketDeployment handler: cloudfront:CreateInvalidation/GetInvalidation after a deploy, granted by aws-cdk-lib without a resource.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK BucketDeployment handler (AWS-provided): its role is created by aws-cdk-lib with the basic execution policy.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'CDK BucketDeployment handler (AWS-provided): its Python runtime is pinned by aws-cdk-lib, not by us.',
      },
      {
        id: 'HIPAA.Security-IAMNoInlinePolicy',
        reason: 'CDK BucketDeployment handler (AWS-provided): aws-cdk-lib attaches its grants to its own role as this policy; we cannot change how it is built.',
      },
      {
        id: 'HIPAA.Security-LambdaConcurrency',
        reason: 'CDK BucketDeployment handler: runs only during a CloudFormation deploy, once per deployment resource; there is no traffic to cap.',
      },
      {
        id: 'HIPAA.Security-LambdaDLQ',
        reason: 'CDK BucketDeployment handler: CloudFormation invokes it and waits for its answer; a failure fails (and rolls back) the deploy, so nothing is lost silently.',
      },
      {
        id: 'HIPAA.Security-LambdaInsideVPC',
        reason: 'CDK BucketDeployment handler: copies public site files between S3 buckets during a deploy; there is no VPC resource involved.',
      },
    );
  }
}
