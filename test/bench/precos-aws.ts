/**
 * AWS public on-demand prices (USD, per unit) for the bench's cost figures, in one table every part
 * imports: the cost of one consultation (custo-consulta.ts) and of the visitors badge at scale
 * (presenca-escala.ts). The deploy region is not fixed (infra/bin/app.ts takes CDK_DEFAULT_REGION;
 * the README deploys to us-east-1 in its example), so regional prices are us-east-1's. CloudFront
 * bills by the viewer's edge location: the visitors are in Brazil and the distribution uses every
 * edge (PRICE_CLASS_ALL, infra/lib/web.ts), so its prices are South America's.
 *
 * Free tiers and monthly fixed fees (the web ACL's $5 and $1 a rule, the always-free CloudFront
 * requests) are left out: these are the marginal prices of traffic. Each price says where it was
 * read; "not confirmed" marks one that the sources reachable from this machine did not show.
 * Consulted in December 2026. Add another service's prices here, with their source.
 */

export const REGIAO_PRECOS = 'us-east-1';

export const lambda = {
  /**
   * aws.amazon.com/lambda/pricing: $0.20 per million requests, both architectures. The stored page
   * has no figures; read 2026-12-05 in third-party copies of its table (cloudchipr.com's Lambda
   * pricing guide; git.mcrn.ar lambda_local_runner's cost note: "arm64 $0.20/1M requests").
   */
  porRequisicao: 0.2 / 1e6,
  /** Same copies: Arm (Graviton2), first 7.5 billion GB-s a month, $0.0000133334 (read 2026-12-05). */
  porGbSegundo: 0.0000133334,
};

export const apiGateway = {
  /**
   * aws.amazon.com/api-gateway/pricing: HTTP API, first 300 million requests a month (each up to
   * 512 KB), $1.00 per million; from the page's worked example as transcribed by api-evangelist's
   * amazon-web-services plans file (harvested 2026-09-20), read 2026-12-05.
   */
  porRequisicaoHttpApi: 1.0 / 1e6,
};

export const dynamodb = {
  /**
   * aws.amazon.com/dynamodb/pricing/on-demand (after the November 2024 cut): $0.125 per million read
   * request units, US East. The AWS table was not readable; read 2026-12-05 in airbyte.com's DynamoDB
   * pricing guide (pages from before the cut still say $0.25).
   */
  porRru: 0.125 / 1e6,
  /** Same source: $0.625 per million write request units (before the cut, $1.25). */
  porWru: 0.625 / 1e6,
};

export const appsync = {
  /**
   * AppSync Events: each event published and each message delivered, in 5 KB units, $1.00 per
   * million (AWS price list, "$1 per million Event API operations"; one rate in every region), as
   * mirrored in the Hugging Face dataset labofsahil/aws-pricing-dataset, AWSAppSync.csv, effective
   * 2024-09-01; read 2026-12-05. The consultation's cost also counts connections and subscriptions
   * as operations.
   */
  porOperacaoEvents: 1.0 / 1e6,
  /**
   * aws.amazon.com/appsync/pricing: $0.08 per million connection minutes. Not confirmed for Events:
   * the sources read (2026-12-05) show it for AppSync real-time (GraphQL) connections only
   * (smalruby3-editor docs/mesh-v2/cost.md: $0.00000008 a minute).
   */
  porMinutoConexao: 0.08 / 1e6,
};

/**
 * Bedrock on-demand, per 1,000 tokens, Amazon Nova, us-east-1, by the stage's model id
 * (infra/lib/stage-config.ts). aws.amazon.com/bedrock/pricing's stored text has no figures: read
 * 2026-12-05 from the AWS Price List Bulk API for AmazonBedrock (version 20260901205051) as
 * transcribed by api-evangelist's amazon-nova plans file; Nova Pro's also in swfte.com (May 2026,
 * $0.80 / $3.20 per million).
 */
export const bedrock = {
  'amazon.nova-lite-v1:0': { nome: 'Amazon Nova Lite', porMilTokensEntrada: 0.00006, porMilTokensSaida: 0.00024 },
  'amazon.nova-pro-v1:0': { nome: 'Amazon Nova Pro', porMilTokensEntrada: 0.0008, porMilTokensSaida: 0.0032 },
};

export const polly = {
  /**
   * aws.amazon.com/polly/pricing: neural voices, $16.00 per million characters. The AWS page was not
   * among the stored pages: read 2026-12-05 in acecloudinterviews.com's Polly tutorial table.
   */
  porCaractereNeural: 16 / 1e6,
  /** Same table: standard voices, $4.00 per million characters. */
  porCaractereStandard: 4 / 1e6,
};

export const s3 = {
  /**
   * aws.amazon.com/s3/pricing, S3 Standard: PUT, COPY, POST, LIST $0.005 per 1,000 requests. The AWS
   * table was not readable: read 2026-12-05 in c3x.dev's "S3 request fees explained".
   */
  porPutCopyPostList: 0.005 / 1e3,
  /** Same source: GET, HEAD and the rest, $0.0004 per 1,000 requests. */
  porGetHead: 0.0004 / 1e3,
  /** Storage, first 50 TB a month, $0.023 per GB-month (deepeshsoni.com's S3 pricing guide, US East; read 2026-12-05). */
  porGbMes: 0.023,
};

export const ses = {
  /**
   * aws.amazon.com/ses/pricing: $0.10 per 1,000 e-mails sent (each recipient one e-mail); read
   * 2026-12-05 in acecloudinterviews.com's SES page and the SES FAQ (priced per message and data sent).
   */
  porEmail: 0.1 / 1e3,
  /** $0.12 per GB of attachments: the page's long-standing rate, not confirmed in the sources read. */
  porGbAnexo: 0.12,
};

/**
 * Dollars to reais for the figures shown in R$: the Banco Central's PTAX (sell) of 2025-10-31, the
 * latest found through the search tool (Reuters via brasil247.com, read 2026-12-05). Older than the
 * prices: update it before deciding on the figures.
 */
export const cambio = { reaisPorDolar: 5.3843, data: '2025-10-31', fonte: 'PTAX venda, Banco Central do Brasil' };

export const cloudfront = {
  /**
   * HTTPS requests from South American viewers (aws.amazon.com/cloudfront/pricing, "request
   * pricing for all HTTP methods", $0.0220 per 10,000). Not confirmed: the request table did not
   * come through the sources reached from here; this is the page's long-standing rate.
   */
  porRequisicaoHttps: 0.022 / 1e4,
  /** aws.amazon.com/cloudfront/pricing: data transfer out to the internet, South America, first 10 TB a month. */
  porGbSaida: 0.11,
  /** Data transfer to the origin (request bodies and headers), South America. Not confirmed, as the request price. */
  porGbAteOrigem: 0.16,
};

export const waf = {
  /** aws.amazon.com/waf/pricing: $0.60 per million requests a web ACL inspects (the same in every region). */
  porRequisicao: 0.6 / 1e6,
};

export const xray = {
  /** aws.amazon.com/xray/pricing: traces recorded, $5.00 per million. */
  porTraco: 5 / 1e6,
};

export const cloudwatchLogs = {
  /** CloudWatch Logs standard ingestion, first tier, us-east-1 (Lambda's own START/END/REPORT lines included). */
  porGbIngerido: 0.5,
};
