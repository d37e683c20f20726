/**
 * Digital signature of the validated documents (docs/validacao-medica.md, "Validated documents";
 * CFM 2.299/2021: a prescription is valid with the physician's ICP-Brasil digital signature).
 *
 * Every signer implements {@link AssinadorPdf}; the decision Lambda gets one from
 * {@link createAssinador} and never knows which. Two exist:
 * - `local-p12` (lambdas/common/assinatura/local-p12.ts): PAdES signature with the physician's
 *   PKCS#12 from a folder, issued by the local test CA (infra/local/certificados.ts);
 * - `nenhum`: the document is issued unsigned (`assinado: false`) and its signature block says
 *   {@link ASSINATURA_PENDENTE}; used in AWS until an ICP-Brasil cloud provider is configured.
 *
 * Plugging in an ICP-Brasil cloud provider (a "certificado em nuvem" PSC such as those speaking the
 * CSC API, e.g. BirdID, VIDaaS, SafeID, NeoID): write a class that implements `AssinadorPdf` with
 * its own `tipo` (e.g. `'psc-csc'`) and add it to `createAssinador`. Its `assinar` must:
 * 1. reserve the signature in the PDF (`plainAddPlaceholder` of `@signpdf/placeholder-plain`, subFilter
 *    `ETSI.CAdES.detached`, as local-p12.ts does) and hash the ByteRange with SHA-256;
 * 2. obtain the physician's authorisation for that hash from the provider (the CSC API's
 *    `oauth2/authorize` with `scope=signature` and the hash, or the provider's push/QR consent),
 *    with the credential bound to `signatario.sub` (kept in the account, never in the document);
 * 3. get back a CAdES-BES detached signature (or a raw signature plus the certificate chain to build
 *    one: `credentials/info` + `signatures/signHash`) whose certificate is the physician's ICP-Brasil
 *    e-CPF/e-CRM with a name and CRM that match `signatario`;
 * 4. embed it in the placeholder (a `Signer` of `@signpdf/utils` passed to `@signpdf/signpdf`),
 *    return `{ pdf, assinado: true }`, and throw {@link AssinaturaError} on any failure: a document
 *    that should be signed is never stored unsigned by a provider that failed.
 * The provider's credentials come from Secrets Manager through the Lambda's parsed environment.
 */

/** The physician whose certificate signs, as the decision knows them (Cognito attributes). */
export interface Signatario {
  /** Cognito sub: which certificate. */
  readonly sub: string;
  readonly nome: string;
  readonly crm: string;
  readonly uf: string;
}

export interface AssinadorPdf {
  /** `nenhum` issues unsigned documents; every other signer signs (the signature block says which). */
  readonly tipo: 'local-p12' | 'nenhum' | (string & {});
  assinar(pdf: Uint8Array, signatario: Signatario): Promise<{ pdf: Uint8Array; assinado: boolean }>;
}

/** What an unsigned validated document says in its signature block. */
export const ASSINATURA_PENDENTE = 'Assinatura digital ICP-Brasil pendente de configuração';

/** The signature's reason (PDF /Reason) and location. */
export const MOTIVO_ASSINATURA = 'Validação médica (CFM 2.454/2026)';
export const LOCAL_ASSINATURA = 'ZapSaúde';

export class AssinaturaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssinaturaError';
  }
}

/** Issues the document as it is, unsigned. */
export const assinadorNenhum: AssinadorPdf = {
  tipo: 'nenhum',
  assinar: async (pdf) => ({ pdf, assinado: false }),
};

export const provedoresAssinatura = ['local-p12', 'nenhum'] as const;
export type ProvedorAssinatura = (typeof provedoresAssinatura)[number];

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The signer the environment names: `ASSINATURA_PROVEDOR` = `local-p12` (needs
 * `ASSINATURA_LOCAL_DIR`, the folder of `<sub>.p12` and `<sub>.senha`) or `nenhum` (the default).
 * An unknown name is a deployment error, not a reason to issue unsigned documents silently.
 */
export async function createAssinador(env: Env = process.env): Promise<AssinadorPdf> {
  const provedor = env.ASSINATURA_PROVEDOR?.trim() || 'nenhum';
  if (provedor === 'nenhum') return assinadorNenhum;
  if (provedor === 'local-p12') {
    const dir = env.ASSINATURA_LOCAL_DIR?.trim();
    if (!dir) throw new AssinaturaError('ASSINATURA_LOCAL_DIR is required by ASSINATURA_PROVEDOR=local-p12');
    // Loaded only when chosen, from a computed specifier that esbuild does not follow: the signer
    // and node-forge (~320 KB minified) stay out of the Lambda bundles; only the local stage,
    // which runs the handlers from source, uses it.
    const modulo = './local-p12.js';
    const { AssinadorLocalP12 } = (await import(/* @vite-ignore */ modulo)) as typeof import('./local-p12.js');
    return new AssinadorLocalP12(dir);
  }
  throw new AssinaturaError(`Unknown ASSINATURA_PROVEDOR: ${provedor}`);
}
