/**
 * The local stage's test certificate authority: it stands in for an ICP-Brasil authority so that
 * the validated documents are really signed on this machine (docs/validacao-medica.md, "Validated
 * documents"). On first use it creates "ZapSaúde Local Test CA" (RSA 2048) in the given folder and
 * issues each physician a certificate as a PKCS#12 file, `<sub>.p12`, with its passphrase beside it
 * in `<sub>.senha`; lambdas/common/assinatura/local-p12.ts signs with it. Everything is kept across
 * restarts and nothing is issued twice.
 *
 * `pdfsig` reports these signatures as valid but from an unknown issuer: this CA is trusted by no
 * one, by design. Never use it outside the local stage.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

export const NOME_AC_LOCAL = 'ZapSaúde Local Test CA';

const ARQUIVO_CERTIFICADO_AC = 'ac-local.crt.pem';
const ARQUIVO_CHAVE_AC = 'ac-local.key.pem';

/** Where the local stack keeps the CA and the physicians' certificates: `<dataDir>/certificados`. */
export const diretorioCertificados = (dataDir: string): string => path.join(dataDir, 'certificados');

/** The handlers' environment for signing with these certificates (lambdas/common/assinatura/). */
export const ambienteAssinaturaLocal = (dataDir: string): Record<'ASSINATURA_PROVEDOR' | 'ASSINATURA_LOCAL_DIR', string> => ({
  ASSINATURA_PROVEDOR: 'local-p12',
  ASSINATURA_LOCAL_DIR: diretorioCertificados(dataDir),
});

/** The local CA's certificate (PEM): what a verifier would add as a trust anchor. */
export const caminhoCertificadoAc = (dir: string): string => path.join(dir, ARQUIVO_CERTIFICADO_AC);

/** Where the physician's PKCS#12 and its passphrase are kept. */
export const caminhoP12 = (dir: string, sub: string): string => path.join(dir, `${nomeSeguro(sub)}.p12`);
export const caminhoSenhaP12 = (dir: string, sub: string): string => path.join(dir, `${nomeSeguro(sub)}.senha`);

export interface MedicoCertificado {
  /** Folder of the CA and of the certificates (the signer's `ASSINATURA_LOCAL_DIR`). */
  readonly dir: string;
  /** The physician's Cognito sub: the file name of the certificate. */
  readonly sub: string;
  readonly nome: string;
  readonly crm: string;
  readonly uf: string;
}

export interface CertificadoEmitido {
  readonly p12: string;
  readonly senha: string;
  readonly certificadoAc: string;
  /** False when the certificate already existed (nothing was issued). */
  readonly emitido: boolean;
}

/** A Cognito sub is a UUID; anything else could escape the folder. */
function nomeSeguro(sub: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(sub)) throw new Error('Invalid certificate subject id');
  return sub;
}

async function existe(arquivo: string): Promise<boolean> {
  try {
    await readFile(arquivo);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Written to a temporary name, then renamed: a crash never leaves half a key behind. */
async function gravar(arquivo: string, conteudo: string | Uint8Array, privado: boolean): Promise<void> {
  const temporario = `${arquivo}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporario, conteudo, { mode: privado ? 0o600 : 0o644 });
  if (privado) await chmod(temporario, 0o600);
  await rename(temporario, arquivo);
}

/** RSA 2048 from Node's native generator (node-forge's pure-JS one takes seconds). */
function novoParDeChaves(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;
  return { privateKey: chave, publicKey: forge.pki.setRsaPublicKey(chave.n, chave.e) };
}

/** A positive serial number of 16 random bytes (RFC 5280 §4.1.2.2). */
const numeroDeSerie = (): string => `01${randomBytes(15).toString('hex')}`;

function validade(certificado: forge.pki.Certificate, anos: number): void {
  const inicio = new Date(Date.now() - 60 * 60 * 1000);
  const fim = new Date(inicio);
  fim.setUTCFullYear(fim.getUTCFullYear() + anos);
  certificado.validity.notBefore = inicio;
  certificado.validity.notAfter = fim;
}


/** Creates the CA in `dir` unless it is already there; returns its certificate and key. */
export async function garantirAutoridadeCertificadora(dir: string): Promise<{ certificado: forge.pki.Certificate; chave: forge.pki.rsa.PrivateKey }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const arquivoCertificado = caminhoCertificadoAc(dir);
  const arquivoChave = path.join(dir, ARQUIVO_CHAVE_AC);
  if ((await existe(arquivoCertificado)) && (await existe(arquivoChave))) {
    return {
      certificado: forge.pki.certificateFromPem(await readFile(arquivoCertificado, 'utf8')),
      chave: forge.pki.privateKeyFromPem(await readFile(arquivoChave, 'utf8')) as forge.pki.rsa.PrivateKey,
    };
  }
  const { privateKey, publicKey } = novoParDeChaves();
  const certificado = forge.pki.createCertificate();
  certificado.publicKey = publicKey;
  certificado.serialNumber = numeroDeSerie();
  validade(certificado, 10);
  const nome = [
    { name: 'commonName', value: NOME_AC_LOCAL, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: 'ZapSaude (local)', valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'countryName', value: 'BR' },
  ] as forge.pki.CertificateField[];
  certificado.setSubject(nome);
  certificado.setIssuer(nome);
  certificado.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificado.sign(privateKey, forge.md.sha256.create());
  // The key first: a certificate without its key would be taken for a complete CA on the next start.
  await gravar(arquivoChave, forge.pki.privateKeyToPem(privateKey), true);
  await gravar(arquivoCertificado, forge.pki.certificateToPem(certificado), false);
  return { certificado, chave: privateKey };
}

/**
 * Issues the physician's signing certificate (CN "<nome>:<CRM>-<UF>", digitalSignature and
 * nonRepudiation, signed by the local CA) as `<dir>/<sub>.p12` with its passphrase in
 * `<dir>/<sub>.senha`, creating the CA first if needed. Idempotent: an existing certificate is kept.
 * This is the one call the local stack makes for its physician account.
 */
export async function emitirCertificadoMedico(medico: MedicoCertificado): Promise<CertificadoEmitido> {
  const ac = await garantirAutoridadeCertificadora(medico.dir);
  const p12 = caminhoP12(medico.dir, medico.sub);
  const senha = caminhoSenhaP12(medico.dir, medico.sub);
  const certificadoAc = caminhoCertificadoAc(medico.dir);
  if ((await existe(p12)) && (await existe(senha))) return { p12, senha, certificadoAc, emitido: false };

  const { privateKey, publicKey } = novoParDeChaves();
  const certificado = forge.pki.createCertificate();
  certificado.publicKey = publicKey;
  certificado.serialNumber = numeroDeSerie();
  validade(certificado, 3);
  const crmUf = `CRM ${medico.crm.trim()}-${medico.uf.trim().toUpperCase()}`;
  certificado.setSubject([
    { name: 'commonName', value: `${medico.nome.trim()}:${crmUf}`, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: 'ZapSaude (local)', valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'countryName', value: 'BR' },
  ] as forge.pki.CertificateField[]);
  certificado.setIssuer(ac.certificado.subject.attributes);
  certificado.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', emailProtection: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ac.certificado.generateSubjectKeyIdentifier().getBytes() },
  ]);
  certificado.sign(ac.chave, forge.md.sha256.create());

  const passphrase = randomBytes(18).toString('base64url');
  const pkcs12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificado, ac.certificado], passphrase, {
    algorithm: 'aes256',
    friendlyName: medico.nome.trim(),
  });
  // The passphrase first: a P12 without its passphrase would be taken as issued on the next start.
  await gravar(senha, passphrase, true);
  await gravar(p12, Buffer.from(forge.asn1.toDer(pkcs12).getBytes(), 'binary'), true);
  return { p12, senha, certificadoAc, emitido: true };
}
